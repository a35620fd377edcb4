"""The `arbiter` CLI's one backend (clients/cli/backend.h) answers alike in-process and against a
real arbiterd (--server): every fixture record under tests/records/ replayed both ways gives a
byte-identical `--report-json` report, and a sample of the other calls (games, new, legal,
apply, view) byte-identical stdout and stderr.

The only field normalised is RecordResult.seconds, the wall time of each record's validation,
which legitimately differs between two runs; it is removed from the raw JSON text by a regular
expression (the report is not re-serialised), and everything else is compared byte for byte.
"""
import glob
import json
import os
import re
import subprocess
import unittest

import harness

HERE = os.path.dirname(os.path.abspath(__file__))
RECORDS = os.path.normpath(os.path.join(HERE, "..", "records"))
# clients/cli/backend.h ValidateOptions: records longer than this go through StreamReplayGame.
STREAM_ABOVE_STEPS = 2000
# The per-record wall time, `"seconds": 0.0123` in the pretty JSON (replay_summary.proto).
SECONDS = re.compile(r'\n *"seconds": [0-9.eE+-]+,?')


def run(*args, stdin=None):
    return subprocess.run([harness.ARBITER_CLI, *args], input=stdin, capture_output=True,
                          text=True, timeout=600)


def fixture_records():
    found = []
    for pattern in ("*.json", "*.binpb", "*.pb"):
        found += glob.glob(os.path.join(RECORDS, "**", pattern), recursive=True)
    return sorted(found)


def without_seconds(report_text):
    # "seconds" may be the last field of its object: drop a trailing comma left dangling.
    text = SECONDS.sub("", report_text)
    return re.sub(r",(\n *})", r"\1", text)


class CliParityTest(harness.ArbiterdFilesTestCase):
    def replay_both(self, *paths):
        """Replays `paths` in-process and with --server; returns the two reports' text."""
        reports = []
        for where in ([], ["--server=" + self.server.address]):
            report = self.path("report-%d.json" % len(reports))
            done = run(*where, "replay", "--expectations", "--report-json", report, *paths)
            self.assertIn(done.returncode, (0, 1), done.stderr)
            with open(report) as f:
                reports.append((done, f.read()))
        (local, local_report), (remote, remote_report) = reports
        self.assertEqual(local.returncode, remote.returncode)
        self.assertEqual(local.stderr, remote.stderr)
        self.assertEqual(without_seconds(local_report), without_seconds(remote_report))
        self.assertNotIn('"seconds"', without_seconds(local_report))
        return json.loads(local_report)

    def test_every_fixture_record_gets_the_same_report_both_ways(self):
        files = fixture_records()
        self.assertGreater(len(files), 50, RECORDS)
        summary = self.replay_both(RECORDS)
        self.assertEqual(summary["records"], len(files))
        self.assertEqual(sorted(r["path"] for r in summary["results"]), files)
        # The fixtures hold every kind of answer: valid, invalid verdicts, unreadable files.
        self.assertGreater(summary["valid"], 0)
        self.assertGreater(summary["invalid"], 0)
        self.assertGreater(summary["errors"], 0)

    def test_a_streamed_record_gets_the_same_report_both_ways(self):
        # A valid fixture, its steps repeated past the streaming threshold: both backends send
        # it as StreamReplayGame messages; the first repeated step is judged on a finished game.
        valid = sorted(glob.glob(os.path.join(RECORDS, "*", "valid", "*.json")))[0]
        with open(valid) as f:
            record = json.load(f)
        steps = record["steps"]
        record["steps"] = (steps * (STREAM_ABOVE_STEPS // len(steps) + 2))[:STREAM_ABOVE_STEPS + 7]
        long_path = self.path("long.json")
        with open(long_path, "w") as f:
            json.dump(record, f)
        # The same record with a game this build does not have: the same error both ways.
        record["setup"]["gameId"] = "chess"
        unknown_path = self.path("long_unknown_game.json")
        with open(unknown_path, "w") as f:
            json.dump(record, f)
        summary = self.replay_both(long_path, unknown_path)
        results = {os.path.basename(r["path"]): r for r in summary["results"]}
        self.assertEqual(results["long.json"]["steps"], STREAM_ABOVE_STEPS + 7)
        self.assertNotEqual(results["long.json"]["report"]["verdict"], "REPLAY_VERDICT_VALID")
        self.assertIn("unknown game", results["long_unknown_game.json"]["error"])

    def both(self, *args, stdin=None):
        """Runs in-process and with --server; stdout, stderr and exit code must be the same."""
        local = run("--format=json", *args, stdin=stdin)
        remote = run("--format=json", "--server=" + self.server.address, *args, stdin=stdin)
        self.assertEqual(local.stdout, remote.stdout, args)
        self.assertEqual(local.stderr, remote.stderr, args)
        self.assertEqual(local.returncode, remote.returncode, args)
        return local

    def test_a_sample_of_the_other_calls_answers_the_same_both_ways(self):
        games = json.loads(self.both("games").stdout)["games"]
        self.assertGreaterEqual(len(games), 3)
        for info in games:
            game = info["gameId"]
            seats = str(info.get("minSeats", 2))
            new = self.both("new", game, "--seats", seats, "--seed", "11")
            self.assertEqual(new.returncode, 0, new.stderr)
            state = self.path(game + "-0.json")
            with open(state, "w") as f:
                f.write(new.stdout)
            for step in range(3):
                turn = json.loads(new.stdout)["turn"]
                if not turn.get("actingSeats"):
                    break
                seat = str(turn["actingSeats"][0])
                self.both("view", "--state", state, "--seat", seat)
                self.both("view", "--state", state, "--spectator")
                legal = self.both("legal", "--state", state, "--seat", seat)
                self.assertEqual(legal.returncode, 0, legal.stderr)
                actions = json.loads(legal.stdout)["actions"]
                # Another seat's action (illegal or an error) answers the same too.
                other = str((int(seat) + 1) % int(seats))
                self.both("apply", "--state", state, "--seat", other,
                          "--action", json.dumps(actions[-1]))
                new = self.both("apply", "--state", state, "--seat", seat,
                                "--action", json.dumps(actions[0]))
                self.assertEqual(new.returncode, 0, new.stderr)
                state = self.path("%s-%d.json" % (game, step + 1))
                with open(state, "w") as f:
                    f.write(new.stdout)
        # Errors alike: an unknown game, a missing state field.
        self.assertEqual(self.both("new", "chess", "--seats", "2").returncode, 2)
        self.assertEqual(self.both("legal", "--state", "-", "--seat", "0", stdin="{}").returncode,
                         2)


if __name__ == "__main__":
    unittest.main()
