#!/usr/bin/env python3
"""Writes the Quibbles record fixtures of tests/records/quibbles (docs/records.md).

    python3 tests/records/quibbles/generate.py --arbiter build/clients/cli/arbiter

Deterministic and re-runnable: every file is rewritten from the specs below.
  valid/      seeded and external random playouts (`arbiter playout`, fixed seeds), one of them
              as binary protobuf (*.binpb), plus hand-crafted RANDOMNESS_MODE_EXTERNAL games
              (two of them played to a win, Q9).
  invalid/    hand-crafted external games whose one bad step breaks one rule each; the record's
              `expect` block names the step and the violation code.
  mismatch/   a legal game with a wrong expected_state_digest (REPLAY_VERDICT_EXPECTATION_MISMATCH)
              and two steps that cannot be judged (REPLAY_VERDICT_MALFORMED_STEP).
Tests never run this script; its output is checked in. At the end it replays everything with
`arbiter replay --expectations` and fails unless every verdict is the expected one.

Crafted games are written in a small step language, one string per step group:
  "C 6 6 1"            chance outcomes (cards drawn, in order), one step each
  "0 draw 4"           seat 0: DRAW (Q6) putting a 4 into the row
  "0 split 6 3+3 2+4"  seat 0: SPLIT (Q4) playing a 6, taking the sets {3,3} and {2,4}
  "0 combine 1 2 x3"   seat 0: COMBINE (Q5) playing 1 and 2, taking three 3s
  "0 stash 4 drop 1"   seat 0: STASH (Q7) a 4, discarding a 1 from a full collection
  "0 end", "0 pass"    END_TURN (Q3), PASS (Q10)
  "0 outcome 5"        seat 0 sending a chance outcome; "C draw 5": chance sending a DRAW
deal(row, hand_a, hand_b, ...) spells the setup deal (Q2): 6 cards to the row, then 6 to each
seat from the first seat on.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from fixtures import clear_dir, write_json  # noqa: E402  (tests/records/fixtures.py)
ACTION_TYPE = "type.googleapis.com/arbiter.games.quibbles.v1.Action"
RULES_VERSION = "quibbles/2023.2"


def deal(row, *hands):
    """The setup deal (Q2) as chance steps: the row, then each hand from the first seat on."""
    cards = list(row)
    for hand in hands:
        cards.extend(hand)
    return "C " + " ".join(str(c) for c in cards)


# ---------------------------------------------------------------------------------------------
# Random playouts (`arbiter playout`): name -> (seats, randomness, options, extra flags).
# `seed` is the generator seed (seeded) or None (external); every playout uses its own policy
# seed. Together they cover 2-5 seats, every option value, first seats other than 0, and
# expected_state_digest on every step (--digests).
PLAYOUTS = [
    # name, seats, seed, options, first_seat, policy_seed, max_steps, digests
    ("seeded-2p-defaults", 2, 1, {}, 0, 1, 200, False),
    ("seeded-3p-allow-empty-take", 3, 2, {"allow_empty_take": "true"}, 0, 2, 200, False),
    ("seeded-4p-keep-surplus", 4, 3, {"stash_surplus": "keep_surplus"}, 0, 3, 200, False),
    ("seeded-5p-win-requires-six", 5, 4, {"win_requires_six_cards": "true"}, 0, 4, 200, False),
    ("seeded-2p-explicit-defaults-digests", 2, 5,
     {"allow_empty_take": "false", "stash_surplus": "discard_all",
      "win_requires_six_cards": "false", "edition": "bga_2023"}, 0, 5, 150, True),
    ("seeded-3p-first-seat-2-digests", 3, 6, {}, 2, 6, 150, True),
    ("seeded-5p-keep-surplus-empty-take-digests", 5, 7,
     {"stash_surplus": "keep_surplus", "allow_empty_take": "true"}, 0, 7, 150, True),
    ("seeded-4p-win-requires-six-digests", 4, 8, {"win_requires_six_cards": "true"}, 3, 8, 150,
     True),
    ("seeded-3p-long", 3, 10, {}, 0, 10, 400, False),
    ("external-2p-defaults", 2, None, {}, 0, 11, 200, False),
    ("external-3p-keep-surplus", 3, None, {"stash_surplus": "keep_surplus"}, 0, 12, 200, False),
    ("external-4p-allow-empty-take", 4, None, {"allow_empty_take": "true"}, 0, 13, 200, False),
    ("external-5p-win-requires-six", 5, None, {"win_requires_six_cards": "true"}, 0, 14, 200,
     False),
    ("external-2p-digests", 2, None, {}, 1, 15, 150, True),
    ("external-3p-first-seat-1-digests", 3, None, {"allow_empty_take": "true"}, 1, 16, 150,
     True),
    ("external-4p-discard-all", 4, None, {"stash_surplus": "discard_all"}, 2, 17, 200, False),
    ("external-5p-keep-surplus-digests", 5, None, {"stash_surplus": "keep_surplus"}, 4, 18, 150,
     True),
]
# Written as binary protobuf (valid/<name>.binpb).
# No options: the CLI writes a map's entries in hash order, so a binary record with options would
# not be byte-for-byte reproducible (the JSON ones are re-sorted below).
BINARY_PLAYOUT = ("seeded-3p-binary", 3, 21, {}, 1, 21, 120, False)

# ---------------------------------------------------------------------------------------------
# Hand-crafted external games played to a win (Q9).

# 2 seats, default options. Seat 0 combines two 3s for the row's 6s and stashes six 6s (hand
# empty: everyone is dealt again, Q8.3), twice; then 2+3 takes a 5 for a stash of 5; then 1+1
# takes a 2 and four 4s are stashed: 6+6+5+4 = 21.
WIN_2P = [
    deal([6, 6, 1, 2, 2, 3], [3, 3, 6, 6, 6, 6], [1, 2, 3, 4, 4, 5]),
    "0 combine 3 3 x2", "0 stash 6",
    "C 6 6",  # refill the row to 6 (Q8.2); then hands discarded and dealt again (Q8.3)
    "C 3 3 6 6 6 6", "C 1 2 3 4 4 5",
    "1 draw 1", "C 5 5", "1 end",
    "0 combine 3 3 x2", "0 stash 6",
    "C 5",
    "C 2 3 5 5 5 5", "C 1 2 3 4 4 6",
    "1 draw 1", "C 4 4", "1 end",
    "0 combine 2 3 x1", "0 stash 5",
    "C 1 1 4 4 4 4", "C 2 2 3 3 5 5",
    "1 draw 2", "C 6 6", "1 end",
    "0 combine 1 1 x1", "0 stash 4",
]

# 3 seats, seat 1 first, allow_empty_take and keep_surplus. Seat 1 stashes six 6s (combine
# 3+3), then three times splits a 6 taking nothing (R1 option) and stashes five 5s: 6+5+5+5.
# The row reaches 10 cards once and is discarded and refilled (Q8.1, Q8.2).
WIN_3P = [
    deal([6, 6, 1, 2, 3, 4], [3, 3, 6, 6, 6, 6], [1, 1, 2, 2, 3, 3], [1, 2, 2, 3, 4, 4]),
    "1 combine 3 3 x2", "1 stash 6",
    "C 4 4",
    "C 1 2 3 4 4 5", "C 5 5 5 5 5 6", "C 1 2 3 3 4 4",
    "2 draw 1", "C 2 2", "2 end",
    "0 draw 1", "C 3 3", "0 end",
    "1 split 6", "1 stash 5",
    "C 1 2 3 4 4 6", "C 5 5 5 5 5 6", "C 1 2 2 3 4 6",
    "2 draw 1", "C 2 2", "2 end",
    "0 draw 1", "C 3 3", "0 end",
    "C 1 2 3 4 4 6",  # the row held 10: discarded, refilled (Q8.1, Q8.2)
    "1 split 6", "1 stash 5",
    "C 1 2 3 4 4 6", "C 5 5 5 5 5 6", "C 2 2 2 3 4 6",
    "2 draw 2", "C 2 1", "2 end",
    "0 draw 2", "C 3 1", "0 end",
    "1 split 6", "1 stash 5",
]

# Other hand-crafted valid games (the worked examples, legal side).
E1_ROW = [3, 3, 2, 4, 1, 5]
VALID_CRAFTED = [
    ("crafted-win-2p-combine-and-stash",
     "Seat 0 combines and stashes 6, 6, 5 and 4 (collection 21) and wins (Q5, Q7, Q9).",
     2, 0, {}, WIN_2P),
    ("crafted-win-3p-empty-take-keep-surplus",
     "Seat 1 (first seat) stashes 6, 5, 5, 5 after splits that take nothing and wins (R1, R2, Q9).",
     3, 1, {"allow_empty_take": "true", "stash_surplus": "keep_surplus"}, WIN_3P),
    ("crafted-e1-split-three-sets",
     "E1: seat 0 splits a 6 taking {3,3}, {2,4} and {1,5}, emptying the row, which is refilled "
     "(Q4, Q8).",
     2, 0, {},
     [deal(E1_ROW, [6, 1, 1, 2, 2, 3], [4, 4, 5, 5, 6, 6]),
      "0 split 6 3+3 2+4 1+5", "0 end", "C 1 2 3 4 5 6", "1 draw 4", "C 6 6", "1 end"]),
    ("crafted-e2-e3-combine-then-stash",
     "E2 and E3: seat 0 combines 1+2+3 taking all three 6s; next turn it draws a fourth 4 and "
     "stashes a 4, and all its 4s leave the hand (Q5, Q6, Q7).",
     3, 0, {},
     [deal([6, 6, 6, 1, 2, 5], [1, 2, 3, 4, 4, 4], [5, 5, 5, 5, 5, 5], [1, 1, 1, 2, 2, 2]),
      "0 combine 3 2 1 x3", "0 end", "C 2 3 4",
      "1 split 5 2+3", "1 stash 5", "C 3 6",
      "2 draw 1", "C 2 2", "2 end",
      "0 draw 6", "C 4 5", "0 stash 4"]),
]

# ---------------------------------------------------------------------------------------------
# Invalid games: (name, description, seats, first_seat, options, steps, violation code).
# The bad step is the last step given (later steps would not be judged anyway).
# Base deal (2 seats): the E1 row with a second 1 for its 5 (so the row holds no 5 and no 6);
# seat 0 holds 6 1 2 3 4 4 (no 5), seat 1 holds 4 4 4 4 2 2.
BASE = deal([3, 3, 2, 4, 1, 1], [6, 1, 2, 3, 4, 4], [4, 4, 4, 4, 2, 2])
ONES = deal([1] * 6, [1] * 6, [1] * 6)  # 18 of the 20 ones


def collection_full_steps(last):
    """Seat 0 (keep_surplus) draws and stashes a 1 six times, filling its collection with six
    1s (total 6, no win); seat 1 draws in between. `last` is seat 0's seventh stash."""
    steps = [deal([2, 2, 3, 3, 4, 4], [1, 1, 1, 1, 1, 2], [3, 3, 5, 5, 6, 6])]
    row_size = 6
    for turn in range(7):
        steps += ["0 draw 2", "C 1 2"]
        row_size += 1
        if turn == 6:
            steps.append(last)
            break
        steps.append("0 stash 1")
        if row_size >= 10:
            steps.append("C 3 3 4 4 5 5")
            row_size = 6
        steps += ["1 draw 3", "C 3 4", "1 end"]
        row_size += 1
        if row_size >= 10:
            steps.append("C 3 3 4 4 5 5")
            row_size = 6
    return steps


INVALID = [
    ("not-your-turn", "Q3: seat 1 draws a 4 while it is seat 0's turn (seat 0 starts, Q2).",
     2, 0, {}, [BASE, "1 draw 4"], "ARBITER_NOT_YOUR_TURN"),
    ("chance-outcome-pending",
     "Q10: seat 0 draws while the setup deal still waits for the third row card.",
     2, 0, {}, ["C 3 3", "0 draw 6"], "ARBITER_CHANCE_OUTCOME_PENDING"),
    ("no-chance-pending",
     "Q10: chance supplies a card after the deal, when no card is waiting to be drawn.",
     2, 0, {}, [BASE, "C 5"], "ARBITER_NO_CHANCE_PENDING"),
    ("wrong-actor-seat-sends-chance",
     "Q3: seat 0 sends a chance outcome, which only chance may supply.",
     2, 0, {}, [BASE, "0 outcome 5"], "ARBITER_WRONG_ACTOR_FOR_ACTION"),
    ("wrong-actor-chance-draws",
     "Q3: during the deal, chance sends a DRAW, a player's action.",
     3, 0, {}, ["C 1 2 3 4", "C draw 5"], "ARBITER_WRONG_ACTOR_FOR_ACTION"),
    ("game-over", "Q9: seat 1 draws after seat 0 has won with a collection of 21.",
     2, 0, {}, WIN_2P + ["1 draw 2"], "ARBITER_GAME_OVER"),
    ("impossible-chance-outcome",
     "Q10: a 21st 1 is drawn although all 20 ones are already out of the draw pile.",
     2, 0, {}, [ONES, "0 draw 1", "C 1 1", "0 end", "1 draw 1", "C 1"],
     "QUIBBLES_IMPOSSIBLE_CHANCE_OUTCOME"),
    ("card-value-out-of-range", "Q1: seat 0 draws with a card of value 7 (values are 1 to 6).",
     2, 0, {}, [BASE, "0 draw 7"], "QUIBBLES_CARD_VALUE_OUT_OF_RANGE"),
    ("main-action-already-taken",
     "Q3: seat 0 draws, then takes a second main action (another DRAW) in the same turn.",
     2, 0, {}, [BASE, "0 draw 6", "C 5 5", "0 draw 5"], "QUIBBLES_MAIN_ACTION_ALREADY_TAKEN"),
    ("main-action-required", "Q3: seat 0 ends its turn without a main action.",
     2, 0, {}, [BASE, "0 end"], "QUIBBLES_MAIN_ACTION_REQUIRED"),
    ("split-card-not-in-hand", "Q4: seat 0 splits a 5 it does not hold.",
     2, 0, {}, [BASE, "0 split 5 2+3"], "QUIBBLES_SPLIT_CARD_NOT_IN_HAND"),
    ("split-set-too-small", "Q4: seat 0 splits a 4 taking a set of a single 4 from the row.",
     2, 0, {}, [BASE, "0 split 4 4"], "QUIBBLES_SPLIT_SET_TOO_SMALL"),
    ("split-set-sum-mismatch", "Q4: seat 0 splits a 6 taking {3,2}, which sums to 5.",
     2, 0, {}, [BASE, "0 split 6 3+2"], "QUIBBLES_SPLIT_SET_SUM_MISMATCH"),
    ("split-card-not-in-row", "Q4: seat 0 splits a 6 taking {5,1}, but the row holds no 5.",
     2, 0, {}, [BASE, "0 split 6 1+5"], "QUIBBLES_SPLIT_CARD_NOT_IN_ROW"),
    ("split-row-card-used-twice",
     "Q4 (E1): seat 0 splits a 6 taking {3,3} twice, but the row holds only two 3s.",
     2, 0, {}, [BASE, "0 split 6 3+3 3+3"], "QUIBBLES_SPLIT_ROW_CARD_USED_TWICE"),
    ("nothing-taken", "R1: seat 0 splits a 6 taking no set, with allow_empty_take false.",
     2, 0, {"allow_empty_take": "false"}, [BASE, "0 split 6"], "QUIBBLES_NOTHING_TAKEN"),
    ("combine-too-few-cards", "Q5: seat 0 combines a single 3.",
     2, 0, {}, [BASE, "0 combine 3 x1"], "QUIBBLES_COMBINE_TOO_FEW_CARDS"),
    ("combine-total-over-six", "Q5 (E2): seat 0 combines 1+2+4, a total of 7 (at most 6).",
     2, 0, {}, [BASE, "0 combine 1 2 4 x1"], "QUIBBLES_COMBINE_TOTAL_OVER_SIX"),
    ("combine-card-not-in-hand", "Q5: seat 0 combines two 1s but holds only one.",
     2, 0, {}, [BASE, "0 combine 1 1 x1"], "QUIBBLES_COMBINE_CARD_NOT_IN_HAND"),
    ("combine-take-exceeds-row",
     "Q5: seat 0 combines 1+2 and takes three 3s, but the row holds two.",
     2, 0, {}, [BASE, "0 combine 1 2 x3"], "QUIBBLES_COMBINE_TAKE_EXCEEDS_ROW"),
    ("draw-card-not-in-hand", "Q6: seat 0 puts a 5 into the row but holds no 5.",
     2, 0, {}, [BASE, "0 draw 5"], "QUIBBLES_DRAW_CARD_NOT_IN_HAND"),
    ("stash-too-few-cards", "Q7 (E4): seat 0 holds two 5s and stashes a 5 (needs five).",
     2, 0, {}, [BASE, "0 draw 6", "C 5 5", "0 stash 5"], "QUIBBLES_STASH_TOO_FEW_CARDS"),
    ("collection-not-full",
     "Q7: seat 1 (first seat) stashes a 4 naming a collection card to discard, but its "
     "collection is empty.",
     2, 1, {}, [deal([3, 3, 2, 4, 1, 1], [4, 4, 4, 4, 2, 2], [6, 1, 2, 3, 4, 4]),
                "1 combine 2 2 x1", "1 stash 4 drop 3"], "QUIBBLES_COLLECTION_NOT_FULL"),
    ("collection-full-name-discard",
     "Q7: seat 0's collection holds six 1s and it stashes a seventh card without naming one "
     "to discard (stash_surplus keep_surplus).",
     2, 0, {"stash_surplus": "keep_surplus"}, collection_full_steps("0 stash 1"),
     "QUIBBLES_COLLECTION_FULL_NAME_DISCARD"),
    ("collection-card-not-held",
     "Q7: seat 0's collection holds six 1s and it names a 6 to discard, which it does not hold.",
     2, 0, {"stash_surplus": "keep_surplus"}, collection_full_steps("0 stash 1 drop 6"),
     "QUIBBLES_COLLECTION_CARD_NOT_HELD"),
    ("pass-not-allowed", "Q10: seat 0 passes with six cards in hand.",
     2, 0, {}, [BASE, "0 pass"], "QUIBBLES_PASS_NOT_ALLOWED"),
]


# ---------------------------------------------------------------------------------------------
def parse_steps(lines):
    """The step language above -> RecordStep dicts (proto3 JSON)."""
    steps = []
    for line in lines:
        words = line.split()
        who, verb, args = words[0], words[1], words[2:]
        actor = {"chance": True} if who == "C" else {"seat": int(who)}
        if who == "C" and verb.isdigit():  # "C 6 6 1": one chance step per card
            for value in words[1:]:
                steps.append({"actor": actor,
                              "action": {"@type": ACTION_TYPE,
                                         "chanceOutcome": {"value": int(value)}}})
            continue
        if verb == "draw":
            move = {"draw": {"card": int(args[0])}}
        elif verb == "split":
            sets = [{"values": [int(v) for v in s.split("+")]} for s in args[1:]]
            move = {"split": {"card": int(args[0]), "sets": sets}}
        elif verb == "combine":
            cards = [int(a) for a in args if not a.startswith("x")]
            takes = [int(a[1:]) for a in args if a.startswith("x")]
            move = {"combine": {"cards": cards, "takeCount": takes[0] if takes else 0}}
        elif verb == "stash":
            stash = {"value": int(args[0])}
            if len(args) == 3 and args[1] == "drop":
                stash["discardFromCollection"] = int(args[2])
            move = {"stash": stash}
        elif verb == "end":
            move = {"endTurn": {}}
        elif verb == "pass":
            move = {"pass": {}}
        elif verb == "outcome":
            move = {"chanceOutcome": {"value": int(args[0])}}
        else:
            raise ValueError("unknown step %r" % line)
        steps.append({"actor": actor, "action": {"@type": ACTION_TYPE, **move}})
    return steps


def external_setup(seats, first_seat, options):
    setup = {"gameId": "quibbles", "seatCount": seats,
             "randomness": {"mode": "RANDOMNESS_MODE_EXTERNAL"}}
    if options:
        setup["options"] = dict(sorted(options.items()))
    if first_seat:
        setup["firstSeat"] = first_seat
    return setup


def crafted_record(description, seats, first_seat, options, lines, expect=None):
    record = {"setup": external_setup(seats, first_seat, options),
              "rulesVersion": RULES_VERSION,
              "steps": parse_steps(lines),
              "description": description}
    if expect is not None:
        record["expect"] = expect
    return record


def run_playout(arbiter, spec, path):
    name, seats, seed, options, first_seat, policy_seed, max_steps, digests = spec
    args = [arbiter, "playout", "quibbles", "--seats", str(seats),
            "--first-seat", str(first_seat), "--policy-seed", str(policy_seed),
            "--max-steps", str(max_steps), "--record", path]
    args += ["--external"] if seed is None else ["--seed", str(seed)]
    for key, value in sorted(options.items()):
        args += ["--option", "%s=%s" % (key, value)]
    if digests:
        args.append("--digests")
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def playout_description(spec):
    name, seats, seed, options, first_seat, policy_seed, max_steps, digests = spec
    randomness = "external randomness" if seed is None else "seed %d" % seed
    opts = ", ".join("%s=%s" % kv for kv in sorted(options.items())) or "default options"
    return ("arbiter playout: %d seats, first seat %d, %s, %s, uniform random policy seed %d, "
            "at most %d steps%s." % (seats, first_seat, randomness, opts, policy_seed, max_steps,
                                     ", expected state digest on every step" if digests else ""))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--arbiter", required=True, help="the built arbiter CLI")
    parser.add_argument("--out", default=HERE, help="output folder (default: beside this)")
    flags = parser.parse_args()
    arbiter = os.path.abspath(flags.arbiter)
    valid_dir = os.path.join(flags.out, "valid")
    invalid_dir = os.path.join(flags.out, "invalid")
    mismatch_dir = os.path.join(flags.out, "mismatch")
    for d in (valid_dir, invalid_dir, mismatch_dir):
        clear_dir(d)

    with tempfile.TemporaryDirectory() as tmp:
        for spec in PLAYOUTS:
            raw = os.path.join(tmp, spec[0] + ".json")
            run_playout(arbiter, spec, raw)
            with open(raw, encoding="utf-8") as f:
                record = json.load(f)
            record["description"] = playout_description(spec)
            if "options" in record["setup"]:  # map order is not stable in the CLI's output
                record["setup"]["options"] = dict(sorted(record["setup"]["options"].items()))
            write_json(os.path.join(valid_dir, spec[0] + ".json"), record)
    run_playout(arbiter, BINARY_PLAYOUT, os.path.join(valid_dir, BINARY_PLAYOUT[0] + ".binpb"))

    for name, description, seats, first_seat, options, lines in VALID_CRAFTED:
        write_json(os.path.join(valid_dir, name + ".json"),
                   crafted_record(description, seats, first_seat, options, lines))

    for name, description, seats, first_seat, options, lines, code in INVALID:
        record = crafted_record(description, seats, first_seat, options, lines)
        record["expect"] = {"verdict": "REPLAY_VERDICT_ILLEGAL_STEP",
                            "stepIndex": len(record["steps"]) - 1, "violationCode": code}
        write_json(os.path.join(invalid_dir, name + ".json"), record)

    # A legal game whose third step claims a wrong state digest.
    record = crafted_record(
        "Legal deal, but step 2 claims a state digest the state does not have.",
        2, 0, {}, [BASE, "0 draw 6", "C 5 5", "0 end"])
    record["steps"][2]["expectedStateDigest"] = "0" * 64
    record["expect"] = {"verdict": "REPLAY_VERDICT_EXPECTATION_MISMATCH", "stepIndex": 2}
    write_json(os.path.join(mismatch_dir, "wrong-state-digest.json"), record)
    # A step whose actor is unset.
    record = crafted_record("Step 18 has no actor (neither a seat nor chance).",
                            2, 0, {}, [BASE, "0 draw 6"])
    record["steps"][18]["actor"] = {}
    record["expect"] = {"verdict": "REPLAY_VERDICT_MALFORMED_STEP", "stepIndex": 18}
    write_json(os.path.join(mismatch_dir, "malformed-unset-actor.json"), record)
    # A step whose action is another game's action message.
    record = crafted_record("Step 18 carries a Kingdom Builder action in a Quibbles game.",
                            2, 0, {}, [BASE, "0 end"])
    record["steps"][18]["action"] = {
        "@type": "type.googleapis.com/arbiter.games.kingdom_builder.v1.Action", "endTurn": {}}
    record["expect"] = {"verdict": "REPLAY_VERDICT_MALFORMED_STEP", "stepIndex": 18}
    write_json(os.path.join(mismatch_dir, "malformed-wrong-action-type.json"), record)

    check = subprocess.run([arbiter, "replay", "--expectations", flags.out],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if check.returncode != 0:
        sys.stdout.write(check.stdout)
        sys.exit("generate.py: some fixture does not get its expected verdict")
    print("wrote and checked the fixtures under %s" % flags.out)


if __name__ == "__main__":
    main()
