"""The shared half of each game's peer benchmark: an independent implementation's own random
play timed beside the engine's native random playouts (issue 22 §2), in the same bench.sh run
and on the same core.

A game declares its peer in its own folder, engines/<game>/testing/peer/:
  peer_speed.py     run by scripts/bench.sh as
                      peer_speed.py --out BENCH_OUT/peer/<game>.json --games N --cpu C
                    times the peer when its environment variables are set (its README.md says
                    which) and writes the figures; when they are not, it writes
                    {"skipped": "<why>"} and exits 0, so the report says what was skipped;
                    when the peer fails, {"error": "<what>"} and exit 1.
  bench_section.py  `section(out, bench, fmt, read)` -> BENCHMARKS.md lines
                    (tests/bench/write_report.py loads every game's).
This module gives both: the measurement of a Python driver of ../shared/peers (`--bare`, the
peer's own random play) and the section comparing decisions per wall and per CPU second.

Per wall second: the driver's own figure, decisions / wall seconds spent inside the games (the
interpreter's start-up and imports excluded, each game's setup included). Per CPU second:
(decisions of the N-game run - those of a 1-game run) / (CPU seconds of the N-game run - those
of the 1-game run), user + system of the driver, so the start-up cancels out; CPU time, unlike
wall time, does not stretch when other processes share the core. The 1-game run plays game 0
of the same seed, i.e. the N-game run's first game.
"""
import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys

# counterfeiter_kb_driver.py / tinypablo_ttr_driver.py summary (stderr), e.g.
# "counterfeiter_kb: 5 games, 795 raw peer steps, 0.91 s wall -> 5.48 games/s, 871 decisions/s;
#  peer calls 0.86 s -> 5.80 games/s; crashes 0, truncated 0"
PY_DRIVER_SUMMARY = re.compile(r"(\d+) games, (\d+) raw peer steps, ([\d.]+) s wall -> .*?"
                               r"peer calls ([\d.]+) s .*?crashes (?:in play )?(\d+)")


def arguments(description):
    """The options bench.sh passes to every game's peer_speed.py."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--out", required=True, help="JSON file to write (BENCH_OUT/peer/<game>.json)")
    ap.add_argument("--games", type=int, default=100, help="games in the timed run")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cpu", type=int, default=1, help="core to pin to (taskset), -1: none")
    return ap


def pin(cpu):
    if cpu >= 0 and shutil.which("taskset") and (os.cpu_count() or 1) > cpu:
        return ["taskset", "-c", str(cpu)]
    return []


def write(path, obj):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as f:
        json.dump(obj, f, indent=1)


def skip(path, reason):
    """Records that the comparison was skipped and why; exits 0 (a skip is not a failure)."""
    write(path, {"skipped": reason})
    print("peer_speed: skipped: " + reason)
    sys.exit(0)


def fail(path, reason):
    write(path, {"error": reason})
    sys.exit("peer_speed: " + reason)


def timed(cmd, env=None):
    """Runs cmd; answers (CPU seconds of it and its children, exit status, stdout + stderr)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, done.returncode, done.stdout


def peer_version(peer_dir):
    """`<short commit> (<branch>)` of the peer's work tree, or '?' when it is no git tree."""
    def git(*args):
        try:
            return subprocess.run(["git", "-C", peer_dir] + list(args), capture_output=True,
                                  text=True, timeout=10).stdout.strip()
        except Exception:  # noqa: BLE001 - only a label
            return ""
    commit = git("rev-parse", "--short", "HEAD")
    branch = git("rev-parse", "--abbrev-ref", "HEAD")
    return "%s (%s)" % (commit, branch) if commit else "?"


def python_driver_speed(description, peer, driver_file, dir_var):
    """peer_speed.py's main for a Python driver of ../shared/peers: PEER_DRIVERS (that folder)
    and dir_var (the peer's work tree, handed to the driver as PEER_DIR) must be set."""
    a = arguments(description).parse_args()
    load_before = load_average()
    drivers, peer_dir = os.environ.get("PEER_DRIVERS"), os.environ.get(dir_var)
    unset = [v for v, x in (("PEER_DRIVERS", drivers), (dir_var, peer_dir)) if not x]
    if unset:
        skip(a.out, "%s not set" % " and ".join(unset))
    driver = os.path.join(drivers, driver_file)
    if not os.path.isfile(driver):
        skip(a.out, "no %s in PEER_DRIVERS=%s" % (driver_file, drivers))
    if not os.path.isdir(peer_dir):
        skip(a.out, "%s=%s is not a folder" % (dir_var, peer_dir))
    env = dict(os.environ, PEER_DIR=peer_dir)
    base = pin(a.cpu) + [sys.executable, driver]
    runs = []
    for games in (1, a.games):
        cmd = base + [str(games), "--bare", "--seed", str(a.seed)]
        cpu, rc, text = timed(cmd, env)
        m = PY_DRIVER_SUMMARY.search(text)
        # The drivers exit 1 when a game crashed (the TTR peer's scoring crashes whenever a
        # ticket is held); the play up to then still counts, and the crashes are reported.
        if rc not in (0, 1) or not m:
            fail(a.out, "%s exited %d without its summary line:\n%s" % (" ".join(cmd), rc, text))
        runs.append((cpu, int(m.group(2)), float(m.group(3)), float(m.group(4)),
                     int(m.group(5)), " ".join(cmd), text))
    (cpu_one, dec_one, _, _, _, _, _), (cpu, dec, inside, calls, crashes, cmd, text) = runs
    sys.stdout.write(text)
    extra = cpu - cpu_one
    result = {
        "peer": peer,
        "peer_version": peer_version(peer_dir),
        "command": cmd,
        "games": a.games,
        "decisions": dec,
        "inside_s": inside,
        "peer_calls_s": calls,
        "decisions_per_s": dec / inside if inside > 0 else 0.0,
        "cpu_s": cpu,
        "cpu_s_one": cpu_one,
        "decisions_one": dec_one,
        "decisions_per_cpu_s": (dec - dec_one) / extra if extra > 0 else 0.0,
        "crashes": crashes,
        "load_before": load_before,
        "load": load_average(),
    }
    write(a.out, result)
    print("%s: %d decisions, %.0f decisions/s inside the games (wall), %.0f per CPU second" % (
        peer, dec, result["decisions_per_s"], result["decisions_per_cpu_s"]))


def load_average():
    try:
        with open("/proc/loadavg") as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return "?"


# --- BENCHMARKS.md ---------------------------------------------------------------------------

def engine_rates(bench, names, key="decisions_per_s"):
    """(name, per wall second, per CPU second) of the first of `names` engine.json has without
    an error, or None. Google Benchmark divides a kIsRate counter by real time for a
    benchmark run with UseRealTime() (its name ends in /real_time), else by CPU time; the
    other figure is converted with the benchmark's real_time / cpu_time."""
    for name in names:
        b = bench.get(name)
        if b is None or b.get("error_occurred") or key not in b:
            continue
        rate, real, cpu = b[key], b.get("real_time", 0.0), b.get("cpu_time", 0.0)
        if name.endswith("/real_time") or name.endswith("/manual_time"):
            return name, rate, rate * real / cpu if cpu else None
        return name, rate * cpu / real if real else None, rate
    return None


def read_peer(out, game, read):
    """The peer's JSON of this run (BENCH_OUT/peer/<game>.json) and, when there is no figure,
    the sentence saying why."""
    path = os.path.join(out, "peer", game + ".json")
    if not os.path.exists(path):
        return None, ("bench.sh did not run the peer (no `peer/%s.json` in its outputs: a run "
                      "of an older bench.sh, or its peer step failed before writing)" % game)
    p = json.loads(read(path))
    if "skipped" in p:
        return None, "the comparison was skipped: %s" % p["skipped"]
    if "error" in p:
        return None, "the peer failed: %s" % p["error"].splitlines()[0]
    return p, None


def decision_section(out, bench, fmt, read, game, title, peer_label, engine_names, readme,
                     target=100.0):
    """A game's section: engine_bench's native random playouts (the first of engine_names,
    counter decisions_per_s) beside the peer's random play (BENCH_OUT/peer/<game>.json, written
    by its peer_speed.py through python_driver_speed), per wall and per CPU second, the ratios
    and the target. What is missing is said, with why."""
    eng = engine_rates(bench, engine_names)
    peer, why = read_peer(out, game, read)
    md = ["## %s against the peer (issue 22)" % title, ""]
    md.append("Random playouts listing every legal action at each decision, on one core in the "
              "same bench.sh run: the engine's native ones (engine_bench `%s`: the native "
              "position lists every legal action of the deciding seat and plays one drawn at "
              "random) and the peer %s's own random play (its driver's `--bare` mode, "
              "`engines/%s/testing/peer/peer_speed.py`; a decision is one raw peer step: "
              "listing the peer's moves and applying one). Per wall second: the engine's over "
              "the benchmark, the peer's inside its games; per CPU second: the peer's is the "
              "CPU time of its N games less that of 1, so its start-up cancels out, and neither "
              "grows when other processes share the core. Target: %s × the peer." % (
                  eng[0] if eng else engine_names[0],
                  peer_label, game, fmt(target, 0)))
    md.append("")
    if peer:
        md.append("Peer: %s at %s, %d games of seed 1, %s decisions (games cut short by a crash "
                  "in play: %d); load average before its runs `%s`, after `%s`." % (
                      peer["peer"], peer.get("peer_version", "?"), peer["games"],
                      fmt(peer["decisions"]), peer.get("crashes", 0),
                      peer.get("load_before", "?"), peer.get("load", "?")))
        md.append("")
        md.append("Command: `%s`." % peer.get("command", "?"))
        md.append("")
    md.append("| | decisions per wall second | decisions per CPU second |")
    md.append("|---|---:|---:|")
    md.append("| engine (native) | %s | %s |" % ((fmt(eng[1]), fmt(eng[2])) if eng else ("-", "-")))
    md.append("| peer (`--bare`) | %s | %s |" % (
        (fmt(peer["decisions_per_s"]), fmt(peer["decisions_per_cpu_s"])) if peer else ("-", "-")))
    ratios = None
    if eng and peer:
        def ratio(x, y):
            return x / y if x is not None and y else None
        ratios = (ratio(eng[1], peer["decisions_per_s"]),
                  ratio(eng[2], peer["decisions_per_cpu_s"]))
        md.append("| **engine ÷ peer** | **%s ×** | **%s ×** |" % tuple(
            fmt(r) if r is not None else "-" for r in ratios))
        cpu_ratio = ratios[1]
        md.append("| target ≥ %s × (per CPU second) | | %s |" % (
            fmt(target, 0), "-" if cpu_ratio is None else
            ("met" if cpu_ratio >= target else "**NOT met**")))
    md.append("")
    if not eng:
        md.append("No engine figure: engine_bench reported none of %s in this run (the game has "
                  "no native decision benchmark yet, or it failed), so no ratio." %
                  ", ".join("`%s`" % n for n in engine_names))
        md.append("")
    if not peer:
        md.append("No peer figure: %s. bench.sh times the peer when its variables are set "
                  "(`%s`)." % (why, readme))
        md.append("")
    return md
