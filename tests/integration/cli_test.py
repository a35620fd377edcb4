"""The `arbiter` CLI, in-process and against the real arbiterd (--server): the same commands
give byte-identical JSON; states chain through files and stdin; exit codes are 0 ok, 1 illegal
action, 2 usage/input error (UNAUTHENTICATED too: transport_security_test.py), 3 server
unavailable or failing; errors name the field, caller strings escaped and cut.
"""
import json
import os
import socket
import subprocess
import time
import unittest

import harness


def run(*args, stdin=None):
    return subprocess.run([harness.ARBITER_CLI, *args], input=stdin, capture_output=True,
                          text=True, timeout=120)


def load(path):
    with open(path) as f:
        return json.load(f)


def json_nesting(value):
    """Arrays and objects nested in a parsed JSON value (the root object is 1)."""
    if isinstance(value, dict):
        return 1 + max([json_nesting(v) for v in value.values()], default=0)
    if isinstance(value, list):
        return 1 + max([json_nesting(v) for v in value], default=0)
    return 0


MAX_JSON_NESTING = 100  # clients/common/json_input.h kMaxJsonNesting


class CliTest(harness.ArbiterdFilesTestCase):
    def both(self, *args, code=0, stdin=None):
        """Runs in-process and with --server; both must agree. Returns the stdout."""
        local = run("--format=json", *args, stdin=stdin)
        remote = run("--format=json", "--server=" + self.server.address, *args, stdin=stdin)
        self.assertEqual(local.returncode, code, local.stderr)
        self.assertEqual(remote.returncode, code, remote.stderr)
        self.assertEqual(local.stdout, remote.stdout, args)
        self.assertEqual(local.stderr, remote.stderr, args)
        return local.stdout

    def write(self, name, text):
        with open(self.path(name), "w") as f:
            f.write(text)
        return self.path(name)

    def test_games(self):
        games = json.loads(self.both("games"))["games"]
        self.assertIn("quibbles", [g["gameId"] for g in games])

    def test_play_a_few_moves_in_process_and_remote_alike(self):
        state = self.write("s0.json", self.both("new", "quibbles", "--seats", "3", "--seed", "7"))
        for step in range(6):
            turn = load(state)["turn"]
            seat = str(turn["actingSeats"][0])
            legal = json.loads(self.both("legal", "--state", state, "--seat", seat))
            self.assertEqual(legal["turn"], turn)
            action = legal["actions"][0]
            answer = self.both("apply", "--state", state, "--seat", seat,
                               "--action", json.dumps(action))
            self.assertTrue(json.loads(answer)["legal"])
            state = self.write("s%d.json" % (step + 1), answer)
        view = json.loads(self.both("view", "--state", state, "--seat", "1"))
        self.assertEqual(view["view"]["gameId"], "quibbles")
        spectator = json.loads(self.both("view", "--state", state, "--spectator"))
        for seat in spectator["view"]["payload"]["seats"]:
            self.assertNotIn("hand", seat)

    def test_action_without_type_is_the_games_action_and_stdin_works(self):
        new = self.both("new", "quibbles", "--seats", "2", "--seed", "3")
        seat = str(json.loads(new)["turn"]["actingSeats"][0])
        legal = json.loads(self.both("legal", "--state", "-", "--seat", seat, stdin=new))
        action = dict(legal["actions"][-1])
        del action["@type"]
        answer = json.loads(self.both("apply", "--seat", seat, "--action", json.dumps(action),
                                      stdin=new))
        self.assertTrue(answer["legal"])

    def test_validate_only(self):
        state = self.write("v.json", self.both("new", "quibbles", "--seats", "2", "--seed", "5"))
        legal = json.loads(self.both("legal", "--state", state, "--seat", "0"))
        answer = json.loads(self.both("apply", "--state", state, "--seat", "0", "--validate-only",
                                      "--action", json.dumps(legal["actions"][0])))
        self.assertEqual(answer, {"legal": True})

    def test_illegal_action_exits_1_with_the_violation(self):
        state = self.write("i.json", self.both("new", "quibbles", "--seats", "2", "--seed", "5"))
        out = self.both("apply", "--state", state, "--seat", "1", "--action", '{"endTurn": {}}',
                        code=1)
        self.assertEqual(json.loads(out)["violation"]["code"], "ARBITER_NOT_YOUR_TURN")
        summary = run("--format=summary", "apply", "--state", state, "--seat", "0",
                      "--action", '{"split": {"card": 9, "sets": [{"values": [4, 5]}]}}')
        self.assertEqual(summary.returncode, 1)
        self.assertIn("ILLEGAL: QUIBBLES_CARD_VALUE_OUT_OF_RANGE", summary.stdout)

    def test_bad_input_exits_2_naming_the_field(self):
        state = self.write("b.json", self.both("new", "quibbles", "--seats", "2", "--seed", "5"))
        self.both("apply", "--state", state, "--seat", "7", "--action", '{"endTurn": {}}',
                  code=2)
        result = run("apply", "--state", state, "--seat", "7", "--action", '{"endTurn": {}}')
        self.assertIn("INVALID_ARGUMENT: actor.seat", result.stderr)
        self.both("apply", "--state", self.path("missing.json"), "--seat", "0",
                  "--action", "{}", code=2)
        self.both("legal", "--state", self.write("junk.json", "{not json"), "--seat", "0",
                  code=2)
        self.both("legal", "--state", state, code=2)  # neither --seat nor --chance
        self.both("new", "chess", "--seats", "2", code=2)
        self.both("apply", "--state", state, "--seat", "0", "--action", '{"noSuchMove": {}}',
                  code=2)
        self.assertEqual(run("frobnicate").returncode, 2)

    def test_deeply_nested_json_is_refused_quickly_naming_the_input(self):
        # docs/bad-input.md finding 4: protobuf's JSON parser is super-linear in nesting (a
        # ListValue payload 16,000 deep took 109 s); the CLI refuses it before parsing.
        deep = b"[" * 100000 + b"]" * 100000
        state = self.write("deep.json", '{"state": {"gameId": "quibbles", "payload": {"@type": '
                           '"type.googleapis.com/google.protobuf.ListValue", "value": %s}}}'
                           % deep.decode())
        action = self.write("deep-action.json", deep.decode())
        record = self.write("deep-record.json", '{"setup": {"gameId": "quibbles"}, "steps": '
                            '[{"action": %s}]}' % deep.decode())
        fine = self.write("fine.json", run("--format=json", "new", "quibbles", "--seats", "2",
                                           "--seed", "1").stdout)
        cases = [(["view", "--state", state, "--spectator"], None, "--state " + state),
                 (["view", "--state", "-", "--spectator"], deep, "--state -"),
                 (["apply", "--state", fine, "--seat", "0", "--action", "@" + action], None,
                  "--action"),
                 # One argument holds at most 128 KiB (Linux): 50,000 deep inline.
                 (["apply", "--state", fine, "--seat", "0", "--action",
                   "[" * 50000 + "]" * 50000], None, "--action")]
        for args, stdin, named in cases:
            start = time.monotonic()
            done = subprocess.run([harness.ARBITER_CLI, *args], input=stdin,
                                  capture_output=True, timeout=120)
            seconds = time.monotonic() - start
            self.assertEqual(done.returncode, 2, (args[0], done.stderr[-300:]))
            self.assertIn(("arbiter: INVALID_ARGUMENT: %s: JSON nested deeper than 100 "
                           "arrays/objects" % named).encode(), done.stderr)
            self.assertLess(seconds, 10, args)
        # A record file: reported by name, the replay exits 1 like any unreadable record.
        start = time.monotonic()
        done = run("replay", record)
        self.assertEqual(done.returncode, 1, done.stdout + done.stderr)
        self.assertIn(record + ": JSON nested deeper than 100", done.stdout + done.stderr)
        self.assertLess(time.monotonic() - start, 10)

    def test_real_json_is_far_from_the_nesting_bound(self):
        deepest = 0
        for game in ("quibbles", "kingdom_builder", "ticket_to_ride_europe"):
            record = self.path(game + "-record.json")
            done = run("playout", game, "--seats", "3", "--seed", "1", "--max-steps", "40",
                       "--digests", "--record", record)
            self.assertEqual(done.returncode, 0, done.stderr)
            state = run("--format=json", "new", game, "--seats", "3", "--seed", "1")
            self.assertEqual(state.returncode, 0, state.stderr)
            for value in (load(record), json.loads(state.stdout)):
                deepest = max(deepest, json_nesting(value))
        self.assertGreaterEqual(deepest, 5)
        self.assertLess(deepest, MAX_JSON_NESTING // 4)

    def test_parser_errors_are_escaped(self):
        # docs/bad-input.md finding 5: protobuf quotes the input around the error; the CLI
        # prints it C-escaped (no raw invalid UTF-8 or terminal escapes) and cut short.
        bad = ('{"gameId": "quib' + "\x1b]0;owned\x07" + 'bles"' + ", " * 3000 + "}").encode()
        bad = bad.replace(b"quib", b"quib\xff\xfe", 1)
        unknown = b'{"gameId": "quibbles", "bogus\x1b[31m": 1}'
        for data, words in ((bad, [b"Encountered non UTF-8 code points.", b"\\xff\\xfe"]),
                            (unknown, [b"bogus\\x1b[31m: Cannot find field."])):
            path = self.path("escaped.json")
            with open(path, "wb") as f:
                f.write(data)
            done = subprocess.run([harness.ARBITER_CLI, "view", "--state", path,
                                   "--spectator"], capture_output=True, timeout=60)
            self.assertEqual(done.returncode, 2, done.stderr)
            self.assertTrue(done.stderr.startswith(
                ("arbiter: INVALID_ARGUMENT: --state %s: " % path).encode()), done.stderr)
            for word in words:
                self.assertIn(word, done.stderr)
            self.assertTrue(all(32 <= b < 127 for b in done.stderr.rstrip(b"\n")),
                            done.stderr)
            self.assertLess(len(done.stderr), 600)

    def test_caller_strings_in_errors_are_escaped_and_cut_alike_in_process_and_remote(self):
        # docs/bad-input.md: a 20,000-byte option value gave RESOURCE_EXHAUSTED (gRPC's 8 KiB
        # metadata limit) with --server and INVALID_ARGUMENT in-process; raw ESC/BEL bytes of a
        # state's rulesVersion reached the terminal. Now both give the same short, escaped
        # answer (self.both compares stdout, stderr and exit code).
        huge = "y" * 20000
        for option, words in (("edition=" + huge, "setup.options[edition]: 'yyyy"),
                              (huge + "=1", "setup.options[yyyy"),
                              ("edition\x1b=x", "setup.options[edition\\x1b]: unknown")):
            self.both("new", "quibbles", "--seats", "2", "--option", option, code=2)
            done = run("new", "quibbles", "--seats", "2", "--option", option)
            self.assertIn("arbiter: INVALID_ARGUMENT: " + words, done.stderr)
            self.assertLess(len(done.stderr), 400)
        fine = load(self.write("r.json", self.both("new", "quibbles", "--seats", "2",
                                                   "--seed", "4")))
        for version, words in ((huge, "state.rules_version: 'yyyy"),
                               ("\x1b]0;pwned\x07", "state.rules_version: '\\x1b]0;pwned\\x07'")):
            fine["state"]["rulesVersion"] = version
            state = self.write("rv.json", json.dumps(fine))
            self.both("view", "--state", state, "--spectator", code=2)
            done = run("view", "--state", state, "--spectator")
            self.assertIn("arbiter: FAILED_PRECONDITION: " + words, done.stderr)
            self.assertLess(len(done.stderr), 400)
            self.assertTrue(all(32 <= ord(c) < 127 for c in done.stderr.rstrip("\n")),
                            repr(done.stderr))

    def test_sealed_state_without_sealing_names_state_sealed_alike(self):
        # A sealed state (from a sealing arbiterd) given to the in-process CLI is refused like a
        # server without sealing refuses it (api/rules.h CheckNotSealed), not with
        # "state.payload: expected type ..., got '(none)'".
        sealed = {"gameId": "quibbles", "rulesVersion": "quibbles/x", "stateFormatVersion": 1,
                  "sealed": {"keyId": "k1", "nonce": "AAAAAAAAAAAAAAAA",
                             "ciphertext": "AAAA", "tag": "AAAAAAAAAAAAAAAAAAAAAA=="}}
        state = self.write("sealed.json", json.dumps(sealed))
        for args in (["view", "--state", state, "--seat", "0"],
                     ["legal", "--state", state, "--seat", "0"],
                     ["apply", "--state", state, "--seat", "0", "--action", '{"endTurn": {}}']):
            self.both(*args, code=2)
            done = run(*args)
            self.assertTrue(done.stderr.startswith(
                "arbiter: FAILED_PRECONDITION: state.sealed: this server does not open sealed "
                "states"), done.stderr)

    def test_flag_errors_name_the_flag_readably(self):
        for value in ("-1", "0", "1e300", "soon"):
            done = run("--deadline=" + value, "games")
            self.assertEqual(done.returncode, 2, done.stderr)
            self.assertIn("--deadline: '%s' is not a number of seconds above 0 and at most "
                          "1000000" % value, done.stderr)
            self.assertLess(len(done.stderr), 200, done.stderr)
        self.assertEqual(run("--deadline=0.5", "games").returncode, 0)
        missing = self.path("nonexist.json")
        self.both("view", "--state", missing, "--spectator", code=2)
        done = run("view", "--state", missing, "--spectator")
        self.assertIn("arbiter: NOT_FOUND: --state %s: cannot open" % missing, done.stderr)
        state = self.write("f.json", self.both("new", "quibbles", "--seats", "2", "--seed", "2"))
        self.both("apply", "--state", state, "--seat", "0", "--action", "@" + missing, code=2)
        done = run("apply", "--state", state, "--seat", "0", "--action", "@" + missing)
        self.assertIn("arbiter: NOT_FOUND: --action @%s: cannot open" % missing, done.stderr)

    def test_help_lists_the_exit_codes(self):
        done = run("--help")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("Exit codes: 0 ok", done.stdout)
        self.assertIn("UNAUTHENTICATED and PERMISSION_DENIED", done.stdout)
        self.assertIn("3 server unavailable or failing: UNAVAILABLE, DEADLINE_EXCEEDED", done.stdout)

    def test_unreachable_server_exits_3(self):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        result = run("--server=127.0.0.1:%d" % port, "--deadline=2", "games")
        self.assertEqual(result.returncode, 3, result.stderr)
        self.assertIn("UNAVAILABLE", result.stderr)

    def test_out_file_and_summary(self):
        out = self.path("o.json")
        result = run("--format=summary", "--out", out, "new", "quibbles", "--seats", "3",
                     "--seed", "7")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("turn: seat 0 acts (main_action)", result.stdout)
        self.assertEqual(load(out)["state"]["gameId"], "quibbles")


if __name__ == "__main__":
    unittest.main(verbosity=2)
