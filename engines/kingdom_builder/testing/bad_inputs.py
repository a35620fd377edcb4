"""Kingdom Builder's own rows of the bad-input catalogue (bad_inputs.md beside this), run as
methods of tests/hardening/bad_input_test.py's BadInputTest (bad_input_support.py).
"""
import time

from arbiter.games.kingdom_builder.v1 import kingdom_builder_pb2
from arbiter.v1 import rules_service_pb2

import harness
from bad_input_support import INT32_MAX, Code, with_payload, with_version


class BadInputs:
    def test_kingdom_builder_state_format_1_and_mixed_layouts(self):
        # A format-1 state is read and answered in format 2; a state mixing the layouts (a
        # field of the other format than its state_format_version) is INVALID_ARGUMENT naming
        # the foreign field.
        # Kingdom Builder: a seeded game has its boards placed, so location_tiles_left is set:
        # format 2's field under version 1.
        kb = harness.new_game(self.stub, "kingdom_builder", 3, seed=4)
        seat = kb.turn.acting_seats[0]
        legal = harness.legal_actions(self.stub, kb.state, seat)
        one = with_version(kb.state, 1)
        self.assertGameStateRejected(
            one, seat, legal[0],
            "state.payload.location_tiles_left: a field of state format 2 in a state of "
            "format 1")
        payload = kingdom_builder_pb2.State()
        kb.state.payload.Unpack(payload)
        payload.settlements.add(seat=0)
        self.assertGameStateRejected(
            with_payload(kb.state, payload), seat, legal[0],
            "state.payload.settlements: a field of state format 1 in a state of format 2")
        # 100,000 packed hex indices (about 300 KB, under --max_state_bytes): refused quickly,
        # naming the entry.
        payload = kingdom_builder_pb2.State()
        kb.state.payload.Unpack(payload)
        payload.seats[0].settlement_hexes.extend([399] * 100000)
        start = time.monotonic()
        self.assertGameStateRejected(with_payload(kb.state, payload), seat, legal[0],
                                     "state.payload.seats[0].settlement_hexes[")
        self.assertLess(time.monotonic() - start, 20)
        # Kingdom Builder before the boards are placed (EXTERNAL): nothing on the map, so the
        # payload is the same in both formats, and read as format 1.
        kb = harness.new_game(self.stub, "kingdom_builder", 2, external=True)
        one = with_version(kb.state, 1)
        view = self.stub.GetPlayerView(rules_service_pb2.GetPlayerViewRequest(
            state=one, viewer=harness.viewer(spectator=True)), timeout=30).view
        self.assertEqual(view.state_format_version, 2)
        self.assertEqual(
            view.SerializeToString(deterministic=True),
            self.stub.GetPlayerView(rules_service_pb2.GetPlayerViewRequest(
                state=kb.state, viewer=harness.viewer(spectator=True)),
                timeout=30).view.SerializeToString(deterministic=True))


    def test_kingdom_builder_card_count_near_int32_max(self):
        # Regression (UBSan, signed overflow in Kingdom Builder's Total()): a terrain card
        # count of 2^31-1 in any pile is refused by range, naming the pile, before any sum.
        started = harness.new_game(self.stub, "kingdom_builder", 2, seed=5)
        for pile in ("draw_pile", "discard_pile", "removed_cards"):
            payload = kingdom_builder_pb2.State()
            started.state.payload.Unpack(payload)
            counts = getattr(payload, pile)
            name = counts.DESCRIPTOR.fields[0].name
            setattr(counts, name, INT32_MAX)
            state = with_payload(started.state, payload)
            self.assertRpcError(Code.INVALID_ARGUMENT, "state.payload.%s: 2147483647" % pile,
                                self.stub.GetPlayerView, rules_service_pb2.GetPlayerViewRequest(
                                    state=state, viewer=harness.viewer(seat=0)))

