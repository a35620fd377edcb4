"""Ticket to Ride: Europe's own rows of the bad-input catalogue (bad_inputs.md beside this),
run as methods of tests/hardening/bad_input_test.py's BadInputTest (bad_input_support.py).
"""
from arbiter.games.ticket_to_ride_europe.v1 import ticket_to_ride_europe_pb2
from arbiter.v1 import rules_service_pb2

import harness
from bad_input_support import with_payload, with_version


class BadInputs:
    def test_ticket_to_ride_europe_state_format_1_and_mixed_layouts(self):
        # A format-1 state is read and answered in format 2; a state mixing the layouts (a
        # field of the other format than its state_format_version) is INVALID_ARGUMENT naming
        # the foreign field.
        # Ticket to Ride: Europe just after setup has no routes or stations: its payload is the
        # same in both formats.
        ttr = harness.new_game(self.stub, "ticket_to_ride_europe", 3, seed=4)
        seat = ttr.turn.acting_seats[0]
        legal = harness.legal_actions(self.stub, ttr.state, seat)
        one = with_version(ttr.state, 1)
        for state in (ttr.state, one):
            answer = self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                state=state, actor=harness.actor(seat=seat), action=legal[0]), timeout=30)
            self.assertTrue(answer.legal, answer.violation)
            self.assertEqual(answer.state.state_format_version, 2)
            view = self.stub.GetPlayerView(rules_service_pb2.GetPlayerViewRequest(
                state=state, viewer=harness.viewer(seat=seat)), timeout=30).view
            self.assertEqual(view.state_format_version, 2)
        self.assertEqual(
            self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                state=one, actor=harness.actor(seat=seat), action=legal[0]),
                timeout=30).SerializeToString(deterministic=True),
            self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                state=ttr.state, actor=harness.actor(seat=seat), action=legal[0]),
                timeout=30).SerializeToString(deterministic=True))
        payload = ticket_to_ride_europe_pb2.State()
        ttr.state.payload.Unpack(payload)
        payload.players[1].routes.append(13)
        self.assertGameStateRejected(
            with_payload(one, payload), seat, legal[0],
            "state.payload.players[1].routes: a field of state format 2 in a state of format 1")
        payload = ticket_to_ride_europe_pb2.State()
        ttr.state.payload.Unpack(payload)
        payload.routes_claimed.add(route_id=13, seat=0)
        self.assertGameStateRejected(
            with_payload(ttr.state, payload), seat, legal[0],
            "state.payload.routes_claimed: a field of state format 1 in a state of format 2")
