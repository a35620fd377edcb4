"""Hostile and careless clients at the transport (issue 24; docs/bad-input.md "Transport"): the
real arbiterd against a raw HTTP/2 client (h2_client.py) that sends what grpcio never would, and
against grpcio where it can. Each test fails on a server without the bound it checks:

- a reader that never reads (HTTP/2 window 0): its connection's new calls are refused
  RESOURCE_EXHAUSTED past --max_unsent_bytes_per_connection, the whole server's unsent answers
  stay under --max_unsent_bytes (the oldest dropped, logged) while a reading client is served,
  and answers left unread are cancelled after --max_send_seconds;
- requests half sent and left: gRPC's memory quota (--memory_quota_bytes) cancels them, each
  counted CANCELLED, and peak RSS stays under the quota plus a generous margin;
- uploads cancelled, disconnected or timed out: CANCELLED / DEADLINE_EXCEEDED, not
  INVALID_ARGUMENT `state: missing`;
- an answer over --max_message_bytes: RESOURCE_EXHAUSTED "response: ..." counted as such, and a
  replay report does not echo a huge malformed step;
- metadata over --max_metadata_bytes: RESOURCE_EXHAUSTED "metadata: ...", counted and logged.

Bounds asserted are counts, statuses and memory with wide margins; never latency.
"""
import os
import time
import unittest

import grpc

from arbiter.v1 import game_state_pb2, record_pb2, rules_service_pb2, rules_service_pb2_grpc

import harness
from h2_client import RawGrpcConnection, grpc_frame

SERVICE = "/arbiter.v1.RulesService/"
Code = grpc.StatusCode
MiB = 1 << 20


# Under AddressSanitizer (scripts/test-sanitizers.sh sets ASAN_OPTIONS) freed memory sits in
# ASan's quarantine and every allocation has redzones, so RSS says nothing about the bounds:
# the memory assertions are skipped there, the counts and statuses still hold.
SANITIZED = "ASAN_OPTIONS" in os.environ


def assertGrowthUnder(test, pid, start_peak, bound_mib):
    """Peak RSS of `pid` grew less than `bound_mib` MiB since `start_peak` (not under ASan)."""
    if SANITIZED:
        return
    grown = memory_mib(pid, "VmHWM") - start_peak
    test.assertLess(grown, bound_mib, "peak RSS grew %.1f MiB" % grown)


def memory_mib(pid, field):
    """VmRSS (now) or VmHWM (peak) of process `pid`, MiB."""
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024.0
    raise AssertionError("no %s for pid %d" % (field, pid))


def big_answer_request(stub, at_least=20000):
    """(request, answer bytes, game id): a ListLegalActionsRequest of a few hundred bytes whose
    answer has at least `at_least` bytes, from the first registered game that has one within 40
    steps of a seeded game walked by its first legal action."""
    for info in stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=30).games:
        started = harness.new_game(stub, info.game_id, info.min_seats, seed=1)
        state, turn = started.state, started.turn
        for _ in range(40):
            if not turn.acting_seats:
                break
            seat = turn.acting_seats[0]
            request = rules_service_pb2.ListLegalActionsRequest(state=state,
                                                                actor=harness.actor(seat=seat))
            answer = stub.ListLegalActions(request, timeout=30)
            if answer.ByteSize() >= at_least:
                return request, answer.ByteSize(), info.game_id
            if not answer.actions:
                break
            applied = stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                state=state, actor=harness.actor(seat=seat), action=answer.actions[0]),
                timeout=30)
            state, turn = applied.state, applied.turn
    raise AssertionError("no game answers ListLegalActions with %d bytes in 40 steps" % at_least)


def any_setup(stub):
    """A seeded setup of the first registered game, at its fewest seats."""
    info = stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=30).games[0]
    setup = game_state_pb2.GameSetup(game_id=info.game_id, seat_count=info.min_seats)
    setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
    return setup


def counted(server, method, code, game="unknown"):
    value = server.metric("arbiter_requests_total", method=method, game=game, code=code)
    return 0.0 if value is None else value


def fill(conn, path, message, calls):
    """Starts `calls` unary calls of `message` on `conn`, as many at a time as the server's
    MAX_CONCURRENT_STREAMS lets the client open (waiting for streams to end in between).
    Returns the stream ids."""
    ids = []
    deadline = time.monotonic() + 30
    while len(ids) < calls and time.monotonic() < deadline and conn.closed is None:
        if conn.h2.open_outbound_streams >= conn.h2.remote_settings.max_concurrent_streams:
            conn.pump(0.05)
            continue
        ids.append(conn.call(path, message))
        if len(ids) % 20 == 0:
            conn.pump(0.01)
    return ids


def pump_until(conns, predicate, seconds=20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for conn in conns:
            conn.pump(0.02)
        if predicate():
            return True
    return predicate()


class SlowReaderTest(harness.RpcErrorAssertions):
    """Clients that advertise a window of 0 and never read (issue 24 item 1)."""

    PER_CONNECTION = 512 * 1024
    TOTAL = 2 * MiB

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(harness.Arbiterd(
            "--max_unsent_bytes_per_connection=%d" % cls.PER_CONNECTION,
            "--max_unsent_bytes=%d" % cls.TOTAL, "--max_send_seconds=600"))
        cls.stub = cls.server.stub()
        cls.request, cls.answer_bytes, cls.game = big_answer_request(cls.stub)

    def test_a_connection_that_does_not_read_is_refused_past_its_limit(self):
        conn = RawGrpcConnection(self.server.address, window=0, read=False)
        self.addCleanup(conn.close)
        before = counted(self.server, "ListLegalActions", "RESOURCE_EXHAUSTED", game=self.game)
        before_unknown = counted(self.server, "ListLegalActions", "RESOURCE_EXHAUSTED")
        ids = fill(conn, SERVICE + "ListLegalActions", self.request.SerializeToString(), 100)
        self.assertEqual(len(ids), 100)
        held_at_most = self.PER_CONNECTION // self.answer_bytes
        refused = lambda: [sid for sid in ids
                           if conn.streams[sid].status == Code.RESOURCE_EXHAUSTED.value[0]]
        # Refusals are trailers-only HEADERS, which flow control does not hold back.
        self.assertTrue(pump_until([conn], lambda: len(refused()) >= 100 - held_at_most),
                        "%d of 100 refused; statuses %s" % (
                            len(refused()), [conn.streams[s].status for s in ids][:20]))
        message = conn.streams[refused()[0]].message
        self.assertIn("--max_unsent_bytes_per_connection", message)
        self.assertTrue(message.startswith("call: "), message)
        # Counted as what the client got (before any work: game unknown; or once the answer
        # was built and would pass the limit: the game's id).
        self.assertTrue(harness.wait_until(lambda: (
            counted(self.server, "ListLegalActions", "RESOURCE_EXHAUSTED", game=self.game) -
            before +
            counted(self.server, "ListLegalActions", "RESOURCE_EXHAUSTED") - before_unknown)
            >= len(refused())))

    def test_many_slow_readers_stay_under_the_server_bound_and_a_reader_is_served(self):
        start_peak = memory_mib(self.server.process.pid, "VmHWM")
        conns = [RawGrpcConnection(self.server.address, window=0, read=False)
                 for _ in range(20)]
        for conn in conns:
            self.addCleanup(conn.close)
        for conn in conns:
            fill(conn, SERVICE + "ListLegalActions", self.request.SerializeToString(), 100)
            # A client that reads gets its answers meanwhile.
            answer = self.stub.ListLegalActions(self.request, timeout=30)
            self.assertEqual(answer.ByteSize(), self.answer_bytes)
        # 20 connections x 16 answers of ~32 KB each is over the server's 2 MiB: the oldest
        # answers of other connections were dropped (their calls cancelled: CANCELLED trailers,
        # which need no window) and logged.
        self.assertTrue(pump_until(conns, lambda: any(
            s.status == Code.CANCELLED.value[0] for c in conns for s in c.streams.values())))
        self.assertTrue(harness.wait_until(lambda: any(
            '"msg":"unsent answer dropped"' in line and "--max_unsent_bytes" in line
            for line in list(self.server.stderr_lines))))
        # A server holding every answer would grow by 20 x 100 x 32 KB = 62 MiB and more.
        assertGrowthUnder(self, self.server.process.pid, start_peak, 40)


class SendTimeoutTest(harness.RpcErrorAssertions):
    """Answers nobody takes are cancelled after --max_send_seconds (issue 24 item 1)."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(harness.Arbiterd("--max_send_seconds=1"))
        cls.stub = cls.server.stub()
        cls.request, _, _ = big_answer_request(cls.stub)

    def test_an_answer_left_unread_is_cancelled(self):
        conn = RawGrpcConnection(self.server.address, window=0, read=False)
        self.addCleanup(conn.close)
        ids = fill(conn, SERVICE + "ListLegalActions", self.request.SerializeToString(), 10)
        # Waits for the server's RST_STREAM on every one of them (a server that holds
        # finished answers forever never sends it).
        self.assertTrue(pump_until([conn], lambda: all(conn.streams[s].ended for s in ids),
                                   seconds=30),
                        [conn.streams[s].ended for s in ids])
        self.assertTrue(harness.wait_until(lambda: sum(
            '"msg":"unsent answer dropped"' in line and "--max_send_seconds" in line
            for line in list(self.server.stderr_lines)) >= 10))
        # A client that reads is still answered.
        self.assertGreater(self.stub.ListLegalActions(self.request, timeout=30).ByteSize(), 0)

    def test_a_stream_replay_report_left_unread_is_cancelled(self):
        header = rules_service_pb2.StreamReplayGameRequest(
            header=record_pb2.GameRecord(setup=any_setup(self.stub)))
        conn = RawGrpcConnection(self.server.address, window=0, read=False)
        self.addCleanup(conn.close)
        sid = conn.call(SERVICE + "StreamReplayGame", header.SerializeToString())
        self.assertTrue(pump_until([conn], lambda: conn.streams[sid].ended, seconds=30))
        self.assertTrue(harness.wait_until(lambda: any(
            '"msg":"unsent answer dropped"' in line and '"StreamReplayGame"' in line
            for line in list(self.server.stderr_lines))))


class HalfSentRequestTest(harness.RpcErrorAssertions):
    """Requests that send 3 MB of a declared 4 MB and stop (issue 24 item 2)."""

    QUOTA = 32 * MiB

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(harness.Arbiterd(
            "--memory_quota_bytes=%d" % cls.QUOTA))
        cls.stub = cls.server.stub()

    def test_half_sent_requests_are_cancelled_and_counted_within_the_quota(self):
        start_peak = memory_mib(self.server.process.pid, "VmHWM")
        before = counted(self.server, "ApplyAction", "CANCELLED")
        before_invalid = counted(self.server, "ApplyAction", "INVALID_ARGUMENT")
        conns = [RawGrpcConnection(self.server.address) for _ in range(2)]
        for conn in conns:
            self.addCleanup(conn.close)
        ids = []
        for conn in conns:
            for _ in range(20):
                if conn.closed is not None:
                    break
                sid = conn.start(SERVICE + "ApplyAction")
                conn.send(sid, grpc_frame(b"\0" * (3 * MiB), declared=4 * MiB), end=False,
                          seconds=5)
                ids.append((conn, sid))
        # 40 x 3 MB is far over the 32 MiB quota: gRPC cancels streams (or closes the
        # connection) to stay within it.
        self.assertTrue(pump_until(conns, lambda: any(s in c.finished() for c, s in ids)),
                        "no stream was cancelled")
        reset = lambda: [(c, s) for c, s in ids if c.streams[s].ended]
        # Each cancelled upload is counted, as CANCELLED (not INVALID_ARGUMENT): at least the
        # streams the client saw reset, and one when only the connection was closed.
        self.assertTrue(harness.wait_until(
            lambda: counted(self.server, "ApplyAction", "CANCELLED") - before >=
            max(1, len(reset()))),
            (counted(self.server, "ApplyAction", "CANCELLED") - before, len(reset())))
        self.assertEqual(counted(self.server, "ApplyAction", "INVALID_ARGUMENT"), before_invalid)
        self.assertTrue(self.stub.ListGames(rules_service_pb2.ListGamesRequest(),
                                            timeout=30).games)
        # Without the quota: 40 x 3 MB = 120 MB held.
        assertGrowthUnder(self, self.server.process.pid, start_peak, self.QUOTA / MiB + 40)


class CancelledUploadTest(harness.RpcErrorAssertions):
    """A unary call whose upload is cancelled, cut off or timed out is not the client's bad
    input (issue 24 item 3)."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(harness.Arbiterd())
        cls.stub = cls.server.stub()

    def half_upload(self, conn, metadata=()):
        sid = conn.start(SERVICE + "ApplyAction", metadata)
        conn.send(sid, grpc_frame(b"\0" * 1000, declared=100000), end=False)
        conn.pump(0.2)
        return sid

    def assertCountedAs(self, code, before):
        self.assertTrue(harness.wait_until(
            lambda: counted(self.server, "ApplyAction", code) == before[code] + 1),
            {c: counted(self.server, "ApplyAction", c) - before[c] for c in before})
        self.assertEqual(counted(self.server, "ApplyAction", "INVALID_ARGUMENT"),
                         before["INVALID_ARGUMENT"])

    def counts(self):
        return {c: counted(self.server, "ApplyAction", c)
                for c in ("CANCELLED", "DEADLINE_EXCEEDED", "INVALID_ARGUMENT")}

    def test_reset_mid_upload_is_cancelled(self):
        before = self.counts()
        conn = RawGrpcConnection(self.server.address)
        self.addCleanup(conn.close)
        conn.reset(self.half_upload(conn))
        self.assertCountedAs("CANCELLED", before)
        line = next(e for e in reversed(self.server.request_log())
                    if e.get("method") == "ApplyAction")
        self.assertEqual(line["code"], "CANCELLED")

    def test_disconnect_mid_upload_is_cancelled(self):
        before = self.counts()
        conn = RawGrpcConnection(self.server.address)
        self.half_upload(conn)
        conn.close()
        self.assertCountedAs("CANCELLED", before)

    def test_timeout_mid_upload_is_deadline_exceeded(self):
        before = self.counts()
        conn = RawGrpcConnection(self.server.address)
        self.addCleanup(conn.close)
        sid = self.half_upload(conn, metadata=[("grpc-timeout", "300m")])
        self.assertTrue(pump_until([conn], lambda: conn.streams[sid].ended))
        self.assertCountedAs("DEADLINE_EXCEEDED", before)


class OversizeAnswerTest(harness.RpcErrorAssertions):
    """Answers over --max_message_bytes (issue 24 item 4)."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(harness.Arbiterd())
        cls.stub = cls.server.stub()

    def test_an_answer_over_the_limit_is_refused_naming_it_and_counted(self):
        with harness.Arbiterd("--max_message_bytes=16384") as small:
            stub = small.stub()
            request, size, game = big_answer_request(self.stub)
            self.assertGreater(size, 16384)
            before = counted(small, "ListLegalActions", "OK", game=game)
            error = self.assertRpcError(Code.RESOURCE_EXHAUSTED, "response: %d bytes" % size,
                                        stub.ListLegalActions, request)
            self.assertIn("over the limit of 16384 (--max_message_bytes)", error.details())
            self.assertEqual(counted(small, "ListLegalActions", "RESOURCE_EXHAUSTED", game=game),
                             1)
            self.assertEqual(counted(small, "ListLegalActions", "OK", game=game), before)

    def test_a_huge_malformed_step_is_not_echoed_back(self):
        # A 4 MiB ReplayGame whose one step is a 4 MiB action of the wrong type: echoing it with
        # the state before it would answer more than the 4 MiB limit.
        record = record_pb2.GameRecord(setup=any_setup(self.stub))
        step = record.steps.add()
        step.actor.seat = 0
        # Not the game's action type: malformed whatever the game.
        step.action.type_url = "type.googleapis.com/google.protobuf.Empty"
        step.action.value = b"\xff" * (4 * MiB - 400)
        request = rules_service_pb2.ReplayGameRequest(record=record)
        self.assertLess(request.ByteSize(), 4 * MiB)
        answer = self.stub.ReplayGame(request, timeout=60)
        report = answer.report
        # MALFORMED_STEP (the action is not the game's type), or ILLEGAL_STEP should seat 0
        # not be first to act: the echo bound is the same for every failing verdict.
        self.assertIn(report.verdict, (record_pb2.REPLAY_VERDICT_MALFORMED_STEP,
                                       record_pb2.REPLAY_VERDICT_ILLEGAL_STEP))
        self.assertEqual(report.step.action.value, b"")
        self.assertEqual(report.step.action.type_url, step.action.type_url)
        self.assertEqual(report.step.actor.seat, 0)
        self.assertIn("step not echoed whole: %d bytes" % step.ByteSize(), report.detail)
        self.assertLess(answer.ByteSize(), 64 * 1024)


class MetadataTest(harness.RpcErrorAssertions):
    """Request metadata over --max_metadata_bytes (issue 24 open gap)."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(harness.Arbiterd())
        cls.stub = cls.server.stub()

    def test_metadata_over_the_limit_is_refused_counted_and_logged(self):
        before = counted(self.server, "ListGames", "RESOURCE_EXHAUSTED")
        error = self.assertRpcError(Code.RESOURCE_EXHAUSTED, "metadata: ",
                                    self.stub.ListGames, rules_service_pb2.ListGamesRequest(),
                                    metadata=[("x-pad", "p" * 10000)])
        self.assertIn("over the limit of 8192 (--max_metadata_bytes)", error.details())
        self.assertTrue(harness.wait_until(
            lambda: counted(self.server, "ListGames", "RESOURCE_EXHAUSTED") == before + 1))
        self.assertTrue(any(e.get("code") == "RESOURCE_EXHAUSTED" and
                            e.get("error", "").startswith("metadata: ")
                            for e in self.server.request_log()), self.server.request_log()[-3:])
        # Under the limit: served.
        self.assertTrue(self.stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=30,
                                            metadata=[("x-pad", "p" * 4000)]).games)

    def test_metadata_over_what_the_transport_reads_is_refused_before_any_handler(self):
        # Over 4 x --max_metadata_bytes gRPC's transport refuses the headers itself (and closes
        # that connection): the call fails, no handler runs (so it is not counted), and the
        # server keeps serving other connections.
        before = counted(self.server, "ListGames", "RESOURCE_EXHAUSTED")
        with grpc.insecure_channel(self.server.address) as channel:
            stub = rules_service_pb2_grpc.RulesServiceStub(channel)
            with self.assertRaises(grpc.RpcError):
                stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=30,
                               metadata=[("x-pad", "p" * 40000)])
        self.assertEqual(counted(self.server, "ListGames", "RESOURCE_EXHAUSTED"), before)
        self.assertTrue(self.stub.ListGames(rules_service_pb2.ListGamesRequest(),
                                            timeout=30).games)


if __name__ == "__main__":
    unittest.main()
