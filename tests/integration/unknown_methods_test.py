"""Calls to methods arbiterd does not serve, through a real arbiterd without tokens: answered
UNIMPLEMENTED by arbiterd's fallback (service/server/unknown_method.h), counted as
arbiter_requests_total{method="unknown",game="unknown",code="UNIMPLEMENTED"} and logged with
the path's last segment as `method`, for unary and streaming calls alike; the registered
services (RulesService, health, reflection) still answer.
"""
import unittest

import grpc

from arbiter.v1 import rules_service_pb2

import harness

# grpc.health.v1.HealthCheckResponse{status: SERVING}: field 1, varint 1.
HEALTH_SERVING = b"\x08\x01"
# grpc.reflection.v1alpha.ServerReflectionRequest{list_services: "*"}: field 7, length 1.
REFLECTION_LIST_SERVICES = b"\x3a\x01*"


class UnknownMethodsTest(harness.ArbiterdTestCase):
    def counted(self):
        return self.server.metric("arbiter_requests_total", code="UNIMPLEMENTED", game="unknown",
                                  method="unknown") or 0

    def test_unknown_methods_are_answered_counted_and_logged(self):
        channel = self.server.channel()
        before = self.counted()
        logged_from = len(self.server.request_log())
        calls = [
            ("/arbiter.v1.RulesService/Nope", "Nope",
             lambda path: channel.unary_unary(path)(b"\x0a\x00", timeout=30)),
            ("/x.Y/Z", "Z", lambda path: channel.unary_unary(path)(b"", timeout=30)),
            ("/x.Y/Stream", "Stream",
             lambda path: list(channel.stream_stream(path)(iter([b"a", b"b"]), timeout=30))),
        ]
        for path, method, call in calls:
            with self.subTest(path=path):
                with self.assertRaises(grpc.RpcError) as caught:
                    call(path)
                self.assertEqual(caught.exception.code(), grpc.StatusCode.UNIMPLEMENTED)
                self.assertEqual(caught.exception.details(),
                                 "method: '%s' is not served here" % path)
        self.assertEqual(self.counted(), before + len(calls))
        self.assertEqual(self.server.metric("arbiter_inflight_requests"), 0)

        def logged():
            return {(e.get("level"), e.get("method"), e.get("code"), e.get("game"),
                     e.get("error"))
                    for e in self.server.request_log()[logged_from:]}

        # A warning: an unknown method is the caller's mistake, not a server fault.
        want = {("warn", method, "UNIMPLEMENTED", "unknown",
                 "method: '%s' is not served here" % path)
                for path, method, _ in calls}
        self.assertTrue(harness.wait_until(lambda: want <= logged()), logged())

    def test_a_long_hostile_path_is_cut_in_the_message_and_the_log(self):
        channel = self.server.channel()
        path = "/x.Y/" + "\x7f" * 10 + "A" * 500
        logged_from = len(self.server.request_log())
        with self.assertRaises(grpc.RpcError) as caught:
            channel.unary_unary(path)(b"", timeout=30)
        self.assertEqual(caught.exception.code(), grpc.StatusCode.UNIMPLEMENTED)
        details = caught.exception.details()
        self.assertLess(len(details), 400)
        self.assertIn("\\x7f", details)
        self.assertNotIn("\x7f", details)

        def lines():
            return [e for e in self.server.request_log()[logged_from:]
                    if e.get("code") == "UNIMPLEMENTED"]

        self.assertTrue(harness.wait_until(lambda: len(lines()) == 1))
        self.assertLessEqual(len(lines()[0]["method"]), 64)

    def test_registered_services_still_answer(self):
        channel = self.server.channel()
        before = self.counted()
        health = channel.unary_unary("/grpc.health.v1.Health/Check")(b"", timeout=30)
        self.assertEqual(health, HEALTH_SERVING)
        reflection = list(channel.stream_stream(
            "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo")(
                iter([REFLECTION_LIST_SERVICES]), timeout=30))
        self.assertEqual(len(reflection), 1)
        for service in (b"arbiter.v1.RulesService", b"grpc.health.v1.Health"):
            self.assertIn(service, reflection[0])
        games = self.stub.ListGames(rules_service_pb2.ListGamesRequest(), timeout=30)
        self.assertTrue([g.game_id for g in games.games], "ListGames lists no game")
        self.assertEqual(self.counted(), before)


if __name__ == "__main__":
    unittest.main(verbosity=2)
