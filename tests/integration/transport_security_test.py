"""Transport security of the real arbiterd (service/server/transport_config.h): TLS, mutual TLS and
bearer tokens, with certificates made by the openssl CLI in a temporary directory; health
reachable without a token and on the plaintext health-only port; the `arbiter` CLI's and
loadgen's --tls and --token_file options; bad configurations refused at start; no secret in any
output.
"""
import json
import os
import shutil
import signal
import subprocess
import tempfile
import unittest

import grpc

from arbiter.v1 import rules_service_pb2, rules_service_pb2_grpc

import harness

LOBBY_TOKEN = "4f1c0a7e9b2d4e63a8f05c1d7e2b9a60"
TOURNAMENT_TOKEN = "Zm9vYmFyYmF6cXV4LXRva2VuLTE2Y2hhcnM="
WRONG_TOKEN = "4f1c0a7e9b2d4e63a8f05c1d7e2b9a61"
HEALTH_CHECK = "/grpc.health.v1.Health/Check"
LOADGEN = os.environ.get("LOADGEN", "loadgen")  # tests/bench/loadgen.cc
QUIBBLES_RECORDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir,
                                "records", "quibbles", "valid")
SERVING = b"\x08\x01"  # HealthCheckResponse{status: SERVING}


def openssl(*args, cwd):
    subprocess.run(["openssl", *args], cwd=cwd, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=60)


class Pki:
    """A CA, a server certificate for localhost/127.0.0.1, a client certificate, a client
    certificate from another CA, an expired server certificate, and a token file."""

    def __init__(self, directory):
        self.dir = directory
        self._ca("ca", "Arbiter Test CA")
        self._ca("other_ca", "Some Other CA")
        self._leaf("server", "ca", "localhost",
                   "subjectAltName=DNS:localhost,IP:127.0.0.1\n"
                   "extendedKeyUsage=serverAuth\n")
        self._leaf("client", "ca", "lobby-client", "extendedKeyUsage=clientAuth\n")
        self._leaf("stranger", "other_ca", "stranger", "extendedKeyUsage=clientAuth\n")
        self._leaf("expired", "ca", "localhost",
                   "subjectAltName=DNS:localhost,IP:127.0.0.1\n", days="-1")
        self.tokens = self.write("tokens", "# test callers\nlobby %s\ntournament\t%s\n" %
                                 (LOBBY_TOKEN, TOURNAMENT_TOKEN))

    def path(self, name):
        return os.path.join(self.dir, name)

    def read(self, name):
        with open(self.path(name), "rb") as f:
            return f.read()

    def write(self, name, text):
        with open(self.path(name), "w") as f:
            f.write(text)
        return self.path(name)

    def _ca(self, name, subject):
        openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                "-nodes", "-keyout", name + ".key", "-out", name + ".crt", "-days", "2",
                "-subj", "/CN=" + subject, cwd=self.dir)

    def _leaf(self, name, ca, common_name, extensions, days="2"):
        self.write(name + ".ext", extensions)
        openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                "-keyout", name + ".key", "-out", name + ".csr", "-subj", "/CN=" + common_name,
                cwd=self.dir)
        openssl("x509", "-req", "-in", name + ".csr", "-CA", ca + ".crt", "-CAkey", ca + ".key",
                "-CAcreateserial", "-out", name + ".crt", "-days", days, "-extfile",
                name + ".ext", cwd=self.dir)

    def server_args(self, mutual=False, tokens=False, health=False):
        args = ["--tls_cert_file=" + self.path("server.crt"),
                "--tls_key_file=" + self.path("server.key")]
        if mutual:
            args.append("--tls_client_ca_file=" + self.path("ca.crt"))
        if tokens:
            args.append("--auth_tokens_file=" + self.tokens)
        if health:
            args.append("--health_listen=127.0.0.1:0")
        return args

    def client_tls_args(self, ca="ca", client="client", key=True):
        """The `arbiter` CLI's and loadgen's client TLS flags: trust `ca`, present the
        certificate `client` and (unless key=False) its key."""
        args = ["--tls_ca_file=" + self.path(ca + ".crt"),
                "--tls_cert_file=" + self.path(client + ".crt")]
        if key:
            args.append("--tls_key_file=" + self.path(client + ".key"))
        return args

    def credentials(self, client=None):
        """Channel credentials trusting the test CA; `client` names a client certificate."""
        if client is None:
            return grpc.ssl_channel_credentials(root_certificates=self.read("ca.crt"))
        return grpc.ssl_channel_credentials(root_certificates=self.read("ca.crt"),
                                            private_key=self.read(client + ".key"),
                                            certificate_chain=self.read(client + ".crt"))


def health_check(channel):
    return channel.unary_unary(HEALTH_CHECK)(b"", timeout=10)


def list_games(channel, token=None):
    stub = rules_service_pb2_grpc.RulesServiceStub(channel)
    credentials = grpc.access_token_call_credentials(token) if token else None
    return stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=10,
                          credentials=credentials)


class TransportSecurityTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="arbiter-tls-")
        cls.pki = Pki(cls.tmp)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def secure_channel(self, server, client=None):
        channel = grpc.secure_channel("localhost:%d" % server.port,
                                      self.pki.credentials(client))
        self.addCleanup(channel.close)
        return channel

    def assertCode(self, code, fn, *args, **kwargs):
        with self.assertRaises(grpc.RpcError) as caught:
            fn(*args, **kwargs)
        self.assertEqual(caught.exception.code(), code, caught.exception.details())
        return caught.exception

    def assertNoSecrets(self, server):
        printed = "".join(server.stdout_lines + server.stderr_lines)
        for secret in (LOBBY_TOKEN, TOURNAMENT_TOKEN, WRONG_TOKEN, "PRIVATE KEY"):
            self.assertNotIn(secret, printed)

    # --- TLS -------------------------------------------------------------------------------

    def test_tls_call_works_and_plaintext_client_fails(self):
        with harness.Arbiterd(*self.pki.server_args()) as server:
            games = list_games(self.secure_channel(server))
            self.assertIn("quibbles", [g.game_id for g in games.games])
            # Same server by IP address (the certificate's IP SAN).
            by_ip = grpc.secure_channel(server.address, self.pki.credentials())
            self.addCleanup(by_ip.close)
            self.assertEqual(health_check(by_ip), SERVING)
            # A plaintext client cannot talk to the TLS port.
            self.assertCode(grpc.StatusCode.UNAVAILABLE, list_games, server.channel())
            # A client that does not trust the server's CA fails the handshake.
            untrusting = grpc.secure_channel(
                "localhost:%d" % server.port,
                grpc.ssl_channel_credentials(root_certificates=self.pki.read("other_ca.crt")))
            self.addCleanup(untrusting.close)
            self.assertCode(grpc.StatusCode.UNAVAILABLE, list_games, untrusting)
            banner = "".join(server.stdout_lines)
            self.assertIn('"tls":"server"', banner)
            self.assertIn('"auth":"off"', banner)
        self.assertNoSecrets(server)

    def test_mutual_tls_requires_a_certificate_from_the_client_ca(self):
        with harness.Arbiterd(*self.pki.server_args(mutual=True)) as server:
            games = list_games(self.secure_channel(server, client="client"))
            self.assertIn("quibbles", [g.game_id for g in games.games])
            self.assertCode(grpc.StatusCode.UNAVAILABLE, list_games,
                            self.secure_channel(server))
            self.assertCode(grpc.StatusCode.UNAVAILABLE, list_games,
                            self.secure_channel(server, client="stranger"))
            # Issued by the right CA but expired.
            self.assertCode(grpc.StatusCode.UNAVAILABLE, list_games,
                            self.secure_channel(server, client="expired"))
            self.assertIn('"tls":"mutual"', "".join(server.stdout_lines))
            # The request log names the caller by its certificate's common name.
            self.assertTrue(harness.wait_until(lambda: any(
                '"caller":"lobby-client"' in line for line in server.stderr_lines)),
                "".join(server.stderr_lines[-5:]))
        self.assertNoSecrets(server)

    # --- bearer tokens ---------------------------------------------------------------------

    def test_bearer_tokens(self):
        with harness.Arbiterd(*self.pki.server_args(tokens=True),
                              "--log_level=debug") as server:
            channel = self.secure_channel(server)
            error = self.assertCode(grpc.StatusCode.UNAUTHENTICATED, list_games, channel)
            self.assertIn("missing authorization", error.details())
            error = self.assertCode(grpc.StatusCode.UNAUTHENTICATED, list_games, channel,
                                    token=WRONG_TOKEN)
            self.assertEqual(error.details(), "unknown bearer token")
            # A health Check needs no token.
            self.assertEqual(health_check(channel), SERVING)
            # Two callers on one connection: each call is logged under its own name.
            self.assertIn("quibbles", [g.game_id for g in
                                       list_games(channel, token=LOBBY_TOKEN).games])
            list_games(channel, token=TOURNAMENT_TOKEN)
            list_games(channel, token=LOBBY_TOKEN)

            def request_lines():
                return [l for l in server.stderr_lines if '"msg":"request"' in l]
            self.assertTrue(harness.wait_until(lambda: len(request_lines()) >= 5))
            lines = request_lines()
            callers = [l.split('"caller":"')[1].split('"')[0] for l in lines if '"caller"' in l]
            self.assertEqual(callers, ["lobby", "tournament", "lobby"], lines)
            refused = [l for l in lines if '"code":"UNAUTHENTICATED"' in l]
            self.assertEqual(len(refused), 2, lines)
            self.assertTrue(all('"method":"ListGames"' in l for l in refused), refused)
            self.assertIn('"auth":"bearer"', "".join(server.stdout_lines))
            # Reflection is not public either.
            reflection = channel.stream_stream(
                "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo")
            self.assertCode(grpc.StatusCode.UNAUTHENTICATED,
                            lambda: list(reflection(iter([b"\x3a\x00"]), timeout=10)))
        self.assertNoSecrets(server)

    def test_tokens_and_mutual_tls_together_with_health_port(self):
        with harness.Arbiterd(*self.pki.server_args(mutual=True, tokens=True,
                                                    health=True)) as server:
            self.assertTrue(harness.wait_until(
                lambda: any(l.startswith("health on ") for l in server.stdout_lines)))
            health_line = [l for l in server.stdout_lines if l.startswith("health on ")][0]
            health_address = health_line.split()[-1]
            channel = self.secure_channel(server, client="client")
            self.assertCode(grpc.StatusCode.UNAUTHENTICATED, list_games, channel)
            list_games(channel, token=TOURNAMENT_TOKEN)
            # The plaintext health-only port: health without TLS or token (a kubelet probe),
            # and nothing else.
            plain = grpc.insecure_channel(health_address)
            self.addCleanup(plain.close)
            self.assertEqual(health_check(plain), SERVING)
            self.assertCode(grpc.StatusCode.UNIMPLEMENTED, list_games, plain)
            # The TLS port itself refuses a probe without a client certificate.
            self.assertCode(grpc.StatusCode.UNAVAILABLE, health_check,
                            self.secure_channel(server))
        self.assertNoSecrets(server)

    def test_health_port_turns_not_serving_on_sigterm(self):
        server = harness.Arbiterd(*self.pki.server_args(tokens=True, health=True))
        with server:
            self.assertTrue(harness.wait_until(
                lambda: any(l.startswith("health on ") for l in server.stdout_lines)))
            health_address = [l for l in server.stdout_lines
                              if l.startswith("health on ")][0].split()[-1]
            plain = grpc.insecure_channel(health_address)
            self.addCleanup(plain.close)
            watch = plain.unary_stream("/grpc.health.v1.Health/Watch")(b"", timeout=30)
            self.assertEqual(next(watch), SERVING)
            server.process.send_signal(signal.SIGTERM)
            # NOT_SERVING (status 2) reaches the watcher before the stream is cancelled.
            self.assertEqual(next(watch), b"\x08\x02")
        self.assertEqual(server.process.returncode, 0)

    def test_tls_settings_from_the_environment(self):
        env = {"ARBITER_TLS_CERT_FILE": self.pki.path("server.crt"),
               "ARBITER_TLS_KEY_FILE": self.pki.path("server.key"),
               "ARBITER_AUTH_TOKENS_FILE": self.pki.tokens}
        saved = {k: os.environ.get(k) for k in env}
        os.environ.update(env)
        try:
            with harness.Arbiterd() as server:
                channel = self.secure_channel(server)
                self.assertCode(grpc.StatusCode.UNAUTHENTICATED, list_games, channel)
                list_games(channel, token=LOBBY_TOKEN)
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v

    # --- the arbiter CLI -------------------------------------------------------------------

    def cli(self, *args):
        return subprocess.run([harness.ARBITER_CLI, "games", "--format=json", *args],
                              capture_output=True, text=True, timeout=60)

    def test_cli_with_tls_client_certificate_and_token(self):
        token_file = self.pki.write("cli-token", LOBBY_TOKEN + "\n")
        with harness.Arbiterd(*self.pki.server_args(mutual=True, tokens=True)) as server:
            server_flag = "--server=localhost:%d" % server.port
            tls = self.pki.client_tls_args()
            ok = self.cli(server_flag, *tls, "--token_file=" + token_file)
            self.assertEqual(ok.returncode, 0, ok.stderr)
            self.assertIn('"gameId": "quibbles"', ok.stdout)
            # By IP, with the certificate's name given explicitly.
            ok = self.cli("--server=" + server.address, *tls, "--token_file=" + token_file,
                          "--tls_server_name=localhost")
            self.assertEqual(ok.returncode, 0, ok.stderr)
            # A missing or wrong token is a usage error (2), not "server unavailable" (3): a
            # script that retries on 3 must not retry a wrong token forever.
            no_token = self.cli(server_flag, *tls)
            self.assertEqual(no_token.returncode, 2, no_token.stderr)
            self.assertIn("UNAUTHENTICATED", no_token.stderr)
            wrong_token = self.cli(server_flag, *tls, "--token_file=" + self.pki.write(
                "wrong-token", WRONG_TOKEN + "\n"))
            self.assertEqual(wrong_token.returncode, 2, wrong_token.stderr)
            self.assertIn("UNAUTHENTICATED: unknown bearer token", wrong_token.stderr)
            no_cert = self.cli(server_flag, "--tls_ca_file=" + self.pki.path("ca.crt"),
                               "--token_file=" + token_file)
            self.assertEqual(no_cert.returncode, 3, no_cert.stderr)
            self.assertIn("UNAVAILABLE", no_cert.stderr)
            # Client-side refusals: a token never goes out in plaintext.
            plain = self.cli(server_flag, "--token_file=" + token_file)
            self.assertEqual(plain.returncode, 2, plain.stderr)
            self.assertIn("--token_file needs --tls", plain.stderr)
            missing = self.cli(server_flag, "--tls", "--token_file=" + self.pki.path("nope"))
            self.assertEqual(missing.returncode, 2, missing.stderr)
            self.assertIn("cannot open", missing.stderr)
            for result in (ok, no_token, no_cert, plain, missing):
                self.assertNotIn(LOBBY_TOKEN, result.stdout + result.stderr)

    # --- loadgen ---------------------------------------------------------------------------

    def loadgen(self, *args):
        """loadgen for ~1 s (0.5 s of health, 0.5 s of ApplyAction); (exit code, output,
        JSON summary or None)."""
        summary = os.path.join(self.tmp, "loadgen.json")
        if os.path.exists(summary):
            os.remove(summary)
        done = subprocess.run([LOADGEN, "--records", QUIBBLES_RECORDS, "--duration=0.5",
                               "--warmup=0", "--outstanding=4", "--json=" + summary, *args],
                              capture_output=True, text=True, timeout=120)
        result = None
        if os.path.exists(summary):
            with open(summary) as f:
                result = json.load(f)
        return done.returncode, done.stdout + done.stderr, result

    def test_loadgen_with_tls_client_certificate_and_token(self):
        token_file = self.pki.write("loadgen-token", LOBBY_TOKEN + "\n")
        wrong_file = self.pki.write("loadgen-wrong-token", WRONG_TOKEN + "\n")
        with harness.Arbiterd(*self.pki.server_args(mutual=True, tokens=True)) as server:
            target = "--target=localhost:%d" % server.port
            tls = self.pki.client_tls_args()
            code, output, good = self.loadgen(target, *tls, "--token_file=" + token_file)
            self.assertEqual(code, 0, output)
            self.assertTrue(good["config"]["tls"] and good["config"]["token"], good["config"])
            for kind in ("health", "apply"):
                phase = good["phases"][kind]
                self.assertGreater(phase["calls"], 0, (kind, output))
                self.assertEqual(phase["errors"], 0, (kind, output))
                self.assertEqual(phase["ok"], phase["calls"], (kind, output))
                self.assertEqual(phase["errors_by_code"], {}, (kind, output))
            self.assertEqual(good["phases"]["apply"]["rejected"], 0, output)

            # A token the server does not know: every ApplyAction is UNAUTHENTICATED, health
            # (which needs no token) still answers.
            code, output, wrong = self.loadgen(target, *tls, "--token_file=" + wrong_file)
            self.assertEqual(code, 0, output)
            self.assertEqual(wrong["phases"]["health"]["errors"], 0, output)
            apply = wrong["phases"]["apply"]
            self.assertGreater(apply["calls"], 0, output)
            self.assertEqual(apply["ok"], 0, output)
            self.assertEqual(apply["errors_by_code"], {"UNAUTHENTICATED": apply["calls"]},
                             output)
            self.assertIn("UNAUTHENTICATED", output)  # the printed table

            # Client-side refusals, before any call: a token never goes out in plaintext; a
            # client certificate needs its key; a server the CA does not vouch for.
            code, output, _ = self.loadgen(target, "--token_file=" + token_file)
            self.assertEqual(code, 2, output)
            self.assertIn("--token_file needs --tls", output)
            code, output, _ = self.loadgen(target, *self.pki.client_tls_args(key=False),
                                           "--token_file=" + token_file)
            self.assertEqual(code, 2, output)
            self.assertIn("--tls_cert_file and --tls_key_file go together", output)
            code, output, _ = self.loadgen(target, *self.pki.client_tls_args(ca="other_ca"),
                                           "--token_file=" + token_file)
            self.assertEqual(code, 2, output)
            self.assertIn("cannot connect", output)
            self.assertNotIn(LOBBY_TOKEN, output)
        self.assertNoSecrets(server)

    # --- bad configuration -----------------------------------------------------------------

    def refused(self, *args, exit_code=None):
        result = subprocess.run([harness.ARBITERD, "--listen=127.0.0.1:0",
                                 "--metrics_listen=127.0.0.1:0", *args],
                                capture_output=True, text=True, timeout=30)
        self.assertNotEqual(result.returncode, 0, result.stdout)
        if exit_code is not None:
            self.assertEqual(result.returncode, exit_code, result.stdout + result.stderr)
        output = result.stdout + result.stderr
        self.assertNotIn("listening on", output)
        for secret in (LOBBY_TOKEN, "PRIVATE KEY", "BEGIN"):
            self.assertNotIn(secret, output)
        return output

    def test_bad_configuration_is_refused_at_start(self):
        p = self.pki.path
        cert, key = "--tls_cert_file=" + p("server.crt"), "--tls_key_file=" + p("server.key")
        self.assertIn("cannot open", self.refused("--tls_cert_file=" + p("missing.crt"), key))
        self.assertIn("--tls_key_file", self.refused(cert))
        self.assertIn("--tls_cert_file", self.refused(key))
        self.assertIn("--tls_cert_file",
                      self.refused("--tls_client_ca_file=" + p("ca.crt")))
        # Tokens without TLS: refused (the processor would never run; the token would travel
        # in plaintext).
        self.assertIn("--tls_cert_file", self.refused("--auth_tokens_file=" + self.pki.tokens))
        # A key where a certificate belongs, and the reverse.
        self.assertIn("PEM block 1 is not a certificate",
                      self.refused("--tls_cert_file=" + p("server.key"), key))
        not_pem = self.pki.write("not-pem", "hello\n")
        self.assertIn("no PEM certificate", self.refused("--tls_cert_file=" + not_pem, key))
        self.assertIn("no unencrypted PEM private key",
                      self.refused(cert, "--tls_key_file=" + p("server.crt")))
        # The key of another certificate.
        self.assertIn("does not belong",
                      self.refused(cert, "--tls_key_file=" + p("client.key"), exit_code=1))
        # An expired server certificate.
        self.assertIn("expired", self.refused("--tls_cert_file=" + p("expired.crt"),
                                              "--tls_key_file=" + p("expired.key"),
                                              exit_code=1))
        # Token files: empty, malformed (the line number, never the token), duplicate.
        empty = self.pki.write("empty-tokens", "")
        self.assertIn("empty", self.refused(cert, key, "--auth_tokens_file=" + empty))
        comments = self.pki.write("comment-tokens", "# nobody yet\n")
        self.assertIn("no tokens", self.refused(cert, key, "--auth_tokens_file=" + comments))
        short = self.pki.write("short-tokens", "lobby %s\nweak abc123\n" % LOBBY_TOKEN)
        self.assertIn("line 2: TOKEN must be",
                      self.refused(cert, key, "--auth_tokens_file=" + short))
        self.assertIn("--health_listen", self.refused("--health_listen=nonsense"))


if __name__ == "__main__":
    unittest.main(verbosity=2)
