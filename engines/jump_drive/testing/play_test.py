"""Jump Drive with preset start hands (rules.md J2 `start_hands=preset`, J12, R19) played to the
end against the real arbiterd from a Python gRPC client, and through the `arbiter` CLI:

  * the pack is the built-in one (content/published.txtpb) with four preset hands A-D added
    (the published pack lists none, so the built-in pack refuses the option, R19), supplied as
    the setup's content;
  * SEEDED: NewGame assigns the letters; every seat's first hand is exactly one preset hand of
    the pack, the seats' letters distinct, the rest of the deck in the draw pile; there is no
    setup discard (the first phase is PLACE);
  * EXTERNAL: the first chance outcomes are the letters (ListLegalActions of chance lists the
    letters not yet given, a letter given twice is illegal, not an error); then every card
    drawn is a chance outcome the test supplies;
  * in both, each seat's view shows its own letter and hand and not the others', every step is
    a listed legal action, and the game ends (PHASE_FINISHED, a total of 50 or more, J8);
  * the CLI: `arbiter new jump_drive --option start_hands=preset --content @pack.json`, `legal`
    and `apply` chained through files, then `playout` of a whole preset game, its record
    replayed by `arbiter replay`.
The policy favours the end: place the costliest world or development it can (VP come from the
empire), else explore; one decision in ten uniformly at random.
"""
import json
import os
import random
import subprocess
import unittest

from google.protobuf import any_pb2, json_format, text_format

from arbiter.games.jump_drive.v1 import jump_drive_pb2
from arbiter.v1 import game_state_pb2, rules_service_pb2, turn_pb2

import harness

GAME = "jump_drive"
MAX_STEPS = 20000
CONTENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "content")


def preset_pack():
    """The built-in pack with preset hands A-D: 5 cards each (2 developments, 3 worlds, the
    first of the pack's cards not yet used up), all within the cards' counts."""
    with open(os.path.join(CONTENT, "published.txtpb"), encoding="utf-8") as f:
        pack = text_format.Parse(f.read(), jump_drive_pb2.Pack())
    pack.id = "published_with_test_presets"
    pack.source = "content/published.txtpb with preset hands A-D invented by play_test.py"
    left = {c.id: c.count for c in pack.cards}
    devs = [c.id for c in pack.cards if c.kind == "development"]
    worlds = [c.id for c in pack.cards if c.kind == "world"]

    def take(ids, n):
        out = []
        for cid in ids:
            while left[cid] > 0 and len(out) < n:
                left[cid] -= 1
                out.append(cid)
        return out

    for letter in "ABCD":
        pack.preset_hands.add(letter=letter, cards=take(devs, 2) + take(worlds, 3))
    return pack


PACK = preset_pack()
PRESETS = {h.letter: sorted(h.cards) for h in PACK.preset_hands}
CARDS = {c.id: c for c in PACK.cards}


def unpack(message_type, any_message):
    m = message_type()
    assert any_message.Unpack(m), any_message.type_url
    return m


def pack_any(message):
    a = any_pb2.Any()
    a.Pack(message)
    return a


def hand_list(seat):
    return sorted(c.card for c in seat.hand for _ in range(c.count))


def score(action):
    """Higher for the costlier placement; explore and everything else 0."""
    if action.WhichOneof("move") != "place":
        return 0
    p = action.place
    return sum(CARDS[i].cost + 1 for i in (p.development, p.world) if i in CARDS)


class JumpDrivePresetPlayTest(harness.ArbiterdFilesTestCase):

    def setup(self, seats, seed=None, external=False):
        setup = game_state_pb2.GameSetup(game_id=GAME, seat_count=seats,
                                         options={"start_hands": "preset"})
        setup.content.supplied.Pack(PACK)
        if external:
            setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_EXTERNAL
        else:
            setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
            setup.randomness.seed = seed
        return setup

    def legal(self, state, who):
        return self.stub.ListLegalActions(
            rules_service_pb2.ListLegalActionsRequest(state=state, actor=who), timeout=30)

    def apply(self, state, who, action):
        answer = self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
            state=state, actor=who, action=action), timeout=30)
        return answer

    def view(self, state, seat):
        answer = self.stub.GetPlayerView(rules_service_pb2.GetPlayerViewRequest(
            state=state, viewer=harness.viewer(seat=seat)), timeout=30)
        return unpack(jump_drive_pb2.State, answer.view.payload)

    def check_preset_hands(self, game_state, seats, where):
        """Every seat holds exactly its preset hand, letters distinct; each view shows only the
        viewer's own letter and hand."""
        full = unpack(jump_drive_pb2.State, game_state.payload)
        letters = [s.preset_hand for s in full.seats]
        self.assertEqual(len(set(letters)), seats, "%s: letters %s" % (where, letters))
        for i, s in enumerate(full.seats):
            self.assertIn(s.preset_hand, PRESETS, where)
            self.assertEqual(hand_list(s), PRESETS[s.preset_hand], "%s: seat %d" % (where, i))
        self.assertEqual(full.draw_pile_count, sum(c.count for c in PACK.cards) - 5 * seats, where)
        for v in range(seats):
            view = self.view(game_state, v)
            for i, s in enumerate(view.seats):
                self.assertEqual(s.preset_hand, letters[i] if i == v else "", where)
                self.assertEqual(hand_list(s), PRESETS[letters[i]] if i == v else [], where)
                self.assertEqual(s.hand_count, 5, where)
        return letters

    def play_to_end(self, game_state, turn, seats, rng, where):
        steps = 0
        for steps in range(MAX_STEPS):
            if turn.outcome.status == turn_pb2.OUTCOME_STATUS_FINISHED:
                break
            if turn.chance_pending:
                outcomes = self.legal(game_state, harness.actor(chance=True)).actions
                self.assertTrue(outcomes, where)
                who, action = harness.actor(chance=True), rng.choice(list(outcomes))
            else:
                seat = turn.acting_seats[0]
                listed = self.legal(game_state, harness.actor(seat=seat)).actions
                self.assertTrue(listed, "%s step %d seat %d" % (where, steps, seat))
                parsed = [(a, unpack(jump_drive_pb2.Action, a)) for a in listed]
                if rng.random() < 0.1:
                    action = rng.choice(parsed)[0]
                else:
                    action = max(parsed, key=lambda p: (score(p[1]), rng.random()))[0]
                who = harness.actor(seat=seat)
            answer = self.apply(game_state, who, action)
            self.assertTrue(answer.legal, "%s step %d: %s" % (where, steps, answer.violation))
            game_state, turn = answer.state, answer.turn
        self.assertEqual(turn.outcome.status, turn_pb2.OUTCOME_STATUS_FINISHED,
                         "%s: not finished after %d steps" % (where, steps))
        final = unpack(jump_drive_pb2.State, game_state.payload)
        self.assertEqual(final.phase, jump_drive_pb2.PHASE_FINISHED, where)
        self.assertGreaterEqual(max(s.vp for s in final.seats), 50, where)
        self.assertEqual(len(self.legal(game_state, harness.actor(seat=0)).actions), 0, where)
        return steps

    def test_seeded_preset_games_to_the_end(self):
        for seats, seed in ((2, 1), (3, 7), (4, 11)):
            where = "SEEDED seats=%d seed=%d" % (seats, seed)
            started = self.stub.NewGame(rules_service_pb2.NewGameRequest(
                setup=self.setup(seats, seed=seed)), timeout=30)
            full = unpack(jump_drive_pb2.State, started.state.payload)
            self.assertEqual(full.options.start_hands, jump_drive_pb2.START_HANDS_PRESET, where)
            self.assertEqual(full.phase, jump_drive_pb2.PHASE_PLACE, where)  # no setup discard
            self.check_preset_hands(started.state, seats, where)
            assigned = [unpack(jump_drive_pb2.Event, e.detail).preset_assigned
                        for e in started.events]
            self.assertEqual(sorted(a.seat for a in assigned if a.letter), list(range(seats)), where)
            steps = self.play_to_end(started.state, started.turn, seats, random.Random(seed), where)
            self.assertGreater(steps, 10, where)

    def test_external_preset_game_to_the_end(self):
        seats = 3
        where = "EXTERNAL seats=3"
        started = self.stub.NewGame(rules_service_pb2.NewGameRequest(
            setup=self.setup(seats, external=True)), timeout=30)
        game_state, turn = started.state, started.turn
        self.assertTrue(turn.chance_pending, where)
        chance = harness.actor(chance=True)
        given = []
        for letter in ("C", "A", "D"):
            listed = self.legal(game_state, chance).actions
            letters = sorted(unpack(jump_drive_pb2.Action, a).chance_outcome.preset_hand
                             for a in listed)
            self.assertEqual(letters, sorted(set("ABCD") - set(given)), where)
            if given:  # a letter already given is illegal, not an error
                again = self.apply(game_state, chance, pack_any(jump_drive_pb2.Action(
                    chance_outcome=jump_drive_pb2.ChanceOutcome(preset_hand=given[0]))))
                self.assertFalse(again.legal, where)
            answer = self.apply(game_state, chance, pack_any(jump_drive_pb2.Action(
                chance_outcome=jump_drive_pb2.ChanceOutcome(preset_hand=letter))))
            self.assertTrue(answer.legal, "%s: %s" % (where, answer.violation))
            game_state, turn = answer.state, answer.turn
            given.append(letter)
        self.assertEqual(self.check_preset_hands(game_state, seats, where), ["C", "A", "D"])
        full = unpack(jump_drive_pb2.State, game_state.payload)
        self.assertEqual(full.phase, jump_drive_pb2.PHASE_PLACE, where)
        self.play_to_end(game_state, turn, seats, random.Random(3), where)

    def cli(self, *args, code=0):
        r = subprocess.run([harness.ARBITER_CLI, "--format=json", *args], capture_output=True,
                           text=True, timeout=300)
        self.assertEqual(r.returncode, code, "%s: %s%s" % (args, r.stdout, r.stderr))
        return r.stdout

    def test_cli_new_legal_apply_and_playout(self):
        pack_file = self.path("pack.json")
        with open(pack_file, "w") as f:
            f.write(json_format.MessageToJson(PACK))
        common = ("--option", "start_hands=preset", "--content", "@" + pack_file)
        for mode in (("--seed", "5"), ("--external",)):
            where = "CLI %s" % (mode,)
            state_file = self.path("s0.json")
            with open(state_file, "w") as f:
                f.write(self.cli("new", GAME, "--seats", "2", *mode, *common))
            if mode == ("--external",):
                for k in range(2):
                    legal = json.loads(self.cli("legal", "--state", state_file, "--chance"))
                    self.assertEqual(len(legal["actions"]), 4 - k, where)
                    answer = self.cli("apply", "--state", state_file, "--chance",
                                      "--action", json.dumps(legal["actions"][-1]))
                    self.assertTrue(json.loads(answer)["legal"], where)
                    with open(state_file, "w") as f:
                        f.write(answer)
            new = json.loads(open(state_file).read())
            game_state = json_format.ParseDict(new["state"], game_state_pb2.GameState(),
                                               ignore_unknown_fields=False)
            self.check_preset_hands(game_state, 2, where)
            legal = json.loads(self.cli("legal", "--state", state_file, "--seat", "0"))
            self.assertGreater(len(legal["actions"]), 1, where)
            self.assertEqual(legal["actions"][0], {
                "@type": "type.googleapis.com/arbiter.games.jump_drive.v1.Action", "explore": {}})
            answer = json.loads(self.cli("apply", "--state", state_file, "--seat", "0",
                                         "--action", json.dumps(legal["actions"][-1])))
            self.assertTrue(answer["legal"], where)
            after = json_format.ParseDict(answer["state"], game_state_pb2.GameState())
            self.assertTrue(unpack(jump_drive_pb2.State, after.payload).seats[0].committed, where)
        record = self.path("preset.json")
        self.cli("playout", GAME, "--seats", "3", "--seed", "9", "--policy-seed", "2",
                 "--max-steps", "100000", "--record", record, *common)
        with open(record) as f:
            steps = json.load(f)["steps"]
        self.assertGreater(len(steps), 10)
        self.cli("replay", record)


if __name__ == "__main__":
    unittest.main()
