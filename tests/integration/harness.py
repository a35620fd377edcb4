"""Shared pieces of the integration tests: start the real arbiterd on free ports, and talk to
it through the Python stubs generated at build time (python3 -m grpc_tools.protoc, see
CMakeLists.txt).

Environment (set by CTest): ARBITERD, ARBITER_CLI (binaries), BUF (buf executable or empty),
PYTHONPATH including the generated stubs.

    with Arbiterd() as server:
        stub = server.stub()
        games = stub.ListGames(rules_service_pb2.ListGamesRequest())
"""
import importlib
import json
import os
import re
import signal
import subprocess
import tempfile
import threading
import time
import unittest
import urllib.request

import grpc

from arbiter.v1 import game_state_pb2, rules_service_pb2, rules_service_pb2_grpc

def import_game_messages():
    """Imports every game's generated message module (arbiter.games.<game>.v1.*_pb2, whichever
    the build generated) so that their types resolve by name (Any payloads, JSON parsing);
    returns the modules imported."""
    import arbiter.games  # a namespace package (the generated folders have no __init__.py)
    names = set()
    for top in arbiter.games.__path__:
        for root, _, files in os.walk(top):
            package = ".".join(["arbiter", "games"] + os.path.relpath(root, top).split(os.sep))
            package = package.replace(".games..", ".games.").rstrip(".")
            names.update(package + "." + f[:-3] for f in files if f.endswith("_pb2.py"))
    return [importlib.import_module(name) for name in sorted(names)]


ARBITERD = os.environ.get("ARBITERD", "arbiterd")
ARBITER_CLI = os.environ.get("ARBITER_CLI", "arbiter")
BUF = os.environ.get("BUF", "")

_LISTENING = re.compile(r"^listening on (\S+):(\d+)\s*$")
_METRICS_ON = re.compile(r"^metrics on (\S+)\s*$")
_SAMPLE = re.compile(r"^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{([^}]*)\})? (\S+)$")
_LABEL = re.compile(r'(\w+)="([^"]*)"')


class Arbiterd:
    """arbiterd on 127.0.0.1 port 0 (and metrics on port 0); the chosen port is parsed from
    its "listening on HOST:PORT" line. On exit it is stopped with SIGTERM and must exit 0."""

    def __init__(self, *extra_args, startup_seconds=30):
        self.args = [ARBITERD, "--listen=127.0.0.1:0", "--metrics_listen=127.0.0.1:0",
                     *extra_args]
        self.startup_seconds = startup_seconds
        self.port = None
        self.stdout_lines = []
        self.stderr_lines = []
        self._channel = None

    def __enter__(self):
        self.process = subprocess.Popen(self.args, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
        found = threading.Event()

        def read_stdout():
            for line in self.process.stdout:
                self.stdout_lines.append(line)
                match = _LISTENING.match(line)
                if match and self.port is None:
                    self.port = int(match.group(2))
                    found.set()
            found.set()

        def read_stderr():  # keep the pipe drained (request logs)
            for line in self.process.stderr:
                if len(self.stderr_lines) < 10000:
                    self.stderr_lines.append(line)

        self._threads = [threading.Thread(target=read_stdout, daemon=True),
                         threading.Thread(target=read_stderr, daemon=True)]
        for t in self._threads:
            t.start()
        found.wait(self.startup_seconds)
        if self.port is None:
            self.process.kill()
            self.process.wait()
            raise RuntimeError("arbiterd did not report its port:\n" +
                               "".join(self.stdout_lines) + "".join(self.stderr_lines))
        return self

    @property
    def address(self):
        return "127.0.0.1:%d" % self.port

    def channel(self):
        if self._channel is None:
            self._channel = grpc.insecure_channel(
                self.address, options=[("grpc.max_send_message_length", -1),
                                       ("grpc.max_receive_message_length", -1)])
        return self._channel

    def stub(self):
        return rules_service_pb2_grpc.RulesServiceStub(self.channel())

    def metrics_text(self):
        """The Prometheus text of /metrics (the address from the "metrics on HOST:PORT" line)."""
        address = next(m.group(1) for m in map(_METRICS_ON.match, self.stdout_lines) if m)
        with urllib.request.urlopen("http://%s/metrics" % address, timeout=30) as page:
            return page.read().decode()

    def metric(self, name, **labels):
        """The value of sample `name` whose labels are exactly `labels`; None when absent."""
        for line in self.metrics_text().splitlines():
            match = _SAMPLE.match(line)
            if (match and match.group(1) == name and
                    dict(_LABEL.findall(match.group(2) or "")) == labels):
                return float(match.group(3))
        return None

    def request_log(self):
        """The JSON request lines ("msg":"request") arbiterd wrote to stderr so far."""
        out = []
        for line in list(self.stderr_lines):
            try:
                entry = json.loads(line)
            except ValueError:
                continue
            if entry.get("msg") == "request":
                out.append(entry)
        return out

    def stop(self):
        """SIGTERM; returns the exit code (waits at most 30 s)."""
        if self._channel is not None:
            self._channel.close()
            self._channel = None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            code = self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise
        for t in self._threads:
            t.join(timeout=5)
        self.process.stdout.close()
        self.process.stderr.close()
        return code

    def __exit__(self, exc_type, exc, tb):
        code = self.stop()
        if exc_type is None and code != 0:
            raise AssertionError("arbiterd exited %d after SIGTERM; stderr tail:\n%s" %
                                 (code, "".join(self.stderr_lines[-20:])))
        return False


def actor(seat=None, chance=False):
    return game_state_pb2.Actor(chance=True) if chance else game_state_pb2.Actor(seat=seat)


def viewer(seat=None, spectator=False):
    return (game_state_pb2.Viewer(spectator=True) if spectator
            else game_state_pb2.Viewer(seat=seat))


def new_game(stub, game_id, seats, seed=None, external=False, options=None):
    setup = game_state_pb2.GameSetup(game_id=game_id, seat_count=seats, options=options or {})
    if external:
        setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_EXTERNAL
    else:
        setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
        setup.randomness.seed = seed or 0
    return stub.NewGame(rules_service_pb2.NewGameRequest(setup=setup), timeout=30)


def legal_actions(stub, state, seat):
    """The legal actions (google.protobuf.Any) of `seat` in `state`, from ListLegalActions."""
    return stub.ListLegalActions(rules_service_pb2.ListLegalActionsRequest(
        state=state, actor=actor(seat=seat)), timeout=30).actions


class RpcErrorAssertions(unittest.TestCase):
    """assertRpcError(code, prefix, fn, *args): the call fails with `code` and a message that
    starts with `prefix` (the field path)."""

    def assertRpcError(self, code, prefix, fn, *args, **kwargs):
        with self.assertRaises(grpc.RpcError) as caught:
            fn(*args, timeout=30, **kwargs)
        error = caught.exception
        self.assertEqual(error.code(), code, error.details())
        if prefix is not None:
            self.assertTrue((error.details() or "").startswith(prefix),
                            "%r does not start with %r" % (error.details(), prefix))
        return error


class ArbiterdTestCase(RpcErrorAssertions):
    """One arbiterd (default flags) for all the tests of a class: cls.server (Arbiterd) and
    cls.stub, started in setUpClass and stopped after tearDownClass, where it must exit 0. A
    subclass's own setUpClass calls super().setUpClass() first."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(Arbiterd())
        cls.stub = cls.server.stub()


class ArbiterdFilesTestCase(ArbiterdTestCase):
    """ArbiterdTestCase with a temporary folder for the class's files (cls.tmp, removed after
    the class's tests); self.path(name) is a file in it."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.tmp = tempfile.TemporaryDirectory()
        cls.addClassCleanup(cls.tmp.cleanup)

    def path(self, name):
        return os.path.join(self.tmp.name, name)


def wait_until(predicate, seconds=10.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()
