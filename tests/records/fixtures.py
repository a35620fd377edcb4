"""What the record fixture generators share (docs/records.md, README.md): the fixtures' JSON
layout, clearing a fixture folder, `arbiter playout` runs, and the one-step mutations that turn
a playout into an invalid record. Python standard library only.

    from fixtures import clear_dir, write_json, first, edit_action, ...

Each game's playouts and mutations live in its own folder, engines/<game>/testing/records.py
(generate.py finds them by glob); a game may have its own generator besides, in
tests/records/<game>/ (hand-crafted games, say).
"""
import json
import os
import subprocess


def write_json(path, record):
    """Proto3 JSON, one line per top-level field and one line per step (readable diffs)."""
    lines = []
    order = ["description", "expect", "setup", "rulesVersion", "steps"]
    for key, value in sorted(record.items(), key=lambda kv: order.index(kv[0])):
        if key == "steps":
            steps = ",\n".join("  " + json.dumps(step) for step in value)
            lines.append(' "steps": [\n%s\n ]' % steps)
        else:
            lines.append(" %s: %s" % (json.dumps(key), json.dumps(value)))
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n" + ",\n".join(lines) + "\n}\n")


def clear_dir(path):
    os.makedirs(path, exist_ok=True)
    for name in os.listdir(path):
        if name.endswith((".json", ".binpb")):
            os.remove(os.path.join(path, name))


def run_playout(arbiter, game, seats, seed, first_seat, policy_seed, max_steps, digests, path):
    """`arbiter playout` of `game` into `path` (seed None: external randomness); the record."""
    args = [arbiter, "playout", game, "--seats", str(seats), "--first-seat", str(first_seat),
            "--policy-seed", str(policy_seed), "--max-steps", str(max_steps), "--record", path]
    args += ["--external"] if seed is None else ["--seed", str(seed)]
    if digests:
        args.append("--digests")
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def first(steps, key, after=0):
    """Index of the first step at or after `after` whose action has field `key`."""
    for i in range(after, len(steps)):
        if key in steps[i]["action"]:
            return i
    raise LookupError("no %s step" % key)


def first_seat_step(steps):
    return next(i for i, s in enumerate(steps) if "seat" in s["actor"])


def other_seat_of_two(step):
    return 1 - step["actor"]["seat"]


# Each mutation takes the playout's steps and returns (index of the bad step, the steps up to
# and including it).
def set_actor_seat(index_of, seat_of):
    def mutate(steps):
        i = index_of(steps)
        steps[i]["actor"] = {"seat": seat_of(steps[i])}
        return i, steps[:i + 1]
    return mutate


def edit_action(index_of, edit):
    def mutate(steps):
        i = index_of(steps)
        edit(steps[i]["action"], steps)
        return i, steps[:i + 1]
    return mutate


def edit_actor_chance(index_of):
    def mutate(steps):
        i = index_of(steps)
        steps[i]["actor"] = {"chance": True}
        return i, steps[:i + 1]
    return mutate


def insert_step(index_of, step_of):
    def mutate(steps):
        i = index_of(steps)
        return i, steps[:i] + [step_of(steps, i)]
    return mutate
