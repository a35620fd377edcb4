"""A retrying client loses no call across SIGTERM under load (issue 24, graceful shutdown).

arbiterd drains on SIGTERM (docs/operations.md "Graceful shutdown"): health NOT_SERVING, new
calls refused, started calls finish. But a call that reaches a gRPC 1.51 server in the instant
shutdown begins is cancelled before any handler runs: 32 of 23,801 calls in the issue's run
failed CANCELLED or UNAVAILABLE although the server never ran them. The client packages now
retry them (clients/common/connection.h: round_robin over the target's addresses, gRPC's retry
policy for UNAVAILABLE and CANCELLED, at most 5 tries, with a retry budget), which is safe
because every RulesService call is idempotent.

The test runs the real loadgen (a client built on clients/common/connection.h, as the `arbiter`
CLI is) against two arbiterd replicas, `ipv4:127.0.0.1:A,127.0.0.1:B`, 32 ApplyAction calls
in flight, and meanwhile restarts the replicas one at a time three times (SIGTERM, wait for exit
0, start again on the same port, 2 s of load): a rolling restart, within 15 s of load. Every call must succeed: loadgen's
errors_by_code is empty. Before the retry policy the same run lost 64 calls (CANCELLED).
With gRPC's default reconnect backoff (growing to 120 s) it failed about half its runs on a busy
machine: the client still waited out one replica's backoff (connect refused while it was down)
when the other went down, and failed 1,600 to 42,000 calls with "connections to all backends
failing"; the clients now cap the backoff at 1 s (connection.h, "Reconnecting").
"""
import glob
import json
import os
import re
import signal
import subprocess
import tempfile
import threading
import time
import unittest

import harness

LOADGEN = os.environ.get("LOADGEN", "loadgen")
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir)
RESTARTS = 3
SECONDS_BETWEEN_RESTARTS = 2  # of load between one restart's end and the next SIGTERM
LOAD_SECONDS = 15


class Replica:
    """arbiterd on 127.0.0.1:`port` (0: any free port); `restart` keeps the port."""

    def __init__(self, port=0):
        self.port = port
        self.process = None

    def start(self):
        self.process = subprocess.Popen(
            [harness.ARBITERD, "--listen=127.0.0.1:%d" % self.port,
             "--metrics_listen=127.0.0.1:0", "--log_level=warn", "--drain_seconds=10"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        for line in self.process.stdout:
            match = re.match(r"listening on 127\.0\.0\.1:(\d+)", line)
            if match:
                self.port = int(match.group(1))
                break
        else:
            raise RuntimeError("arbiterd exited %s before listening" % self.process.wait())
        threading.Thread(target=self.process.stdout.read, daemon=True).start()
        return self

    def stop(self):
        """SIGTERM; the exit code."""
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise


class RetryAcrossSigtermTest(unittest.TestCase):

    def test_a_rolling_restart_under_load_fails_no_call(self):
        replicas = [Replica().start(), Replica().start()]
        self.addCleanup(lambda: [r.process.kill() for r in replicas
                                 if r.process.poll() is None])
        target = "ipv4:" + ",".join("127.0.0.1:%d" % r.port for r in replicas)
        out = tempfile.NamedTemporaryFile(suffix=".json", delete=False)
        out.close()
        self.addCleanup(os.unlink, out.name)
        # Long enough for the restarts (each waits for a drain and a start) and then some.
        duration = LOAD_SECONDS
        # Every game's valid records (the corrupt ones would stop loadgen).
        records = sorted(glob.glob(os.path.join(ROOT, "tests", "records", "*", "valid")))
        self.assertTrue(records)
        loadgen = subprocess.Popen(
            [LOADGEN, "--target=" + target, *("--records=" + r for r in records),
             "--kinds=apply", "--duration=%d" % duration, "--warmup=0", "--outstanding=32",
             "--json=" + out.name],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        exit_codes = []
        for i in range(RESTARTS):
            time.sleep(SECONDS_BETWEEN_RESTARTS)
            self.assertIsNone(loadgen.poll(), "the load ended before restart %d" % i)
            replica = replicas[i % 2]
            stopping = time.monotonic()
            exit_codes.append(replica.stop())
            stopped = time.monotonic()
            replica.start()
            print("restart %d: drained in %.2f s, listening %.2f s later" %
                  (i, stopped - stopping, time.monotonic() - stopped))
        _, err = loadgen.communicate(timeout=duration + 120)
        self.assertEqual(loadgen.returncode, 0, err)
        for r in replicas:
            exit_codes.append(r.stop())
        self.assertEqual(exit_codes, [0] * (RESTARTS + 2))

        with open(out.name) as f:
            apply = json.load(f)["phases"]["apply"]
        print("rolling restart x%d under load: %d calls, %d errors %s, %.0f calls/s, p99 %.0f us" %
              (RESTARTS, apply["calls"], apply["errors"], apply["errors_by_code"], apply["qps"],
               apply["p99_us"]))
        if apply["errors"]:
            print("errors:", json.dumps(apply.get("error_messages"), indent=1))
        self.assertGreater(apply["calls"], 1000)
        self.assertEqual(apply["errors_by_code"], {}, "calls failed across SIGTERM")
        self.assertEqual(apply["errors"], 0)
        self.assertEqual(apply["ok"], apply["calls"])


if __name__ == "__main__":
    unittest.main()
