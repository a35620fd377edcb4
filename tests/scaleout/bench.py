"""Scale-out benchmark (issue 23 §1; scripts/scaleout_bench.sh, not a test): in one run, the
same closed-loop ApplyAction load from loadgen (every game's valid records) against
  direct1  one arbiterd, no balancer (the baseline),
  lb1      the same one arbiterd behind HAProxy (fleet.py),
  lb2      two arbiterd behind HAProxy,
with the CPU seconds of every process (loadgen, HAProxy, each arbiterd, from /proc) per phase;
the three phases alternate for --rounds rounds and the medians are reported.
Replicas are pinned to their own CPU (taskset, replica i on CPU i mod nproc); loadgen and
HAProxy are not pinned. Prints a table and writes JSON (--json):
  throughput (calls/s) per phase; ratios lb1/direct1 (the balancer's cost in throughput) and
  lb2/lb1 (what a second replica adds); efficiency = lb2 / (2 x lb1) (1.0: linear);
  CPU microseconds per call of HAProxy, arbiterd (all replicas) and loadgen per phase, and
  the per-core rates they give (1e6 / us per call): what one core of each serves.

    bench.py --arbiterd build/service/arbiterd --loadgen build/tests/bench/loadgen \
             --records tests/records --duration 8 --json out.json
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import time

import fleet


def run_phase(name, loadgen, target, records, duration, outstanding, watched):
    """loadgen for `duration` s against `target`; CPU seconds of every pid in `watched`
    ({label: pid}) over the run."""
    out = tempfile.NamedTemporaryFile(suffix=".json", delete=False)
    out.close()
    before = {label: fleet.cpu_seconds(pid) for label, pid in watched.items()}
    start = time.monotonic()
    subprocess.run([loadgen, "--target=" + target, *("--records=" + r for r in records),
                    "--kinds=apply", "--duration=%g" % duration, "--warmup=1",
                    "--outstanding=%d" % outstanding, "--json=" + out.name],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.monotonic() - start
    cpu = {label: fleet.cpu_seconds(pid) - before[label] for label, pid in watched.items()}
    with open(out.name) as f:
        apply = json.load(f)["phases"]["apply"]
    os.unlink(out.name)
    if apply["errors"]:
        sys.exit("%s: %d calls failed: %s" % (name, apply["errors"], apply["errors_by_code"]))
    # CPU over the whole loadgen run (warm-up included) per call of the measured part is an
    # overestimate by at most warmup/duration; so count the calls of the whole run instead:
    # the measured rate times the run's wall time.
    calls_in_run = apply["qps"] * wall
    per_call = {label: 1e6 * s / calls_in_run for label, s in cpu.items()}
    return {"qps": apply["qps"], "calls": apply["calls"], "p99_us": apply["p99_us"],
            "client_cpu_us_per_call": 1e6 * apply["client_cpu_s"] / max(apply["calls"], 1),
            "cpu_us_per_call": per_call}


def median_phase(runs):
    """The median of every number over the rounds of one phase (the rounds kept beside)."""
    def med(values):
        values = sorted(values)
        return values[len(values) // 2] if len(values) % 2 else \
            (values[len(values) // 2 - 1] + values[len(values) // 2]) / 2
    out = {k: med([r[k] for r in runs]) for k in ("qps", "calls", "p99_us",
                                                   "client_cpu_us_per_call")}
    out["cpu_us_per_call"] = {k: med([r["cpu_us_per_call"][k] for r in runs])
                              for k in runs[0]["cpu_us_per_call"]}
    if "calls_per_replica" in runs[0]:
        out["calls_per_replica"] = runs[-1]["calls_per_replica"]
    out["rounds"] = runs
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arbiterd", required=True)
    parser.add_argument("--loadgen", required=True)
    parser.add_argument("--haproxy", default="haproxy")
    parser.add_argument("--records", required=True, help="tests/records")
    parser.add_argument("--duration", type=float, default=8)
    parser.add_argument("--outstanding", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=3, help="each phase this many times; "
                        "medians reported")
    parser.add_argument("--json", default="")
    args = parser.parse_args()
    fleet.ARBITERD = args.arbiterd
    fleet.HAPROXY = args.haproxy
    load_before = os.getloadavg()
    records = sorted(glob.glob(os.path.join(args.records, "*", "valid")))
    ncpu = os.cpu_count() or 1
    pin = ncpu >= 2 and subprocess.run(["which", "taskset"], capture_output=True).returncode == 0

    replicas = [fleet.Replica("--log_level=warn", name="r%d" % i).start() for i in range(2)]
    try:
        if pin:
            for i, r in enumerate(replicas):
                subprocess.run(["taskset", "-a", "-p", "-c", str(i % ncpu), str(r.process.pid)],
                               check=True, stdout=subprocess.DEVNULL)
        runs = {"direct1": [], "lb1": [], "lb2": []}
        one = replicas[0]
        for _ in range(args.rounds):  # phases alternate, so drifting machine load hits all alike
            runs["direct1"].append(run_phase("direct1", args.loadgen, one.address, records,
                                             args.duration, args.outstanding,
                                             {"arbiterd": one.process.pid}))
            with fleet.Balancer([one]) as lb:
                runs["lb1"].append(run_phase("lb1", args.loadgen, "127.0.0.1:%d" % lb.port,
                                             records, args.duration, args.outstanding,
                                             {"arbiterd": one.process.pid, "haproxy": lb.pid}))
            with fleet.Balancer(replicas) as lb:
                watched = {r.name: r.process.pid for r in replicas}
                watched["haproxy"] = lb.pid
                p = run_phase("lb2", args.loadgen, "127.0.0.1:%d" % lb.port, records,
                              args.duration, args.outstanding, watched)
                share = lb.servers()
            per = p["cpu_us_per_call"]
            per["arbiterd"] = sum(per.pop(r.name) for r in replicas)
            p["calls_per_replica"] = {n: s["calls"] for n, s in share.items()}
            runs["lb2"].append(p)
        phases = {name: median_phase(r) for name, r in runs.items()}
    finally:
        fleet.stop_all(replicas)

    d, l1, l2 = phases["direct1"], phases["lb1"], phases["lb2"]
    result = {
        "config": {"duration_s": args.duration, "outstanding": args.outstanding, "cpus": ncpu,
                   "rounds": args.rounds, "replicas_pinned": pin,
                   "load_average_before": load_before, "load_average_after": os.getloadavg()},
        "phases": phases,
        "ratios": {"lb1_over_direct1": l1["qps"] / d["qps"], "lb2_over_lb1": l2["qps"] / l1["qps"],
                   "efficiency_lb2_over_2x_lb1": l2["qps"] / (2 * l1["qps"]),
                   "lb2_over_direct1": l2["qps"] / d["qps"]},
        "per_core_calls_per_s": {
            "arbiterd": 1e6 / d["cpu_us_per_call"]["arbiterd"],
            "haproxy": 1e6 / l2["cpu_us_per_call"]["haproxy"]},
    }
    print("%-8s %10s %9s %14s %14s %14s" % ("phase", "calls/s", "p99 us", "arbiterd us/call",
                                            "haproxy us/call", "loadgen us/call"))
    for name, p in phases.items():
        print("%-8s %10.0f %9.0f %14.1f %14.1f %14.1f" %
              (name, p["qps"], p["p99_us"], p["cpu_us_per_call"]["arbiterd"],
               p["cpu_us_per_call"].get("haproxy", 0), p["client_cpu_us_per_call"]))
    r = result["ratios"]
    print("lb1/direct1 %.3f  lb2/lb1 %.3f  efficiency lb2/(2 x lb1) %.3f  lb2/direct1 %.3f" %
          (r["lb1_over_direct1"], r["lb2_over_lb1"], r["efficiency_lb2_over_2x_lb1"],
           r["lb2_over_direct1"]))
    print("per core: arbiterd %.0f calls/s, haproxy %.0f calls/s; lb2 calls per replica %s" %
          (result["per_core_calls_per_s"]["arbiterd"], result["per_core_calls_per_s"]["haproxy"],
           l2["calls_per_replica"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
