"""Under sealing, replays mint no sealed states (issue 24, open gap).

A replay's caller chooses the whole setup: the seed, or in RANDOMNESS_MODE_EXTERNAL every chance
outcome (the deal). Before the fix a sealed arbiterd answered a failed replay with a *sealed*
state_before, and ApplyAction accepted it as a state the server had issued: anyone who could
call ReplayGame could mint sealed states for a deal of their choosing, although under sealing
only the trusted side may call NewGame (docs/operations.md, "Sealed state"). Now a sealed
server's replay reports carry no state_before (service/sealing/seal_calls.h SealReport); the
rest of the report is unchanged, and without sealing state_before is there, open, as before.

Through the real arbiterd with --seal_keys_file: ReplayGame and StreamReplayGame, seeded and
external setups, each with a first step that is illegal (a seat acting out of turn).
"""
import os
import subprocess
import tempfile
import unittest

from arbiter.v1 import game_state_pb2, record_pb2, rules_service_pb2

import harness



class ReplayMintTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        tmp = tempfile.TemporaryDirectory()
        cls.addClassCleanup(tmp.cleanup)
        key = subprocess.run(["openssl", "rand", "-base64", "32"], check=True,
                             capture_output=True, text=True).stdout.strip()
        keys = os.path.join(tmp.name, "seal.keys")
        with open(keys, "w") as f:
            f.write("k1 %s\n" % key)
        os.chmod(keys, 0o400)
        cls.sealed = cls.enterClassContext(
            harness.Arbiterd("--seal_keys_file=" + keys, "--seal_key_id=k1"))
        cls.open = cls.enterClassContext(harness.Arbiterd())
        # Any game will do: the first listed, with its fewest seats, and an action seat 0 may
        # take at the start of a seeded game (from the open server).
        info = cls.open.stub().ListGames(rules_service_pb2.ListGamesRequest(), timeout=30).games[0]
        cls.game, cls.seats = info.game_id, info.min_seats
        first = harness.new_game(cls.open.stub(), cls.game, cls.seats, seed=7).state
        cls.action = harness.legal_actions(cls.open.stub(), first, 0)[0]

    def record(self, external):
        setup = game_state_pb2.GameSetup(game_id=self.game, seat_count=self.seats)
        if external:
            setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_EXTERNAL
        else:
            setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
            setup.randomness.seed = 424242  # the caller's choice
        # Seat 1 acts first, out of turn: the replay fails at step 0, with a state before it.
        step = record_pb2.RecordStep(actor=harness.actor(seat=1), action=self.action)
        return record_pb2.GameRecord(setup=setup, steps=[step])

    def replay(self, server, record):
        return server.stub().ReplayGame(rules_service_pb2.ReplayGameRequest(record=record),
                                        timeout=30).report

    def stream_replay(self, server, record):
        header = record_pb2.GameRecord()
        header.CopyFrom(record)
        del header.steps[:]
        requests = [rules_service_pb2.StreamReplayGameRequest(header=header),
                    rules_service_pb2.StreamReplayGameRequest(
                        steps=rules_service_pb2.ReplaySteps(steps=record.steps))]
        return server.stub().StreamReplayGame(iter(requests), timeout=30).report

    def assertFailedAtFirstStep(self, report):
        self.assertNotEqual(report.verdict, record_pb2.REPLAY_VERDICT_VALID, report)
        self.assertEqual(report.step_index, 0)
        self.assertEqual(report.steps_applied, 0)
        self.assertTrue(report.final_state_digest)

    def test_a_sealed_server_answers_replays_without_state_before(self):
        for external in (False, True):
            for name, call in (("ReplayGame", self.replay),
                               ("StreamReplayGame", self.stream_replay)):
                with self.subTest(call=name, external=external):
                    report = call(self.sealed, self.record(external))
                    self.assertFailedAtFirstStep(report)
                    self.assertFalse(report.HasField("state_before"),
                                     "a sealed server minted a state for the caller's setup")

    def test_a_server_without_sealing_still_answers_the_open_state_before(self):
        for external in (False, True):
            with self.subTest(external=external):
                report = self.replay(self.open, self.record(external))
                self.assertFailedAtFirstStep(report)
                self.assertTrue(report.HasField("state_before"))
                self.assertTrue(report.state_before.HasField("payload"))
                self.assertFalse(report.state_before.HasField("sealed"))


if __name__ == "__main__":
    unittest.main()
