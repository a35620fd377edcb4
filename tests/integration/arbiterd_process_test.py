"""The arbiterd process itself: configuration from the environment, --help/--version, bad
flags refused (exit 2), a port already in use refused (exit 1), the chosen port printed for port 0, and a clean exit 0 on SIGINT and SIGTERM
with health SERVING while up.
"""
import os
import signal
import subprocess
import tempfile
import unittest

from arbiter.v1 import rules_service_pb2

import harness


class ArbiterdProcessTest(unittest.TestCase):
    def test_version_and_help(self):
        version = subprocess.run([harness.ARBITERD, "--version"], capture_output=True,
                                 text=True, timeout=30)
        self.assertEqual(version.returncode, 0)
        self.assertTrue(version.stdout.startswith("arbiterd "), version.stdout)
        usage = subprocess.run([harness.ARBITERD, "--help"], capture_output=True, text=True,
                               timeout=30)
        self.assertEqual(usage.returncode, 0)
        for flag in ("--listen", "--metrics_listen", "--max_message_bytes"):
            self.assertIn(flag, usage.stdout)

    def test_bad_flags_exit_2_naming_the_flag(self):
        # docs/operations.md: invalid flag values exit with code 2 and a message naming the
        # flag (not CLI11's own 105/107/109). Nothing may start listening.
        with tempfile.TemporaryDirectory() as directory:
            tokens = os.path.join(directory, "tokens")
            with open(tokens, "w") as f:
                f.write("lobby %s\n" % ("t" * 40))
            os.chmod(tokens, 0o600)
            cases = [
                (["--listen=nonsense"], {}, "--listen"),
                (["--max_message_bytes=10"], {}, "--max_message_bytes"),
                (["--log_level=verbose"], {}, "--log_level"),
                (["--bogus"], {}, "--bogus"),  # unknown flag
                (["--auth_tokens_file=" + tokens], {}, "--tls_cert_file"),  # tokens need TLS
                (["--seal_key_id=k1"], {}, "--seal_keys_file"),  # a key id needs keys
                ([], {"ARBITER_LISTEN": "bad"}, "--listen"),
                ([], {"ARBITER_LISTEN": "127.0.0.1:99999"}, "--listen"),
                ([], {"ARBITER_MAX_STATE_BYTES": "abc"}, "--max_state_bytes"),
            ]
            for args, extra_env, named in cases:
                with self.subTest(args=args, env=extra_env):
                    result = subprocess.run(
                        [harness.ARBITERD, "--metrics_listen=127.0.0.1:0", *args],
                        capture_output=True, text=True, timeout=30,
                        env=dict(os.environ, **extra_env))
                    self.assertEqual(result.returncode, 2, result.stdout + result.stderr)
                    self.assertIn(named, result.stderr)
                    self.assertNotIn("listening on", result.stdout)

    def test_listen_address_from_the_environment(self):
        env = dict(os.environ, ARBITER_LISTEN="127.0.0.1:0",
                   ARBITER_METRICS_LISTEN="127.0.0.1:0")
        process = subprocess.Popen([harness.ARBITERD], stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True, env=env)
        try:
            port = None
            printed = []
            for line in process.stdout:
                printed.append(line)
                if line.startswith("listening on 127.0.0.1:"):
                    port = int(line.strip().rsplit(":", 1)[1])
                    break
            self.assertIsNotNone(port, "".join(printed))
            self.assertGreater(port, 0)
            self.assertIn("127.0.0.1:0", "".join(printed))  # the effective config is printed
            process.send_signal(signal.SIGINT)
            self.assertEqual(process.wait(timeout=30), 0)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
            process.stdout.close()

    def test_a_port_in_use_is_refused_with_exit_1(self):
        # gRPC would share a port through SO_REUSEPORT; arbiterd turns that off, so a second
        # process on the same port (gRPC or health-only) cannot start and the first keeps all
        # of the traffic.
        with harness.Arbiterd() as first:
            for flags in (["--listen=%s" % first.address],
                          ["--listen=127.0.0.1:0", "--health_listen=%s" % first.address]):
                second = subprocess.run([harness.ARBITERD, "--metrics_listen=127.0.0.1:0",
                                         *flags], capture_output=True, text=True, timeout=30)
                self.assertEqual(second.returncode, 1, second.stdout + second.stderr)
                self.assertIn('"msg":"cannot start"', second.stderr)
                self.assertIn("cannot listen on %s" % first.address, second.stderr)
                self.assertNotIn("listening on", second.stdout)
            games = first.stub().ListGames(rules_service_pb2.ListGamesRequest(), timeout=30)
            self.assertTrue([g.game_id for g in games.games], "ListGames lists no game")

    def test_serves_then_stops_cleanly_on_sigterm(self):
        server = harness.Arbiterd()
        with server:
            games = server.stub().ListGames(rules_service_pb2.ListGamesRequest(), timeout=30)
            self.assertTrue([g.game_id for g in games.games], "ListGames lists no game")
        # __exit__ sent SIGTERM and checked exit code 0.
        self.assertEqual(server.process.returncode, 0)
        self.assertTrue(any("listening on" in line for line in server.stdout_lines))


if __name__ == "__main__":
    unittest.main(verbosity=2)
