#!/usr/bin/env python3
"""Record fixtures through `arbiter replay` (CTest label "records"; docs/records.md).

    ARBITERD=PATH PYTHONPATH=<build>/tests/integration/py:tests/integration \
        python3 records_test.py --arbiter PATH --records tests/records

arbiterd is started by tests/integration/harness.py (hence python3-grpcio and the Python stubs
that tests/integration generates on PYTHONPATH; CTest sets them). Checks, for the fixtures
under tests/records (written by quibbles/generate.py, checked in):
  - the fixture set itself: enough valid and invalid records, each invalid one a different
    violation code, every option value, external and binary records, two won games;
  - `arbiter replay --expectations quibbles/` exits 0 and writes one JUnit test case per record;
  - `arbiter replay quibbles/valid` exits 0; each invalid record alone exits 1 with the step
    and violation code of its `expect` block (from --report-json); the crafted won games end
    finished with their winner;
  - corrupt files (corrupt/) are reported by name, exit 1, while the valid records beside them
    are still reported valid;
  - the real arbiterd (harness.Arbiterd: port 0, stopped with SIGTERM, must exit 0) gives the
    same verdicts, steps, violation codes and final state digests as the in-process replay.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree

import harness

FLAGS = None
RECORD_SUFFIXES = (".json", ".binpb", ".pb")
EXIT_OK, EXIT_INVALID = 0, 1


def record_files(folder):
    found = []
    for root, _, names in os.walk(folder):
        found += [os.path.join(root, n) for n in names if n.endswith(RECORD_SUFFIXES)]
    return sorted(found)


def game_folders():
    """tests/records/<game> for every game with fixtures (not corrupt/)."""
    return [os.path.join(FLAGS.records, d) for d in sorted(os.listdir(FLAGS.records))
            if d != "corrupt" and os.path.isdir(os.path.join(FLAGS.records, d, "valid"))]


def load_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def replay(*args, server=None, timeout=300):
    """Runs `arbiter [--server=S] replay ARGS --report-json R`; returns (exit code, output,
    {absolute path: RecordResult dict})."""
    with tempfile.TemporaryDirectory() as tmp:
        report_path = os.path.join(tmp, "report.json")
        command = [FLAGS.arbiter]
        if server:
            command.append("--server=" + server)
        command += ["replay", *args, "--report-json", report_path]
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True, timeout=timeout)
        results = {}
        if os.path.exists(report_path):
            for r in load_json(report_path).get("results", []):
                results[os.path.abspath(r["path"])] = r
        return done.returncode, done.stdout, results


class FixtureSetTest(unittest.TestCase):
    """The fixtures are what the generator promises (a deleted file would otherwise go
    unnoticed)."""

    def setUp(self):
        self.quibbles = os.path.join(FLAGS.records, "quibbles")
        self.valid = record_files(os.path.join(self.quibbles, "valid"))
        self.invalid = record_files(os.path.join(self.quibbles, "invalid"))

    def test_valid_records_cover_seats_options_and_randomness(self):
        jsons = [load_json(p) for p in self.valid if p.endswith(".json")]
        self.assertGreaterEqual(len(self.valid), 20)
        self.assertTrue(any(p.endswith(".binpb") for p in self.valid))
        self.assertEqual({r["setup"]["seatCount"] for r in jsons}, {2, 3, 4, 5})
        external = [r for r in jsons
                    if r["setup"]["randomness"]["mode"] == "RANDOMNESS_MODE_EXTERNAL"]
        self.assertGreaterEqual(len(external), 6)
        with_digests = [r for r in jsons
                        if any(s.get("expectedStateDigest") for s in r["steps"])]
        self.assertGreaterEqual(len(with_digests), 3)
        seen = set()
        for r in jsons:
            seen |= set(r["setup"].get("options", {}).items())
        for option in [("allow_empty_take", "true"), ("allow_empty_take", "false"),
                       ("stash_surplus", "discard_all"), ("stash_surplus", "keep_surplus"),
                       ("win_requires_six_cards", "true"), ("win_requires_six_cards", "false")]:
            self.assertIn(option, seen)
        for r in jsons:
            self.assertTrue(r.get("description"))
            self.assertNotIn("expect", r)

    def test_each_invalid_record_breaks_a_different_rule(self):
        codes = []
        for path in self.invalid:
            record = load_json(path)
            expect = record["expect"]
            self.assertEqual(expect["verdict"], "REPLAY_VERDICT_ILLEGAL_STEP", path)
            self.assertIn("stepIndex", expect, path)
            self.assertTrue(re.match(r"^(Q\d+|R\d)", record["description"]), path)
            self.assertEqual(record["setup"]["randomness"]["mode"], "RANDOMNESS_MODE_EXTERNAL")
            codes.append(expect["violationCode"])
        self.assertGreaterEqual(len(set(codes)), 20, codes)

    def test_other_games_have_valid_and_distinct_invalid_records(self):
        games = [os.path.basename(g) for g in game_folders()]
        self.assertIn("quibbles", games)
        for folder in game_folders():
            self.assertTrue(record_files(os.path.join(folder, "valid")), folder)
            invalid = record_files(os.path.join(folder, "invalid"))
            codes = [load_json(p)["expect"]["violationCode"] for p in invalid]
            self.assertTrue(codes, folder)
            if not folder.endswith("quibbles"):  # Quibbles: both directions of wrong actor
                self.assertEqual(len(codes), len(set(codes)), (folder, codes))


class InProcessReplayTest(unittest.TestCase):

    def test_expectations_hold_and_junit_has_one_case_per_record(self):
        quibbles = os.path.join(FLAGS.records, "quibbles")
        with tempfile.TemporaryDirectory() as tmp:
            junit = os.path.join(tmp, "junit.xml")
            code, out, results = replay("--expectations", quibbles, "--junit-xml", junit)
            self.assertEqual(code, EXIT_OK, out)
            cases = ElementTree.parse(junit).getroot().iter("testcase")
            names = sorted(os.path.abspath(c.get("name")) for c in cases)
        files = [os.path.abspath(p) for p in record_files(quibbles)]
        self.assertEqual(names, files)
        self.assertEqual(sorted(results), files)
        self.assertTrue(all(r["matchesExpectation"] for r in results.values()))

    def test_valid_folder_is_valid(self):
        valid = os.path.join(FLAGS.records, "quibbles", "valid")
        code, out, results = replay(valid)
        self.assertEqual(code, EXIT_OK, out)
        self.assertEqual(len(results), len(record_files(valid)))
        for path, r in results.items():
            self.assertEqual(r["report"]["verdict"], "REPLAY_VERDICT_VALID", path)
            self.assertEqual(r["report"].get("stepsApplied", 0), r["steps"], path)
            self.assertRegex(r["report"]["finalStateDigest"], "^[0-9a-f]{64}$")

    def test_crafted_games_end_with_a_winner(self):
        winners = {"crafted-win-2p-combine-and-stash.json": 0,
                   "crafted-win-3p-empty-take-keep-surplus.json": 1}
        for name, seat in winners.items():
            code, out, results = replay(os.path.join(FLAGS.records, "quibbles", "valid", name))
            self.assertEqual(code, EXIT_OK, out)
            (r,) = results.values()
            outcome = r["report"]["finalTurn"]["outcome"]
            self.assertEqual(outcome["status"], "OUTCOME_STATUS_FINISHED", name)
            first = [x for x in outcome["results"] if x["rank"] == 1]
            self.assertEqual([x.get("seat", 0) for x in first], [seat], name)
            self.assertGreaterEqual(int(first[0]["score"]), 21, name)

    def test_other_games_meet_their_expectations(self):
        for folder in game_folders():
            code, out, results = replay("--expectations", folder)
            self.assertEqual(code, EXIT_OK, out)
            self.assertEqual(len(results), len(record_files(folder)), folder)

    def test_each_invalid_record_fails_at_its_step_with_its_code(self):
        folders = [os.path.join(FLAGS.records, "quibbles", "mismatch")]
        folders += [os.path.join(g, "invalid") for g in game_folders()]
        for path in [p for f in folders for p in record_files(f)]:
            expect = load_json(path)["expect"]
            code, out, results = replay(path)
            self.assertEqual(code, EXIT_INVALID, out)
            (r,) = results.values()
            report = r["report"]
            self.assertEqual(report["verdict"], expect["verdict"], path)
            self.assertEqual(report.get("stepIndex", 0), expect["stepIndex"], path)
            self.assertEqual(report.get("stepsApplied", 0), expect["stepIndex"], path)
            if "violationCode" in expect:
                self.assertEqual(report["violation"]["code"], expect["violationCode"], path)
                self.assertTrue(report["violation"]["ruleRef"], path)
            else:
                self.assertTrue(report["detail"], path)

    def test_corrupt_files_are_named_and_the_others_still_run(self):
        corrupt = os.path.join(FLAGS.records, "corrupt")
        valid = os.path.join(FLAGS.records, "quibbles", "valid")
        code, out, results = replay(corrupt, valid)
        self.assertEqual(code, EXIT_INVALID, out)
        bad = record_files(corrupt)
        self.assertGreaterEqual(len(bad), 2)
        for path in bad:
            self.assertIn(os.path.basename(path), out)
            self.assertTrue(results[os.path.abspath(path)]["error"], path)
        for path in record_files(valid):
            r = results[os.path.abspath(path)]
            self.assertFalse(r.get("error"), path)
            self.assertEqual(r["report"]["verdict"], "REPLAY_VERDICT_VALID", path)


class ServerReplayTest(unittest.TestCase):
    """In-process and arbiterd (ReplayGame / StreamReplayGame) reach the same reports."""

    def test_server_and_in_process_reports_agree(self):
        folders = game_folders()
        code_local, out_local, local = replay("--expectations", *folders)
        self.assertEqual(code_local, EXIT_OK, out_local)
        with harness.Arbiterd() as server:
            code_remote, out_remote, remote = replay("--expectations", *folders,
                                                     server=server.address)
            self.assertEqual(code_remote, EXIT_OK, out_remote)
            one = record_files(os.path.join(folders[0], "invalid"))[0]
            code_one, out_one, _ = replay(one, server=server.address)
            self.assertEqual(code_one, EXIT_INVALID, out_one)
        self.assertEqual(sorted(local), sorted(remote))
        self.assertEqual(len(local), sum(len(record_files(f)) for f in folders))
        for path in local:
            a, b = local[path]["report"], remote[path]["report"]
            self.assertFalse(remote[path].get("error"), path)
            self.assertEqual(a["verdict"], b["verdict"], path)
            self.assertEqual(a["finalStateDigest"], b["finalStateDigest"], path)
            self.assertEqual(a.get("stepIndex", 0), b.get("stepIndex", 0), path)
            self.assertEqual(a.get("stepsApplied", 0), b.get("stepsApplied", 0), path)
            self.assertEqual(a.get("violation", {}).get("code"),
                             b.get("violation", {}).get("code"), path)
            self.assertEqual(a.get("finalTurn"), b.get("finalTurn"), path)


def main():
    global FLAGS
    parser = argparse.ArgumentParser()
    parser.add_argument("--arbiter", required=True)
    parser.add_argument("--records", required=True, help="the tests/records source folder")
    FLAGS, rest = parser.parse_known_args()
    unittest.main(argv=[sys.argv[0], "-v", *rest])


if __name__ == "__main__":
    main()
