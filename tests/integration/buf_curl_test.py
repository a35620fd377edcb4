"""arbiterd through server reflection with `buf curl` (no local schema): health is SERVING,
ListGames lists quibbles, NewGame answers a state whose Any payload buf resolves by
reflection, and a bad request comes back with its gRPC code.
"""
import json
import subprocess
import unittest

import harness


class BufCurlTest(harness.ArbiterdTestCase):

    def curl(self, method, data="{}", expect_ok=True):
        result = subprocess.run(
            [harness.BUF, "curl", "--protocol", "grpc", "--http2-prior-knowledge",
             "--data", data, "http://%s/%s" % (self.server.address, method)],
            capture_output=True, text=True, timeout=120)
        if expect_ok:
            self.assertEqual(result.returncode, 0, result.stderr)
            return json.loads(result.stdout)
        self.assertNotEqual(result.returncode, 0, result.stdout)
        return result.stderr

    def test_health_is_serving(self):
        self.assertEqual(self.curl("grpc.health.v1.Health/Check"), {"status": "SERVING"})

    def test_list_games_lists_quibbles(self):
        games = self.curl("arbiter.v1.RulesService/ListGames")["games"]
        quibbles = [g for g in games if g["gameId"] == "quibbles"]
        self.assertEqual(len(quibbles), 1, games)
        self.assertEqual(quibbles[0]["minSeats"], 2)
        self.assertEqual(quibbles[0]["maxSeats"], 5)
        self.assertEqual(quibbles[0]["actionType"], "arbiter.games.quibbles.v1.Action")

    def test_new_game_answers(self):
        answer = self.curl("arbiter.v1.RulesService/NewGame", json.dumps({
            "setup": {"gameId": "quibbles", "seatCount": 3,
                      "randomness": {"mode": "RANDOMNESS_MODE_SEEDED", "seed": "7"}}}))
        payload = answer["state"]["payload"]
        self.assertEqual(payload["@type"], "type.googleapis.com/arbiter.games.quibbles.v1.State")
        self.assertEqual(len(payload["seats"]), 3)
        self.assertEqual(answer["turn"]["actingSeats"], [0])

    def test_unknown_game_is_not_found(self):
        stderr = self.curl("arbiter.v1.RulesService/NewGame",
                           json.dumps({"setup": {"gameId": "chess", "seatCount": 2}}),
                           expect_ok=False)
        self.assertIn("not_found", stderr.lower().replace(" ", "_"), stderr)
        self.assertIn("setup.game_id", stderr)

    def test_reflection_lists_the_services(self):
        result = subprocess.run(
            [harness.BUF, "curl", "--protocol", "grpc", "--http2-prior-knowledge",
             "--list-methods", "http://%s" % self.server.address],
            capture_output=True, text=True, timeout=120)
        self.assertEqual(result.returncode, 0, result.stderr)
        methods = result.stdout.split()
        for method in ("arbiter.v1.RulesService/ApplyAction",
                       "arbiter.v1.RulesService/ListLegalActions",
                       "arbiter.v1.RulesService/GetPlayerView",
                       "grpc.health.v1.Health/Check"):
            self.assertIn(method, methods)


if __name__ == "__main__":
    unittest.main(verbosity=2)
