"""The installed `arbiter` Python client's answers to what goes wrong, against the real
arbiterd:

  * an illegal action is an answer: legal=False with the violation (code, message, rule_ref,
    field_path), the code one the game's GameInfo lists;
  * a bad request raises ArbiterError with the gRPC code and the server's message, and
    `field` is the field path the message starts with (setup.game_id, setup.seat_count,
    setup.options, state.payload, action, actor.seat, viewer.seat, record.setup...);
  * transport failures raise ArbiterError too: UNAVAILABLE (nothing listening), and
    DEADLINE_EXCEEDED (a deadline already past);
  * the calls' own bad arguments raise ValueError before anything is sent;
  * connection options are checked like the C++ clients' (clients/common/connection.h):
    a token needs TLS, certificate and key go together, token files are checked;
  * retries: UNAVAILABLE and CANCELLED answers are tried again up to max_attempts tries,
    other codes never (a stand-in RulesService in this process answers from a script and
    counts the tries);
  * TLS, mutual TLS and a bearer token (certificates from the openssl CLI, the Pki of
    tests/integration/transport_security_test.py): calls work with the right CA, client
    certificate and token; UNAUTHENTICATED without a token or with a wrong one; server_name
    overrides the name checked; connect_from_env reads the CLI's environment variables.
"""
import concurrent.futures
import os
import shutil
import socket
import tempfile
import threading
import unittest

import grpc
from google.protobuf import any_pb2

import arbiter
from arbiter.games.kingdom_builder.v1 import kingdom_builder_pb2
from arbiter.games.quibbles.v1 import quibbles_pb2
from arbiter.v1 import game_state_pb2, record_pb2, rules_service_pb2, rules_service_pb2_grpc

import harness
from transport_security_test import LOBBY_TOKEN, WRONG_TOKEN, Pki

Code = grpc.StatusCode


class ClientErrorsTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(harness.Arbiterd())
        cls.client = cls.enterClassContext(arbiter.connect(cls.server.address))
        cls.game = cls.client.new_game("quibbles", seats=2, seed=4)

    def assertArbiterError(self, code, field, fn, *args, **kwargs):
        with self.assertRaises(arbiter.ArbiterError) as caught:
            fn(*args, **kwargs)
        error = caught.exception
        self.assertEqual(error.code, code, error.message)
        self.assertEqual(error.field, field, error.message)
        self.assertTrue(error.message.startswith(field + ":") if field else True,
                        error.message)
        self.assertIsInstance(error.__cause__, grpc.RpcError)
        self.assertIn(code.name, str(error))
        return error

    def test_illegal_action_is_an_answer_with_the_violation(self):
        state = self.game.state
        split = next(arbiter.unpack(a, quibbles_pb2.Action)
                     for a in self.client.legal_actions(state, seat=0).actions
                     if arbiter.unpack(a).WhichOneof("move") == "split")
        split.split.sets[0].values[0] += 1  # the set no longer sums to the card played
        result = self.client.apply(state, split, seat=0)
        self.assertFalse(result.legal)
        self.assertFalse(result.HasField("state"))
        self.assertTrue(result.violation.code.startswith("QUIBBLES_"), result.violation)
        self.assertTrue(result.violation.field_path.startswith("split."), result.violation)
        self.assertTrue(result.violation.message)
        info = next(g for g in self.client.list_games() if g.game_id == "quibbles")
        listed = {v.code: v.rule_ref for v in info.violations}
        self.assertEqual(listed.get(result.violation.code), result.violation.rule_ref)

    def test_bad_requests_raise_with_the_code_and_field(self):
        c, state = self.client, self.game.state
        self.assertArbiterError(Code.NOT_FOUND, "setup.game_id", c.new_game, "chess", seats=2)
        self.assertArbiterError(Code.INVALID_ARGUMENT, "setup.seat_count", c.new_game,
                                "quibbles", seats=9)
        error = self.assertArbiterError(Code.INVALID_ARGUMENT, "setup.options[stash_surplus]",
                                        c.new_game, "quibbles", seats=2,
                                        options={"stash_surplus": "all_of_it"})
        self.assertEqual(error.method, "NewGame")
        broken = game_state_pb2.GameState()
        broken.CopyFrom(state)
        broken.payload.value = b"\xff\xff\xff"
        self.assertArbiterError(Code.INVALID_ARGUMENT, "state.payload", c.legal_actions,
                                broken, seat=0)
        other_game = kingdom_builder_pb2.Action()
        error = self.assertArbiterError(Code.INVALID_ARGUMENT, "action", c.apply, state,
                                        other_game, seat=0)
        self.assertIn("arbiter.games.quibbles.v1.Action", error.message)
        self.assertArbiterError(Code.INVALID_ARGUMENT, "actor.seat", c.legal_actions, state,
                                seat=7)
        self.assertArbiterError(Code.INVALID_ARGUMENT, "viewer.seat", c.view, state, seat=7)
        self.assertArbiterError(Code.INVALID_ARGUMENT, "state.game_id", c.view,
                                game_state_pb2.GameState(), spectator=True)
        record = record_pb2.GameRecord(setup=arbiter.game_setup("chess", 2, seed=1))
        with self.assertRaises(arbiter.ArbiterError) as caught:
            c.replay(record)
        self.assertEqual(caught.exception.code, Code.NOT_FOUND, caught.exception.message)
        self.assertTrue(caught.exception.field.startswith("record.setup"),
                        caught.exception.message)

    def test_transport_failures_raise_too(self):
        with socket.socket() as s:  # a port nobody listens on (bound, never listening)
            s.bind(("127.0.0.1", 0))
            with arbiter.connect("127.0.0.1:%d" % s.getsockname()[1], max_attempts=1,
                                 timeout=30) as nobody:
                self.assertArbiterError(Code.UNAVAILABLE, "", nobody.list_games)
        # A deadline already past (a second ago): expired before the call is sent.
        self.assertArbiterError(Code.DEADLINE_EXCEEDED, "", self.client.list_games,
                                timeout=-1)

    def test_bad_arguments_raise_value_error_before_sending(self):
        c, state = self.client, self.game.state
        action = quibbles_pb2.Action(draw=quibbles_pb2.Draw())
        for call in (lambda: c.apply(state, action),
                     lambda: c.apply(state, action, seat=0, chance=True),
                     lambda: c.legal_actions(state),
                     lambda: c.view(state),
                     lambda: c.view(state, seat=0, spectator=True),
                     lambda: c.view(state, seat=-1),
                     lambda: c.new_game("quibbles"),
                     lambda: c.new_game(arbiter.game_setup("quibbles", 2), seats=2),
                     lambda: arbiter.game_setup("quibbles", 2, seed=3, external=True),
                     lambda: c.apply(state, "draw", seat=0),
                     lambda: arbiter.unpack(arbiter.pack(action), kingdom_builder_pb2.Action),
                     lambda: arbiter.unpack(any_pb2.Any(type_url="type.googleapis.com/no.Such")),
                     lambda: arbiter.unpack(any_pb2.Any(
                         type_url=arbiter.pack(action).type_url, value=b"\xff\xff\xff")),
                     lambda: c.replay(record_pb2.GameRecord(), stream=True,
                                      steps_per_message=0)):
            with self.assertRaises(ValueError):
                call()

    def test_connection_options_are_checked(self):
        tmp = tempfile.mkdtemp(prefix="arbiter-pyclient-")
        self.addCleanup(shutil.rmtree, tmp, ignore_errors=True)

        def write(name, data):
            path = os.path.join(tmp, name)
            with open(path, "w") as f:
                f.write(data)
            return path

        with self.assertRaisesRegex(ValueError, "needs TLS"):
            arbiter.connect("localhost:1", token="0123456789abcdef")
        with self.assertRaisesRegex(ValueError, "needs TLS"):
            arbiter.connect("localhost:1", token_file=write("t", "0123456789abcdef\n"))
        with self.assertRaisesRegex(ValueError, "go together"):
            arbiter.connect("localhost:1", cert_file=write("c.crt", "x"))
        with self.assertRaisesRegex(ValueError, "first line has no token"):
            arbiter.connect("localhost:1", tls=True, token_file=write("blank", "\nsecond\n"))
        with self.assertRaisesRegex(ValueError, "space or a non-printable"):
            arbiter.connect("localhost:1", tls=True, token_file=write("two", "ab cd\n"))
        with self.assertRaisesRegex(ValueError, "empty"):
            arbiter.connect("localhost:1", ca_file=write("empty.crt", ""))
        with self.assertRaises(OSError):
            arbiter.connect("localhost:1", ca_file=os.path.join(tmp, "absent.crt"))
        with self.assertRaisesRegex(ValueError, "max_attempts"):
            arbiter.connect("localhost:1", max_attempts=6)
        options = arbiter.ConnectionOptions.from_env({
            "ARBITER_SERVER": "rules:1", "ARBITER_TLS": "true", "ARBITER_MAX_ATTEMPTS": "2",
            "ARBITER_TOKEN_FILE": "/t"})
        self.assertEqual((options.target, options.tls, options.max_attempts,
                          options.token_file), ("rules:1", True, 2, "/t"))
        self.assertEqual(arbiter.ConnectionOptions.from_env({}).target, "localhost:50051")
        with self.assertRaisesRegex(ValueError, "ARBITER_MAX_ATTEMPTS"):
            arbiter.ConnectionOptions.from_env({"ARBITER_MAX_ATTEMPTS": "many"})


class ScriptedRulesService(rules_service_pb2_grpc.RulesServiceServicer):
    """ListGames answers the codes in `script` in turn (None: OK), counting the calls."""

    def __init__(self):
        self.script = []
        self.calls = 0
        self.lock = threading.Lock()

    def ListGames(self, request, context):
        with self.lock:
            self.calls += 1
            code = self.script.pop(0) if self.script else None
        if code is not None:
            context.abort(code, "scripted %s" % code.name)
        return rules_service_pb2.ListGamesResponse()


class ClientRetryTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.service = ScriptedRulesService()
        cls.grpc_server = grpc.server(concurrent.futures.ThreadPoolExecutor(max_workers=2))
        rules_service_pb2_grpc.add_RulesServiceServicer_to_server(cls.service, cls.grpc_server)
        cls.port = cls.grpc_server.add_insecure_port("127.0.0.1:0")
        cls.grpc_server.start()
        cls.addClassCleanup(cls.grpc_server.stop, None)

    def tries(self, script, **options):
        """(the answer's code or None for OK, the number of calls the server saw)."""
        self.service.script, self.service.calls = list(script), 0
        with arbiter.connect("127.0.0.1:%d" % self.port, **options) as client:
            try:
                client.list_games()
                return None, self.service.calls
            except arbiter.ArbiterError as error:
                return error.code, self.service.calls

    def test_unavailable_and_cancelled_are_retried(self):
        self.assertEqual(self.tries([Code.UNAVAILABLE, Code.CANCELLED, Code.UNAVAILABLE]),
                         (None, 4))
        self.assertEqual(self.tries([Code.UNAVAILABLE] * 5), (Code.UNAVAILABLE, 5))
        self.assertEqual(self.tries([Code.UNAVAILABLE] * 3, max_attempts=2),
                         (Code.UNAVAILABLE, 2))

    def test_no_retry_with_one_attempt_or_other_codes(self):
        self.assertEqual(self.tries([Code.UNAVAILABLE], max_attempts=1), (Code.UNAVAILABLE, 1))
        for code in (Code.INVALID_ARGUMENT, Code.DEADLINE_EXCEEDED, Code.INTERNAL,
                     Code.RESOURCE_EXHAUSTED):
            self.assertEqual(self.tries([code]), (code, 1))


class ClientTransportSecurityTest(unittest.TestCase):
    """arbiterd with TLS, mutual TLS and bearer tokens."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        tmp = tempfile.mkdtemp(prefix="arbiter-pyclient-tls-")
        cls.addClassCleanup(shutil.rmtree, tmp, ignore_errors=True)
        cls.pki = Pki(tmp)
        cls.server = cls.enterClassContext(
            harness.Arbiterd(*cls.pki.server_args(mutual=True, tokens=True)))
        cls.token_file = cls.pki.write("lobby.token", LOBBY_TOKEN + "\n")

    def connect(self, target=None, **options):
        settings = dict(ca_file=self.pki.path("ca.crt"), cert_file=self.pki.path("client.crt"),
                        key_file=self.pki.path("client.key"), token_file=self.token_file)
        settings.update(options)
        client = arbiter.connect(target or "localhost:%d" % self.server.port, **settings)
        self.addCleanup(client.close)
        return client

    def assertCode(self, code, fn):
        with self.assertRaises(arbiter.ArbiterError) as caught:
            fn()
        self.assertEqual(caught.exception.code, code, caught.exception.message)
        return caught.exception

    def test_tls_client_certificate_and_token(self):
        client = self.connect()
        self.assertIn("quibbles", [g.game_id for g in client.list_games()])
        game = client.new_game("quibbles", seats=2, seed=1)
        self.assertTrue(client.legal_actions(game.state, seat=0).actions)
        # The same with the token given directly.
        direct = self.connect(token_file=None, token=LOBBY_TOKEN)
        self.assertEqual(len(direct.list_games()), len(client.list_games()))

    def test_tokens_are_checked(self):
        error = self.assertCode(Code.UNAUTHENTICATED,
                                self.connect(token_file=None).list_games)
        self.assertIn("missing authorization", error.message)
        error = self.assertCode(Code.UNAUTHENTICATED,
                                self.connect(token_file=None, token=WRONG_TOKEN).list_games)
        self.assertEqual(error.message, "unknown bearer token")

    def test_tls_is_checked(self):
        # No client certificate under mutual TLS, or a CA that did not sign the server's:
        # the handshake fails.
        self.assertCode(Code.UNAVAILABLE,
                        self.connect(cert_file=None, key_file=None, max_attempts=1).list_games)
        self.assertCode(Code.UNAVAILABLE,
                        self.connect(ca_file=self.pki.path("other_ca.crt"),
                                     max_attempts=1).list_games)

    def test_server_name_override(self):
        # The certificate names localhost and 127.0.0.1; reached by another name, the name
        # checked is server_name's.
        target = "ipv4:127.0.0.1:%d" % self.server.port
        self.assertTrue(self.connect(target, server_name="localhost").list_games())
        self.assertCode(Code.UNAVAILABLE,
                        self.connect(target, server_name="elsewhere.example",
                                     max_attempts=1).list_games)

    def test_connect_from_env(self):
        environ = {"ARBITER_SERVER": "localhost:%d" % self.server.port,
                   "ARBITER_TLS_CA_FILE": self.pki.path("ca.crt"),
                   "ARBITER_CLIENT_TLS_CERT_FILE": self.pki.path("client.crt"),
                   "ARBITER_CLIENT_TLS_KEY_FILE": self.pki.path("client.key"),
                   "ARBITER_TOKEN_FILE": self.token_file}
        with arbiter.connect_from_env(environ=environ) as client:
            self.assertTrue(client.list_games())
        del environ["ARBITER_TOKEN_FILE"]
        with arbiter.connect_from_env(environ=environ) as client:
            self.assertCode(Code.UNAUTHENTICATED, client.list_games)


if __name__ == "__main__":
    unittest.main()
