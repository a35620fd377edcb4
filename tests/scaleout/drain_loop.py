"""The SIGTERM phase of the scale-out test (balancer_test.py) many times over, to count the
rare failed call around a drain (issue 23's UNKNOWN behind HAProxy): not a CTest test (it runs
for minutes), a tool to reproduce and to measure a fix.

One loadgen run (32 ApplyAction calls in flight) through HAProxy in front of --replicas
arbiterd; every --period seconds one replica (in turn) is SIGTERMed under load, waited for
(it must exit 0; --signal=KILL: SIGKILLed) and started again on the same ports, so HAProxy sees it come back UP. At the
end: the load's calls and failures, every failed call's code and message (loadgen's
error_messages), HAProxy's log of the calls that went wrong (termination state, e.g. SD--,
SH--), and the drains' timings. Exit status 1 when a call failed or a replica did not exit 0.

    ARBITERD=build/service/arbiterd LOADGEN=build/tests/bench/loadgen HAPROXY=/usr/sbin/haproxy \\
    PYTHONPATH=tests/scaleout python3 tests/scaleout/drain_loop.py --cycles=30

--client_side runs the same drains with loadgen's own round_robin over the replicas' addresses
(no HAProxy). --trace=http,... sets GRPC_TRACE on the replicas (their stderr kept in --keep).
"""
import argparse
import glob
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

import fleet

LOADGEN = os.environ.get("LOADGEN", "loadgen")
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cycles", type=int, default=20, help="SIGTERMs (one per --period)")
    parser.add_argument("--period", type=float, default=2.5, help="seconds between SIGTERMs")
    parser.add_argument("--replicas", type=int, default=3)
    parser.add_argument("--signal", choices=("TERM", "KILL"), default="TERM",
                        help="KILL: SIGKILL instead (a crash: the same count, no drain)")
    parser.add_argument("--drain_seconds", type=float, default=10)
    parser.add_argument("--client_side", action="store_true",
                        help="loadgen's round_robin over the replicas, no HAProxy")
    parser.add_argument("--trace", default="", help="GRPC_TRACE for the replicas")
    parser.add_argument("--no_whole_answer", action="store_true",
                        help="HAProxy without the filter holding answers until whole (before)")
    parser.add_argument("--log_all", action="store_true", help="HAProxy logs every call")
    parser.add_argument("--keep", default="", help="directory for the logs (else none kept)")
    parser.add_argument("--replica_arg", action="append", default=[],
                        help="extra arbiterd flag (repeatable)")
    args = parser.parse_args()

    env = None
    if args.trace:
        env = dict(os.environ, GRPC_TRACE=args.trace, GRPC_VERBOSITY="debug")
    replicas = [fleet.Replica("--log_level=info", "--drain_seconds=%g" % args.drain_seconds,
                              *args.replica_arg, name="r%d" % i, env=env).start()
                for i in range(args.replicas)]
    records = sorted(glob.glob(os.path.join(ROOT, "tests", "records", "*", "valid")))
    out = tempfile.NamedTemporaryFile(suffix=".json", delete=False)
    out.close()
    seconds = args.cycles * args.period + 3
    drains = []  # (replica, ms to exit, exit code)
    logs = []  # every replica process's stderr, for --keep
    balancer = None
    try:
        if args.client_side:
            target = "ipv4:" + ",".join(r.address for r in replicas)
        else:
            balancer = fleet.Balancer(replicas, log_all=args.log_all,
                                      whole_answer=not args.no_whole_answer).__enter__()
            target = "127.0.0.1:%d" % balancer.port
        load = subprocess.Popen(
            [LOADGEN, "--target=" + target, *("--records=" + r for r in records),
             "--kinds=apply", "--duration=%g" % seconds, "--warmup=0", "--outstanding=32",
             "--json=" + out.name],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        started = time.monotonic()
        for cycle in range(args.cycles):
            time.sleep(max(0.0, started + 1.5 + cycle * args.period - time.monotonic()))
            replica = replicas[cycle % len(replicas)]
            sigterm_at = time.monotonic()
            replica.signal(getattr(signal, "SIG" + args.signal))
            code = replica.wait()
            if args.signal == "KILL":
                code = 0 if code == -signal.SIGKILL else code
            while replica.exited_at is None:
                time.sleep(0.005)
            drains.append((replica.name, 1000 * (replica.exited_at - sigterm_at), code))
            logs.append((replica.name, cycle, list(replica.stderr)))
            replica.start()
        _, err = load.communicate(timeout=seconds + 120)
        with open(out.name) as f:
            apply = json.load(f)["phases"]["apply"]
    finally:
        os.unlink(out.name)
        if balancer is not None:
            haproxy_log = list(balancer.log)
            balancer.__exit__(None, None, None)
        else:
            haproxy_log = []
        for r in replicas:
            logs.append((r.name, "end", list(r.stderr)))
        fleet.stop_all(replicas)

    went_wrong = [line for line in haproxy_log
                  if " is DOWN" not in line and " is UP" not in line]
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        with open(os.path.join(args.keep, "haproxy.log"), "w") as f:
            f.writelines(haproxy_log)
        for name, cycle, lines in logs:
            with open(os.path.join(args.keep, "%s.%s.stderr" % (name, cycle)), "w") as f:
                f.writelines(lines)
    bad_exits = [d for d in drains if d[2] != 0]
    print("%s: %d SIG%ss, %d calls, %d failed %s, %.0f calls/s" %
          ("client-side round_robin" if args.client_side else "behind HAProxy", len(drains),
           args.signal, apply["calls"], apply["errors"], apply["errors_by_code"], apply["qps"]))
    for message, count in sorted(apply.get("error_messages", {}).items()):
        print("  %d x %s" % (count, message))
    print("signal to exit, ms: min %.0f, max %.0f; exits not 0: %s" %
          (min(d[1] for d in drains), max(d[1] for d in drains), bad_exits))
    if went_wrong and not args.log_all:
        print("HAProxy's log of calls that went wrong:\n" + "".join(went_wrong), end="")
    return 1 if apply["errors"] or bad_exits else 0


if __name__ == "__main__":
    sys.exit(main())
