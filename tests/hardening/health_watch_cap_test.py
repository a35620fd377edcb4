"""grpc.health.v1 Watch streams are capped in number and in time (issue 24, open gap).

Health needs no token (probes must work), and gRPC's default health service had no bound:
10,000 unauthenticated Watch streams cost 169 MB on a TLS + token server. arbiterd now serves its
own health service (service/server/health_service.h): at most --max_health_watches streams
(default 1000) per port, one more answered RESOURCE_EXHAUSTED naming the flag, and each stream
ends at --max_call_seconds like every call, DEADLINE_EXCEEDED naming that flag.

Through the real arbiterd, as raw gRPC calls (request and response bytes; HealthCheckResponse
{status: SERVING} is 08 01): the default cap (1000 streams open, the 1001st refused, a freed
slot taken again, Check unaffected), the call cap on a stream, and the health-only port's own
cap.
"""
import re
import unittest

import grpc

import harness

WATCH = "/grpc.health.v1.Health/Watch"
CHECK = "/grpc.health.v1.Health/Check"
SERVING = b"\x08\x01"
DEFAULT_CAP = 1000
# Spread over enough connections that none reaches --max_concurrent_streams (default 100).
CONNECTIONS = 20


def connection(address):
    return grpc.insecure_channel(address, options=[("grpc.use_local_subchannel_pool", 1)])


class HealthWatchCapTest(unittest.TestCase):

    def open_watches(self, channels, count):
        """`count` Watch streams over `channels`, each past its first answer (SERVING)."""
        watches = []
        for i in range(count):
            watch = channels[i % len(channels)].unary_stream(WATCH)(b"", timeout=120)
            watches.append(watch)
        for watch in watches:
            self.assertEqual(next(watch), SERVING)
        return watches

    def assertWatchRefused(self, channel, flag="--max_health_watches"):
        watch = channel.unary_stream(WATCH)(b"", timeout=30)
        with self.assertRaises(grpc.RpcError) as caught:
            next(watch)
        self.assertEqual(caught.exception.code(), grpc.StatusCode.RESOURCE_EXHAUSTED,
                         caught.exception.details())
        self.assertIn(flag, caught.exception.details())

    def test_the_default_cap_refuses_the_watch_past_it(self):
        with harness.Arbiterd() as server:
            channels = [connection(server.address) for _ in range(CONNECTIONS)]
            try:
                watches = self.open_watches(channels, DEFAULT_CAP)
                self.assertWatchRefused(channels[0])
                # Check is not a stream and not capped.
                self.assertEqual(channels[1].unary_unary(CHECK)(b"", timeout=30), SERVING)
                # A watch that ends frees its slot.
                watches.pop().cancel()
                self.assertTrue(harness.wait_until(lambda: self.try_watch(channels[2]), 30),
                                "a freed slot was not taken again")
                for watch in watches:
                    watch.cancel()
            finally:
                for channel in channels:
                    channel.close()

    def try_watch(self, channel):
        watch = channel.unary_stream(WATCH)(b"", timeout=30)
        try:
            return next(watch) == SERVING
        except grpc.RpcError:
            return False
        finally:
            watch.cancel()

    def test_a_watch_ends_at_the_call_cap(self):
        with harness.Arbiterd("--max_call_seconds=1") as server:
            with connection(server.address) as channel:
                watch = channel.unary_stream(WATCH)(b"", timeout=60)
                self.assertEqual(next(watch), SERVING)
                with self.assertRaises(grpc.RpcError) as caught:
                    next(watch)
                self.assertEqual(caught.exception.code(), grpc.StatusCode.DEADLINE_EXCEEDED)
                self.assertIn("--max_call_seconds", caught.exception.details())

    def test_the_health_port_has_its_own_cap(self):
        with harness.Arbiterd("--health_listen=127.0.0.1:0", "--max_health_watches=5") as server:
            health_address = next(
                re.match(r"health on (\S+)", line).group(1)
                for line in server.stdout_lines if line.startswith("health on "))
            with connection(health_address) as health, connection(server.address) as main:
                on_health = self.open_watches([health], 5)
                self.assertWatchRefused(health)
                on_main = self.open_watches([main], 5)  # the main port counts its own
                self.assertWatchRefused(main)
                for watch in on_health + on_main:
                    watch.cancel()


if __name__ == "__main__":
    unittest.main()
