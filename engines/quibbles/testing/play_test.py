"""Plays complete Quibbles games against the real arbiterd from a Python gRPC client, with
SEEDED and EXTERNAL randomness, checking every answer on the way:

  * ListLegalActions for every seat agrees with the turn (acting seats have actions, others
    none, chance has outcomes exactly when one is pending) and the turn it returns is the one
    ApplyAction/NewGame returned;
  * the chosen action is legal under validate_only (which returns no state) and then applied;
  * a seat that may not act is refused with ARBITER_NOT_YOUR_TURN (legal=false, not an error);
  * GetPlayerView for every seat and a spectator hides the other hands, the draw pile and the
    generator state, and keeps what is public;
  * the game ends with one winner whose collection totals 21 or more, after which nothing is
    legal (ARBITER_GAME_OVER).

The policy favours progress (Quibbles can go on forever under uniform play, rules Q9): stash
the highest value it can, else take the most valuable cards, else draw; one move in ten is
uniformly random. Random choices come from a seeded random.Random, printed on failure.
"""
import random
import unittest

from google.protobuf import any_pb2

from arbiter.games.quibbles.v1 import quibbles_pb2
from arbiter.v1 import game_state_pb2, rules_service_pb2, turn_pb2

import harness

VALUES = ("ones", "twos", "threes", "fours", "fives", "sixes")
MAX_STEPS = 4000


def counts(card_counts):
    return {v: getattr(card_counts, name) for v, name in enumerate(VALUES, start=1)}


def unpack_state(game_state):
    state = quibbles_pb2.State()
    assert game_state.payload.Unpack(state), game_state.payload.type_url
    return state


def unpack_action(any_action):
    action = quibbles_pb2.Action()
    assert any_action.Unpack(action), any_action.type_url
    return action


def take_score(action, hand):
    """Value of the cards a SPLIT/COMBINE takes, minus half the value of the cards it plays."""
    move = action.WhichOneof("move")
    if move == "split":
        taken = sum(sum(s.values) for s in action.split.sets)
        played = action.split.card
    elif move == "combine":
        taken = action.combine.take_count * sum(action.combine.cards)
        played = sum(action.combine.cards)
    else:
        return None
    return taken - 0.5 * played


def choose(actions, state, seat, rng):
    """The policy: returns one of `actions` (Any)."""
    parsed = [(a, unpack_action(a)) for a in actions]
    if rng.random() < 0.1:
        return rng.choice(parsed)[0]
    stashes = [(a, m) for a, m in parsed if m.WhichOneof("move") == "stash"]
    useful = [(a, m) for a, m in stashes
              if m.stash.discard_from_collection == 0
              or m.stash.value > m.stash.discard_from_collection]
    if useful:
        return max(useful, key=lambda p: (p[1].stash.value,
                                          -p[1].stash.discard_from_collection))[0]
    hand = counts(state.seats[seat].hand)
    scored = [(take_score(m, hand), rng.random(), i) for i, (a, m) in enumerate(parsed)]
    takes = [s for s in scored if s[0] is not None]
    if takes:
        return parsed[max(takes)[2]][0]
    draws = [(m.draw.card, rng.random(), i) for i, (a, m) in enumerate(parsed)
             if m.WhichOneof("move") == "draw"]
    if draws:
        return parsed[min(draws)[2]][0]
    return rng.choice(parsed)[0]  # end_turn, pass


class QuibblesPlayTest(harness.ArbiterdTestCase):

    def legal(self, state, who):
        return self.stub.ListLegalActions(
            rules_service_pb2.ListLegalActionsRequest(state=state, actor=who), timeout=30)

    def apply(self, state, who, action, validate_only=False):
        return self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
            state=state, actor=who, action=action, validate_only=validate_only), timeout=30)

    def check_views(self, game_state, seats, turn):
        full = unpack_state(game_state)
        for v in list(range(seats)) + [None]:
            who = harness.viewer(spectator=True) if v is None else harness.viewer(seat=v)
            answer = self.stub.GetPlayerView(
                rules_service_pb2.GetPlayerViewRequest(state=game_state, viewer=who), timeout=30)
            self.assertEqual(answer.turn, turn)
            self.assertEqual(answer.view.game_id, "quibbles")
            view = unpack_state(answer.view)
            self.assertEqual(view.rng_state, 0)
            self.assertEqual(counts(view.draw_pile), counts(quibbles_pb2.CardCounts()))
            self.assertEqual(view.draw_pile_size, full.draw_pile_size)
            self.assertEqual(view.row, full.row)
            self.assertEqual(view.discard_pile, full.discard_pile)
            self.assertEqual(len(view.seats), seats)
            for s in range(seats):
                self.assertEqual(view.seats[s].hand_size, full.seats[s].hand_size)
                self.assertEqual(view.seats[s].collection, full.seats[s].collection)
                expected_hand = full.seats[s].hand if s == v else quibbles_pb2.CardCounts()
                self.assertEqual(view.seats[s].hand, expected_hand, "viewer %s seat %d" % (v, s))

    def play(self, seats, seed=None, external=False, policy_seed=0):
        rng = random.Random(policy_seed)
        context = "seats=%d seed=%s external=%s policy_seed=%d" % (seats, seed, external,
                                                                  policy_seed)
        started = harness.new_game(self.stub, "quibbles", seats, seed=seed, external=external)
        game_state, turn = started.state, started.turn
        self.assertEqual(turn.chance_pending, external, context)
        # SEEDED deals at once (setup events); EXTERNAL waits for the deal's chance outcomes.
        self.assertEqual(len(started.events) > 0, not external, context)
        chance_steps = 0
        for step in range(MAX_STEPS):
            where = "%s step %d" % (context, step)
            if turn.outcome.status == turn_pb2.OUTCOME_STATUS_FINISHED:
                break
            self.assertEqual(turn.outcome.status, turn_pb2.OUTCOME_STATUS_ONGOING, where)
            # Who may act, per ListLegalActions, must match the turn.
            chance = self.legal(game_state, harness.actor(chance=True))
            self.assertEqual(chance.turn, turn, where)
            self.assertEqual(len(chance.actions) > 0, turn.chance_pending, where)
            per_seat = {s: self.legal(game_state, harness.actor(seat=s)) for s in range(seats)}
            for s, answer in per_seat.items():
                self.assertEqual(answer.turn, turn, where)
                self.assertEqual(len(answer.actions) > 0, s in turn.acting_seats,
                                 "%s seat %d" % (where, s))
            if step % 5 == 0:
                self.check_views(game_state, seats, turn)

            if turn.chance_pending:
                who = harness.actor(chance=True)
                action = rng.choice(list(chance.actions))
                chance_steps += 1
            else:
                self.assertEqual(len(turn.acting_seats), 1, where)
                seat = turn.acting_seats[0]
                who = harness.actor(seat=seat)
                action = choose(per_seat[seat].actions, unpack_state(game_state), seat, rng)
                # Someone else trying the same move is refused, as an answer.
                other = (seat + 1) % seats
                refused = self.apply(game_state, harness.actor(seat=other), action)
                self.assertFalse(refused.legal, where)
                self.assertEqual(refused.violation.code, "ARBITER_NOT_YOUR_TURN", where)
                self.assertFalse(refused.HasField("state"), where)

            judged = self.apply(game_state, who, action, validate_only=True)
            self.assertTrue(judged.legal, "%s: %s" % (where, judged.violation))
            self.assertFalse(judged.HasField("state"), where)
            self.assertEqual(len(judged.events), 0, where)

            answer = self.apply(game_state, who, action)
            self.assertTrue(answer.legal, "%s: %s" % (where, answer.violation))
            self.assertEqual(answer.state.game_id, "quibbles", where)
            self.assertEqual(answer.state.rules_version, game_state.rules_version, where)
            game_state, turn = answer.state, answer.turn
        else:
            self.fail("%s: no winner after %d steps" % (context, MAX_STEPS))

        # Finished: one winner, rank 1, collection of 21 or more; nothing is legal any more.
        final = unpack_state(game_state)
        self.assertTrue(final.HasField("winner"), context)
        results = list(turn.outcome.results)
        self.assertEqual(sorted(r.seat for r in results), list(range(seats)), context)
        winners = [r.seat for r in results if r.rank == 1]
        self.assertEqual(winners, [final.winner], context)
        self.assertGreaterEqual(sum(v * n for v, n in counts(
            final.seats[final.winner].collection).items()), 21, context)
        self.assertEqual(list(turn.acting_seats), [], context)
        for s in range(seats):
            self.assertEqual(len(self.legal(game_state, harness.actor(seat=s)).actions), 0)
        over = self.apply(game_state, harness.actor(seat=final.winner),
                          _pack(quibbles_pb2.Action(end_turn=quibbles_pb2.EndTurn())))
        self.assertFalse(over.legal, context)
        self.assertEqual(over.violation.code, "ARBITER_GAME_OVER", context)
        self.check_views(game_state, seats, turn)
        if external:
            self.assertGreater(chance_steps, 0, context)
        return step

    def test_seeded_games_reach_a_winner(self):
        for seats, seed in ((2, 1), (3, 7), (4, 42), (5, 2024)):
            with self.subTest(seats=seats, seed=seed):
                steps = self.play(seats, seed=seed, policy_seed=seed)
                print("seeded seats=%d seed=%d: won after %d steps" % (seats, seed, steps))

    def test_same_seed_same_game(self):
        a = harness.new_game(self.stub, "quibbles", 3, seed=99)
        b = harness.new_game(self.stub, "quibbles", 3, seed=99)
        c = harness.new_game(self.stub, "quibbles", 3, seed=100)
        self.assertEqual(a.state.SerializeToString(deterministic=True),
                         b.state.SerializeToString(deterministic=True))
        self.assertNotEqual(a.state.payload.value, c.state.payload.value)

    def test_external_randomness_games_reach_a_winner(self):
        for seats, policy_seed in ((2, 5), (3, 11)):
            with self.subTest(seats=seats):
                steps = self.play(seats, external=True, policy_seed=policy_seed)
                print("external seats=%d: won after %d steps" % (seats, steps))

    def test_chance_outcome_not_in_draw_pile_is_illegal(self):
        started = harness.new_game(self.stub, "quibbles", 2, external=True)
        possible = self.legal(started.state, harness.actor(chance=True)).actions
        values = {unpack_action(a).chance_outcome.value for a in possible}
        self.assertTrue(values and values <= set(range(1, 7)), values)
        # A seat may not act while chance must.
        answer = self.apply(started.state, harness.actor(seat=0),
                            _pack(quibbles_pb2.Action(end_turn=quibbles_pb2.EndTurn())))
        self.assertFalse(answer.legal)
        self.assertEqual(answer.violation.code, "ARBITER_CHANCE_OUTCOME_PENDING")
        answer = self.apply(started.state, harness.actor(chance=True),
                            _pack(quibbles_pb2.Action(
                                chance_outcome=quibbles_pb2.ChanceOutcome(value=9))))
        self.assertFalse(answer.legal)
        self.assertTrue(answer.violation.code.startswith("QUIBBLES_"), answer.violation)


def _pack(message):
    any_message = any_pb2.Any()
    any_message.Pack(message)
    return any_message


if __name__ == "__main__":
    unittest.main(verbosity=2)
