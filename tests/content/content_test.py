"""Game content end to end (engines/README.md "Content"), on the test-only card race: through
the gRPC API of a real arbiterd process and through the `arbiter` CLI, in-process and with
--server. Both binaries are the test builds that also register the test games
(tests/content/CMakeLists.txt). Checks: GameInfo lists the built-in content; NewGame takes it by
name or the caller's own; the state carries it (name and digest, or in full) through apply and
view; every wrong content field is INVALID_ARGUMENT naming it (CLI: exit 2); a state or record
made with other data is FAILED_PRECONDITION; a game without content refuses any.
"""
import json
import os
import subprocess
import tempfile
import unittest

import grpc
from google.protobuf import any_pb2

import harness
from arbiter.v1 import game_state_pb2, record_pb2, rules_service_pb2
from engines.core.testing import card_race_pb2

CONTENT_TYPE = "arbiter.testing.card_race.v1.Content"


def content(goal, *cards):
    c = card_race_pb2.Content(goal=goal)
    for name, value in cards:
        c.cards.add(name=name, value=value)
    return c


def packed(message):
    any_message = any_pb2.Any()
    any_message.Pack(message)
    return any_message


def play(card):
    return packed(card_race_pb2.Play(card=card))


GOOD = content(12, ("step", 1), ("stride", 3))


def bad_contents():
    """(field, content) with that field wrong."""
    def changed(change):
        c = card_race_pb2.Content()
        c.CopyFrom(GOOD)
        change(c)
        return c
    return [
        ("goal", changed(lambda c: setattr(c, "goal", 0))),
        ("cards", changed(lambda c: c.ClearField("cards"))),
        ("cards[1].name", changed(lambda c: setattr(c.cards[1], "name", "Stride"))),
        ("cards[1].name", changed(lambda c: setattr(c.cards[1], "name", "step"))),
        ("cards[0].value", changed(lambda c: setattr(c.cards[0], "value", -1))),
    ]


def setup(game_id="card_race", built_in=None, digest="", supplied=None):
    s = game_state_pb2.GameSetup(game_id=game_id, seat_count=2)
    if built_in is not None:
        s.content.built_in.name = built_in
        s.content.built_in.digest = digest
    if supplied is not None:
        s.content.supplied.CopyFrom(packed(supplied))
    return s


class ContentGrpcTest(harness.ArbiterdTestCase):
    def new(self, s, timeout=30):
        return self.stub.NewGame(rules_service_pb2.NewGameRequest(setup=s), timeout=timeout)

    def info(self, game_id):
        games = self.stub.ListGames(rules_service_pb2.ListGamesRequest()).games
        return next(g for g in games if g.game_id == game_id)

    def test_game_info_lists_the_content(self):
        info = self.info("card_race")
        self.assertEqual(info.content_type, CONTENT_TYPE)
        self.assertTrue(info.accepts_supplied_content)
        self.assertEqual([c.name for c in info.built_in_content], ["short", "long"])
        for c in info.built_in_content:
            self.assertRegex(c.digest, "^[0-9a-f]{64}$")
            self.assertIn("invented", c.source)
            self.assertTrue(c.confidence and c.description)
        plain = self.info("race")
        self.assertEqual(plain.content_type, "")
        self.assertEqual(len(plain.built_in_content), 0)

    def test_built_in_content_is_named_with_its_digest_and_stays(self):
        digest = self.info("card_race").built_in_content[1].digest
        game = self.new(setup(built_in="long"))
        self.assertEqual(game.state.content.built_in.name, "long")
        self.assertEqual(game.state.content.built_in.digest, digest)
        answer = self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
            state=game.state, actor=harness.actor(0), action=play(2)))
        self.assertTrue(answer.legal)
        self.assertEqual(answer.state.content, game.state.content)
        view = self.stub.GetPlayerView(rules_service_pb2.GetPlayerViewRequest(
            state=answer.state, viewer=harness.viewer(spectator=True)))
        self.assertEqual(view.view.content, game.state.content)
        # Pinned to the server's digest: accepted; to another: refused.
        self.new(setup(built_in="long", digest=digest))
        self.assertRpcError(grpc.StatusCode.FAILED_PRECONDITION,
                            "setup.content.built_in.digest: ", self.new,
                            setup(built_in="long", digest="0" * 64))
        self.assertRpcError(grpc.StatusCode.INVALID_ARGUMENT,
                            "setup.content.built_in.name: 'huge' is not built-in content",
                            self.new, setup(built_in="huge"))

    def test_state_made_with_other_data_is_refused(self):
        state = self.new(setup()).state
        state.content.built_in.digest = "f" * 64
        self.assertRpcError(grpc.StatusCode.FAILED_PRECONDITION,
                            "state.content.built_in.digest: 'ffff", self.stub.ApplyAction,
                            rules_service_pb2.ApplyActionRequest(
                                state=state, actor=harness.actor(0), action=play(0)))

    def test_supplied_content_is_carried_and_every_bad_field_named(self):
        game = self.new(setup(supplied=GOOD))
        carried = card_race_pb2.Content()
        self.assertTrue(game.state.content.supplied.Unpack(carried))
        self.assertEqual(carried, GOOD)
        for field, bad in bad_contents():
            with self.subTest(field=field):
                self.assertRpcError(grpc.StatusCode.INVALID_ARGUMENT,
                                    "setup.content.supplied.%s: " % field, self.new,
                                    setup(supplied=bad))
                state = game_state_pb2.GameState()
                state.CopyFrom(game.state)
                state.content.supplied.CopyFrom(packed(bad))
                self.assertRpcError(grpc.StatusCode.INVALID_ARGUMENT,
                                    "state.content.supplied.%s: " % field,
                                    self.stub.ListLegalActions,
                                    rules_service_pb2.ListLegalActionsRequest(
                                        state=state, actor=harness.actor(0)))
        self.assertRpcError(grpc.StatusCode.INVALID_ARGUMENT,
                            "setup.content.supplied: expected type " + CONTENT_TYPE, self.new,
                            setup(supplied=card_race_pb2.Play()))

    def test_game_without_content_refuses_it(self):
        self.assertRpcError(grpc.StatusCode.INVALID_ARGUMENT,
                            "setup.content: game 'race' takes no content", self.new,
                            setup("race", built_in="short"))
        state = harness.new_game(self.stub, "race", 2, seed=3).state
        state.content.supplied.CopyFrom(packed(GOOD))
        self.assertRpcError(grpc.StatusCode.INVALID_ARGUMENT,
                            "state.content: game 'race' takes no content",
                            self.stub.ApplyAction, rules_service_pb2.ApplyActionRequest(
                                state=state, actor=harness.actor(0), action=play(0)))

    def test_record_replays_with_its_content_or_is_refused(self):
        digest = self.info("card_race").built_in_content[0].digest
        record = record_pb2.GameRecord(setup=setup(built_in="short", digest=digest))
        for i in range(5):
            record.steps.add(actor=harness.actor(i % 2), action=play(1))
        report = self.stub.ReplayGame(rules_service_pb2.ReplayGameRequest(record=record))
        self.assertEqual(report.report.verdict, record_pb2.REPLAY_VERDICT_VALID)
        record.setup.content.built_in.digest = "1" * 64
        self.assertRpcError(grpc.StatusCode.FAILED_PRECONDITION,
                            "record.setup.content.built_in.digest: ", self.stub.ReplayGame,
                            rules_service_pb2.ReplayGameRequest(record=record))


def run(*args, stdin=None):
    return subprocess.run([harness.ARBITER_CLI, *args], input=stdin, capture_output=True,
                          text=True, timeout=120)


class ContentCliTest(harness.ArbiterdTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.tmp = tempfile.TemporaryDirectory()

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def write(self, name, text):
        path = os.path.join(self.tmp.name, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def both(self, *args, code=0):
        """In-process and with --server: the same exit code, stdout and stderr."""
        local = run("--format=json", *args)
        remote = run("--format=json", "--server=" + self.server.address, *args)
        self.assertEqual(local.returncode, code, local.stderr)
        self.assertEqual(remote.returncode, code, remote.stderr)
        self.assertEqual(local.stdout, remote.stdout, args)
        self.assertEqual(local.stderr, remote.stderr, args)
        return local

    def test_games_lists_the_content(self):
        out = run("--format=summary", "games").stdout
        self.assertIn("content " + CONTENT_TYPE + " (--content-name NAME or --content)", out)
        self.assertIn("long  race to 30 with cards worth 1, 3 and 5", out)

    def test_new_by_name_then_apply_and_view(self):
        out = json.loads(self.both("new", "card_race", "--seats", "2", "--content-name",
                                   "long").stdout)
        self.assertEqual(out["state"]["content"]["builtIn"]["name"], "long")
        state = self.write("long.json", json.dumps(out))
        answer = json.loads(self.both("apply", "--state", state, "--seat", "0",
                                      "--action", '{"card": 2}').stdout)
        self.assertTrue(answer["legal"])
        self.assertEqual(answer["state"]["content"], out["state"]["content"])
        view = json.loads(self.both("view", "--state", self.write("a.json", json.dumps(answer)),
                                    "--seat", "1").stdout)
        self.assertEqual(view["view"]["content"], out["state"]["content"])

    def test_new_with_own_content_as_json_or_any(self):
        plain = self.write("content.json", json.dumps(
            {"goal": 12, "cards": [{"name": "step", "value": 1}, {"name": "stride", "value": 3}]}))
        typed = self.write("any.json", json.dumps(
            {"@type": "type.googleapis.com/" + CONTENT_TYPE, "goal": 12,
             "cards": [{"name": "step", "value": 1}, {"name": "stride", "value": 3}]}))
        a = json.loads(self.both("new", "card_race", "--seats", "2", "--content", "@" + plain)
                       .stdout)
        b = json.loads(self.both("new", "card_race", "--seats", "2", "--content", "@" + typed)
                       .stdout)
        self.assertEqual(a, b)
        self.assertEqual(a["state"]["content"]["supplied"]["goal"], 12)
        # State with supplied content chains through files: legal lists both cards.
        legal = json.loads(self.both("legal", "--state", self.write("own.json", json.dumps(a)),
                                     "--seat", "0").stdout)
        self.assertEqual(len(legal["actions"]), 2)

    def test_bad_content_exits_2_naming_the_field(self):
        cases = [
            ('{"goal": 10, "cards": [{"name": "a", "value": -1}]}',
             "setup.content.supplied.cards[0].value: -1 is not in 1..10"),
            ('{"goal": 0, "cards": [{"name": "a", "value": 1}]}',
             "setup.content.supplied.goal: 0 is not in 1..100"),
            ('{"goal": 10, "cards": []}', "setup.content.supplied.cards: 0 cards"),
            ('{"goal": 10, "cards": [{"name": "", "value": 1}]}',
             "setup.content.supplied.cards[0].name: ''"),
            ('{"goal": 10, "cards": [{"name": "a", "value": 1}, {"name": "a", "value": 2}]}',
             "setup.content.supplied.cards[1].name: 'a' names an earlier card too"),
            ('{"goal": 10, "nope": 1}', "--content: "),
        ]
        for text, message in cases:
            with self.subTest(text=text):
                result = self.both("new", "card_race", "--seats", "2", "--content", text, code=2)
                self.assertIn(message, result.stderr)
        result = self.both("new", "card_race", "--seats", "2", "--content-name", "huge", code=2)
        self.assertIn("setup.content.built_in.name: 'huge' is not built-in content of "
                      "'card_race' on this server (it has 'short', 'long')", result.stderr)
        result = self.both("new", "race", "--seats", "2", "--content-name", "short", code=2)
        self.assertIn("setup.content: game 'race' takes no content", result.stderr)
        result = self.both("new", "race", "--seats", "2", "--content", '{"goal": 1}', code=2)
        self.assertIn("--content: no \"@type\" given and game 'race' has no content type",
                      result.stderr)
        result = self.both("new", "card_race", "--seats", "2", "--content", "@/nonexistent/c",
                           code=2)
        self.assertIn("--content @/nonexistent/c", result.stderr)
        self.assertEqual(run("new", "card_race", "--seats", "2", "--content-name", "short",
                             "--content", "{}").returncode, 2)

    def test_playout_pins_the_content_and_replay_refuses_other_data(self):
        path = os.path.join(self.tmp.name, "record.json")
        result = run("playout", "card_race", "--seats", "2", "--content-name", "long",
                     "--record", path)
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(path) as f:
            record = json.load(f)
        self.assertRegex(record["setup"]["content"]["builtIn"]["digest"], "^[0-9a-f]{64}$")
        self.assertEqual(run("replay", path).returncode, 0)
        record["setup"]["content"]["builtIn"]["digest"] = "2" * 64
        other = self.write("other.json", json.dumps(record))
        local = run("--format=json", "replay", other)
        remote = run("--format=json", "--server=" + self.server.address, "replay", other)
        self.assertNotEqual(local.returncode, 0)
        self.assertEqual(local.returncode, remote.returncode)
        self.assertIn("record.setup.content.built_in.digest", local.stdout + local.stderr)


if __name__ == "__main__":
    unittest.main()
