"""`arbiter replay --shard I/N` and `--merge` (issue 23 §2) through the CLI: the record fixtures
(tests/records: every game's valid, invalid and mismatch records and the corrupt files) split in
3 shards, each validated by its own `arbiter replay` process against its own arbiterd, run at
the same time; `arbiter replay --merge` of the 3 JSON reports writes the JSON report, the JUnit
report and the table of the unsharded run (against a fourth arbiterd and shard 0's, given as
`--server ipv4:A,B`: the CLI's round_robin spreads its calls over both), byte for byte except
the wall times, and exits as it does. Sharded reports that are not one whole run are refused
with exit 2 naming the problem.
"""
import json
import os
import re
import subprocess
import tempfile
import unittest

import harness

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir)
RECORDS = os.path.relpath(os.path.join(ROOT, "tests", "records"))
SHARDS = 3


def replay_calls(server):
    """ReplayGame and StreamReplayGame calls `server` answered (its /metrics)."""
    return sum(float(m.group(2)) for m in re.finditer(
        r'^arbiter_requests_total\{([^}]*)\} (\S+)$', server.metrics_text(), re.M)
        if re.search(r'method="(Stream)?ReplayGame"', m.group(1)))


def without_times(text):
    """A report without its wall times: JSON "seconds" and JUnit time= values."""
    text = re.sub(r'"seconds": [0-9.eE+-]+', '"seconds": 0', text)
    return re.sub(r'time="[0-9.]+"', 'time=""', text)


class ShardReplayTest(unittest.TestCase):

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory(prefix="arbiter_shards_")
        self.addCleanup(self.dir.cleanup)

    def path(self, name):
        return os.path.join(self.dir.name, name)

    def replay(self, *args):
        return subprocess.Popen([harness.ARBITER_CLI, "replay", *args], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)

    def read(self, name):
        with open(self.path(name)) as f:
            return f.read()

    def test_merged_shards_are_the_unsharded_run(self):
        servers = [harness.Arbiterd("--log_level=warn") for _ in range(SHARDS + 1)]
        for s in servers:
            s.__enter__()
            self.addCleanup(s.__exit__, None, None, None)
        shards = [self.replay(RECORDS, "--expectations", "--server", servers[i].address,
                              "--shard", "%d/%d" % (i, SHARDS),
                              "--report-json", self.path("shard%d.json" % i),
                              "--junit-xml", self.path("shard%d.xml" % i))
                  for i in range(SHARDS)]
        # The unsharded run through the CLI's client-side round_robin over two servers: the
        # fourth and shard 0's (calls spread over both, the same report).
        whole = self.replay(RECORDS, "--expectations", "--server",
                            "ipv4:%s,%s" % (servers[SHARDS].address, servers[0].address),
                            "--report-json", self.path("whole.json"),
                            "--junit-xml", self.path("whole.xml"))
        whole_out, whole_err = whole.communicate(timeout=300)
        self.assertIn(whole.returncode, (0, 1), whole_err)
        whole_report = json.loads(self.read("whole.json"))
        paths = [r["path"] for r in whole_report["results"]]
        self.assertGreater(len(paths), 90)
        self.assertEqual(whole_report.get("shard"), None)
        judged = len([r for r in whole_report["results"] if "report" in r])
        fourth = replay_calls(servers[SHARDS])
        self.assertGreater(fourth, judged // 5, "round_robin sent the fourth server too little")
        self.assertLess(fourth, judged - judged // 5, "round_robin sent the fourth server all")

        shard_paths = []
        for i, p in enumerate(shards):
            out, err = p.communicate(timeout=300)
            self.assertIn(p.returncode, (0, 1), err)
            report = json.loads(self.read("shard%d.json" % i))
            self.assertEqual(report["shard"], "%d/%d" % (i, SHARDS))
            mine = [r["path"] for r in report.get("results", [])]
            self.assertGreater(len(mine), len(paths) // SHARDS // 2, "shard %d: %d" % (i, len(mine)))
            self.assertEqual(report.get("records", 0), len(mine))
            shard_paths += mine
        self.assertEqual(sorted(shard_paths), paths, "the shards are not a partition")

        merge = self.replay("--merge", "--expectations",
                            *(self.path("shard%d.json" % i) for i in reversed(range(SHARDS))),
                            "--report-json", self.path("merged.json"),
                            "--junit-xml", self.path("merged.xml"))
        merged_out, merged_err = merge.communicate(timeout=120)
        self.assertEqual(merge.returncode, whole.returncode, merged_err)
        self.assertEqual(merged_out, whole_out)  # the table (no times in it)
        self.assertEqual(without_times(self.read("merged.json")),
                         without_times(self.read("whole.json")))
        self.assertEqual(without_times(self.read("merged.xml")),
                         without_times(self.read("whole.xml")))
        self.assertNotEqual(without_times(self.read("merged.xml")), self.read("merged.xml"))
        print("%d records in %d shards (%s), merged report identical to the unsharded run's "
              "except wall times; exit %d" %
              (len(paths), SHARDS, [len(json.loads(self.read("shard%d.json" % i))
                                        .get("results", [])) for i in range(SHARDS)],
               merge.returncode))

        # Not one whole run: exit 2, the problem named.
        for args, message in [
                ((self.path("shard0.json"), self.path("shard1.json")),
                 "2 of 3 shards given; missing shard 2"),
                ((self.path("shard0.json"), self.path("shard1.json"), self.path("shard1.json")),
                 "shard 1/3 given twice"),
                ((self.path("whole.json"),), "not a shard's report"),
                ((self.path("whole.xml"),), self.path("whole.xml")),
                ((self.path("none.json"),), self.path("none.json"))]:
            p = self.replay("--merge", *args)
            _, err = p.communicate(timeout=60)
            self.assertEqual(p.returncode, 2, err)
            self.assertIn(message, err)

    def test_bad_shard_is_a_usage_error_naming_the_flag(self):
        for bad in ("3/3", "1", "-1/2", "a/b", "1/0"):
            p = self.replay(RECORDS, "--shard", bad)
            out, err = p.communicate(timeout=60)
            self.assertEqual(p.returncode, 2, (bad, err))
            self.assertIn("--shard", err)
            self.assertEqual(out, "")
        p = self.replay("--merge", "--shard", "0/2", self.path("x.json"))
        _, err = p.communicate(timeout=60)
        self.assertEqual(p.returncode, 2)
        self.assertIn("--merge and --shard", err)

    def test_a_shard_with_no_records_writes_an_empty_report(self):
        record = os.path.join(RECORDS, "corrupt")
        files = sorted(os.listdir(record))
        self.assertTrue(files)
        # 100000 shards: nearly every one is empty; find one the corrupt records miss.
        reports = []
        for i in range(5):
            p = self.replay(record, "--shard", "%d/100000" % i,
                            "--report-json", self.path("s%d.json" % i))
            out, err = p.communicate(timeout=60)
            report = json.loads(self.read("s%d.json" % i))
            if not report.get("results"):
                self.assertEqual(p.returncode, 0, err)
                self.assertIn("0 records", out)
                self.assertEqual(report["shard"], "%d/100000" % i)
                reports.append(i)
        self.assertTrue(reports)


if __name__ == "__main__":
    unittest.main()
