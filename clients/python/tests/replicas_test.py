"""The installed `arbiter` Python client over several replicas (issue 23): connect() given
"ipv4:A,B,C" spreads calls over the three arbiterd replicas (gRPC's round_robin: each
replica's arbiter_requests_total grows), and with the retry policy loses no call when one is
SIGKILLed and another SIGTERMed between calls (the next calls go to the replica left).
"""
import re
import signal
import unittest

import arbiter

import harness

_REQUESTS = re.compile(r'^arbiter_requests_total\{([^}]*)\} (\S+)$', re.M)


def list_games_calls(server):
    """ListGames calls the replica answered, from its /metrics."""
    return sum(float(value) for labels, value in _REQUESTS.findall(server.metrics_text())
               if 'method="ListGames"' in labels)


class ReplicasTest(unittest.TestCase):

    def test_round_robin_over_replicas_and_no_call_lost_when_they_go(self):
        servers = [harness.Arbiterd("--log_level=warn") for _ in range(3)]
        for s in servers:
            s.__enter__()
        killed, drained, kept = servers
        self.addCleanup(lambda: [s.process.kill() for s in servers if s.process.poll() is None])
        client = arbiter.connect("ipv4:" + ",".join(s.address for s in servers), timeout=10)
        self.addCleanup(client.close)

        for _ in range(90):
            self.assertTrue(client.list_games())
        spread = [list_games_calls(s) for s in servers]
        print("90 ListGames over 3 replicas: %s" % spread)
        self.assertEqual(sum(spread), 90)
        for calls in spread:
            self.assertGreaterEqual(calls, 10, spread)

        killed.process.send_signal(signal.SIGKILL)
        killed.process.wait()
        for _ in range(30):
            self.assertTrue(client.list_games())
        self.assertEqual(drained.stop(), 0)  # SIGTERM: drains and exits 0
        before = list_games_calls(kept)
        for _ in range(30):
            self.assertTrue(client.list_games())
        self.assertEqual(list_games_calls(kept), before + 30)
        self.assertEqual(kept.stop(), 0)


if __name__ == "__main__":
    unittest.main()
