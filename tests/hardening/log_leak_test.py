"""arbiterd's logs carry no hidden values: the real server at --log_level=debug plays seeded
games of every registered game (legal moves, a move by a seat whose turn it is not, mutated and
corrupted requests, views for every seat), and then every line it wrote is checked:

  - each stderr line is one JSON object, and each request line ("request", "call started")
    has only the request log's documented keys (service/observability/request_log.h), so no state, action,
    hand or event can ride along in another field;
  - no line contains a hidden value of any state the server saw: the setup seed, the generator
    state, the base64 of the state payload, and every string (4+ characters) or long number
    (6+ digits) that the full state carries but the spectator's view does not (hands, tickets,
    terrain cards, piles).

The hidden values are found generically (full payload vs GetPlayerView(spectator) payload, as
proto3 JSON), so a new game is covered without changes here.
"""
import base64
import json
import random
import unittest

import grpc
from google.protobuf import json_format, symbol_database

from arbiter.v1 import game_state_pb2, rules_service_pb2

import harness

# Every game's messages, for their descriptors (payload types by name).
harness.import_game_messages()

# Distinctive seeds: they must never be echoed.
SEEDS = (8231945567712345671, 7346118820011223344)
STEPS_PER_GAME = 60
# request_log.h: the keys a request line ("request", "call started") may have.
REQUEST_KEYS = {"ts", "level", "msg", "method", "game", "code", "verdict", "violation",
                "latency_ms", "state_bytes", "peer", "error"}


def payload_message(state):
    cls = symbol_database.Default().GetSymbol(state.payload.type_url.split("/")[-1])
    message = cls()
    state.payload.Unpack(message)
    return message


def leaves(value, out):
    """Every leaf of a JSON document, as text."""
    if isinstance(value, dict):
        for v in value.values():
            leaves(v, out)
    elif isinstance(value, list):
        for v in value:
            leaves(v, out)
    else:
        out.append(str(value))
    return out


def distinctive(text):
    if text.lstrip("-").isdigit():
        return len(text.lstrip("-")) >= 6
    return len(text) >= 4 and text not in ("true", "false")


class LogLeakTest(unittest.TestCase):
    def test_debug_logs_carry_no_hidden_values(self):
        hidden = set(str(s) for s in SEEDS)
        hidden_why = {str(s): "setup seed" for s in SEEDS}
        seen_states = 0
        with harness.Arbiterd("--log_level=debug") as server:
            stub = server.stub()
            games = [g for g in stub.ListGames(rules_service_pb2.ListGamesRequest(),
                                               timeout=30).games]
            for info in games:
                for seed in SEEDS:
                    seen_states += self.play(stub, info, seed, hidden, hidden_why)
        lines = server.stderr_lines
        self.assertGreater(seen_states, 100)
        self.assertGreater(len(hidden), len(SEEDS), "found hidden values to look for")
        self.assertGreater(len(lines), 1000, "debug logging wrote request lines")
        methods = set()
        for line in lines:
            record = json.loads(line)  # every line is one JSON object
            if record.get("msg") in ("request", "call started"):
                self.assertTrue(set(record) <= REQUEST_KEYS, "unexpected keys in %s" % line)
                methods.add(record.get("method"))
            for value in hidden:
                self.assertNotIn(value, line, "%s (%s) in a log line: %s" %
                                 (value, hidden_why[value], line))
        self.assertTrue({"NewGame", "ApplyAction", "ListLegalActions",
                         "GetPlayerView"} <= methods, methods)

    def play(self, stub, info, seed, hidden, hidden_why):
        """Plays one seeded game, noting its hidden values; returns the number of states."""
        rng = random.Random(seed)
        seats = info.min_seats if info.min_seats > 0 else 2
        started = harness.new_game(stub, info.game_id, seats, seed=seed)
        state, turn = started.state, started.turn
        count = 0
        for _ in range(STEPS_PER_GAME):
            count += 1
            self.note_hidden(stub, state, hidden, hidden_why)
            for seat in range(seats):
                stub.GetPlayerView(rules_service_pb2.GetPlayerViewRequest(
                    state=state, viewer=harness.viewer(seat=seat)), timeout=30)
            if not turn.acting_seats:
                break
            seat = turn.acting_seats[0]
            legal = harness.legal_actions(stub, state, seat)
            action = legal[rng.randrange(len(legal))]
            # The same move by a seat that may not act (a violation is logged by code), and
            # on a state whose payload is cut short (an error is logged with its message).
            other = (seat + 1) % seats
            if other not in turn.acting_seats:
                answer = stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                    state=state, actor=harness.actor(seat=other), action=action), timeout=30)
                self.assertFalse(answer.legal)
            broken = game_state_pb2.GameState()
            broken.CopyFrom(state)
            broken.payload.value = broken.payload.value[:len(broken.payload.value) * 2 // 3]
            try:
                stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                    state=broken, actor=harness.actor(seat=seat), action=action), timeout=30)
            except grpc.RpcError as error:
                self.assertEqual(error.code(), grpc.StatusCode.INVALID_ARGUMENT)
            answer = stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                state=state, actor=harness.actor(seat=seat), action=action), timeout=30)
            self.assertTrue(answer.legal, answer.violation)
            state, turn = answer.state, answer.turn
        return count

    def note_hidden(self, stub, state, hidden, hidden_why):
        full = payload_message(state)
        view = stub.GetPlayerView(rules_service_pb2.GetPlayerViewRequest(
            state=state, viewer=harness.viewer(spectator=True)), timeout=30).view
        visible = set(leaves(json_format.MessageToDict(payload_message(view)), []))
        for text in leaves(json_format.MessageToDict(full), []):
            if text not in visible and distinctive(text):
                hidden.add(text)
                hidden_why.setdefault(text, "in the state, not in the spectator view")
        encoded = base64.b64encode(state.payload.value).decode()
        if len(encoded) >= 16:
            hidden.add(encoded[:16])
            hidden_why.setdefault(encoded[:16], "base64 of the state payload")


if __name__ == "__main__":
    unittest.main(verbosity=2)
