#!/usr/bin/env python3
"""Writes the playout record fixtures of every game that has some (docs/records.md):
tests/records/<game>/valid/ (random playouts) and tests/records/<game>/invalid/ (one of those
playouts with one step changed, cut after the changed step, its `expect` block naming the step
and the violation code).

    python3 tests/records/generate.py --arbiter build/clients/cli/arbiter

A game's playouts and mutations are its own: engines/<game>/testing/records.py, found by glob,
defines GAME, PLAYOUTS [(name, seats, seed or None for external, first seat, policy seed,
steps, digests)] and INVALID [(name, base playout, description, mutation, violation code)],
the mutations built from fixtures.py. Python standard library only; drives `arbiter playout`
(fixed seeds, deterministic) and checks the result with `arbiter replay --expectations`. Tests
never run it; its output is checked in. A game may have its own generator besides, named in
tests/records/<game>/README.md (hand-crafted games, say).
"""
import argparse
import copy
import glob
import importlib.util
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from fixtures import clear_dir, run_playout, write_json  # noqa: E402  (beside this file)


def game_modules():
    """Every engines/<game>/testing/records.py, loaded, sorted by game id."""
    modules = []
    for path in sorted(glob.glob(os.path.join(ROOT, "engines", "*", "testing", "records.py"))):
        name = "records_" + path.split(os.sep)[-3]
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        modules.append(module)
    return sorted(modules, key=lambda m: m.GAME)


def playout_description(seats, seed, first_seat, policy_seed, max_steps, digests):
    return ("arbiter playout: %d seats, first seat %d, %s, uniform random policy seed %d, "
            "at most %d steps%s." % (seats, first_seat,
                                     "external randomness" if seed is None else
                                     "seed %d" % seed, policy_seed, max_steps,
                                     ", expected state digest on every step" if digests
                                     else ""))


def write_game(arbiter, out, module, tmp):
    game = module.GAME
    for sub in ("valid", "invalid"):
        clear_dir(os.path.join(out, game, sub))
    playouts = {}
    for name, seats, seed, first_seat, policy_seed, max_steps, digests in module.PLAYOUTS:
        record = run_playout(arbiter, game, seats, seed, first_seat, policy_seed, max_steps,
                             digests, os.path.join(tmp, "%s-%s.json" % (game, name)))
        record["description"] = playout_description(seats, seed, first_seat, policy_seed,
                                                    max_steps, digests)
        record["setup"].pop("options", None)  # none given: defaults
        playouts[name] = record
        write_json(os.path.join(out, game, "valid", name + ".json"), record)

    for name, base, description, mutate, code in module.INVALID:
        record = copy.deepcopy(playouts[base])
        for step in record["steps"]:
            step.pop("expectedStateDigest", None)
        index, record["steps"] = mutate(record["steps"])
        record["description"] = description
        record["expect"] = {"verdict": "REPLAY_VERDICT_ILLEGAL_STEP", "stepIndex": index,
                            "violationCode": code}
        write_json(os.path.join(out, game, "invalid", name + ".json"), record)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--arbiter", required=True, help="the built arbiter CLI")
    parser.add_argument("--out", default=HERE, help="output folder (default: beside this)")
    flags = parser.parse_args()
    arbiter = os.path.abspath(flags.arbiter)
    modules = game_modules()
    with tempfile.TemporaryDirectory() as tmp:
        for module in modules:
            write_game(arbiter, flags.out, module, tmp)

    dirs = [os.path.join(flags.out, m.GAME) for m in modules]
    check = subprocess.run([arbiter, "replay", "--expectations"] + dirs,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if check.returncode != 0:
        sys.stdout.write(check.stdout)
        sys.exit("generate.py: some fixture does not get its expected verdict")
    print("wrote and checked the fixtures under %s" % ", ".join(dirs))


if __name__ == "__main__":
    main()
