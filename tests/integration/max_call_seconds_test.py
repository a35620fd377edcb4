"""--max_call_seconds, the server's cap on how long one call may run, through a real arbiterd:
a StreamReplayGame left open without a client deadline ends DEADLINE_EXCEEDED at the cap,
naming the flag, is counted and logged like any call, and no longer counts as in flight
(arbiter_inflight_requests back to 0, so an abandoned stream cannot page ArbiterStuck); a
ReplayGame still replaying at the cap stops the same way; a call within the cap, and a client
deadline shorter than the cap, behave as before.
"""
import os
import subprocess
import tempfile
import threading
import time
import unittest

import grpc

from arbiter.v1 import game_state_pb2, record_pb2, rules_service_pb2

import harness

CAP_SECONDS = 1


class IdleRequests:
    """A request iterator that yields `messages`, then blocks until release() (the client keeps
    the stream open without sending or half-closing)."""

    def __init__(self, messages):
        self.messages = list(messages)
        self.released = threading.Event()

    def __iter__(self):
        yield from self.messages
        self.released.wait(60)

    def release(self):
        self.released.set()


class MaxCallSecondsTest(harness.RpcErrorAssertions):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(
            harness.Arbiterd("--max_call_seconds=%d" % CAP_SECONDS))
        cls.stub = cls.server.stub()
        setup = game_state_pb2.GameSetup(game_id="quibbles", seat_count=2)
        setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
        setup.randomness.seed = 9
        cls.header = record_pb2.GameRecord(setup=setup)

    def idle_stream(self, messages):
        """Opens StreamReplayGame without a deadline, sends `messages` and waits. Returns the
        RpcError and the seconds it took to arrive."""
        requests = IdleRequests(messages)
        started = time.monotonic()
        try:
            with self.assertRaises(grpc.RpcError) as caught:
                self.stub.StreamReplayGame(iter(requests))  # no timeout: no client deadline
        finally:
            requests.release()
        return caught.exception, time.monotonic() - started

    def assertEndsAtTheCap(self, messages, game):
        logged_before = len(self.server.request_log())
        counted_before = self.server.metric(
            "arbiter_requests_total", code="DEADLINE_EXCEEDED", game=game,
            method="StreamReplayGame") or 0
        error, seconds = self.idle_stream(messages)
        self.assertEqual(error.code(), grpc.StatusCode.DEADLINE_EXCEEDED, error.details())
        self.assertIn("--max_call_seconds", error.details())
        self.assertGreaterEqual(seconds, CAP_SECONDS * 0.9)
        self.assertLess(seconds, CAP_SECONDS + 5)
        # Counted, no longer in flight, logged with the flag named.
        self.assertTrue(harness.wait_until(
            lambda: self.server.metric("arbiter_inflight_requests") == 0))
        self.assertEqual(self.server.metric("arbiter_requests_total", code="DEADLINE_EXCEEDED",
                                            game=game, method="StreamReplayGame"),
                         counted_before + 1)
        self.assertTrue(harness.wait_until(lambda: any(
            e.get("method") == "StreamReplayGame" and e.get("code") == "DEADLINE_EXCEEDED" and
            "--max_call_seconds" in e.get("error", "")
            for e in self.server.request_log()[logged_before:])))

    def test_idle_stream_after_its_header_ends_at_the_cap(self):
        # While it is open it counts as in flight, as any call does.
        requests = IdleRequests([rules_service_pb2.StreamReplayGameRequest(header=self.header)])
        seen_in_flight = []

        def watch():
            if harness.wait_until(lambda: self.server.metric("arbiter_inflight_requests") == 1,
                                  seconds=CAP_SECONDS * 0.8):
                seen_in_flight.append(True)

        watcher = threading.Thread(target=watch)
        watcher.start()
        try:
            with self.assertRaises(grpc.RpcError) as caught:
                self.stub.StreamReplayGame(iter(requests))
        finally:
            requests.release()
            watcher.join()
        self.assertEqual(caught.exception.code(), grpc.StatusCode.DEADLINE_EXCEEDED)
        self.assertTrue(seen_in_flight, "the open stream never showed as in flight")
        self.assertEndsAtTheCap([rules_service_pb2.StreamReplayGameRequest(header=self.header)],
                                "quibbles")

    def test_idle_stream_without_any_message_ends_at_the_cap(self):
        self.assertEndsAtTheCap([], "unknown")

    def test_a_shorter_client_deadline_still_comes_first(self):
        requests = IdleRequests([rules_service_pb2.StreamReplayGameRequest(header=self.header)])
        started = time.monotonic()
        try:
            with self.assertRaises(grpc.RpcError) as caught:
                self.stub.StreamReplayGame(iter(requests), timeout=0.3)
        finally:
            requests.release()
        self.assertEqual(caught.exception.code(), grpc.StatusCode.DEADLINE_EXCEEDED)
        self.assertLess(time.monotonic() - started, CAP_SECONDS * 0.9)
        self.assertTrue(harness.wait_until(
            lambda: self.server.metric("arbiter_inflight_requests") == 0))

    def test_a_stream_within_the_cap_is_answered(self):
        response = self.stub.StreamReplayGame(
            iter([rules_service_pb2.StreamReplayGameRequest(header=self.header)]))
        self.assertEqual(response.report.steps_applied, 0)


class UnaryCallCapTest(unittest.TestCase):
    def test_replay_running_past_the_cap_stops_naming_the_flag(self):
        # A long record against a cap of 10 ms; the same record within the default cap
        # replays in full. Seed 45 is a 14,566-step Quibbles game, and with a state digest
        # expected at every step (--digests) each step encodes and hashes the state: 40-60 ms
        # of replay here, where the native position alone would replay the game in ~9 ms.
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "long.binpb")
            subprocess.run([harness.ARBITER_CLI, "playout", "quibbles", "--seats", "2",
                            "--seed", "45", "--max-steps", "100000", "--digests",
                            "--record", path],
                           check=True, capture_output=True, timeout=120)
            with open(path, "rb") as f:
                record = record_pb2.GameRecord.FromString(f.read())
        self.assertGreater(len(record.steps), 10000)
        self.assertTrue(all(step.expected_state_digest for step in record.steps))
        request = rules_service_pb2.ReplayGameRequest(record=record)
        with harness.Arbiterd("--max_call_seconds=0.01") as server:
            with self.assertRaises(grpc.RpcError) as caught:
                server.stub().ReplayGame(request)  # no client deadline
            self.assertEqual(caught.exception.code(), grpc.StatusCode.DEADLINE_EXCEEDED)
            self.assertIn("replay stopped after", caught.exception.details())
            self.assertIn("--max_call_seconds", caught.exception.details())
            self.assertEqual(server.metric("arbiter_requests_total", code="DEADLINE_EXCEEDED",
                                           game="quibbles", method="ReplayGame"), 1)
            self.assertTrue(harness.wait_until(
                lambda: server.metric("arbiter_inflight_requests") == 0))
        with harness.Arbiterd() as server:
            response = server.stub().ReplayGame(request)
            self.assertEqual(response.report.steps_applied, len(record.steps))


if __name__ == "__main__":
    unittest.main(verbosity=2)
