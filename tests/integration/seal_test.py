"""Sealed state through the real arbiterd over gRPC (--seal_keys_file/--seal_key_id, keys made
with `openssl rand -base64 32`):

  * a full Quibbles game played on sealed states only: every state answered is sealed (no
    payload, the hidden hands not in the bytes), ListLegalActions and GetPlayerView accept the
    sealed state, views come back open; the same moves on a server without sealing end in the
    same spectator view;
  * every byte of a sealed GameState, flipped, is refused (sent as raw request bytes, so the
    server's own parser sees exactly the changed bytes); nonce, tag, ciphertext, key id, game id,
    rules version and format version each with the error naming the field;
  * a state of one game relabelled as another, and an unsealed state, are refused;
  * rotation: old key's states open while it is held, new states carry the new key, a removed
    key's states are refused;
  * bad key files are refused at start-up with a clear message that carries no key.
"""
import os
import random
import subprocess
import sys
import tempfile
import unittest

import grpc
from google.protobuf import any_pb2

from arbiter.v1 import game_state_pb2, rules_service_pb2, turn_pb2

import harness
from wire import varint

# The policy of Quibbles' own play test plays the sealed game to a win.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir,
                                "engines", "quibbles", "testing"))
from play_test import choose, unpack_state  # noqa: E402

MAX_STEPS = 4000
INVALID = grpc.StatusCode.INVALID_ARGUMENT


def make_key():
    out = subprocess.run(["openssl", "rand", "-base64", "32"], check=True,
                         capture_output=True, text=True).stdout.strip()
    assert len(out) == 44, out
    return out


class SealTest(harness.RpcErrorAssertions):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.TemporaryDirectory()
        cls.keys = {"k-old": make_key(), "k-new": make_key()}
        cls.files = {}
        for name, ids in (("old", ["k-old"]), ("both", ["k-old", "k-new"]),
                          ("new", ["k-new"])):
            path = os.path.join(cls.dir.name, name + ".keys")
            with open(path, "w") as f:
                f.write("# seal keys\n")
                for key_id in ids:
                    f.write("%s %s\n" % (key_id, cls.keys[key_id]))
            os.chmod(path, 0o400)
            cls.files[name] = path
        cls.server = harness.Arbiterd("--seal_keys_file=" + cls.files["both"],
                                      "--seal_key_id=k-new").__enter__()
        cls.stub = cls.server.stub()

    @classmethod
    def tearDownClass(cls):
        cls.server.__exit__(None, None, None)
        output = "".join(cls.server.stdout_lines + cls.server.stderr_lines)
        for key in cls.keys.values():
            assert key not in output, "a key was printed"
        cls.dir.cleanup()

    def sealed_server(self, keys, key_id):
        return harness.Arbiterd("--seal_keys_file=" + self.files[keys], "--seal_key_id=" + key_id)

    def assertSealed(self, state, key_id="k-new"):
        self.assertTrue(state.HasField("sealed"))
        self.assertFalse(state.HasField("payload"))
        self.assertEqual(state.sealed.key_id, key_id)
        self.assertEqual(len(state.sealed.nonce), 12)
        self.assertEqual(len(state.sealed.tag), 16)

    def legal(self, stub, state, who):
        return stub.ListLegalActions(
            rules_service_pb2.ListLegalActionsRequest(state=state, actor=who), timeout=30)

    def view(self, stub, state, who):
        return stub.GetPlayerView(
            rules_service_pb2.GetPlayerViewRequest(state=state, viewer=who), timeout=30)

    def apply(self, stub, state, who, action):
        return stub.ApplyAction(
            rules_service_pb2.ApplyActionRequest(state=state, actor=who, action=action),
            timeout=30)

    def test_full_game_on_sealed_states(self):
        rng = random.Random(11)
        started = harness.new_game(self.stub, "quibbles", 3, seed=11)
        game_state, turn = started.state, started.turn
        self.assertSealed(game_state)
        moves = []
        for step in range(MAX_STEPS):
            if turn.outcome.status == turn_pb2.OUTCOME_STATUS_FINISHED:
                break
            self.assertEqual(len(turn.acting_seats), 1, step)
            seat = turn.acting_seats[0]
            who = harness.actor(seat=seat)
            actions = self.legal(self.stub, game_state, who)
            self.assertEqual(actions.turn, turn, step)
            view = self.view(self.stub, game_state, harness.viewer(seat=seat)).view
            self.assertFalse(view.HasField("sealed"), step)
            # The seat's own hand is in its view; the others' are hidden there and, in the
            # sealed state, in no readable field at all.
            seen = unpack_state(view)
            action = choose(actions.actions, seen, seat, rng)
            answer = self.apply(self.stub, game_state, who, action)
            self.assertTrue(answer.legal, "%d: %s" % (step, answer.violation))
            self.assertSealed(answer.state)
            self.assertNotEqual(answer.state.sealed.nonce, game_state.sealed.nonce)
            moves.append((who, action))
            game_state, turn = answer.state, answer.turn
        else:
            self.fail("no winner after %d steps" % MAX_STEPS)
        self.assertEqual(sum(1 for r in turn.outcome.results if r.rank == 1), 1)
        print("sealed game: won after %d steps" % len(moves))
        sealed_final = self.view(self.stub, game_state, harness.viewer(spectator=True)).view

        # The same moves on a server without sealing reach the same end.
        with harness.Arbiterd() as plain:
            stub = plain.stub()
            state = harness.new_game(stub, "quibbles", 3, seed=11).state
            self.assertFalse(state.HasField("sealed"))
            for who, action in moves:
                answer = self.apply(stub, state, who, action)
                self.assertTrue(answer.legal)
                state = answer.state
            plain_final = self.view(stub, state, harness.viewer(spectator=True)).view
            self.assertEqual(plain_final.SerializeToString(deterministic=True),
                             sealed_final.SerializeToString(deterministic=True))
            # A sealed state is refused by a server without sealing.
            self.assertRpcError(grpc.StatusCode.FAILED_PRECONDITION,
                                "state.sealed: this server does not open sealed states",
                                stub.ListLegalActions,
                                rules_service_pb2.ListLegalActionsRequest(
                                    state=game_state, actor=harness.actor(seat=0)))
            # An unsealed state is refused by the sealing server.
            self.assertRpcError(INVALID, "state.sealed: missing", self.stub.ListLegalActions,
                                rules_service_pb2.ListLegalActionsRequest(
                                    state=state, actor=harness.actor(seat=0)))
            self.assertRpcError(INVALID, "state.sealed: missing", self.stub.GetPlayerView,
                                rules_service_pb2.GetPlayerViewRequest(
                                    state=plain_final, viewer=harness.viewer(spectator=True)))

    def test_every_flipped_byte_is_refused(self):
        state = harness.new_game(self.stub, "quibbles", 2, seed=5).state
        wire = state.SerializeToString()
        actor = rules_service_pb2.ListLegalActionsRequest(
            actor=harness.actor(seat=0)).SerializeToString()
        raw = self.server.channel().unary_unary(
            "/arbiter.v1.RulesService/ListLegalActions",
            request_serializer=None,
            response_deserializer=rules_service_pb2.ListLegalActionsResponse.FromString)
        # Unchanged bytes are answered.
        raw(b"\x0a" + varint(len(wire)) + wire + actor, timeout=30)
        codes = {}
        for i in range(len(wire)):
            changed = bytearray(wire)
            changed[i] ^= 0x01
            request = b"\x0a" + varint(len(changed)) + bytes(changed) + actor
            with self.assertRaises(grpc.RpcError, msg="byte %d opened" % i) as caught:
                raw(request, timeout=30)
            codes[caught.exception.code()] = codes.get(caught.exception.code(), 0) + 1
        print("flipped bytes of a %d-byte sealed state: %s" % (
            len(wire), {c.name: n for c, n in codes.items()}))
        self.assertEqual(sum(codes.values()), len(wire))

    def test_each_field_changed_is_refused_naming_it(self):
        state = harness.new_game(self.stub, "quibbles", 2, seed=6).state

        def changed(edit):
            copy = game_state_pb2.GameState()
            copy.CopyFrom(state)
            edit(copy)
            return copy

        def flip(data, i=0):
            data = bytearray(data)
            data[i] ^= 0x01
            return bytes(data)

        auth = "state.sealed: authentication failed"
        cases = [
            (INVALID, auth, lambda s: setattr(s.sealed, "nonce", flip(s.sealed.nonce, 5))),
            (INVALID, auth, lambda s: setattr(s.sealed, "tag", flip(s.sealed.tag, 15))),
            (INVALID, auth, lambda s: setattr(s.sealed, "ciphertext",
                                              flip(s.sealed.ciphertext, 40))),
            (INVALID, auth, lambda s: setattr(s, "game_id", "quibbleZ")),
            (INVALID, auth, lambda s: setattr(s, "rules_version", s.rules_version + "x")),
            (INVALID, auth, lambda s: setattr(s, "state_format_version",
                                              s.state_format_version + 1)),
            (INVALID, auth, lambda s: setattr(s.sealed, "key_id", "k-old")),
            (grpc.StatusCode.FAILED_PRECONDITION,
             "state.sealed.key_id: unknown seal key 'k-neW'",
             lambda s: setattr(s.sealed, "key_id", "k-neW")),
            (INVALID, "state.sealed.nonce: must be 12 bytes, got 11",
             lambda s: setattr(s.sealed, "nonce", s.sealed.nonce[:11])),
            (INVALID, "state.sealed.tag: must be 16 bytes, got 17",
             lambda s: setattr(s.sealed, "tag", s.sealed.tag + b"\0")),
            (INVALID, "state.payload: must be empty in a sealed state",
             lambda s: s.payload.CopyFrom(any_pb2.Any(type_url="type.googleapis.com/x"))),
        ]
        for code, prefix, edit in cases:
            with self.subTest(prefix=prefix):
                self.assertRpcError(code, prefix, self.stub.ApplyAction,
                                    rules_service_pb2.ApplyActionRequest(
                                        state=changed(edit), actor=harness.actor(seat=0),
                                        action=self.legal(self.stub, state,
                                                          harness.actor(seat=0)).actions[0]))

    def test_state_of_one_game_is_refused_as_another(self):
        quibbles = harness.new_game(self.stub, "quibbles", 2, seed=1).state
        other = harness.new_game(self.stub, "quibbles", 2, seed=2).state
        kb = harness.new_game(self.stub, "kingdom_builder", 2, seed=1).state
        self.assertSealed(kb)
        relabelled = game_state_pb2.GameState()
        relabelled.CopyFrom(quibbles)
        relabelled.game_id = kb.game_id
        relabelled.rules_version = kb.rules_version
        relabelled.state_format_version = kb.state_format_version
        self.assertRpcError(INVALID, "state.sealed: authentication failed",
                            self.stub.ListLegalActions,
                            rules_service_pb2.ListLegalActionsRequest(
                                state=relabelled, actor=harness.actor(seat=0)))
        carried = game_state_pb2.GameState()
        carried.CopyFrom(kb)
        carried.sealed.CopyFrom(quibbles.sealed)
        self.assertRpcError(INVALID, "state.sealed: authentication failed",
                            self.stub.GetPlayerView,
                            rules_service_pb2.GetPlayerViewRequest(
                                state=carried, viewer=harness.viewer(spectator=True)))
        # Another game of the same kind under the same key opens, of course: that is the
        # documented limit (an older or another sealed state of a game can be sent again).
        self.legal(self.stub, other, harness.actor(seat=0))

    def test_rotation(self):
        with self.sealed_server("old", "k-old") as before:
            started = harness.new_game(before.stub(), "quibbles", 2, seed=3)
            old_state = started.state
            self.assertSealed(old_state, "k-old")
            seat = started.turn.acting_seats[0]
            action = self.legal(before.stub(), old_state, harness.actor(seat=seat)).actions[0]
        # self.server holds both keys and seals with k-new.
        answer = self.apply(self.stub, old_state, harness.actor(seat=seat), action)
        self.assertTrue(answer.legal)
        self.assertSealed(answer.state, "k-new")
        self.assertSealed(harness.new_game(self.stub, "quibbles", 2, seed=3).state, "k-new")
        with self.sealed_server("new", "k-new") as after:
            stub = after.stub()
            self.legal(stub, answer.state, harness.actor(seat=0))
            self.assertRpcError(grpc.StatusCode.FAILED_PRECONDITION,
                                "state.sealed.key_id: unknown seal key 'k-old'",
                                stub.ListLegalActions,
                                rules_service_pb2.ListLegalActionsRequest(
                                    state=old_state, actor=harness.actor(seat=seat)))

    def test_bad_key_files_are_refused_at_start(self):
        key = self.keys["k-old"]
        bad = {
            "short": ("k1 %s\n" % key[:40], "line 1: key 'k1' decodes to"),
            "base64": ("k1 %s!!\n" % key[:30], "line 1: key 'k1' is not valid base64"),
            "twice": ("k1 %s\nk1 %s\n" % (key, key), "line 2: key id 'k1' appears twice"),
            "words": ("k1\n", "line 1: expected `KEY_ID BASE64_KEY`"),
            "empty": ("# nothing\n", "no keys"),
        }
        runs = []
        for name, (text, message) in bad.items():
            path = os.path.join(self.dir.name, "bad-%s.keys" % name)
            with open(path, "w") as f:
                f.write(text)
            runs.append((["--seal_keys_file=" + path, "--seal_key_id=k1"], message))
        runs += [
            (["--seal_keys_file=" + self.dir.name + "/missing.keys", "--seal_key_id=k1"],
             "cannot be read"),
            (["--seal_keys_file=" + self.files["old"]], "--seal_key_id"),
            (["--seal_keys_file=" + self.files["old"], "--seal_key_id=k-new"],
             "--seal_key_id: 'k-new' is not a key of"),
        ]
        for args, message in runs:
            with self.subTest(args=args):
                result = subprocess.run(
                    [harness.ARBITERD, "--listen=127.0.0.1:0", "--metrics_listen=127.0.0.1:0"] +
                    args, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
                output = result.stdout + result.stderr
                self.assertNotEqual(result.returncode, 0, output)
                self.assertIn(message, output)
                self.assertNotIn("listening on", output)
                for secret in self.keys.values():
                    self.assertNotIn(secret, output)
                self.assertNotIn(key[:40], output)

    def test_environment_variables_configure_sealing(self):
        env = dict(os.environ, ARBITER_SEAL_KEYS_FILE=self.files["new"],
                   ARBITER_SEAL_KEY_ID="k-new")
        old_env = os.environ.copy()
        os.environ.update(env)
        try:
            with harness.Arbiterd() as server:
                self.assertSealed(harness.new_game(server.stub(), "quibbles", 2, seed=4).state)
                banner = "".join(server.stdout_lines)
                self.assertIn('"seal_key_id":"k-new"', banner)
                self.assertNotIn(self.keys["k-new"], banner)
        finally:
            os.environ.clear()
            os.environ.update(old_env)


if __name__ == "__main__":
    unittest.main()
