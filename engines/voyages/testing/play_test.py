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
"""
import random
import unittest

from google.protobuf import any_pb2

from arbiter.games.voyages.v1 import voyages_pb2
from arbiter.v1 import game_state_pb2, rules_service_pb2, turn_pb2

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


if __name__ == "__main__":
    unittest.main(verbosity=2)
