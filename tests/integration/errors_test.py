"""Malformed and illegal requests against the real arbiterd (Python client): each bad input
gets the documented gRPC code with the offending field path at the start of the message; an
illegal but well-formed action is an OK answer with legal=false and a violation code; a request
over the message size limit is RESOURCE_EXHAUSTED; the server keeps serving afterwards.
"""
import unittest

import grpc
from google.protobuf import any_pb2, wrappers_pb2

from arbiter.games.quibbles.v1 import quibbles_pb2
from arbiter.v1 import game_state_pb2, rules_service_pb2

import harness

Code = grpc.StatusCode


def pack(message):
    any_message = any_pb2.Any()
    any_message.Pack(message)
    return any_message


class ErrorsTest(harness.ArbiterdTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.started = harness.new_game(cls.stub, "quibbles", 3, seed=7)

    def state(self):
        s = game_state_pb2.GameState()
        s.CopyFrom(self.started.state)
        return s

    def first_legal(self):
        seat = self.started.turn.acting_seats[0]
        return seat, harness.legal_actions(self.stub, self.state(), seat)[0]

    def apply(self, **fields):
        seat, action = self.first_legal()
        request = rules_service_pb2.ApplyActionRequest(
            state=self.state(), actor=harness.actor(seat=seat), action=action)
        for name, value in fields.items():
            if value is None:
                request.ClearField(name)
            else:
                getattr(request, name).CopyFrom(value)
        return request

    def test_missing_state(self):
        self.assertRpcError(Code.INVALID_ARGUMENT, "state: missing",
                            self.stub.ApplyAction, self.apply(state=None))
        self.assertRpcError(Code.INVALID_ARGUMENT, "state: missing", self.stub.ListLegalActions,
                            rules_service_pb2.ListLegalActionsRequest(
                                actor=harness.actor(seat=0)))
        self.assertRpcError(Code.INVALID_ARGUMENT, "state: missing", self.stub.GetPlayerView,
                            rules_service_pb2.GetPlayerViewRequest(
                                viewer=harness.viewer(seat=0)))

    def test_missing_setup(self):
        self.assertRpcError(Code.INVALID_ARGUMENT, "setup: missing", self.stub.NewGame,
                            rules_service_pb2.NewGameRequest())

    def test_wrong_game_id(self):
        state = self.state()
        state.game_id = "chess"
        self.assertRpcError(Code.NOT_FOUND, "state.game_id: unknown game 'chess'",
                            self.stub.ApplyAction, self.apply(state=state))
        setup = game_state_pb2.GameSetup(game_id="chess", seat_count=2)
        self.assertRpcError(Code.NOT_FOUND, "setup.game_id: unknown game 'chess'",
                            self.stub.NewGame, rules_service_pb2.NewGameRequest(setup=setup))

    def test_bad_setup(self):
        setup = game_state_pb2.GameSetup(game_id="quibbles", seat_count=9)
        self.assertRpcError(Code.INVALID_ARGUMENT, "setup.seat_count", self.stub.NewGame,
                            rules_service_pb2.NewGameRequest(setup=setup))
        setup = game_state_pb2.GameSetup(game_id="quibbles", seat_count=2,
                                         options={"no_such_option": "1"})
        self.assertRpcError(Code.INVALID_ARGUMENT, "setup.options", self.stub.NewGame,
                            rules_service_pb2.NewGameRequest(setup=setup))

    def test_unknown_rules_version(self):
        state = self.state()
        state.rules_version = "quibbles/1999.1"
        self.assertRpcError(Code.FAILED_PRECONDITION, "state.rules_version",
                            self.stub.ApplyAction, self.apply(state=state))

    def test_garbage_payload_bytes(self):
        state = self.state()
        state.payload.value = b"\xff\xff\xff\xff\x0f\x08"
        self.assertRpcError(Code.INVALID_ARGUMENT, "state.payload",
                            self.stub.ApplyAction, self.apply(state=state))
        self.assertRpcError(Code.INVALID_ARGUMENT, "state.payload", self.stub.GetPlayerView,
                            rules_service_pb2.GetPlayerViewRequest(
                                state=state, viewer=harness.viewer(spectator=True)))

    def test_wrong_payload_type(self):
        state = self.state()
        state.payload.CopyFrom(pack(wrappers_pb2.Int64Value(value=3)))
        self.assertRpcError(Code.INVALID_ARGUMENT, "state.payload",
                            self.stub.ApplyAction, self.apply(state=state))

    def test_wrong_action_type_and_missing_action(self):
        self.assertRpcError(Code.INVALID_ARGUMENT, "action",
                            self.stub.ApplyAction,
                            self.apply(action=pack(wrappers_pb2.Int64Value(value=3))))
        self.assertRpcError(Code.INVALID_ARGUMENT, "action: missing",
                            self.stub.ApplyAction, self.apply(action=None))
        self.assertRpcError(Code.INVALID_ARGUMENT, "action",
                            self.stub.ApplyAction, self.apply(action=pack(quibbles_pb2.Action())))

    def test_actor_unset_or_out_of_range(self):
        self.assertRpcError(Code.INVALID_ARGUMENT, "actor",
                            self.stub.ApplyAction, self.apply(actor=None))
        self.assertRpcError(Code.INVALID_ARGUMENT, "actor.seat",
                            self.stub.ApplyAction, self.apply(actor=harness.actor(seat=3)))
        self.assertRpcError(Code.INVALID_ARGUMENT, "actor.seat",
                            self.stub.ApplyAction, self.apply(actor=harness.actor(seat=-1)))
        self.assertRpcError(Code.INVALID_ARGUMENT, "actor.chance",
                            self.stub.ApplyAction,
                            self.apply(actor=game_state_pb2.Actor(chance=False)))
        self.assertRpcError(Code.INVALID_ARGUMENT, "actor",
                            self.stub.ListLegalActions,
                            rules_service_pb2.ListLegalActionsRequest(state=self.state()))
        self.assertRpcError(Code.INVALID_ARGUMENT, "actor.seat",
                            self.stub.ListLegalActions,
                            rules_service_pb2.ListLegalActionsRequest(
                                state=self.state(), actor=harness.actor(seat=17)))

    def test_viewer_unset_or_out_of_range(self):
        self.assertRpcError(Code.INVALID_ARGUMENT, "viewer", self.stub.GetPlayerView,
                            rules_service_pb2.GetPlayerViewRequest(state=self.state()))
        self.assertRpcError(Code.INVALID_ARGUMENT, "viewer.seat", self.stub.GetPlayerView,
                            rules_service_pb2.GetPlayerViewRequest(
                                state=self.state(), viewer=harness.viewer(seat=5)))
        self.assertRpcError(Code.INVALID_ARGUMENT, "viewer.seat", self.stub.GetPlayerView,
                            rules_service_pb2.GetPlayerViewRequest(
                                state=self.state(), viewer=harness.viewer(seat=-2)))

    def test_illegal_action_is_an_ok_answer(self):
        # SPLIT of a 1 is never legal (Q4), and a value of 9 is out of range.
        for action, code in (
                (quibbles_pb2.Action(split=quibbles_pb2.Split(
                    card=9, sets=[quibbles_pb2.Set(values=[4, 5])])),
                 "QUIBBLES_CARD_VALUE_OUT_OF_RANGE"),
                (quibbles_pb2.Action(stash=quibbles_pb2.Stash(value=6)), None)):
            answer = self.stub.ApplyAction(self.apply(action=pack(action)), timeout=30)
            self.assertFalse(answer.legal)
            self.assertFalse(answer.HasField("state"))
            self.assertTrue(answer.violation.code.startswith("QUIBBLES_"), answer.violation)
            self.assertTrue(answer.violation.rule_ref)
            if code:
                self.assertEqual(answer.violation.code, code)
                self.assertTrue(answer.violation.field_path, answer.violation)
        not_acting = (self.started.turn.acting_seats[0] + 1) % 3
        answer = self.stub.ApplyAction(self.apply(actor=harness.actor(seat=not_acting)),
                                       timeout=30)
        self.assertFalse(answer.legal)
        self.assertEqual(answer.violation.code, "ARBITER_NOT_YOUR_TURN")

    def test_oversize_message_is_resource_exhausted(self):
        state = self.state()
        state.payload.value = b"\x00" * (5 * 1024 * 1024)  # over the 4 MiB default
        self.assertRpcError(Code.RESOURCE_EXHAUSTED, None,
                            self.stub.ApplyAction, self.apply(state=state))
        # Still serving.
        games = self.stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=30).games
        self.assertIn("quibbles", [g.game_id for g in games])

    def test_replay_game_is_not_an_internal_error(self):
        # Records are another issue; whatever ReplayGame answers, it is not a crash.
        try:
            self.stub.ReplayGame(rules_service_pb2.ReplayGameRequest(), timeout=30)
        except grpc.RpcError as error:
            self.assertIn(error.code(), (Code.UNIMPLEMENTED, Code.INVALID_ARGUMENT,
                                         Code.NOT_FOUND))


if __name__ == "__main__":
    unittest.main(verbosity=2)
