"""The bad-input catalogue (docs/bad-input.md), one test per row: hostile requests sent to the
real arbiterd over gRPC from Python (raw bytes where the Python library would refuse to build
the message), and hostile JSON given to the `arbiter` CLI. Each answer must be the documented
gRPC code (or an OK answer with legal=false and a violation) with the offending field named at
the start of the message; the server must keep serving and exit 0 on SIGTERM (harness.Arbiterd
checks that), and under scripts/test-sanitizers.sh it runs with ASan/UBSan, so a memory error
on any of these paths fails the run.
"""
import json
import os
import subprocess
import tempfile
import time
import unittest

import grpc
from google.protobuf import any_pb2, descriptor, symbol_database, wrappers_pb2

from arbiter.games.kingdom_builder.v1 import kingdom_builder_pb2
from arbiter.games.quibbles.v1 import quibbles_pb2
from arbiter.v1 import game_state_pb2, record_pb2, rules_service_pb2

import harness
from bad_input_support import (INT32_MAX, INT32_MIN, UINT32_MAX, Code, game_rows, with_payload,
                               with_version)
from wire import field_bytes, pack, varint

SERVICE = "/arbiter.v1.RulesService/"
harness.import_game_messages()  # every game's State type, by name


def quibbles_state(state):
    s = quibbles_pb2.State()
    state.payload.Unpack(s)
    return s


# Each game's own rows (engines/<game>/testing/bad_inputs.py, found by glob) are methods of this
# class too: they use its server, stub and assertions.
class BadInputTest(*game_rows(), harness.ArbiterdTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.started = harness.new_game(cls.stub, "quibbles", 3, seed=11)
        cls.seat = cls.started.turn.acting_seats[0]
        cls.legal = harness.legal_actions(cls.stub, cls.started.state, cls.seat)

    def tearDown(self):
        # Whatever the test sent, the server still answers.
        games = self.stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=30).games
        self.assertIn("quibbles", [g.game_id for g in games])

    # Helpers ----------------------------------------------------------------------------------

    def state(self):
        s = game_state_pb2.GameState()
        s.CopyFrom(self.started.state)
        return s

    def apply_request(self, state=None, action=None, seat=None):
        return rules_service_pb2.ApplyActionRequest(
            state=state if state is not None else self.state(),
            actor=harness.actor(seat=self.seat if seat is None else seat),
            action=action if action is not None else self.legal[0])

    def raw(self, method, request_bytes, timeout=30):
        """Sends `request_bytes` as they are; returns the response bytes."""
        call = self.server.channel().unary_unary(SERVICE + method)
        return call(request_bytes, timeout=timeout)

    def requests_counted(self, method, code, game="unknown"):
        """arbiter_requests_total{method, game, code} now (0 before the first such call)."""
        counted = self.server.metric("arbiter_requests_total", method=method, game=game,
                                     code=code)
        return 0.0 if counted is None else counted

    def request_log_lines(self, start=0):
        """The JSON request lines arbiterd wrote to stderr, from stderr line `start` on."""
        out = []
        for line in list(self.server.stderr_lines[start:]):
            try:
                entry = json.loads(line)
            except ValueError:  # not JSON: test_invalid_utf8_in_a_proto_string_field fails on it
                continue
            if entry.get("msg") == "request":
                out.append(entry)
        return out

    def assertUnparsable(self, method, request_bytes):
        """Request bytes protobuf cannot parse: the raw handler (service/server/raw_unary.h) answers
        INVALID_ARGUMENT "request: not a parsable arbiter.v1.<Method>Request (...)", counts the
        call in arbiter_requests_total and writes a request log line for it, like any other
        refusal. The server keeps serving (tearDown)."""
        prefix = "request: not a parsable arbiter.v1.%sRequest (" % method
        counted = self.requests_counted(method, "INVALID_ARGUMENT")
        logged_from = len(self.server.stderr_lines)
        self.assertRawError(Code.INVALID_ARGUMENT, prefix, method, request_bytes)
        self.assertEqual(self.requests_counted(method, "INVALID_ARGUMENT"), counted + 1)

        def logged():
            return [e for e in self.request_log_lines(logged_from)
                    if e.get("method") == method and e.get("code") == "INVALID_ARGUMENT" and
                    e.get("error", "").startswith(prefix) and e.get("level") == "warn" and
                    e.get("game") == "unknown"]
        self.assertTrue(harness.wait_until(lambda: len(logged()) == 1),
                        "no request log line for the refused %s call" % method)

    def assertRawError(self, code, prefix, method, request_bytes):
        """assertRpcError for `request_bytes` sent as they are (raw)."""
        return self.assertRpcError(code, prefix, self.raw, method, request_bytes)

    def assertStateRejected(self, state, prefix):
        """ApplyAction, ListLegalActions and GetPlayerView all refuse `state` naming `prefix`."""
        self.assertRpcError(Code.INVALID_ARGUMENT, prefix, self.stub.ApplyAction,
                            self.apply_request(state=state))
        self.assertRpcError(Code.INVALID_ARGUMENT, prefix, self.stub.ListLegalActions,
                            rules_service_pb2.ListLegalActionsRequest(
                                state=state, actor=harness.actor(seat=self.seat)))
        self.assertRpcError(Code.INVALID_ARGUMENT, prefix, self.stub.GetPlayerView,
                            rules_service_pb2.GetPlayerViewRequest(
                                state=state, viewer=harness.viewer(spectator=True)))

    def assertIllegal(self, request, code_prefix="QUIBBLES_"):
        answer = self.stub.ApplyAction(request, timeout=30)
        self.assertFalse(answer.legal, answer)
        self.assertFalse(answer.HasField("state"))
        self.assertTrue(answer.violation.code.startswith(code_prefix), answer.violation)
        self.assertTrue(answer.violation.rule_ref, answer.violation)
        self.assertTrue(answer.violation.message, answer.violation)
        return answer.violation

    # Wire level -------------------------------------------------------------------------------

    def test_truncated_protobuf(self):
        whole = self.apply_request().SerializeToString()
        # Cut inside the state (a length-delimited field runs past the end): the request does
        # not parse; INVALID_ARGUMENT naming `request`, for every unary method.
        for cut in (1, 3, len(whole) // 2, len(whole) - 1):
            self.assertUnparsable("ApplyAction", whole[:cut])
        for method in ("ListLegalActions", "GetPlayerView", "NewGame", "ReplayGame", "ListGames"):
            self.assertUnparsable(method, b"\x0a\x80\x01")
        # A truncated game state payload (the Any's bytes) is the engine's to refuse.
        state = self.state()
        state.payload.value = state.payload.value[:len(state.payload.value) // 2]
        self.assertStateRejected(state, "state.payload")

    def test_truncated_message_in_a_stream(self):
        # Only message of a stream unparsable: refused, naming the header.
        self.assertRawError(Code.INVALID_ARGUMENT, "header: message 1 of the stream is not",
                            "StreamReplayGame", b"\x0a\x80\x01")

    def test_truncated_steps_message_in_a_stream_is_refused(self):
        # A steps message that does not parse is an error naming its place in the stream, not
        # the end of the stream (StreamReplayGame reads raw bytes and parses each message:
        # service/server/stream_replay.h). Before that, gRPC reported it as a half-close and the
        # record's prefix was judged VALID.
        header = rules_service_pb2.StreamReplayGameRequest(header=self.header())
        call = self.server.channel().stream_unary(SERVICE + "StreamReplayGame")
        with self.assertRaises(grpc.RpcError) as caught:
            call(iter([header.SerializeToString(), b"\x12\x80\x01"]), timeout=30)
        self.assertEqual(caught.exception.code(), Code.INVALID_ARGUMENT)
        self.assertIn("steps: message 2 of the stream is not a valid", caught.exception.details())
        # A first message that does not parse names the header.
        with self.assertRaises(grpc.RpcError) as caught:
            call(iter([b"\x0a\x80\x01"]), timeout=30)
        self.assertEqual(caught.exception.code(), Code.INVALID_ARGUMENT)
        self.assertIn("header: message 1 of the stream is not a valid", caught.exception.details())

    def test_empty_request(self):
        self.assertRawError(Code.INVALID_ARGUMENT, "state: missing", "ApplyAction", b"")
        self.assertRawError(Code.INVALID_ARGUMENT, "state: missing", "ListLegalActions", b"")
        self.assertRawError(Code.INVALID_ARGUMENT, "state: missing", "GetPlayerView", b"")
        self.assertRawError(Code.INVALID_ARGUMENT, "setup: missing", "NewGame", b"")
        self.assertRawError(Code.INVALID_ARGUMENT, "record: missing", "ReplayGame", b"")
        games = rules_service_pb2.ListGamesResponse.FromString(self.raw("ListGames", b""))
        self.assertTrue(games.games)
        # An empty stream, and a stream whose first message is empty.
        stream = self.stub.StreamReplayGame
        self.assertRpcError(Code.INVALID_ARGUMENT, "header: missing", stream, iter(()))
        self.assertRpcError(Code.INVALID_ARGUMENT, "header: missing", stream,
                            iter([rules_service_pb2.StreamReplayGameRequest()]))
        # Empty state envelope and empty action.
        self.assertStateRejected(game_state_pb2.GameState(), "state.game_id: missing")
        self.assertRpcError(Code.INVALID_ARGUMENT, "action", self.stub.ApplyAction,
                            self.apply_request(action=any_pb2.Any()))

    def test_unknown_fields_are_ignored(self):
        request = self.apply_request()
        expected = self.stub.ApplyAction(request, timeout=30)
        self.assertTrue(expected.legal)
        extra = field_bytes(99, b"unknown") + varint(100 << 3) + varint(7)
        answer = rules_service_pb2.ApplyActionResponse.FromString(
            self.raw("ApplyAction", request.SerializeToString() + extra))
        self.assertEqual(answer.SerializeToString(deterministic=True),
                         expected.SerializeToString(deterministic=True))
        # Unknown fields inside the game's own state payload: refused or ignored, never an
        # internal error; an ignored one changes nothing.
        state = self.state()
        state.payload.value += extra
        try:
            answer = self.stub.ApplyAction(self.apply_request(state=state), timeout=30)
            self.assertEqual(answer.legal, expected.legal)
        except grpc.RpcError as error:
            self.assertEqual(error.code(), Code.INVALID_ARGUMENT, error.details())
            self.assertTrue(error.details().startswith("state.payload"), error.details())

    def test_invalid_utf8_in_a_proto_string_field(self):
        # GameState.game_id (a proto3 string) carrying bytes that are not UTF-8. protobuf's
        # parser refuses the whole request: INVALID_ARGUMENT naming `request`. protobuf's own
        # complaint reaches stderr as a JSON line too (service/observability/library_logs.h), naming the
        # field and not its bytes.
        logged_from = len(self.server.stderr_lines)
        self.addCleanup(self.assertProtobufLineIsJson, logged_from)
        bad_state = field_bytes(1, b"quib\xffbles\xc3\x28") + field_bytes(
            4, self.started.state.payload.SerializeToString())
        request = field_bytes(1, bad_state) + field_bytes(
            2, harness.actor(seat=self.seat).SerializeToString()) + field_bytes(
            3, self.legal[0].SerializeToString())
        self.assertUnparsable("ApplyAction", request)
        # Invalid UTF-8 in an options key of NewGame (map<string, string>).
        setup = field_bytes(1, b"quibbles") + varint(2 << 3) + varint(2) + field_bytes(
            3, field_bytes(1, b"\xfe\xff") + field_bytes(2, b"1"))
        self.assertUnparsable("NewGame", field_bytes(1, setup))
        # Invalid UTF-8 inside the game's own state payload (a string field of a game's
        # state, if it has one, is checked by the engine's parser): INVALID_ARGUMENT.
        state = self.state()
        state.payload.value += field_bytes(1, field_bytes(1, b"\xff"))
        try:
            self.stub.ApplyAction(self.apply_request(state=state), timeout=30)
        except grpc.RpcError as error:
            self.assertEqual(error.code(), Code.INVALID_ARGUMENT, error.details())
            self.assertTrue(error.details().startswith("state.payload"), error.details())

    def assertProtobufLineIsJson(self, logged_from):
        def protobuf_lines():
            return [json.loads(line) for line in list(self.server.stderr_lines[logged_from:])
                    if '"msg":"protobuf"' in line]
        self.assertTrue(harness.wait_until(lambda: len(protobuf_lines()) >= 2),
                        "protobuf's invalid UTF-8 lines did not reach the JSON log")
        for entry in protobuf_lines():
            self.assertEqual(entry["level"], "error")
            self.assertIn("invalid UTF-8", entry["message"])
            self.assertNotIn("quib", entry["message"])  # names the field, not its bytes
        for line in list(self.server.stderr_lines[logged_from:]):
            json.loads(line)  # every stderr line is one JSON object

    def test_deeply_nested_message(self):
        # 100,000 nested groups in an unknown field: the parser's recursion limit (100) refuses
        # it: INVALID_ARGUMENT naming `request`.
        depth = 100000
        nested = varint(99 << 3 | 3) * depth + varint(99 << 3 | 4) * depth
        self.assertUnparsable("ApplyAction", self.apply_request().SerializeToString() + nested)
        # The same inside the game state payload: the engine's parser refuses it.
        state = self.state()
        state.payload.value += nested
        self.assertStateRejected(state, "state.payload")
        # An Any nested in Anys as the state payload: not the game's state type.
        inner = pack(wrappers_pb2.Int32Value(value=1))
        for _ in range(50):
            inner = pack(inner)
        state = self.state()
        state.payload.CopyFrom(inner)
        self.assertStateRejected(state, "state.payload")

    def test_message_over_the_size_limit(self):
        # Over gRPC's --max_message_bytes (4 MiB): refused before any handler runs.
        state = self.state()
        state.payload.value = b"\x00" * (5 * 1024 * 1024)
        self.assertRpcError(Code.RESOURCE_EXHAUSTED, None, self.stub.ApplyAction,
                            self.apply_request(state=state))
        # Under the message limit but over --max_state_bytes (1 MiB): the state is named.
        state.payload.value = b"\x00" * (2 * 1024 * 1024)
        self.assertRpcError(Code.RESOURCE_EXHAUSTED, "state:", self.stub.ApplyAction,
                            self.apply_request(state=state))
        # One oversize message in a stream.
        header = record_pb2.GameRecord(setup=game_state_pb2.GameSetup(
            game_id="quibbles", seat_count=2))
        big = rules_service_pb2.StreamReplayGameRequest(header=header)
        big.header.description = "x" * (5 * 1024 * 1024)
        self.assertRpcError(Code.RESOURCE_EXHAUSTED, None, self.stub.StreamReplayGame,
                            iter([big]))

    # Envelope -----------------------------------------------------------------------------------

    def test_wrong_game_id(self):
        state = self.state()
        state.game_id = "chess"
        self.assertRpcError(Code.NOT_FOUND, "state.game_id: unknown game 'chess'",
                            self.stub.ApplyAction, self.apply_request(state=state))
        # A known game with another game's state: the payload type is wrong.
        state.game_id = "kingdom_builder"
        self.assertRpcError(Code.FAILED_PRECONDITION, "state.rules_version",
                            self.stub.ApplyAction, self.apply_request(state=state))
        games = self.stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=30).games
        state.rules_version = next(g.rules_version for g in games
                                   if g.game_id == "kingdom_builder")
        self.assertStateRejected(state, "state.payload")
        setup = game_state_pb2.GameSetup(game_id="x" * 10000, seat_count=2)
        error = self.assertRpcError(Code.NOT_FOUND, "setup.game_id: unknown game",
                                    self.stub.NewGame,
                                    rules_service_pb2.NewGameRequest(setup=setup))
        self.assertLess(len(error.details()), 200, "the echoed id is cut")

    def test_long_and_unprintable_caller_strings(self):
        # Caller strings are quoted into messages C-escaped and cut at 64 bytes
        # (engines/core/quote.h), so a 16,000-byte one still gives the real code with a short
        # message naming the field; before, past ~8 KiB of message the client got
        # RESOURCE_EXHAUSTED "received initial metadata size exceeds limit".
        huge = "A" * 16000

        def short(error):
            self.assertLess(len(error.details()), 400, error.details()[:200])

        action = any_pb2.Any(type_url="type.googleapis.com/" + huge, value=b"")
        short(self.assertRpcError(Code.INVALID_ARGUMENT,
                                  "action: expected type arbiter.games.quibbles.v1.Action, got '",
                                  self.stub.ApplyAction, self.apply_request(action=action)))
        state = self.state()
        state.payload.type_url = "type.googleapis.com/" + huge
        short(self.assertRpcError(Code.INVALID_ARGUMENT,
                                  "state.payload: expected type arbiter.games.quibbles.v1.State",
                                  self.stub.GetPlayerView, rules_service_pb2.GetPlayerViewRequest(
                                      state=state, viewer=harness.viewer(spectator=True))))
        state = self.state()
        state.rules_version = huge
        for method, request in (
                (self.stub.ApplyAction, self.apply_request(state=state)),
                (self.stub.ListLegalActions, rules_service_pb2.ListLegalActionsRequest(
                    state=state, actor=harness.actor(seat=self.seat)))):
            short(self.assertRpcError(Code.FAILED_PRECONDITION,
                                      "state.rules_version: 'AAAA", method, request))
        for options, prefix in (({"edition": huge}, "setup.options[edition]: 'AAAA"),
                                ({huge: "x"}, "setup.options[AAAA")):
            setup = game_state_pb2.GameSetup(game_id="quibbles", seat_count=2, options=options)
            short(self.assertRpcError(Code.INVALID_ARGUMENT, prefix, self.stub.NewGame,
                                      rules_service_pb2.NewGameRequest(setup=setup)))
        record = record_pb2.GameRecord(
            rules_version=huge, setup=game_state_pb2.GameSetup(game_id="quibbles", seat_count=2))
        short(self.assertRpcError(Code.FAILED_PRECONDITION, "record.rules_version: 'AAAA",
                                  self.stub.ReplayGame,
                                  rules_service_pb2.ReplayGameRequest(record=record)))
        # Control bytes come back escaped (an ESC ] ... BEL would retitle a terminal).
        state = self.state()
        state.rules_version = "\x1b]0;pwned\x07"
        error = self.assertRpcError(Code.FAILED_PRECONDITION,
                                    "state.rules_version: '\\x1b]0;pwned\\x07' is not",
                                    self.stub.ApplyAction, self.apply_request(state=state))
        self.assertTrue(all(32 <= ord(c) < 127 for c in error.details()), error.details())
        setup = game_state_pb2.GameSetup(game_id="quibbles", seat_count=2,
                                         options={"edition\x1b": "x"})
        self.assertRpcError(Code.INVALID_ARGUMENT, "setup.options[edition\\x1b]: unknown option",
                            self.stub.NewGame, rules_service_pb2.NewGameRequest(setup=setup))

    def test_wrong_payload_type_in_the_any(self):
        state = self.state()
        state.payload.CopyFrom(pack(wrappers_pb2.Int64Value(value=3)))
        self.assertStateRejected(state, "state.payload")
        # The right bytes under another game's type URL, and a type URL naming nothing.
        state = self.state()
        state.payload.type_url = "type.googleapis.com/" + kingdom_builder_pb2.State.DESCRIPTOR.full_name
        self.assertStateRejected(state, "state.payload")
        state.payload.type_url = "type.googleapis.com/no.such.Type"
        self.assertStateRejected(state, "state.payload")
        state.payload.type_url = ""
        self.assertStateRejected(state, "state.payload")
        # The action: another type, another game's action, the state message as the action.
        for action in (pack(wrappers_pb2.Int64Value(value=3)),
                       pack(kingdom_builder_pb2.Action()),
                       pack(quibbles_state(self.started.state))):
            self.assertRpcError(Code.INVALID_ARGUMENT, "action", self.stub.ApplyAction,
                                self.apply_request(action=action))

    def test_unknown_enum_values(self):
        s = quibbles_state(self.started.state)
        s.phase = 99
        self.assertStateRejected(with_payload(self.started.state, s), "state.payload.phase")
        s = quibbles_state(self.started.state)
        s.options.stash_surplus = 12345
        self.assertStateRejected(with_payload(self.started.state, s),
                                 "state.payload.options.stash_surplus")
        s = quibbles_state(self.started.state)
        s.randomness_mode = -7
        self.assertStateRejected(with_payload(self.started.state, s),
                                 "state.payload.randomness_mode")
        setup = game_state_pb2.GameSetup(game_id="quibbles", seat_count=2)
        setup.randomness.mode = 42
        self.assertRpcError(Code.INVALID_ARGUMENT, "setup.randomness", self.stub.NewGame,
                            rules_service_pb2.NewGameRequest(setup=setup))

    def test_out_of_range_numbers(self):
        for seats in (INT32_MAX, INT32_MIN, 0, -1):
            setup = game_state_pb2.GameSetup(game_id="quibbles", seat_count=seats)
            self.assertRpcError(Code.INVALID_ARGUMENT, "setup.seat_count", self.stub.NewGame,
                                rules_service_pb2.NewGameRequest(setup=setup))
        for first in (INT32_MAX, INT32_MIN, 3):
            setup = game_state_pb2.GameSetup(game_id="quibbles", seat_count=3, first_seat=first)
            self.assertRpcError(Code.INVALID_ARGUMENT, "setup.first_seat", self.stub.NewGame,
                                rules_service_pb2.NewGameRequest(setup=setup))
        for seat in (INT32_MAX, INT32_MIN):
            self.assertRpcError(Code.INVALID_ARGUMENT, "actor.seat", self.stub.ApplyAction,
                                self.apply_request(seat=seat))
            self.assertRpcError(Code.INVALID_ARGUMENT, "viewer.seat", self.stub.GetPlayerView,
                                rules_service_pb2.GetPlayerViewRequest(
                                    state=self.state(), viewer=harness.viewer(seat=seat)))
        # Numbers inside the game's action: an illegal move, with its field named.
        for value in (UINT32_MAX, 0, 7):
            violation = self.assertIllegal(self.apply_request(action=pack(quibbles_pb2.Action(
                split=quibbles_pb2.Split(card=value, sets=[quibbles_pb2.Set(values=[1, 1])])))))
            self.assertTrue(violation.field_path.startswith("split"), violation)
        violation = self.assertIllegal(self.apply_request(action=pack(quibbles_pb2.Action(
            combine=quibbles_pb2.Combine(cards=[1, 2], take_count=UINT32_MAX)))))
        self.assertTrue(violation.field_path.startswith("combine"), violation)
        # Numbers inside the state.
        for value in (INT32_MAX, INT32_MIN):
            s = quibbles_state(self.started.state)
            s.current_seat = value
            self.assertStateRejected(with_payload(self.started.state, s),
                                     "state.payload.current_seat")
            s = quibbles_state(self.started.state)
            s.draw_pile_size = value
            self.assertStateRejected(with_payload(self.started.state, s),
                                     "state.payload.draw_pile_size")
            s = quibbles_state(self.started.state)
            s.seats[1].hand.sixes = value
            self.assertStateRejected(with_payload(self.started.state, s),
                                     "state.payload.seats[1].hand.sixes")
        state = self.state()
        state.state_format_version = UINT32_MAX
        self.assertRpcError(Code.FAILED_PRECONDITION, "state.state_format_version",
                            self.stub.ApplyAction, self.apply_request(state=state))

    def test_state_format_versions(self):
        # Every game refuses a state_format_version outside what it reads, FAILED_PRECONDITION
        # naming the range (a game reading 1..2 and writing 2, like Kingdom Builder and Ticket
        # to Ride: Europe today, or one with a single format, like Quibbles), for every call
        # that takes a state.
        for info in self.stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=30).games:
            current = info.state_format_version
            oldest = info.oldest_state_format_version or current
            if oldest < current:
                readable = "reads %d..%d and writes %d" % (oldest, current, current)
            else:
                readable = "implements %d" % current
            started = harness.new_game(self.stub, info.game_id,
                                       max(info.min_seats, min(3, info.max_seats)), seed=9)
            self.assertEqual(started.state.state_format_version, current)
            seat = started.turn.acting_seats[0]
            action = harness.legal_actions(self.stub, started.state, seat)[0]
            for version in sorted({oldest - 1, current + 1, UINT32_MAX}):
                self.assertStateVersionRefused(
                    with_version(started.state, version), seat, action,
                    "state.state_format_version: %d is not implemented here (this server %s)"
                    % (version, readable))

    def assertStateVersionRefused(self, state, seat, action, message):
        """ApplyAction, ListLegalActions and GetPlayerView all answer FAILED_PRECONDITION
        `message`, exactly."""
        calls = [
            (self.stub.ApplyAction, rules_service_pb2.ApplyActionRequest(
                state=state, actor=harness.actor(seat=seat), action=action)),
            (self.stub.ListLegalActions, rules_service_pb2.ListLegalActionsRequest(
                state=state, actor=harness.actor(seat=seat))),
            (self.stub.GetPlayerView, rules_service_pb2.GetPlayerViewRequest(
                state=state, viewer=harness.viewer(seat=0))),
        ]
        for method, request in calls:
            error = self.assertRpcError(Code.FAILED_PRECONDITION, message, method, request)
            self.assertEqual(error.details(), message)

    def assertGameStateRejected(self, state, seat, action, prefix):
        """ApplyAction, ListLegalActions and GetPlayerView all refuse `state`: INVALID_ARGUMENT
        starting with `prefix`."""
        self.assertRpcError(Code.INVALID_ARGUMENT, prefix, self.stub.ApplyAction,
                            rules_service_pb2.ApplyActionRequest(
                                state=state, actor=harness.actor(seat=seat), action=action))
        self.assertRpcError(Code.INVALID_ARGUMENT, prefix, self.stub.ListLegalActions,
                            rules_service_pb2.ListLegalActionsRequest(
                                state=state, actor=harness.actor(seat=seat)))
        self.assertRpcError(Code.INVALID_ARGUMENT, prefix, self.stub.GetPlayerView,
                            rules_service_pb2.GetPlayerViewRequest(
                                state=state, viewer=harness.viewer(spectator=True)))

    def test_out_of_range_numbers_in_every_engine_state(self):
        # Every integer field of every game's state payload (first element of repeated fields,
        # one level of sub-messages deep) set to extreme values: OK or INVALID_ARGUMENT naming
        # state.payload, for ApplyAction, ListLegalActions and GetPlayerView.
        games = [g.game_id for g in
                 self.stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=30).games]
        self.assertGreaterEqual(len(games), 3)
        int_types = (descriptor.FieldDescriptor.TYPE_INT32, descriptor.FieldDescriptor.TYPE_INT64,
                     descriptor.FieldDescriptor.TYPE_SINT32, descriptor.FieldDescriptor.TYPE_ENUM,
                     descriptor.FieldDescriptor.TYPE_UINT32)
        tried = 0
        for game_id in games:
            started = harness.new_game(self.stub, game_id, 2, seed=5)
            seat = started.turn.acting_seats[0] if started.turn.acting_seats else 0
            legal = harness.legal_actions(self.stub, started.state, seat)
            type_name = started.state.payload.type_url.split("/")[-1]
            template = symbol_database.Default().GetSymbol(type_name)
            original = template()
            started.state.payload.Unpack(original)
            for path, setter in _int_fields(original, int_types):
                for value in (INT32_MAX, INT32_MIN, -1):
                    payload = template()
                    payload.CopyFrom(original)
                    if not setter(payload, value):
                        continue
                    state = with_payload(started.state, payload)
                    tried += 1
                    calls = [(self.stub.GetPlayerView, rules_service_pb2.GetPlayerViewRequest(
                        state=state, viewer=harness.viewer(seat=0)))]
                    calls.append((self.stub.ListLegalActions,
                                  rules_service_pb2.ListLegalActionsRequest(
                                      state=state, actor=harness.actor(seat=seat))))
                    if legal:
                        calls.append((self.stub.ApplyAction, rules_service_pb2.ApplyActionRequest(
                            state=state, actor=harness.actor(seat=seat), action=legal[0])))
                    for fn, request in calls:
                        try:
                            fn(request, timeout=30)
                        except grpc.RpcError as error:
                            where = "%s %s=%d" % (game_id, path, value)
                            self.assertEqual(error.code(), Code.INVALID_ARGUMENT,
                                             "%s: %s" % (where, error.details()))
                            self.assertTrue(error.details().startswith("state.payload"),
                                            "%s: %s" % (where, error.details()))
        self.assertGreater(tried, 50)

    def test_duplicate_or_extra_cards(self):
        # A card in two places at once: seat 0's hand gains a card the deck does not have.
        s = quibbles_state(self.started.state)
        value = next(n for n in ("ones", "twos", "threes", "fours", "fives", "sixes")
                     if getattr(s.seats[0].hand, n) < 20)
        setattr(s.seats[0].hand, value, getattr(s.seats[0].hand, value) + 1)
        s.seats[0].hand_size += 1
        self.assertStateRejected(with_payload(self.started.state, s),
                                 "state.payload.cards." + value)
        # The same card twice in one move, or more cards than exist.
        self.assertIllegal(self.apply_request(action=pack(quibbles_pb2.Action(
            combine=quibbles_pb2.Combine(cards=[6] * 1000, take_count=1)))))
        self.assertIllegal(self.apply_request(action=pack(quibbles_pb2.Action(
            split=quibbles_pb2.Split(card=6, sets=[quibbles_pb2.Set(values=[1, 5])] * 2)))))
        # More seats than the game has.
        s = quibbles_state(self.started.state)
        for _ in range(10):
            s.seats.add().CopyFrom(s.seats[0])
        self.assertStateRejected(with_payload(self.started.state, s), "state.payload.seats")

    def test_negative_counts(self):
        s = quibbles_state(self.started.state)
        s.seats[2].collection.threes = -1
        self.assertStateRejected(with_payload(self.started.state, s),
                                 "state.payload.seats[2].collection.threes")
        s = quibbles_state(self.started.state)
        s.row.ones = -3
        s.draw_pile.ones += 3
        self.assertStateRejected(with_payload(self.started.state, s), "state.payload.row.ones")
        s = quibbles_state(self.started.state)
        s.seats[0].hand_size = -1
        self.assertStateRejected(with_payload(self.started.state, s),
                                 "state.payload.seats[0].hand_size")

    # Actors -------------------------------------------------------------------------------------

    def test_move_for_the_wrong_seat(self):
        for other in range(3):
            if other == self.seat:
                continue
            violation = self.assertIllegal(self.apply_request(seat=other), "ARBITER_")
            self.assertEqual(violation.code, "ARBITER_NOT_YOUR_TURN")
            # ListLegalActions for a seat that may not act is an empty list, not an error.
            listed = self.stub.ListLegalActions(rules_service_pb2.ListLegalActionsRequest(
                state=self.state(), actor=harness.actor(seat=other)), timeout=30)
            self.assertEqual(len(listed.actions), 0)

    def test_chance_outcome_from_a_seat(self):
        started = harness.new_game(self.stub, "quibbles", 2, external=True)
        self.assertTrue(started.turn.chance_pending)
        outcomes = self.stub.ListLegalActions(rules_service_pb2.ListLegalActionsRequest(
            state=started.state, actor=harness.actor(chance=True)), timeout=30).actions
        self.assertTrue(outcomes)
        for seat in (0, 1):
            answer = self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                state=started.state, actor=harness.actor(seat=seat), action=outcomes[0]),
                timeout=30)
            self.assertFalse(answer.legal)
            self.assertTrue(answer.violation.code.startswith("ARBITER_"), answer.violation)
        # And a seat's move sent as chance.
        answer = self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
            state=self.state(), actor=harness.actor(chance=True), action=self.legal[0]),
            timeout=30)
        self.assertFalse(answer.legal)
        self.assertTrue(answer.violation.code.startswith("ARBITER_"), answer.violation)

    # Records and limits -------------------------------------------------------------------------

    def header(self):
        return record_pb2.GameRecord(setup=game_state_pb2.GameSetup(
            game_id="quibbles", seat_count=2, randomness=game_state_pb2.Randomness(
                mode=game_state_pb2.RANDOMNESS_MODE_SEEDED, seed=3)))

    def test_replay_with_a_million_steps_unary(self):
        # Built as bytes (each step an empty RecordStep: 2 bytes), about 2 MB.
        record = self.header().SerializeToString() + field_bytes(3, b"") * 1000000
        start = time.monotonic()
        self.assertRawError(Code.RESOURCE_EXHAUSTED, "record.steps: 1000000 steps",
                            "ReplayGame", field_bytes(1, record))
        self.assertLess(time.monotonic() - start, 20)

    def test_replay_with_a_million_steps_streaming(self):
        steps = rules_service_pb2.StreamReplayGameRequest()
        for _ in range(10000):
            steps.steps.steps.add(actor=harness.actor(seat=0), action=self.legal[0])

        def messages():
            yield rules_service_pb2.StreamReplayGameRequest(header=self.header())
            for _ in range(100):  # 100 x 10,000 steps
                yield steps

        start = time.monotonic()
        error = self.assertRpcError(Code.RESOURCE_EXHAUSTED, None, self.stub.StreamReplayGame,
                                    messages())
        self.assertEqual(error.details(),
                         "record.steps: more than 100000 steps (--max_replay_steps)")
        self.assertLess(time.monotonic() - start, 120)

    def test_zero_or_passed_deadline(self):
        # A deadline of 0 (or 1 ns) is DEADLINE_EXCEEDED: from the server's check ("deadline:
        # already passed when the call started") or from the client's own timer. gRPC's client
        # does not refuse to send such a call, so an answer that beats the client's timer can
        # still arrive as OK; any other code is a failure.
        stream_request = rules_service_pb2.StreamReplayGameRequest(header=self.header())
        calls = (lambda t: self.stub.ApplyAction(self.apply_request(), timeout=t),
                 lambda t: self.stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=t),
                 lambda t: self.stub.StreamReplayGame(iter([stream_request]), timeout=t))
        codes = []
        for _ in range(8):
            for timeout in (0, 1e-9):
                for call in calls:
                    try:
                        call(timeout)
                        codes.append(Code.OK)
                    except grpc.RpcError as error:
                        codes.append(error.code())
        self.assertTrue(set(codes) <= {Code.OK, Code.DEADLINE_EXCEEDED}, codes)
        self.assertIn(Code.DEADLINE_EXCEEDED, codes)

    def test_huge_repeated_fields(self):
        # 400,000 sets in one SPLIT (about 2.4 MB): judged, quickly, as illegal.
        action = quibbles_pb2.Action(split=quibbles_pb2.Split(card=6))
        one = quibbles_pb2.Set(values=[1])
        action.split.sets.extend([one] * 400000)
        start = time.monotonic()
        self.assertIllegal(self.apply_request(action=pack(action)))
        self.assertLess(time.monotonic() - start, 20)
        # 20,000 seats in a state (under the state size limit): refused by count.
        s = quibbles_state(self.started.state)
        s.seats.extend([quibbles_pb2.Seat()] * 20000)
        self.assertStateRejected(with_payload(self.started.state, s), "state.payload.seats")
        # 50,000 pending steps.
        s = quibbles_state(self.started.state)
        s.pending_steps.extend([quibbles_pb2.PendingStep(kind=1, count=1)] * 50000)
        self.assertStateRejected(with_payload(self.started.state, s),
                                 "state.payload.pending_steps")
        # 600,000 seats: over --max_state_bytes (1 MiB) before the engine looks.
        s.seats.extend([quibbles_pb2.Seat()] * 600000)
        self.assertRpcError(Code.RESOURCE_EXHAUSTED, "state:", self.stub.ApplyAction,
                            self.apply_request(state=with_payload(self.started.state, s)))
        # A record whose steps carry 100,000 expected events each (unary, under 4 MiB).
        record = self.header()
        step = record.steps.add(actor=harness.actor(seat=0), action=self.legal[0])
        for _ in range(100000):
            step.expected_events.add()
        answer = self.stub.ReplayGame(rules_service_pb2.ReplayGameRequest(record=record),
                                      timeout=60)
        self.assertNotEqual(answer.report.verdict, record_pb2.REPLAY_VERDICT_VALID)


class LimitsTest(harness.RpcErrorAssertions):
    """A server with tight limits: a legal-action listing over --max_legal_actions, and a
    streamed record over --max_replay_steps."""

    def test_legal_action_listing_over_the_limit(self):
        with harness.Arbiterd("--max_legal_actions=2", "--max_replay_steps=10") as server:
            stub = server.stub()
            started = harness.new_game(stub, "quibbles", 3, seed=11)
            seat = started.turn.acting_seats[0]
            request = rules_service_pb2.ListLegalActionsRequest(
                state=started.state, actor=harness.actor(seat=seat))
            error = self.assertRpcError(Code.RESOURCE_EXHAUSTED, "actions:",
                                        stub.ListLegalActions, request)
            self.assertIn("--max_legal_actions", error.details())
            # A seat that may not act lists nothing, which is within any limit.
            request.actor.seat = (seat + 1) % 3
            self.assertEqual(len(stub.ListLegalActions(request, timeout=30).actions), 0)


class CliJsonTest(unittest.TestCase):
    """Hostile JSON given to the `arbiter` CLI (in-process): exit 2 with the problem named on
    stderr, never a crash (exit codes above 3 or a signal)."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def write(self, name, data):
        path = os.path.join(self.tmp.name, name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def run_cli(self, *args, stdin=None):
        return subprocess.run([harness.ARBITER_CLI, "--format=json", *args], input=stdin,
                              capture_output=True, timeout=120)

    def new_state(self):
        done = self.run_cli("new", "quibbles", "--seats", "2", "--seed", "3")
        self.assertEqual(done.returncode, 0, done.stderr)
        return done.stdout

    def assertInputError(self, done, *words):
        self.assertEqual(done.returncode, 2, done.stderr)
        text = done.stderr.decode("utf-8", "replace")
        for word in words:
            self.assertIn(word, text)

    def test_invalid_utf8_in_json_state(self):
        state = self.new_state()
        bad = state.replace(b'"quibbles"', b'"quib\xff\xfebles"', 1)
        self.assertNotEqual(bad, state)
        self.assertInputError(self.run_cli("view", "--state", self.write("bad.json", bad),
                                           "--spectator"), "state")
        self.assertInputError(self.run_cli("view", "--state", "-", "--spectator", stdin=bad),
                              "state")

    def test_invalid_utf8_in_json_action(self):
        state = self.write("s.json", self.new_state())
        action = self.write("a.json", b'{"split": {"card": 6, "sets": [{"values": [1, 5]}]}, '
                                      b'"x\xc3\x28": 1}')
        self.assertInputError(self.run_cli("apply", "--state", state, "--seat", "0",
                                           "--action", "@" + action), "action")

    def test_truncated_and_hostile_json(self):
        state = self.new_state()
        for name, data in (("truncated", state[:len(state) // 2]),
                           ("empty", b""),
                           ("not json", b"\x00\x01\x02"),
                           ("deep", b"[" * 100000 + b"]" * 100000),
                           ("deep payload", b'{"state": {"gameId": "quibbles", "payload": '
                            b'{"@type": "type.googleapis.com/google.protobuf.ListValue", '
                            b'"value": ' + b"[" * 2000 + b"]" * 2000 + b"}}}"),
                           ("wrong type", b'{"state": {"gameId": 7}}'),
                           ("unknown field", b'{"state": {"gameId": "quibbles", "bogus": 1}}')):
            done = self.run_cli("view", "--state", self.write("h.json", data), "--spectator")
            self.assertEqual(done.returncode, 2, (name, done.stderr))
            self.assertTrue(done.stderr.strip(), name)
        # A 133-card state in JSON: the engine's error names the field.
        text = state.decode()
        import json
        doc = json.loads(text)
        payload = doc["state"]["payload"]
        payload["drawPile"]["sixes"] = payload["drawPile"].get("sixes", 0) + 1
        payload["drawPileSize"] = payload.get("drawPileSize", 0) + 1
        done = self.run_cli("view", "--state", self.write("133.json", json.dumps(doc).encode()),
                            "--spectator")
        self.assertInputError(done, "state.payload.cards.sixes")


def _int_fields(message, int_types):
    """(path, setter) for every integer/enum field of `message` and of its set sub-messages
    (one level), first element of repeated fields. setter(copy, value) returns False when the
    value does not fit the field's type."""
    out = []

    def visit(msg, path, getter):
        for field in msg.DESCRIPTOR.fields:
            if field.type == descriptor.FieldDescriptor.TYPE_MESSAGE:
                if field.label == descriptor.FieldDescriptor.LABEL_REPEATED:
                    if len(getattr(msg, field.name)) and path.count(".") < 2:
                        visit(getattr(msg, field.name)[0], "%s.%s[0]" % (path, field.name),
                              _child(getter, field.name, 0))
                elif msg.HasField(field.name) and path.count(".") < 2:
                    visit(getattr(msg, field.name), "%s.%s" % (path, field.name),
                          _child(getter, field.name, None))
            elif field.type in int_types:
                if field.label == descriptor.FieldDescriptor.LABEL_REPEATED:
                    if len(getattr(msg, field.name)):
                        out.append(("%s.%s[0]" % (path, field.name),
                                    _setter(getter, field, 0)))
                else:
                    out.append(("%s.%s" % (path, field.name), _setter(getter, field, None)))

    visit(message, "payload", lambda m: m)
    return out


def _child(getter, name, index):
    if index is None:
        return lambda m: getattr(getter(m), name)
    return lambda m: getattr(getter(m), name)[index]


def _setter(getter, field, index):
    def set_value(m, value):
        if field.type == descriptor.FieldDescriptor.TYPE_UINT32 and value < 0:
            return False
        target = getter(m)
        if index is None:
            setattr(target, field.name, value)
        else:
            getattr(target, field.name)[index] = value
        return True
    return set_value


if __name__ == "__main__":
    unittest.main(verbosity=2)
