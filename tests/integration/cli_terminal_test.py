"""The `arbiter` CLI on a terminal (issue 21 §5): under a pseudo-terminal, `view`, `apply` and
`new` draw the position of every game in text (clients/cli/text_view.h), in colour unless
NO_COLOR is set or TERM is dumb, the same in-process and with --server; through a pipe they print
exactly the JSON of --format=json, as before.
"""
import json
import os
import pty
import re
import select
import subprocess
import unittest

import harness

ESC = "\x1b["

# What each game's drawing shows (engines/<game>/cli/text_view.cc), beyond the shared header.
MARKS = {
    "quibbles": ["draw pile:", "row (6):", "collection (0/6)", "main action"],
    "kingdom_builder": ["boards: top ", "Kingdom Builder cards:", "supply 40", "# castle"],
    "ticket_to_ride_europe": ["display:", "ticket deck:", "trains left 45", "offered (4):"],
    "memoir44": ["scenario: Pegasus Bridge", "L C R: the sections", "medals 0/4",
                 "units: A Allies"],
    "jump_drive": ["phase: setup discard (2 of 7)", "draw pile: 98", "hand (7): ",
                   "to discard 2"],
    "voyages": ["map: tw_test 1 (INVENTED FOR TESTS)", "phase: turn (every seat, any order)",
                "(capacity 9)", "regions explored (0 of 3)"],
}


def run_pipe(*args, env=None):
    return subprocess.run([harness.ARBITER_CLI, *args], capture_output=True, text=True,
                          timeout=120, env=env)


def run_pty(*args, colour=False, extra_env=None):
    """Runs the CLI with stdout on a pseudo-terminal; returns (exit code, what it printed)."""
    env = dict(os.environ)
    env.pop("NO_COLOR", None)
    env["TERM"] = "xterm"
    if not colour:
        env["NO_COLOR"] = "1"
    env.update(extra_env or {})
    master, slave = pty.openpty()
    process = subprocess.Popen([harness.ARBITER_CLI, *args], stdout=slave,
                               stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=env)
    os.close(slave)
    chunks = []
    while True:
        ready, _, _ = select.select([master], [], [], 120)
        if not ready:
            process.kill()
            raise AssertionError("the CLI printed nothing for 120 s: %s" % (args,))
        try:
            data = os.read(master, 65536)
        except OSError:  # EIO: the terminal's last writer closed it
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    process.stderr.read()
    process.stderr.close()
    code = process.wait(timeout=120)
    # A terminal turns "\n" into "\r\n".
    return code, b"".join(chunks).decode().replace("\r\n", "\n")


class CliTerminalTest(harness.ArbiterdFilesTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        out = run_pipe("--format=json", "games")
        cls.games = [g["gameId"] for g in json.loads(out.stdout)["games"]]
        cls.states = {}
        for game in cls.games:
            path = os.path.join(cls.tmp.name, game + ".json")
            new = run_pipe("--format=json", "new", game, "--seats", "2", "--seed", "5")
            assert new.returncode == 0, new.stderr
            with open(path, "w") as f:
                f.write(new.stdout)
            cls.states[game] = path

    def test_every_game_has_a_drawing_and_its_marks(self):
        self.assertEqual(sorted(MARKS), sorted(self.games), "a game without MARKS here")
        for game in self.games:
            with self.subTest(game=game):
                code, out = run_pty("view", "--state", self.states[game], "--seat", "0")
                self.assertEqual(code, 0, out)
                self.assertTrue(out.startswith("== %s/" % game), out)
                self.assertIn("as seen by seat 0 ==", out)
                self.assertNotIn("cannot draw", out)
                self.assertNotIn(ESC, out, "NO_COLOR set: no colour")
                self.assertIn("\nturn: seat", out)
                for mark in MARKS[game]:
                    self.assertIn(mark, out)
                self.assertNotIn('"@type"', out, "a drawing, not JSON")

    def test_colour_only_without_no_color_and_not_on_a_dumb_terminal(self):
        state = self.states["quibbles"]
        _, coloured = run_pty("view", "--state", state, "--seat", "1", colour=True)
        self.assertIn(ESC, coloured)
        _, dumb = run_pty("view", "--state", state, "--seat", "1", colour=True,
                          extra_env={"TERM": "dumb"})
        self.assertNotIn(ESC, dumb)
        _, plain = run_pty("view", "--state", state, "--seat", "1")
        self.assertNotIn(ESC, plain)
        # The same text once the escapes are taken out.
        self.assertEqual(re.sub(r"\x1b\[[0-9;]*m", "", coloured), plain)

    def test_the_drawing_hides_what_the_viewer_may_not_see(self):
        # Quibbles seat 0 sees its own hand's values, not seat 1's (Q11).
        _, mine = run_pty("view", "--state", self.states["quibbles"], "--seat", "0")
        self.assertRegex(mine, r"> seat 0 \(you\) +hand \(6\): [1-6]( [1-6]){5}")
        self.assertRegex(mine, r"\n  seat 1 +hand: 6 cards")
        _, spectator = run_pty("view", "--state", self.states["quibbles"], "--spectator")
        self.assertIn("as seen by a spectator", spectator)
        self.assertNotRegex(spectator, r"hand \(6\): [1-6]")

    def test_remote_draws_the_same_as_in_process(self):
        for game in self.games:
            with self.subTest(game=game):
                _, local = run_pty("view", "--state", self.states[game], "--seat", "1")
                _, remote = run_pty("--server=" + self.server.address, "view", "--state",
                                    self.states[game], "--seat", "1")
                self.assertEqual(local, remote)

    def first_legal(self, game, state_path):
        with open(state_path) as f:
            turn = json.load(f)["turn"]
        seat = str(turn["actingSeats"][0]) if turn.get("actingSeats") else "0"
        legal = json.loads(run_pipe("--format=json", "legal", "--state", state_path, "--seat",
                                    seat).stdout)
        action = dict(legal["actions"][0])
        return seat, json.dumps(action)

    def test_apply_and_new_draw_the_position_on_a_terminal(self):
        for game in self.games:
            with self.subTest(game=game):
                seat, action = self.first_legal(game, self.states[game])
                code, out = run_pty("apply", "--state", self.states[game], "--seat", seat,
                                    "--action", action)
                self.assertEqual(code, 0, out)
                self.assertTrue(out.startswith("legal\nevents ("), out)
                self.assertIn("== %s/" % game, out)
                self.assertIn("as seen by seat %s ==" % seat, out)
                self.assertIn(MARKS[game][0], out)
                code, out = run_pty("new", game, "--seats", "2", "--seed", "5")
                self.assertEqual(code, 0, out)
                self.assertIn("as seen by a spectator ==", out)
                self.assertIn(MARKS[game][0], out)

    def test_legal_draws_the_position_then_the_actions(self):
        for game in self.games:
            with self.subTest(game=game):
                seat, action = self.first_legal(game, self.states[game])
                code, out = run_pty("legal", "--state", self.states[game], "--seat", seat)
                self.assertEqual(code, 0, out)
                self.assertTrue(out.startswith("== %s/" % game), out)
                self.assertIn(MARKS[game][0], out)
                self.assertRegex(out, r"\nturn: [^\n]*\n\d+ legal action\(s\)\n  \{")

    def test_an_illegal_action_on_a_terminal_prints_the_violation_only(self):
        code, out = run_pty("apply", "--state", self.states["quibbles"], "--seat", "0",
                            "--action", '{"draw": {"card": 9}}')
        self.assertEqual(code, 1, out)
        self.assertTrue(out.startswith("ILLEGAL: QUIBBLES_"), out)
        self.assertNotIn("==", out)

    def test_through_a_pipe_the_json_is_unchanged(self):
        for game in self.games:
            with self.subTest(game=game):
                state = self.states[game]
                seat, action = self.first_legal(game, state)
                for args in (["view", "--state", state, "--seat", "0"],
                             ["legal", "--state", state, "--seat", seat],
                             ["view", "--state", state, "--spectator"],
                             ["apply", "--state", state, "--seat", seat, "--action", action],
                             ["new", game, "--seats", "2", "--seed", "5"]):
                    piped = run_pipe(*args)
                    forced = run_pipe("--format=json", *args)
                    self.assertEqual(piped.returncode, 0, piped.stderr)
                    self.assertEqual(piped.stdout, forced.stdout, args)
                    self.assertNotIn(ESC, piped.stdout)
                    json.loads(piped.stdout)
                # --format=summary into a pipe: the drawing, without colour.
                summary = run_pipe("--format=summary", "view", "--state", state, "--seat", "0")
                self.assertIn(MARKS[game][0], summary.stdout)
                self.assertNotIn(ESC, summary.stdout)


if __name__ == "__main__":
    unittest.main()
