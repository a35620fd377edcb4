"""The `arbiter` CLI caps what it reads from files and stdin (issue 24): --max_input_bytes
(environment ARBITER_MAX_INPUT_BYTES, default 16 MiB, clients/common/input_limit.h). Before the
cap, 10 MB of JSON took the CLI to 1.27 GB. Past the cap the CLI reads no further, prints a
message naming the flag and exits 2, for --state files and stdin, --action @FILE and replay
records; input at the cap is read as before.

Memory is bounded where it is deterministic: a 64 MiB stdin is refused by a CLI whose data
segment is limited (RLIMIT_DATA) to 128 MiB, twice what it is sent; reading stops at the cap,
where the CLI before the cap read it all and died of std::bad_alloc.
"""
import glob
import json
import os
import resource
import subprocess
import tempfile
import threading
import unittest

import harness

DEFAULT_CAP = 16 << 20
# Under AddressSanitizer (scripts/test-sanitizers.sh sets ASAN_OPTIONS) the CLI must reserve its
# shadow memory, which no data-segment limit allows: there the refusal is checked without the
# limit (the normal run holds the memory bound).
SANITIZED = "ASAN_OPTIONS" in os.environ
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir)


def run_cli(args, stdin_bytes=None, stdin_stream=None, max_data_bytes=None):
    """Runs the CLI (its data segment limited to `max_data_bytes` when given); returns (exit
    code, stdout, stderr)."""
    def limit():
        resource.setrlimit(resource.RLIMIT_DATA, (max_data_bytes, max_data_bytes))
    process = subprocess.Popen([harness.ARBITER_CLI, *args], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               preexec_fn=limit if max_data_bytes and not SANITIZED else None)
    out, err = [], []
    readers = [threading.Thread(target=lambda: out.append(process.stdout.read())),
               threading.Thread(target=lambda: err.append(process.stderr.read()))]
    for t in readers:
        t.start()
    try:
        if stdin_bytes is not None:
            process.stdin.write(stdin_bytes)
        elif stdin_stream is not None:
            for chunk in stdin_stream:
                process.stdin.write(chunk)
    except BrokenPipeError:  # the CLI stopped reading: what the cap is for
        pass
    try:
        process.stdin.close()
    except BrokenPipeError:
        pass
    process.wait()
    for t in readers:
        t.join()
    process.stdout.close()
    process.stderr.close()
    return process.returncode, out[0].decode(), err[0].decode()


class CliInputCapTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.addClassCleanup(cls.tmp.cleanup)
        # Any game will do: the first the CLI lists, with its fewest seats.
        code, out, err = run_cli(["games", "--format=json"])
        assert code == 0, err
        game = json.loads(out)["games"][0]
        code, out, err = run_cli(["new", game["gameId"], "--seats", str(game["minSeats"]),
                                  "--seed", "7", "--format=json"])
        assert code == 0, err
        cls.state = out.encode()

    def path(self, name):
        return os.path.join(self.tmp.name, name)

    def padded_state(self, size):
        """The state's JSON followed by spaces, `size` bytes in all: valid input of that size."""
        assert size >= len(self.state)
        return self.state + b" " * (size - len(self.state))

    def write(self, name, data):
        with open(self.path(name), "wb") as f:
            f.write(data)
        return self.path(name)

    def assertRefused(self, code, err):
        self.assertEqual(code, 2, err)
        self.assertRegex(err, r"more than \d+ bytes.*--max_input_bytes")

    def test_a_state_file_over_the_default_cap_is_refused_naming_the_flag(self):
        big = self.write("big.json", self.padded_state(DEFAULT_CAP + 1))
        code, _, err = run_cli(["view", "--state", big, "--seat", "0", "--format=json"])
        self.assertRefused(code, err)
        self.assertIn("more than %d bytes" % DEFAULT_CAP, err)

    def test_a_state_file_at_the_default_cap_is_read(self):
        at_cap = self.write("at_cap.json", self.padded_state(DEFAULT_CAP))
        code, out, err = run_cli(["view", "--state", at_cap, "--seat", "0", "--format=json"])
        self.assertEqual(code, 0, err)
        self.assertIn("view", json.loads(out))

    def test_stdin_over_the_cap_is_refused_and_read_no_further(self):
        chunk = b" " * (1 << 20)
        stream = [self.state] + [chunk] * 64  # 64 MiB of valid JSON (trailing spaces)
        code, _, err = run_cli(["view", "--state", "-", "--seat", "0"], stdin_stream=stream,
                               max_data_bytes=128 << 20)
        self.assertRefused(code, err)
        self.assertIn("stdin: more than", err)

    def test_the_flag_and_its_environment_variable_set_the_cap(self):
        size = len(self.state) + 100
        state = self.write("s.json", self.padded_state(size))
        view = ["view", "--state", state, "--seat", "0", "--format=json"]
        code, _, err = run_cli(view + ["--max_input_bytes=%d" % size])
        self.assertEqual(code, 0, err)
        code, _, err = run_cli(view + ["--max_input_bytes=%d" % (size - 1)])
        self.assertRefused(code, err)
        env_process = subprocess.run([harness.ARBITER_CLI, *view], capture_output=True,
                                     text=True, env=dict(os.environ,
                                                         ARBITER_MAX_INPUT_BYTES=str(size - 1)))
        self.assertRefused(env_process.returncode, env_process.stderr)
        code, _, err = run_cli(view[:2] + ["-"] + view[3:] + ["--max_input_bytes=%d" %
                                                                 (size - 1)],
                                  stdin_bytes=self.padded_state(size))
        self.assertRefused(code, err)

    def test_an_action_file_over_the_cap_is_refused(self):
        state = self.write("s2.json", self.state)
        action = self.write("action.json", b'{"draw": {}}' + b" " * 200)
        code, _, err = run_cli(["apply", "--state", state, "--seat", "0", "--action",
                                   "@" + action, "--max_input_bytes=100", "--format=json"])
        self.assertRefused(code, err)

    def test_a_replay_record_over_the_cap_is_refused(self):
        records = sorted(glob.glob(os.path.join(ROOT, "tests", "records", "*", "valid",
                                                "*.json")))
        self.assertTrue(records)
        record = records[0]
        size = os.path.getsize(record)
        code, out, err = run_cli(["replay", record, "--max_input_bytes=%d" % (size - 1)])
        self.assertRefused(code, err)
        code, out, err = run_cli(["replay", record, "--max_input_bytes=%d" % size])
        self.assertNotEqual(code, 2, err)  # read and judged (valid or not, as the record says)


if __name__ == "__main__":
    unittest.main()
