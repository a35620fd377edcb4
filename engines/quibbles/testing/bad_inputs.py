"""Quibbles' own rows of the bad-input catalogue (bad_inputs.md beside this), run as methods of
tests/hardening/bad_input_test.py's BadInputTest (bad_input_support.py).
"""
from arbiter.games.quibbles.v1 import quibbles_pb2
from arbiter.v1 import rules_service_pb2

import harness
from bad_input_support import Code, with_payload


class BadInputs:
    def test_quibbles_state_with_133_cards(self):
        started = harness.new_game(self.stub, "quibbles", 3, seed=11)
        seat = started.turn.acting_seats[0]
        legal = harness.legal_actions(self.stub, started.state, seat)
        s = quibbles_pb2.State()
        started.state.payload.Unpack(s)
        value = next(n for n in ("sixes", "fives", "fours", "threes", "twos", "ones")
                     if getattr(s.draw_pile, n) < 20)
        setattr(s.draw_pile, value, getattr(s.draw_pile, value) + 1)
        s.draw_pile_size += 1
        state = with_payload(started.state, s)
        error = self.assertRpcError(Code.INVALID_ARGUMENT, "state.payload.cards." + value,
                                    self.stub.ApplyAction, rules_service_pb2.ApplyActionRequest(
                                        state=state, actor=harness.actor(seat=seat),
                                        action=legal[0]))
        self.assertIn("(Q1)", error.details())
        self.assertGameStateRejected(state, seat, legal[0], "state.payload.cards." + value)

