#!/usr/bin/env python3
"""The peer comparison of BENCHMARKS.md on fake bench.sh outputs (CTest bench_peer_sections, a
second, no peer needed): peer_bench.py's section (wall and CPU rates from either kind of Google
Benchmark rate, the ratios, the target's verdict, and what was skipped and why), every game's
engines/<game>/testing/peer/{peer_speed,bench_section}.py (a peer_speed.py with its variables
unset writes why it skipped and exits 0; its section then says so), and write_report.py on a
whole fake output folder with those sections in the report.

    python3 tests/bench/peer_sections_test.py
"""
import glob
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import peer_bench  # noqa: E402
import write_report  # noqa: E402

GAME = "my_game"  # a made-up id: the shared section only knows the id it is given


def peer_json(**over):
    p = {"peer": "someone/peer", "peer_version": "abc1234 (main)", "command": "driver 100 --bare",
         "games": 100, "decisions": 20000, "inside_s": 10.0, "peer_calls_s": 9.5,
         "decisions_per_s": 2000.0, "cpu_s": 5.1, "cpu_s_one": 0.1, "decisions_one": 200,
         "decisions_per_cpu_s": 3960.0, "crashes": 0, "load_before": "1.00 1.00 1.00",
         "load": "1.50 1.10 1.00"}
    p.update(over)
    return p


def write_peer(out, game, obj):
    os.makedirs(os.path.join(out, "peer"), exist_ok=True)
    with open(os.path.join(out, "peer", game + ".json"), "w") as f:
        json.dump(obj, f)


def section(out, bench):
    return "\n".join(peer_bench.decision_section(
        out, bench, write_report.fmt, write_report.read, GAME, "My Game", "someone/peer",
        [GAME + "/NativeDecision", GAME + "/NativeDecision/real_time"], "PEER_MY_DIR"))


class DecisionSection(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.out = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def test_cpu_rate_converted_to_wall_and_ratios(self):
        # A rate of a benchmark without UseRealTime is per CPU second: 500,000 decisions per
        # CPU second over 2 s wall for 1 s CPU is 250,000 per wall second.
        bench = {GAME + "/NativeDecision": {"decisions_per_s": 500000.0, "real_time": 2.0,
                                            "cpu_time": 1.0}}
        write_peer(self.out, GAME, peer_json(decisions_per_s=2500.0, decisions_per_cpu_s=4000.0))
        md = section(self.out, bench)
        self.assertIn("| engine (native) | 250,000 | 500,000 |", md)
        self.assertIn("| peer (`--bare`) | 2,500 | 4,000 |", md)
        self.assertIn("| **engine ÷ peer** | **100 ×** | **125 ×** |", md)
        self.assertIn("| target ≥ 100 × (per CPU second) | | met |", md)
        self.assertIn("abc1234 (main)", md)
        self.assertIn("`1.00 1.00 1.00`", md)
        self.assertNotIn("No ", md)

    def test_real_time_rate_converted_to_cpu_and_target_missed(self):
        bench = {GAME + "/NativeDecision/real_time": {"decisions_per_s": 100000.0,
                                                      "real_time": 2.0, "cpu_time": 1.0}}
        write_peer(self.out, GAME, peer_json(decisions_per_s=1000.0, decisions_per_cpu_s=4000.0))
        md = section(self.out, bench)
        self.assertIn("| engine (native) | 100,000 | 200,000 |", md)
        self.assertIn("| **engine ÷ peer** | **100 ×** | **50.0 ×** |", md)
        self.assertIn("| **NOT met** |", md)

    def test_skipped_peer_says_why(self):
        bench = {GAME + "/NativeDecision": {"decisions_per_s": 1.0, "real_time": 1.0,
                                            "cpu_time": 1.0}}
        write_peer(self.out, GAME, {"skipped": "PEER_MY_DIR not set"})
        md = section(self.out, bench)
        self.assertIn("No peer figure: the comparison was skipped: PEER_MY_DIR not set", md)
        self.assertNotIn("engine ÷ peer", md)

    def test_failed_peer_and_missing_file(self):
        write_peer(self.out, GAME, {"error": "driver exited 2\nTraceback ..."})
        self.assertIn("the peer failed: driver exited 2.", section(self.out, {}))
        os.remove(os.path.join(self.out, "peer", GAME + ".json"))
        self.assertIn("bench.sh did not run the peer", section(self.out, {}))

    def test_missing_engine_figure_says_which(self):
        write_peer(self.out, GAME, peer_json())
        bench = {GAME + "/NativeDecision": {"error_occurred": True}}
        md = section(self.out, bench)
        self.assertIn("No engine figure: engine_bench reported none of `my_game/NativeDecision`", md)
        self.assertIn("| peer (`--bare`) | 2,000 | 3,960 |", md)


def peer_folders():
    return sorted(glob.glob(os.path.join(ROOT, "engines", "*", "testing", "peer")))


class EveryGamesPeer(unittest.TestCase):
    def test_peer_speed_without_its_variables_skips_and_the_section_says_so(self):
        env = {k: v for k, v in os.environ.items() if not k.startswith("PEER_")}
        found = 0
        for folder in peer_folders():
            game = os.path.relpath(folder, os.path.join(ROOT, "engines")).split(os.sep)[0]
            speed = os.path.join(folder, "peer_speed.py")
            if not os.path.exists(speed):
                continue
            found += 1
            with self.subTest(game=game), tempfile.TemporaryDirectory() as out:
                done = subprocess.run([sys.executable, speed, "--out",
                                       os.path.join(out, "peer", game + ".json"), "--cpu", "-1"],
                                      env=env, capture_output=True, text=True, timeout=60)
                self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
                with open(os.path.join(out, "peer", game + ".json")) as f:
                    reason = json.load(f)["skipped"]
                self.assertIn("not set", reason)
                spec = importlib.util.spec_from_file_location(
                    "bench_section_" + game, os.path.join(folder, "bench_section.py"))
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                md = "\n".join(module.section(out, {}, write_report.fmt, write_report.read))
                self.assertIn("against the peer", md)
                self.assertIn(reason, md)
                self.assertIn("No engine figure", md)
        self.assertGreater(found, 0, "no engines/*/testing/peer/peer_speed.py")


def phase(qps):
    return {"calls": 1000, "errors": 0, "rejected": 0, "skipped": 0, "qps": qps, "mean_us": 10.0,
            "p50_us": 9.0, "p90_us": 12.0, "p99_us": 20.0, "p999_us": 30.0, "max_us": 40.0,
            "server_cpu_us_per_call": 5.0, "server_user_cpu_us_per_call": 4.0,
            "server_system_cpu_us_per_call": 1.0, "client_cpu_s": 0.5, "seconds": 1.0,
            "errors_by_code": {}}


def loadgen(rate=None):
    config = {"outstanding": 16, "rounds": 1, "duration_s": 1, "apply_requests": 10}
    if rate:
        config["rate"] = rate
    return {"phases": {"health": phase(1000.0), "apply": phase(900.0)},
            "ratios": {"throughput": 0.9, "p99": 1.0}, "config": config,
            "server_rss_kib": {"before": 1000, "after": 1001, "growth": 0.001}}


class WholeReport(unittest.TestCase):
    def test_write_report_on_fake_outputs_has_every_games_peer_section(self):
        with tempfile.TemporaryDirectory() as out:
            files = {"engine.json": {"benchmarks": [], "context": {}},
                     "loadgen_closed.json": loadgen(), "loadgen_open.json": loadgen(rate=500)}
            for name, obj in files.items():
                with open(os.path.join(out, name), "w") as f:
                    json.dump(obj, f)
            for name, text in (("commands.txt", "engine_cmd=engine_bench\n"),
                               ("load_before.txt", "load average: 1.00"),
                               ("load_after.txt", "load average: 2.00"),
                               ("records.txt", "")):
                with open(os.path.join(out, name), "w") as f:
                    f.write(text)
            report = os.path.join(out, "BENCHMARKS.md")
            done = subprocess.run([sys.executable, os.path.join(HERE, "write_report.py"), out,
                                   report], capture_output=True, text=True, timeout=60, cwd=ROOT)
            self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
            with open(report) as f:
                md = f.read()
            for folder in peer_folders():
                if os.path.exists(os.path.join(folder, "bench_section.py")):
                    game = os.path.relpath(folder, os.path.join(ROOT, "engines")).split(os.sep)[0]
                    with self.subTest(game=game):
                        self.assertIn("engines/%s/testing/peer/" % game, md)
            self.assertIn("bench.sh did not run the peer", md)


if __name__ == "__main__":
    unittest.main()
