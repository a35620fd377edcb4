"""Smoke test of loadgen (CTest bench_loadgen_smoke, label "bench", a few seconds): a real
arbiterd on a free port, one Quibbles record from `arbiter playout`, loadgen for ~1 s per call
kind (health, apply and the benchmark echo, arbiterd started with --bench_echo); checks the JSON
summary parses, every call kind completed calls with zero errors and zero rejected ApplyActions,
the echo's prepared answers were byte for byte ApplyAction's, and the ratios (apply/health,
apply/echo) and server RSS are reported.

    python3 loadgen_smoke_test.py ARBITERD ARBITER_CLI LOADGEN
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import threading

LISTENING = re.compile(r"^listening on (\S+):(\d+)\s*$")


def start_arbiterd(path):
    process = subprocess.Popen(
        [path, "--listen=127.0.0.1:0", "--metrics_listen=127.0.0.1:0", "--log_level=warn",
         "--bench_echo"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    found = threading.Event()
    port = []

    def read():
        for line in process.stdout:
            match = LISTENING.match(line)
            if match and not port:
                port.append(int(match.group(2)))
                found.set()
        found.set()

    threading.Thread(target=read, daemon=True).start()
    found.wait(30)
    if not port:
        process.kill()
        process.wait()
        raise RuntimeError("arbiterd did not report its port")
    return process, port[0]


def main():
    arbiterd, cli, loadgen = sys.argv[1:4]
    with tempfile.TemporaryDirectory() as tmp:
        # A recorded game of the first game `arbiter games` lists (any game will do).
        games = json.loads(subprocess.run([cli, "games"], check=True, stdout=subprocess.PIPE,
                                          timeout=60).stdout)["games"]
        game = games[0]
        seats = max(game["minSeats"], min(3, game["maxSeats"]))
        record = os.path.join(tmp, "game.binpb")
        subprocess.run([cli, "playout", game["gameId"], "--seats", str(seats), "--seed", "5",
                        "--max-steps", "200", "--record", record],
                       check=True, stdout=subprocess.DEVNULL, timeout=60)
        server, port = start_arbiterd(arbiterd)
        try:
            summary_path = os.path.join(tmp, "summary.json")
            run = subprocess.run(
                [loadgen, "--target=127.0.0.1:%d" % port, "--records", record,
                 "--duration=1", "--warmup=0.2", "--outstanding=4",
                 "--kinds=health,apply,echo",
                 "--server_pid=%d" % server.pid, "--json", summary_path],
                capture_output=True, text=True, timeout=60)
            if run.returncode != 0:
                raise AssertionError("loadgen exited %d:\n%s%s" %
                                     (run.returncode, run.stdout, run.stderr))
            with open(summary_path) as f:
                summary = json.load(f)
        finally:
            server.terminate()
            server.wait(30)
    print(run.stdout)
    for kind in ("health", "apply", "echo"):
        phase = summary["phases"][kind]
        assert phase["calls"] > 0, (kind, phase)
        assert phase["errors"] == 0, (kind, phase)
        assert phase["errors_by_code"] == {}, (kind, phase)
        assert phase["rejected"] == 0, (kind, phase)
        assert phase["qps"] > 0 and phase["p99_us"] >= phase["p50_us"] > 0, (kind, phase)
        # The server's CPU, split into user and system time, adds up (10 ms ticks: both may be
        # 0 in so short a run, never negative).
        user = phase["server_user_cpu_us_per_call"]
        system = phase["server_system_cpu_us_per_call"]
        assert user >= 0 and system >= 0, (kind, phase)
        assert abs(user + system - phase["server_cpu_us_per_call"]) < 1e-6 * max(1, user + system), \
            (kind, phase)
    assert summary["config"]["apply_requests"] > 10, summary["config"]
    assert summary["ratios"]["throughput"] > 0 and summary["ratios"]["p99"] > 0
    assert summary["ratios_echo"]["throughput"] > 0 and summary["ratios_echo"]["p99"] > 0
    prepare = summary["echo_prepare"]
    assert prepare["requests"] == summary["config"]["apply_requests"], prepare
    assert prepare["failed"] == 0 and prepare["differing"] == 0, prepare
    assert summary["server_rss_kib"]["before"] > 0, summary.get("server_rss_kib")
    print("ok")


if __name__ == "__main__":
    main()
