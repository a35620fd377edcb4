"""Plays complete Voyages games against the real arbiterd from a Python gRPC client, checking
every answer on the way:

  * ListLegalActions for every seat agrees with the turn (every seat whose turn is not over
    acts at once, V3; the others list nothing; chance has the 216 rolls exactly when one is
    pending) and returns the turn ApplyAction/NewGame returned;
  * the chosen action is legal under validate_only (no state) and then applied; a seat whose
    turn is over is refused with ARBITER_NOT_YOUR_TURN (legal=false, not an error);
  * GetPlayerView for every seat and a spectator is the full state without the generator
    state (V12);
  * the end: the solo game on the built-in tw_test after round 16 (V10), and 3-seat games on a
    supplied map (V14) whose threshold gives 3 stars for the first region explored, so round 1
    triggers the end and round 2 is the last; then ARBITER_GAME_OVER.

Random choices come from a seeded random.Random, printed on failure.

VoyagesSurfacesTest (below): the platform-facing paths, against arbiterd and through the
`arbiter` CLI:

  * the built-in map (tw_test, INVENTED FOR TESTS, V17): a SEEDED solo game to the end of round
    16 (V10: solo ends after exactly 16 rounds), each step a listed legal action, the dice
    three values 1..6 every round, the view (GetPlayerView) the state without the generator;
  * a platform's own map pack given at NewGame (testing/own_map.json, invented: two regions, an
    island, a settlement, the Dread): an EXTERNAL two-seat game, the test rolling every round's
    dice as the chance outcome, played until a seat has 3 stars and the final round ends (V10)
    or a round cap; the view of each seat; a bad pack is refused with INVALID_ARGUMENT naming
    the field ("setup.content.supplied.spaces[1].effects[0].kind");
  * illegal actions answered legal=false with their codes: a die used twice (V3,
    VOYAGES_BAD_ASSIGNMENT), END_TURN before sailing (VOYAGES_WRONG_STEP), a seat's move while
    the roll waits (ARBITER_CHANCE_OUTCOME_PENDING), a die of 7 (V13,
    VOYAGES_IMPOSSIBLE_CHANCE_OUTCOME), a seat whose turn is over (ARBITER_NOT_YOUR_TURN);
  * ReplayGame of each game played: REPLAY_VERDICT_VALID with every step applied;
  * the CLI: `arbiter new voyages` (built-in map and `--content @own_map.json`), `legal`,
    `apply` and `view` chained through files, `playout` of a solo game, its record replayed by
    `arbiter replay`.
"""
import json
import os
import random
import subprocess
import unittest

from google.protobuf import any_pb2, json_format

from arbiter.games.voyages.v1 import voyages_pb2
from arbiter.v1 import game_state_pb2, record_pb2, rules_service_pb2, turn_pb2

import harness

MAX_STEPS = 2000


def unpack_state(game_state):
    state = voyages_pb2.State()
    assert game_state.payload.Unpack(state), game_state.payload.type_url
    return state


def star_map():
    """A 3 x 3 sea around the start: every SAIL enters the region, and that pays 3 stars."""
    m = voyages_pb2.MapPack(id="play_test_sea", version="1", invented=True,
                            source="invented for engines/voyages/testing/play_test.py")
    m.windrose.extend(["NW", "NE", "E", "SE", "SW", "W"])
    for r in range(3):
        for q in range(3):
            m.spaces.add(q=q, r=r, kind="water", region="sea")
    m.regions.append("sea")
    m.ocean_table.append(2)
    m.start.q = 1
    m.start.r = 1
    m.sailors.start_ready = 6
    m.sailors.capacity = 9
    m.cargo.add(type="fish", capacity=2, unsold_value=1)
    m.duties.rows.add(cells=[1, 2, 3, 4, 5, 6])
    m.duties.row_rewards.add().effects.add(kind="gain_gold", n=5)
    for _ in range(6):
        m.duties.col_rewards.add()
    m.star_thresholds.add(counter="regions_explored", at=1, stars=3)
    return m


class VoyagesPlayTest(harness.ArbiterdTestCase):

    def legal(self, state, who):
        return self.stub.ListLegalActions(
            rules_service_pb2.ListLegalActionsRequest(state=state, actor=who), timeout=30)

    def apply(self, state, who, action, validate_only=False):
        return self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
            state=state, actor=who, action=action, validate_only=validate_only), timeout=30)

    def check_views(self, game_state, seats, turn):
        full = unpack_state(game_state)
        full.rng_state = 0
        for v in list(range(seats)) + [None]:
            who = harness.viewer(spectator=True) if v is None else harness.viewer(seat=v)
            answer = self.stub.GetPlayerView(
                rules_service_pb2.GetPlayerViewRequest(state=game_state, viewer=who), timeout=30)
            self.assertEqual(answer.turn, turn)
            self.assertEqual(unpack_state(answer.view), full)

    def new_game(self, seats, seed, external, supplied):
        setup = game_state_pb2.GameSetup(game_id="voyages", seat_count=seats)
        if external:
            setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_EXTERNAL
        else:
            setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
            setup.randomness.seed = seed
        if supplied:
            setup.content.supplied.Pack(star_map())
        return self.stub.NewGame(rules_service_pb2.NewGameRequest(setup=setup), timeout=30)

    def play(self, seats, seed=1, external=False, supplied=False, policy_seed=0):
        rng = random.Random(policy_seed)
        context = "seats=%d seed=%s external=%s supplied=%s" % (seats, seed, external, supplied)
        started = self.new_game(seats, seed, external, supplied)
        game_state, turn = started.state, started.turn
        self.assertEqual(turn.chance_pending, external, context)
        for step in range(MAX_STEPS):
            where = "%s step %d" % (context, step)
            if turn.outcome.status == turn_pb2.OUTCOME_STATUS_FINISHED:
                break
            chance = self.legal(game_state, harness.actor(chance=True))
            self.assertEqual(chance.turn, turn, where)
            self.assertEqual(len(chance.actions), 216 if turn.chance_pending else 0, where)
            per_seat = {s: self.legal(game_state, harness.actor(seat=s)) for s in range(seats)}
            for s, answer in per_seat.items():
                self.assertEqual(len(answer.actions) > 0, s in turn.acting_seats, where)
            if step % 7 == 0:
                self.check_views(game_state, seats, turn)
            if turn.chance_pending:
                who = harness.actor(chance=True)
                action = rng.choice(list(chance.actions))
            else:
                seat = rng.choice(list(turn.acting_seats))
                who = harness.actor(seat=seat)
                action = rng.choice(list(per_seat[seat].actions))
                done = [s for s in range(seats) if s not in turn.acting_seats]
                if done:
                    refused = self.apply(game_state, harness.actor(seat=done[0]), action)
                    self.assertFalse(refused.legal, where)
                    self.assertEqual(refused.violation.code, "ARBITER_NOT_YOUR_TURN", where)
            judged = self.apply(game_state, who, action, validate_only=True)
            self.assertTrue(judged.legal, "%s: %s" % (where, judged.violation))
            self.assertFalse(judged.HasField("state"), where)
            answer = self.apply(game_state, who, action)
            self.assertTrue(answer.legal, "%s: %s" % (where, answer.violation))
            game_state, turn = answer.state, answer.turn
        else:
            self.fail("%s: not finished after %d steps" % (context, MAX_STEPS))
        final = unpack_state(game_state)
        self.assertEqual(sorted(r.seat for r in turn.outcome.results), list(range(seats)))
        self.assertEqual(min(r.rank for r in turn.outcome.results), 1)
        over = self.apply(game_state, harness.actor(seat=0),
                          _pack(voyages_pb2.Action(end_turn=voyages_pb2.EndTurn())))
        self.assertFalse(over.legal, context)
        self.assertEqual(over.violation.code, "ARBITER_GAME_OVER", context)
        self.check_views(game_state, seats, turn)
        return final

    def test_solo_game_ends_after_round_16(self):
        for external in (False, True):
            with self.subTest(external=external):
                final = self.play(1, seed=5, external=external, policy_seed=3)
                self.assertEqual(final.round, 16)

    def test_three_seats_end_after_the_final_round(self):
        for external in (False, True):
            with self.subTest(external=external):
                final = self.play(3, seed=8, external=external, supplied=True, policy_seed=4)
                self.assertEqual(final.final_round, 2)
                self.assertEqual(final.round, 2)
                self.assertTrue(all(s.stars == 3 for s in final.sheets))

    def test_bad_roll_is_a_violation(self):
        started = self.new_game(2, 1, True, False)
        bad = voyages_pb2.Action(chance_outcome=voyages_pb2.ChanceOutcome(dice=[1, 2, 7]))
        answer = self.apply(started.state, harness.actor(chance=True), _pack(bad))
        self.assertFalse(answer.legal)
        self.assertEqual(answer.violation.code, "VOYAGES_IMPOSSIBLE_CHANCE_OUTCOME")
        self.assertEqual(answer.violation.field_path, "chance_outcome.dice[2]")


def _pack(message):
    any_message = any_pb2.Any()
    any_message.Pack(message)
    return any_message


GAME = "voyages"
HERE = os.path.dirname(os.path.abspath(__file__))
OWN_MAP_FILE = os.path.join(HERE, "own_map.json")
with open(OWN_MAP_FILE, encoding="utf-8") as f:
    OWN_MAP = json_format.Parse(f.read(), voyages_pb2.MapPack())
ROUND_CAP = 60  # random play may never reach 3 stars (V10): the playouts' own cap


def unpack(message_type, any_message):
    m = message_type()
    assert any_message.Unpack(m), any_message.type_url
    return m


def pack_any(message):
    a = any_pb2.Any()
    a.Pack(message)
    return a


def action(**move):
    return pack_any(voyages_pb2.Action(**move))


class VoyagesSurfacesTest(harness.ArbiterdFilesTestCase):

    def setup(self, seats, seed=None, external=False, own_map=None):
        setup = game_state_pb2.GameSetup(game_id=GAME, seat_count=seats)
        if own_map is not None:
            setup.content.supplied.Pack(own_map)
        if external:
            setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_EXTERNAL
        else:
            setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
            setup.randomness.seed = seed
        return setup

    def new(self, setup):
        return self.stub.NewGame(rules_service_pb2.NewGameRequest(setup=setup), timeout=30)

    def legal(self, state, who):
        return self.stub.ListLegalActions(
            rules_service_pb2.ListLegalActionsRequest(state=state, actor=who), timeout=30).actions

    def apply(self, state, who, act):
        return self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
            state=state, actor=who, action=act), timeout=30)

    def view(self, state, seat):
        answer = self.stub.GetPlayerView(rules_service_pb2.GetPlayerViewRequest(
            state=state, viewer=harness.viewer(seat=seat)), timeout=30)
        return unpack(voyages_pb2.State, answer.view.payload)

    def assertIllegal(self, state, who, act, code, where):
        answer = self.apply(state, who, act)
        self.assertFalse(answer.legal, where)
        self.assertEqual(answer.violation.code, code, "%s: %s" % (where, answer.violation))

    def check_view(self, state, seats, where):
        """V12: every sheet, the dice and the round public; only the generator cleared."""
        full = unpack(voyages_pb2.State, state.payload)
        for v in range(seats):
            seen = self.view(state, v)
            expected = voyages_pb2.State()
            expected.CopyFrom(full)
            expected.rng_state = 0
            self.assertEqual(seen, expected, "%s: view of seat %d" % (where, v))

    def play(self, game_state, turn, seats, rng, where, chance_dice=None):
        """Plays listed legal actions (the chance outcome from `chance_dice` when EXTERNAL) to
        the end or the round cap; returns (state, turn, steps as (actor, action))."""
        steps = []
        while turn.outcome.status != turn_pb2.OUTCOME_STATUS_FINISHED:
            full = unpack(voyages_pb2.State, game_state.payload)
            if full.round > ROUND_CAP:
                break
            if turn.chance_pending:
                who = harness.actor(chance=True)
                act = action(chance_outcome=voyages_pb2.ChanceOutcome(dice=chance_dice(rng)))
            else:
                seat = turn.acting_seats[rng.randrange(len(turn.acting_seats))]
                listed = self.legal(game_state, harness.actor(seat=seat))
                self.assertTrue(listed, "%s round %d seat %d" % (where, full.round, seat))
                who, act = harness.actor(seat=seat), rng.choice(list(listed))
            answer = self.apply(game_state, who, act)
            self.assertTrue(answer.legal, "%s step %d: %s" % (where, len(steps), answer.violation))
            steps.append((who, act))
            game_state, turn = answer.state, answer.turn
            after = unpack(voyages_pb2.State, game_state.payload)
            if after.phase != voyages_pb2.PHASE_ROLL:
                self.assertEqual(len(after.dice), 3, where)
                self.assertTrue(all(1 <= d <= 6 for d in after.dice), where)
        return game_state, turn, steps

    def replay(self, setup, steps, where):
        record = record_pb2.GameRecord(setup=setup, rules_version="voyages/2021.1")
        for who, act in steps:
            record.steps.add(actor=who, action=act)
        report = self.stub.ReplayGame(rules_service_pb2.ReplayGameRequest(record=record),
                                      timeout=60).report
        self.assertEqual(report.verdict, record_pb2.REPLAY_VERDICT_VALID,
                         "%s: %s %s" % (where, report.detail, report.violation))
        self.assertEqual(report.steps_applied, len(steps), where)
        return report

    def test_seeded_solo_game_on_the_built_in_map(self):
        where = "SEEDED solo tw_test"
        setup = self.setup(1, seed=5)
        started = self.new(setup)
        self.assertEqual(started.state.content.built_in.name, "tw_test", where)
        full = unpack(voyages_pb2.State, started.state.payload)
        self.assertEqual(full.phase, voyages_pb2.PHASE_TURN, where)  # SEEDED: rolled at once
        sheet = full.sheets[0]
        self.assertEqual((sheet.ship.q, sheet.ship.r), (0, 2), where)  # tw_test's start (V2)
        self.assertEqual(sheet.ready_regular, 6, where)
        self.check_view(started.state, 1, where)
        # Illegal: die 0 as direction and distance (V3); END_TURN before sailing.
        self.assertIllegal(started.state, harness.actor(seat=0), action(sail=voyages_pb2.Sail(
            direction_die=0, distance_die=0, duty_die=1)), "VOYAGES_BAD_ASSIGNMENT", where)
        self.assertIllegal(started.state, harness.actor(seat=0),
                           action(end_turn=voyages_pb2.EndTurn()), "VOYAGES_WRONG_STEP", where)
        state, turn, steps = self.play(started.state, started.turn, 1, random.Random(5), where)
        self.assertEqual(turn.outcome.status, turn_pb2.OUTCOME_STATUS_FINISHED, where)
        final = unpack(voyages_pb2.State, state.payload)
        self.assertEqual(final.phase, voyages_pb2.PHASE_FINISHED, where)
        self.assertEqual(final.round, 16, where)  # V10: exactly 16 rounds solo
        self.assertEqual(len(self.legal(state, harness.actor(seat=0))), 0, where)
        self.assertIllegal(state, harness.actor(seat=0), action(end_turn=voyages_pb2.EndTurn()),
                           "ARBITER_GAME_OVER", where)
        self.check_view(state, 1, where)
        report = self.replay(setup, steps, where)
        self.assertEqual(report.final_turn.outcome.status, turn_pb2.OUTCOME_STATUS_FINISHED)

    def test_external_game_on_a_platform_map(self):
        where = "EXTERNAL 2 seats own_lagoon"
        setup = self.setup(2, external=True, own_map=OWN_MAP)
        started = self.new(setup)
        self.assertTrue(started.state.content.HasField("supplied"), where)
        self.assertEqual(unpack(voyages_pb2.MapPack, started.state.content.supplied), OWN_MAP)
        full = unpack(voyages_pb2.State, started.state.payload)
        self.assertEqual(full.phase, voyages_pb2.PHASE_ROLL, where)
        self.assertEqual([(s.ship.q, s.ship.r, s.ready_regular) for s in full.sheets],
                         [(0, 1, 4)] * 2, where)  # the pack's start and start_ready (V2)
        self.assertTrue(started.turn.chance_pending, where)
        chance = harness.actor(chance=True)
        self.assertIllegal(started.state, harness.actor(seat=0), action(sail=voyages_pb2.Sail(
            direction_die=0, distance_die=1, duty_die=2)), "ARBITER_CHANCE_OUTCOME_PENDING", where)
        self.assertIllegal(started.state, chance, action(chance_outcome=voyages_pb2.ChanceOutcome(
            dice=[1, 7, 2])), "VOYAGES_IMPOSSIBLE_CHANCE_OUTCOME", where)
        rolled = self.apply(started.state, chance, action(
            chance_outcome=voyages_pb2.ChanceOutcome(dice=[1, 1, 4])))
        self.assertTrue(rolled.legal, where)
        self.assertEqual(list(unpack(voyages_pb2.State, rolled.state.payload).dice), [1, 1, 4])
        self.assertEqual(sorted(rolled.turn.acting_seats), [0, 1], where)  # V3: any order
        self.check_view(rolled.state, 2, where)
        # Seat 1 sails E 1 (windrose 1 = E) from (0, 1) to the settlement (1, 1), marks the 4.
        sailed = self.apply(rolled.state, harness.actor(seat=1), action(sail=voyages_pb2.Sail(
            direction_die=0, distance_die=1, duty_die=2,
            duty_cell=voyages_pb2.Cell(row=1, column=0))))
        self.assertTrue(sailed.legal, "%s: %s" % (where, sailed.violation))
        sheet = unpack(voyages_pb2.State, sailed.state.payload).sheets[1]
        self.assertEqual((sheet.ship.q, sheet.ship.r), (1, 1), where)
        self.assertEqual(list(sheet.explored_regions), ["deep"], where)
        self.assertEqual(list(sheet.marked), [3], where)  # row 1 * 3 columns + column 0
        # No pearls to sell, so nothing is offered and the turn closed itself (V3 step 3).
        self.assertEqual(sheet.step, voyages_pb2.STEP_DONE, where)
        self.assertEqual(list(sailed.turn.acting_seats), [0], where)
        self.assertIllegal(sailed.state, harness.actor(seat=1), action(
            end_turn=voyages_pb2.EndTurn()), "ARBITER_NOT_YOUR_TURN", where)
        steps = [(chance, action(chance_outcome=voyages_pb2.ChanceOutcome(dice=[1, 1, 4]))),
                 (harness.actor(seat=1), action(sail=voyages_pb2.Sail(
                     direction_die=0, distance_die=1, duty_die=2,
                     duty_cell=voyages_pb2.Cell(row=1, column=0))))]
        state, turn, more = self.play(sailed.state, sailed.turn, 2, random.Random(11), where,
                                      chance_dice=lambda r: [r.randint(1, 6) for _ in range(3)])
        steps += more
        final = unpack(voyages_pb2.State, state.payload)
        if turn.outcome.status == turn_pb2.OUTCOME_STATUS_FINISHED:
            self.assertGreater(final.final_round, 0, where)
            self.assertGreaterEqual(max(s.stars for s in final.sheets), 3, where)
            self.assertEqual(final.round, final.final_round, where)
        self.check_view(state, 2, where)
        self.replay(setup, steps, where)

    def test_a_bad_map_pack_is_refused_naming_the_field(self):
        bad = voyages_pb2.MapPack()
        bad.CopyFrom(OWN_MAP)
        bad.spaces[1].effects[0].kind = "teleport"
        self.assertRpcError(harness.grpc.StatusCode.INVALID_ARGUMENT,
                            "setup.content.supplied.spaces[1].effects[0].kind",
                            self.stub.NewGame, rules_service_pb2.NewGameRequest(
                                setup=self.setup(2, seed=1, own_map=bad)))
        bad.CopyFrom(OWN_MAP)
        bad.start.q = 2  # (2, 0) is the island Reef, (2, 1) blocked: start (2, 2) is no space
        bad.start.r = 2
        self.assertRpcError(harness.grpc.StatusCode.INVALID_ARGUMENT, "setup.content.supplied.start",
                            self.stub.NewGame, rules_service_pb2.NewGameRequest(
                                setup=self.setup(2, seed=1, own_map=bad)))

    def cli(self, *args, code=0):
        r = subprocess.run([harness.ARBITER_CLI, "--format=json", *args], capture_output=True,
                           text=True, timeout=300)
        self.assertEqual(r.returncode, code, "%s: %s%s" % (args, r.stdout, r.stderr))
        return r.stdout

    def test_cli_new_legal_apply_view_playout_replay(self):
        for content in ((), ("--content", "@" + OWN_MAP_FILE)):
            where = "CLI %s" % (content,)
            state_file = self.path("s0.json")
            with open(state_file, "w") as f:
                f.write(self.cli("new", GAME, "--seats", "2", "--seed", "3", *content))
            new = json.load(open(state_file))
            start = json_format.ParseDict(new["state"], game_state_pb2.GameState())
            self.assertEqual(start.content.HasField("supplied"), bool(content), where)
            legal = json.loads(self.cli("legal", "--state", state_file, "--seat", "0"))
            self.assertGreater(len(legal["actions"]), 1, where)
            self.assertTrue(all("sail" in a for a in legal["actions"]), where)
            answer = json.loads(self.cli("apply", "--state", state_file, "--seat", "0",
                                         "--action", json.dumps(legal["actions"][-1])))
            self.assertTrue(answer["legal"], where)
            with open(state_file, "w") as f:
                json.dump(answer, f)
            after = json_format.ParseDict(answer["state"], game_state_pb2.GameState())
            self.assertNotEqual(unpack(voyages_pb2.State, after.payload).sheets[0].step,
                                voyages_pb2.STEP_SAIL, where)
            # A die used twice: exit 1 (illegal), the code in the answer.
            bad = self.cli("apply", "--state", state_file, "--seat", "1", "--action", json.dumps(
                {"@type": "type.googleapis.com/arbiter.games.voyages.v1.Action",
                 "sail": {"directionDie": 2, "distanceDie": 2, "dutyDie": 0}}), code=1)
            self.assertEqual(json.loads(bad)["violation"]["code"], "VOYAGES_BAD_ASSIGNMENT")
            view = json.loads(self.cli("view", "--state", state_file, "--seat", "1"))
            seen = json_format.ParseDict(view["view"], game_state_pb2.GameState())
            self.assertEqual(unpack(voyages_pb2.State, seen.payload).rng_state, 0, where)
            text = subprocess.run([harness.ARBITER_CLI, "--format=summary", "view", "--state",
                                   state_file, "--seat", "1"], capture_output=True, text=True,
                                  timeout=60)
            self.assertEqual(text.returncode, 0, text.stderr)
            self.assertIn("duties ([v] marked)", text.stdout, where)
        record = self.path("solo.json")
        self.cli("playout", GAME, "--seats", "1", "--seed", "9", "--policy-seed", "2",
                 "--record", record, "--content", "@" + OWN_MAP_FILE)
        with open(record) as f:
            steps = json.load(f)["steps"]
        self.assertGreaterEqual(len(steps), 16)  # at least one SAIL a round, 16 rounds
        self.cli("replay", record)


if __name__ == "__main__":
    unittest.main(verbosity=2)
