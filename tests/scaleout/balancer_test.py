"""Replicas behind a load balancer lose no call (issue 23 §1), through the interfaces users
use: the real loadgen (a client built on clients/common/connection.h, like the `arbiter` CLI),
real arbiterd replicas and Debian's HAProxy as the L7 gRPC balancer (fleet.py).

Behind the balancer, under load (32 ApplyAction calls in flight from loadgen, 3 replicas):
- SIGKILL one replica mid-run: no client call fails (HAProxy retries a call whose connection
  failed on another replica; loadgen retries UNAVAILABLE) and HAProxy marks it DOWN;
- SIGTERM another: its grpc.health.v1 Watch turns NOT_SERVING before the process exits; calls
  in flight on it (StreamReplayGame streams held open across the SIGTERM, finished only after
  NOT_SERVING was seen) finish OK with their records VALID, as does every call it ran (its
  request log); it exits 0; HAProxy marks it DOWN and sends it nothing more; and still no
  client call fails.
Client-side (no balancer): loadgen given the three addresses (ipv4:A,B,C, gRPC's round_robin)
spreads its calls over them and loses none when one is SIGKILLed and another SIGTERMed.
"""
import json
import os
import signal
import subprocess
import tempfile
import threading
import time
import unittest
import glob

import grpc
from google.protobuf import json_format

import fleet
import harness
from arbiter.v1 import record_pb2, rules_service_pb2, rules_service_pb2_grpc

LOADGEN = os.environ.get("LOADGEN", "loadgen")
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir)
SERVING, NOT_SERVING = b"\x08\x01", b"\x08\x02"


def request_lines(replica):
    out = []
    for line in list(replica.stderr):
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        out.append(entry)
    return out


class Load:
    """loadgen in the background: ApplyAction on every game's valid records."""

    def __init__(self, test, target, seconds):
        records = sorted(glob.glob(os.path.join(ROOT, "tests", "records", "*", "valid")))
        test.assertTrue(records)
        out = tempfile.NamedTemporaryFile(suffix=".json", delete=False)
        out.close()
        test.addCleanup(os.unlink, out.name)
        self.out = out.name
        self.seconds = seconds
        self.process = subprocess.Popen(
            [LOADGEN, "--target=" + target, *("--records=" + r for r in records),
             "--kinds=apply", "--duration=%g" % seconds, "--warmup=0", "--outstanding=32",
             "--json=" + out.name],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        test.addCleanup(lambda: self.process.poll() is None and self.process.kill())
        self.started = time.monotonic()

    def sleep_until(self, seconds):
        """Sleeps until `seconds` of load have passed."""
        time.sleep(max(0.0, self.started + seconds - time.monotonic()))

    def result(self, test):
        _, err = self.process.communicate(timeout=self.seconds + 120)
        test.assertEqual(self.process.returncode, 0, err)
        with open(self.out) as f:
            return json.load(f)["phases"]["apply"]


class HealthWatch:
    """grpc.health.v1.Health/Watch for service "" on a replica's health port, in a thread:
    every status it receives, with its time.monotonic()."""

    def __init__(self, replica):
        self.channel = grpc.insecure_channel("127.0.0.1:%d" % replica.health_port)
        watch = self.channel.unary_stream("/grpc.health.v1.Health/Watch",
                                          request_serializer=lambda m: m,
                                          response_deserializer=lambda m: m)
        self.seen = []
        self.first = threading.Event()
        self.stream = watch(b"")  # HealthCheckRequest{service: ""}
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        try:
            for message in self.stream:
                self.seen.append((time.monotonic(), message))
                self.first.set()
        except grpc.RpcError:
            pass  # the stream is cancelled when the replica has drained
        self.first.set()

    def first_time_of(self, status):
        return next((t for t, m in self.seen if m == status), None)

    def close(self):
        self.stream.cancel()
        self.channel.close()


class HeldReplays:
    """`count` StreamReplayGame calls straight to a replica, each sending the record's header
    and its first half of steps and then holding the stream open until release(): calls that
    are surely in flight (their handlers running) until then."""

    def __init__(self, replica, count=4):
        harness.import_game_messages()
        # The largest valid record of any game (a few hundred steps).
        largest = max(glob.glob(os.path.join(ROOT, "tests", "records", "*", "valid", "*.json")),
                      key=os.path.getsize)
        with open(largest) as f:
            self.record = json_format.Parse(f.read(), record_pb2.GameRecord())
        self.channel = grpc.insecure_channel(replica.address)
        stub = rules_service_pb2_grpc.RulesServiceStub(self.channel)
        self.go = threading.Event()
        self.futures = [stub.StreamReplayGame.future(self._parts(), timeout=60)
                        for _ in range(count)]

    def _parts(self):
        header = record_pb2.GameRecord()
        header.CopyFrom(self.record)
        del header.steps[:]
        yield rules_service_pb2.StreamReplayGameRequest(header=header)
        half = len(self.record.steps) // 2
        yield rules_service_pb2.StreamReplayGameRequest(
            steps=rules_service_pb2.ReplaySteps(steps=self.record.steps[:half]))
        self.go.wait(60)
        yield rules_service_pb2.StreamReplayGameRequest(
            steps=rules_service_pb2.ReplaySteps(steps=self.record.steps[half:]))

    def release(self):
        """Sends the rest of every record; their reports."""
        self.go.set()
        return [f.result(timeout=60).report for f in self.futures]

    def close(self):
        self.go.set()
        self.channel.close()


class BalancerTest(unittest.TestCase):

    def start_replicas(self, n):
        replicas = [fleet.Replica("--log_level=info", "--drain_seconds=10",
                                  name="r%d" % i).start() for i in range(n)]
        self.addCleanup(fleet.stop_all, replicas)
        return replicas

    def check_load(self, apply, what):
        print("%s: %d calls, %d errors %s, %.0f calls/s, p99 %.0f us" %
              (what, apply["calls"], apply["errors"], apply["errors_by_code"], apply["qps"],
               apply["p99_us"]))
        for message, count in sorted(apply.get("error_messages", {}).items()):
            print("  %d x %s" % (count, message))
        self.assertGreater(apply["calls"], 1000)
        self.assertEqual(apply["errors_by_code"], {}, "client calls failed")
        self.assertEqual(apply["errors"], 0)
        self.assertEqual(apply["ok"], apply["calls"])

    def sigterm_drains(self, replica):
        """SIGTERMs `replica` (under load) with calls held in flight on it (HeldReplays) and
        checks its drain: health NOT_SERVING before it exits; the held calls, released only
        after NOT_SERVING was seen, finish OK with their whole record VALID; every call it ran
        finished OK; exit 0."""
        watch = HealthWatch(replica)
        self.addCleanup(watch.close)
        self.assertTrue(watch.first.wait(10))
        self.assertEqual(watch.seen[0][1], SERVING)
        held = HeldReplays(replica)
        self.addCleanup(held.close)
        time.sleep(1.0)  # the held calls reach the replica (else they fail below: UNAVAILABLE)
        sigterm_at = time.monotonic()
        replica.signal(signal.SIGTERM)
        deadline = time.monotonic() + 10
        while watch.first_time_of(NOT_SERVING) is None and time.monotonic() < deadline:
            time.sleep(0.005)
        not_serving_at = watch.first_time_of(NOT_SERVING)
        self.assertIsNotNone(not_serving_at, "the health Watch never saw NOT_SERVING: %s" %
                             watch.seen)
        self.assertIsNone(replica.process.poll(), "exited before the held calls ended")
        reports = held.release()
        for report in reports:
            self.assertEqual(report.verdict, record_pb2.REPLAY_VERDICT_VALID)
            self.assertEqual(report.steps_applied, len(held.record.steps))
        self.assertEqual(replica.wait(), 0, "".join(replica.stderr[-20:]))
        while replica.exited_at is None:
            time.sleep(0.01)
        self.assertLess(sigterm_at, not_serving_at)
        self.assertLess(not_serving_at, replica.exited_at,
                        "health turned NOT_SERVING only after the process exited")
        lines = request_lines(replica)
        draining = next(i for i, e in enumerate(lines) if e.get("msg") == "draining")
        stopped = next(i for i, e in enumerate(lines) if e.get("msg") == "stopped")
        calls = [e for e in lines if e.get("msg") == "request"]
        after = [e for e in lines[draining:stopped] if e.get("msg") == "request"]
        self.assertGreater(len(calls), 100)
        self.assertEqual([e for e in calls if e["code"] != "OK"], [],
                         "calls the replica ran did not finish OK")
        self.assertGreaterEqual(
            len([e for e in after if e["method"] == "StreamReplayGame"]), len(reports),
            "the held calls are not logged as finished while draining")
        print("%s SIGTERM: NOT_SERVING after %.1f ms; %d held calls and %d others finished "
              "OK while draining; exit 0 after %.1f ms" %
              (replica.name, 1000 * (not_serving_at - sigterm_at), len(reports),
               len(after) - len(reports), 1000 * (replica.exited_at - sigterm_at)))

    def test_behind_haproxy_sigkill_and_sigterm_lose_no_call(self):
        replicas = self.start_replicas(3)
        killed, drained, kept = replicas
        with fleet.Balancer(replicas) as lb:
            load = Load(self, "127.0.0.1:%d" % lb.port, seconds=15)
            load.sleep_until(3)
            spread = lb.servers()
            for r in replicas:
                self.assertGreater(spread[r.name]["calls"], 50, spread)

            killed.signal(signal.SIGKILL)
            killed.wait()
            state = lb.wait_for(lambda s: s[killed.name]["status"].startswith("DOWN"), 5,
                                killed.name + " DOWN after SIGKILL")
            killed_calls = state[killed.name]["calls"]

            load.sleep_until(6)
            self.assertIsNone(load.process.poll(), "the load ended too soon")
            self.sigterm_drains(drained)
            state = lb.wait_for(lambda s: s[drained.name]["status"].startswith("DOWN"), 5,
                                drained.name + " DOWN after SIGTERM")
            drained_calls = state[drained.name]["calls"]
            kept_calls = state[kept.name]["calls"]

            self.assertIsNone(load.process.poll(), "the load ended before the SIGTERM was done")
            result = load.result(self)
            print("HAProxy's log of calls that went wrong:\n" + "".join(
                line for line in lb.log if " is DOWN" not in line and "is UP" not in line))
            self.check_load(result, "behind HAProxy, SIGKILL + SIGTERM")
            final = lb.servers()
            print("HAProxy calls per replica: %s" %
                  {n: (s["calls"], s["status"]) for n, s in final.items()})
            print("".join(line for line in lb.log if " is DOWN" in line), end="")
            self.assertEqual(final[killed.name]["calls"], killed_calls,
                             "HAProxy sent calls to the killed replica after marking it DOWN")
            self.assertEqual(final[drained.name]["calls"], drained_calls,
                             "HAProxy sent calls to the drained replica after marking it DOWN")
            self.assertGreater(final[kept.name]["calls"], kept_calls + 100,
                               "too little load after the drain to show where it went")
            self.assertEqual(final[kept.name]["status"], "UP")

    def test_client_side_round_robin_sigkill_and_sigterm_lose_no_call(self):
        replicas = self.start_replicas(3)
        killed, drained, kept = replicas
        load = Load(self, "ipv4:" + ",".join(r.address for r in replicas), seconds=10)
        load.sleep_until(2)
        killed.signal(signal.SIGKILL)
        killed.wait()
        killed_calls = len([e for e in request_lines(killed) if e.get("msg") == "request"])
        load.sleep_until(4)
        self.sigterm_drains(drained)
        self.assertIsNone(load.process.poll(), "the load ended before the SIGTERM was done")
        kept_before = len([e for e in request_lines(kept) if e.get("msg") == "request"])
        self.check_load(load.result(self), "client-side round_robin, SIGKILL + SIGTERM")
        kept_after = len([e for e in request_lines(kept) if e.get("msg") == "request"])
        print("calls per replica: %s %d (killed), %s %d (drained), %s %d" %
              (killed.name, killed_calls, drained.name,
               len([e for e in request_lines(drained) if e.get("msg") == "request"]),
               kept.name, kept_after))
        self.assertGreater(killed_calls, 100, "round_robin never sent to the first replica")
        self.assertGreater(kept_after, kept_before + 100)


if __name__ == "__main__":
    unittest.main()
