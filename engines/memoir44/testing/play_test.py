"""Plays Memoir '44's Pegasus Bridge to a win against the real arbiterd from a Python gRPC
client, records every step and replays the record (ReplayGame, then the `arbiter replay` CLI),
checking every answer on the way (issue 17, "Done when"):

  * ListLegalActions for every seat agrees with the turn (the deciding seat has actions, the
    other none; the defender of a close assault decides an Ambush, the unit's owner a retreat:
    M4, M7, M13) and the turn it returns is the one NewGame/ApplyAction returned;
  * the chosen action is legal under validate_only (no state) and then applied; the other seat
    sending it is refused with ARBITER_NOT_YOUR_TURN (legal=false, not an error);
  * GetPlayerView for each seat and a spectator hides the other hand, the draw pile and
    Recon's pair from those who may not see them (M18), and keeps the rest;
  * the game ends with a winner whose medals reach the scenario's target (M16); nothing is
    legal after it (ARBITER_GAME_OVER);
  * ReplayGame of the record is VALID with the final state's digest and turn; the same record
    through `arbiter replay` exits 0.
EXTERNAL randomness is played too: every draw and roll is a chance outcome the test supplies
(M19), and an outcome that is not possible (a card in a hand, the wrong number of dice) is an
illegal action, not an error.

The policy favours the end (uniform play can take thousands of steps): order as many units as
the card allows, move each toward the nearest enemy, battle whenever possible (closest target
first), take ground and overrun, ambush when offered; one decision in ten uniformly at random.
"""
import hashlib
import json
import os
import random
import subprocess
import tempfile
import unittest

from google.protobuf import any_pb2, json_format, text_format

from arbiter.games.memoir44.v1 import memoir44_pb2, scenario_pb2
from arbiter.v1 import game_state_pb2, record_pb2, rules_service_pb2, turn_pb2

import harness

MAX_STEPS = 6000
GAME = "memoir44"
CONTENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "content")


def built_in_scenario(name):
    """The built-in scenario's content file (proto text after its # header lines)."""
    with open(os.path.join(CONTENT, name + ".txtpb"), encoding="utf-8") as f:
        return text_format.Parse(f.read(), scenario_pb2.Scenario())


def unpack_state(game_state):
    state = memoir44_pb2.State()
    assert game_state.payload.Unpack(state), game_state.payload.type_url
    return state


def unpack_action(any_action):
    action = memoir44_pb2.Action()
    assert any_action.Unpack(action), any_action.type_url
    return action


def pack(message):
    a = any_pb2.Any()
    a.Pack(message)
    return a


def unit_records(state):
    """State format 2's units (memoir44.proto State.unit_bytes): one 11-byte record each, col,
    row, side, type, badge, figures, ... as unsigned bytes."""
    b = state.unit_bytes
    return [b[i:i + 11] for i in range(0, len(b), 11)]


def distance(a, b):
    """M2: dr + max(0, (dc - dr) / 2)."""
    dr, dc = abs(a.row - b.row), abs(a.col - b.col)
    return dr + max(0, (dc - dr) // 2)


def choose(actions, state, seat, rng):
    """The progress policy: returns one of `actions` (Any)."""
    parsed = [(a, unpack_action(a)) for a in actions]
    if rng.random() < 0.1:
        return rng.choice(parsed)[0]
    side = state.players[seat].side
    enemies = [memoir44_pb2.Hex(col=r[0], row=r[1]) for r in unit_records(state) if r[2] != side]

    def nearest(h):
        return min((distance(h, e) for e in enemies), default=0)

    kinds = {}
    for a, m in parsed:
        kinds.setdefault(m.WhichOneof("action"), []).append((a, m))
    for kind in ("ambush", "take_ground", "armor_overrun", "keep", "retreat"):
        if kind in kinds:
            return rng.choice(kinds[kind])[0]
    if "battle" in kinds:
        return min(kinds["battle"], key=lambda p: (distance(getattr(p[1].battle, "from"),
                                                            p[1].battle.target), rng.random()))[0]
    if "order" in kinds:
        return max(kinds["order"], key=lambda p: (len(p[1].order.units), rng.random()))[0]
    if "targets" in kinds:
        return max(kinds["targets"], key=lambda p: (len(p[1].targets.hexes), rng.random()))[0]
    if "move" in kinds:
        def gain(p):
            move = p[1].move
            start = getattr(move, "from")
            end = move.path[-1] if move.path else start
            return nearest(start) - nearest(end)
        best = max(kinds["move"], key=lambda p: (gain(p), rng.random()))
        if gain(best) > 0 or "end_moves" not in kinds:
            return best[0]
        return kinds["end_moves"][0][0]
    if "play" in kinds:
        return rng.choice(kinds["play"])[0]
    return rng.choice(parsed)[0]  # end_moves, end_turn, decline


def random_outcome(state, chance_actions, rng):
    """A chance outcome: a listed one (draws, a single die), else chance_dice random faces."""
    if chance_actions:
        return rng.choice(list(chance_actions))
    faces = [memoir44_pb2.DIE_FACE_INFANTRY, memoir44_pb2.DIE_FACE_INFANTRY,
             memoir44_pb2.DIE_FACE_ARMOR, memoir44_pb2.DIE_FACE_FLAG, memoir44_pb2.DIE_FACE_STAR,
             memoir44_pb2.DIE_FACE_GRENADE]
    outcome = memoir44_pb2.ChanceOutcome(dice=[rng.choice(faces) for _ in range(state.chance_dice)])
    return pack(memoir44_pb2.Action(chance=outcome))


def digest(game_state):
    return hashlib.sha256(game_state.SerializeToString(deterministic=True)).hexdigest()


class Memoir44PlayTest(harness.ArbiterdTestCase):

    def legal(self, state, who):
        return self.stub.ListLegalActions(
            rules_service_pb2.ListLegalActionsRequest(state=state, actor=who), timeout=30)

    def apply(self, state, who, action, validate_only=False):
        return self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
            state=state, actor=who, action=action, validate_only=validate_only), timeout=30)

    def check_views(self, game_state, turn, where):
        full = unpack_state(game_state)
        for v in (0, 1, None):
            who = harness.viewer(spectator=True) if v is None else harness.viewer(seat=v)
            answer = self.stub.GetPlayerView(
                rules_service_pb2.GetPlayerViewRequest(state=game_state, viewer=who), timeout=30)
            self.assertEqual(answer.turn, turn, where)
            self.assertEqual(answer.view.content, game_state.content, where)
            view = unpack_state(answer.view)
            self.assertEqual(len(view.draw_pile), len(full.draw_pile), where)
            self.assertTrue(all(c == 0 for c in view.draw_pile), "%s: pile order shown" % where)
            self.assertEqual(view.discard_pile, full.discard_pile, where)
            self.assertEqual(view.unit_bytes, full.unit_bytes, where)
            self.assertEqual(view.obstacle_bytes, full.obstacle_bytes, where)
            for s in (0, 1):
                self.assertEqual(len(view.players[s].hand), len(full.players[s].hand), where)
                self.assertEqual(view.players[s].medals, full.players[s].medals, where)
                if s == v:
                    self.assertEqual(view.players[s].hand, full.players[s].hand, where)
                else:
                    self.assertTrue(all(c == 0 for c in view.players[s].hand),
                                    "%s: viewer %s sees seat %d's hand" % (where, v, s))
            if full.recon_drawn:
                shown = v == full.active_seat
                self.assertEqual(list(view.recon_drawn) == list(full.recon_drawn), shown, where)

    def play(self, seed=None, external=False, policy_seed=0):
        rng = random.Random(policy_seed)
        context = "pegasus_bridge seed=%s external=%s policy_seed=%d" % (seed, external,
                                                                        policy_seed)
        started = harness.new_game(self.stub, GAME, 2, seed=seed, external=external,
                                   options={"scenario": "pegasus_bridge"})
        game_state, turn = started.state, started.turn
        self.assertEqual(game_state.content.built_in.name, "pegasus_bridge", context)
        self.assertEqual(turn.chance_pending, external, context)
        setup = game_state_pb2.GameSetup(game_id=GAME, seat_count=2,
                                         options={"scenario": "pegasus_bridge"})
        if external:
            setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_EXTERNAL
        else:
            setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
            setup.randomness.seed = seed
        record = record_pb2.GameRecord(setup=setup, description=context)
        chance_steps = 0
        for step in range(MAX_STEPS):
            where = "%s step %d" % (context, step)
            if turn.outcome.status == turn_pb2.OUTCOME_STATUS_FINISHED:
                break
            self.assertEqual(turn.outcome.status, turn_pb2.OUTCOME_STATUS_ONGOING, where)
            chance = self.legal(game_state, harness.actor(chance=True))
            self.assertEqual(chance.turn, turn, where)
            per_seat = {s: self.legal(game_state, harness.actor(seat=s)) for s in (0, 1)}
            for s, answer in per_seat.items():
                self.assertEqual(answer.turn, turn, where)
                self.assertEqual(len(answer.actions) > 0, s in turn.acting_seats,
                                 "%s seat %d" % (where, s))
            if step % 7 == 0:
                self.check_views(game_state, turn, where)
            state = unpack_state(game_state)
            if turn.chance_pending:
                self.assertEqual(list(turn.acting_seats), [], where)
                who = harness.actor(chance=True)
                action = random_outcome(state, chance.actions, rng)
                chance_steps += 1
            else:
                self.assertEqual(len(turn.acting_seats), 1, where)
                seat = turn.acting_seats[0]
                who = harness.actor(seat=seat)
                action = choose(per_seat[seat].actions, state, seat, rng)
                refused = self.apply(game_state, harness.actor(seat=1 - seat), action)
                self.assertFalse(refused.legal, where)
                self.assertEqual(refused.violation.code, "ARBITER_NOT_YOUR_TURN", where)
            judged = self.apply(game_state, who, action, validate_only=True)
            self.assertTrue(judged.legal, "%s: %s" % (where, judged.violation))
            self.assertFalse(judged.HasField("state"), where)
            answer = self.apply(game_state, who, action)
            self.assertTrue(answer.legal, "%s: %s" % (where, answer.violation))
            record.steps.add(actor=who, action=action)
            game_state, turn = answer.state, answer.turn
        else:
            self.fail("%s: no winner after %d steps" % (context, MAX_STEPS))

        final = unpack_state(game_state)
        self.assertEqual(final.phase, memoir44_pb2.PHASE_GAME_OVER, context)
        winners = [r.seat for r in turn.outcome.results if r.rank == 1]
        self.assertEqual(len(winners), 1, context)
        self.assertEqual(final.winner, winners[0], context)
        # M16: the winner reached its target exactly (the count never passes it); the loser not.
        pegasus = built_in_scenario("pegasus_bridge")
        targets = (pegasus.player1.medals_to_win, pegasus.player2.medals_to_win)
        self.assertEqual(final.players[final.winner].medals, targets[final.winner], context)
        self.assertLess(final.players[1 - final.winner].medals, targets[1 - final.winner], context)
        for s in (0, 1):
            self.assertEqual(len(self.legal(game_state, harness.actor(seat=s)).actions), 0)
        over = self.apply(game_state, harness.actor(seat=winners[0]),
                          pack(memoir44_pb2.Action(end_turn=memoir44_pb2.EndTurn())))
        self.assertFalse(over.legal, context)
        self.assertEqual(over.violation.code, "ARBITER_GAME_OVER", context)
        if external:
            self.assertGreater(chance_steps, 0, context)

        # Replayed through the API: VALID, same final state and turn.
        report = self.stub.ReplayGame(rules_service_pb2.ReplayGameRequest(record=record),
                                      timeout=120).report
        self.assertEqual(report.verdict, record_pb2.REPLAY_VERDICT_VALID,
                         "%s: %s" % (context, report.detail or report.violation))
        self.assertEqual(report.steps_applied, len(record.steps), context)
        self.assertEqual(report.final_state_digest, digest(game_state), context)
        self.assertEqual(report.final_turn, turn, context)
        # And through the CLI, from a JSON record file.
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "pegasus.json")
            with open(path, "w", encoding="utf-8") as f:
                f.write(json_format.MessageToJson(record))
            cli = subprocess.run([harness.ARBITER_CLI, "replay", path], capture_output=True,
                                 text=True, timeout=300)
            self.assertEqual(cli.returncode, 0, cli.stdout + cli.stderr)
        return step, final

    def test_pegasus_bridge_seeded_to_a_win_and_replayed(self):
        for seed, policy_seed in ((1, 1), (44, 2)):
            with self.subTest(seed=seed):
                steps, final = self.play(seed=seed, policy_seed=policy_seed)
                print("pegasus_bridge seed=%d: seat %d won (medals %d-%d) after %d steps" % (
                    seed, final.winner, final.players[0].medals, final.players[1].medals, steps))

    def test_pegasus_bridge_external_to_a_win_and_replayed(self):
        steps, final = self.play(external=True, policy_seed=3)
        print("pegasus_bridge external: seat %d won after %d steps" % (final.winner, steps))

    def test_impossible_chance_outcomes_are_illegal(self):
        # M19: EXTERNAL deals wait for chance; a card already dealt cannot be drawn again, and a
        # roll needs exactly its number of dice.
        started = harness.new_game(self.stub, GAME, 2, external=True,
                                   options={"scenario": "pegasus_bridge"})
        self.assertTrue(started.turn.chance_pending)
        possible = self.legal(started.state, harness.actor(chance=True)).actions
        self.assertEqual(len(possible), 60)
        first = unpack_action(possible[0])
        dealt = self.apply(started.state, harness.actor(chance=True), possible[0])
        self.assertTrue(dealt.legal, dealt.violation)
        again = self.apply(dealt.state, harness.actor(chance=True), possible[0])
        self.assertFalse(again.legal)
        self.assertTrue(again.violation.code.startswith("MEMOIR44_"), again.violation)
        self.assertEqual(len(self.legal(dealt.state, harness.actor(chance=True)).actions), 59)
        self.assertNotIn(first.chance.card_id,
                         [unpack_action(a).chance.card_id
                          for a in self.legal(dealt.state, harness.actor(chance=True)).actions])
        # A seat may not act while chance must.
        early = self.apply(started.state, harness.actor(seat=1),
                           pack(memoir44_pb2.Action(end_turn=memoir44_pb2.EndTurn())))
        self.assertFalse(early.legal)
        self.assertEqual(early.violation.code, "ARBITER_CHANCE_OUTCOME_PENDING")

    def test_cli_new_legal_apply_playout_replay(self):
        # The CLI path of issue 17: `arbiter new memoir44 --option scenario=pegasus_bridge`,
        # then `legal` and `apply` on its output, `games`, `playout` and `replay` (in-process).
        def cli(*args):
            done = subprocess.run([harness.ARBITER_CLI, "--format=json"] + list(args),
                                  capture_output=True, text=True, timeout=60)
            self.assertEqual(done.returncode, 0, done.stderr)
            return done.stdout
        with tempfile.TemporaryDirectory() as tmp:
            new = cli("new", GAME, "--seats", "2", "--seed", "5",
                      "--option", "scenario=pegasus_bridge")
            self.assertEqual(json.loads(new)["state"]["content"]["builtIn"]["name"],
                             "pegasus_bridge")
            state_path = os.path.join(tmp, "state.json")
            with open(state_path, "w", encoding="utf-8") as f:
                f.write(new)
            seat = str(json.loads(new)["turn"]["actingSeats"][0])
            actions = json.loads(cli("legal", "--state", state_path, "--seat", seat))["actions"]
            self.assertTrue(actions and all("play" in a for a in actions), actions[:3])
            applied = cli("apply", "--state", state_path, "--seat", seat,
                          "--action", json.dumps(actions[0]))
            self.assertTrue(json.loads(applied)["legal"])
            games = json.loads(cli("games"))["games"]
            info = [g for g in games if g["gameId"] == GAME]
            self.assertEqual(len(info), 1)
            names = [c["name"] for c in info[0]["builtInContent"]]
            self.assertEqual(names[0], "pegasus_bridge")
            self.assertIn("sainte_mere_eglise", names)
            # `playout` records a seeded random game of another scenario; `replay` accepts it.
            record = os.path.join(tmp, "playout.json")
            cli("playout", GAME, "--seats", "2", "--seed", "4", "--max-steps", "300",
                "--option", "scenario=sword_beach", "--record", record)
            with open(record, encoding="utf-8") as f:
                recorded = json.load(f)
            self.assertEqual(recorded["setup"]["content"]["builtIn"]["name"], "sword_beach")
            self.assertGreater(len(recorded["steps"]), 0)
            cli("replay", record)


if __name__ == "__main__":
    unittest.main(verbosity=2)
