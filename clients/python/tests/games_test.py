"""A short game of every game played to its end through the installed `arbiter` Python client
against the real arbiterd, with SEEDED and with EXTERNAL randomness, checking the client's
answers on the way:

  * list_games lists every game of the source tree (engines/*/), with its action and state
    types resolvable by unpack();
  * new_game answers a state of the game and a turn; legal_actions agrees with the turn (the
    acting seat has actions, a seat that may not act has none);
  * apply takes either the Any from legal_actions or the game's own Action message; every
    move is legal under validate_only (verdict alone, no state) and then applied; a seat that
    may not act gets legal=False with ARBITER_NOT_YOUR_TURN (an answer, not an exception),
    and a seat sending a chance outcome ARBITER_WRONG_ACTOR_FOR_ACTION;
  * view for each seat and a spectator answers the game's State type, and at the start of a
    seeded game the spectator's view differs from the full state (hidden hands, decks);
  * the game finishes (every seat ranked); afterwards nothing is legal (ARBITER_GAME_OVER);
  * the recorded game replays VALID in one message and streamed in pieces, ending in the
    state the game reached (final_state_digest) and its turn; a record with a step moved to
    a seat that may not act is ILLEGAL_STEP at that step.

Policies (nothing here names a game, so adding one changes nothing): a game whose
engines/<game>/testing/play_test.py defines choose(actions, state, seat, rng) (a progress
policy, for games uniform play may never finish, e.g. Quibbles, rules Q9) plays by it, else
uniformly; chance outcomes are uniform among the listed ones, or come from that module's
random_outcome(state, listed, rng) when it defines one (outcomes too many to list, e.g.
dice). Random choices come from a seeded random.Random; the seeds are in every failure.

Environment (CTest): the venv python with the package installed (install_test.py),
PYTHONPATH = tests/integration (harness.py: arbiterd on a free port), ARBITERD,
ARBITER_PYTHON_PACKAGE_DIR (where `import arbiter` must come from).
"""
import hashlib
import importlib.util
import os
import random
import unittest

import arbiter
from arbiter.v1 import record_pb2, turn_pb2

import harness

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
FINISHED = turn_pb2.OUTCOME_STATUS_FINISHED
MAX_STEPS = 5000
CHECK_EVERY = 7  # validate_only, not-your-turn and views every this many steps


def source_games():
    """The games of the source tree: folders engines/*/ with a CMakeLists.txt, core aside."""
    engines = os.path.join(REPO, "engines")
    return sorted(g for g in os.listdir(engines)
                  if g != "core" and os.path.isfile(os.path.join(engines, g, "CMakeLists.txt")))


def game_policy(game_id):
    """The game's own play_test module (for its choose / random_outcome), or None."""
    path = os.path.join(REPO, "engines", game_id, "testing", "play_test.py")
    if not os.path.exists(path):
        return None
    spec = importlib.util.spec_from_file_location("%s_play_policy" % game_id, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class GamesTest(harness.RpcErrorAssertions):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(harness.Arbiterd())
        cls.client = cls.enterClassContext(arbiter.connect(cls.server.address))
        cls.infos = {g.game_id: g for g in cls.client.list_games()}

    def test_the_package_is_the_installed_one(self):
        # The tests must exercise what `pip install clients/python` installed.
        expected = os.environ.get("ARBITER_PYTHON_PACKAGE_DIR")
        if expected:
            self.assertTrue(arbiter.__file__.startswith(expected), arbiter.__file__)

    def test_list_games(self):
        self.assertEqual(sorted(self.infos), source_games())
        for info in self.infos.values():
            self.assertEqual(arbiter.message_class(info.action_type).DESCRIPTOR.full_name,
                             info.action_type)
            self.assertEqual(arbiter.message_class(info.state_type).DESCRIPTOR.full_name,
                             info.state_type)
            self.assertGreaterEqual(info.max_seats, info.min_seats)

    def check_views(self, info, state, turn, seats, at_start):
        full = arbiter.unpack(state.payload)
        for who in [dict(seat=s) for s in range(seats)] + [dict(spectator=True)]:
            answer = self.client.view(state, **who)
            self.assertEqual(answer.turn, turn, who)
            self.assertEqual(answer.view.game_id, info.game_id)
            view = arbiter.unpack(answer.view.payload)
            self.assertEqual(type(view), type(full))
            self.assertEqual(view.DESCRIPTOR.full_name, info.state_type)
            if at_start and "spectator" in who:
                self.assertNotEqual(view, full, "the spectator sees everything")

    def play(self, game_id, seed, external=False, policy_seed=1):
        info = self.infos[game_id]
        seats = info.min_seats
        rng = random.Random(policy_seed)
        policy = game_policy(game_id)
        choose = getattr(policy, "choose", None)
        random_outcome = getattr(policy, "random_outcome", None)
        context = "%s seed=%s external=%s policy_seed=%d" % (game_id, seed, external,
                                                            policy_seed)
        setup = arbiter.game_setup(game_id, seats, seed=seed, external=external)
        started = self.client.new_game(setup)
        state, turn = started.state, started.turn
        self.assertEqual(state.game_id, game_id, context)
        self.assertEqual(state.rules_version, info.rules_version, context)
        if not external:
            self.assertFalse(turn.chance_pending, context)
        self.check_views(info, state, turn, seats, at_start=not external)
        record = record_pb2.GameRecord(setup=setup, rules_version=info.rules_version)
        step = 0
        self.lone_seat_steps = []  # steps where exactly one seat may act
        while turn.outcome.status != FINISHED:
            self.assertLess(step, MAX_STEPS, context)
            if turn.chance_pending:
                who = dict(chance=True)
                self.assertEqual(list(turn.acting_seats), [], context)
            else:
                self.assertTrue(turn.acting_seats, context)
                who = dict(seat=rng.choice(list(turn.acting_seats)))
            legal = self.client.legal_actions(state, **who)
            self.assertEqual(legal.turn, turn, context)
            actions = list(legal.actions)
            if turn.chance_pending and random_outcome is not None:
                chosen = random_outcome(arbiter.unpack(state.payload), actions, rng)
            else:
                self.assertTrue(actions, "%s step %d %s: nothing legal" % (context, step, who))
                chosen = (choose(actions, arbiter.unpack(state.payload), who["seat"], rng)
                          if choose is not None and not turn.chance_pending
                          else rng.choice(actions))
            # Either form of an action: the Any as listed, or the game's own message.
            action = arbiter.unpack(chosen) if step % 2 else chosen
            if step % CHECK_EVERY == 0:
                judged = self.client.apply(state, action, validate_only=True, **who)
                self.assertTrue(judged.legal, "%s step %d: %s" % (context, step,
                                                                 judged.violation))
                self.assertFalse(judged.HasField("state"), context)
                idle = [s for s in range(seats) if s not in turn.acting_seats]
                if idle:
                    self.assertEqual(len(self.client.legal_actions(state, seat=idle[0])
                                         .actions), 0, context)
                    refused = self.client.apply(state, action, seat=idle[0])
                    self.assertFalse(refused.legal, context)
                    # A seat sending a chance outcome is the wrong actor for it.
                    self.assertEqual(refused.violation.code,
                                     "ARBITER_WRONG_ACTOR_FOR_ACTION" if turn.chance_pending
                                     else "ARBITER_NOT_YOUR_TURN", context)
                    self.assertFalse(refused.HasField("state"), context)
                if not turn.chance_pending:
                    self.check_views(info, state, turn, seats, at_start=False)
            result = self.client.apply(state, action, **who)
            self.assertTrue(result.legal, "%s step %d: %s" % (context, step, result.violation))
            record.steps.add(actor=arbiter.actor(**who), action=chosen)
            if len(turn.acting_seats) == 1:
                self.lone_seat_steps.append(step)
            state, turn = result.state, result.turn
            step += 1
        ranks = sorted(r.seat for r in turn.outcome.results)
        self.assertEqual(ranks, list(range(seats)), context)
        self.assertEqual(turn.outcome.results[0].rank, 1, context)
        for s in range(seats):
            self.assertEqual(len(self.client.legal_actions(state, seat=s).actions), 0, context)
        over = self.client.apply(state, record.steps[-1].action, seat=0)
        self.assertFalse(over.legal, context)
        self.assertEqual(over.violation.code, "ARBITER_GAME_OVER", context)
        return record, state, turn

    def check_replays(self, record, state, turn):
        report = self.client.replay(record)
        self.assertEqual(report.verdict, record_pb2.REPLAY_VERDICT_VALID, report.detail)
        self.assertEqual(report.steps_applied, len(record.steps))
        self.assertEqual(report.final_turn, turn)
        # The replay ends in the very state the game reached (engines/core/digest.h).
        self.assertEqual(report.final_state_digest,
                         hashlib.sha256(state.SerializeToString(deterministic=True)).hexdigest())
        streamed = self.client.replay(record, stream=True, steps_per_message=16)
        self.assertEqual(streamed, report)
        # A step moved to a seat that may not act is the first bad step (a solo game, as
        # Voyages' minimum, has no other seat to move it to).
        if self.lone_seat_steps and record.setup.seat_count >= 2:
            index = self.lone_seat_steps[len(self.lone_seat_steps) // 2]
            bad = record_pb2.GameRecord()
            bad.CopyFrom(record)
            seat = bad.steps[index].actor.seat
            bad.steps[index].actor.seat = (seat + 1) % record.setup.seat_count
            verdict = self.client.replay(bad)
            self.assertEqual(verdict.verdict, record_pb2.REPLAY_VERDICT_ILLEGAL_STEP)
            self.assertEqual(verdict.step_index, index)
            self.assertEqual(verdict.violation.code, "ARBITER_NOT_YOUR_TURN")


def _add_game_tests():
    for game_id in source_games():
        def seeded(self, game_id=game_id):
            self.check_replays(*self.play(game_id, seed=5))

        def external(self, game_id=game_id):
            record, state, turn = self.play(game_id, seed=None, external=True, policy_seed=3)
            self.assertTrue(any(s.actor.chance for s in record.steps))
            self.check_replays(record, state, turn)

        setattr(GamesTest, "test_%s" % game_id, seeded)
        setattr(GamesTest, "test_%s_external_randomness" % game_id, external)


_add_game_tests()


if __name__ == "__main__":
    unittest.main()
