"""A fleet on this machine: arbiterd replicas on free ports and HAProxy in front of them as the
L7 gRPC load balancer (Debian's haproxy, scripts/setup.sh). Used by the scale-out test
(balancer_test.py) and benchmark (bench.py).

    replicas = [Replica().start() for _ in range(3)]
    with Balancer(replicas) as lb:          # HAProxy on lb.port, every replica UP
        ... loadgen --target=127.0.0.1:%d % lb.port ...
        lb.servers()["r0"]["status"]        # "UP", "DOWN", ... from HAProxy's stats socket

HAProxy: one HTTP/2 (h2c, as gRPC clients speak it) frontend, one backend of every replica
balanced round-robin per call (per HTTP/2 stream, not per connection), each replica's own
HTTP/2 connections to it. Active health check every 100 ms on the replica's plaintext health
port (--health_listen): HAProxy 2.6's http-check cannot send a gRPC message (its body is a C
string and a gRPC message starts with NUL bytes), so the check is grpc.health.v1.Health/Check
written as HTTP/2 frames (tcp-check send-binary, health_check_bytes()) and passes only when
the answer holds status SERVING. A replica that turns NOT_SERVING (SIGTERM) or stops answering
is DOWN after 2 failed checks and gets no new call. A call whose connection fails before it
reached a replica is retried on another (retry-on conn-failure empty-response junk-response,
redispatch); an answer is forwarded only once whole, trailers included (http-response
wait-for-body and the Lua filter deploy/haproxy/grpc_whole_answer.lua), so one cut by a dying
replica reaches the client as 502 or a REFUSED_STREAM reset (UNAVAILABLE: retried) rather than
as a started answer cut short (UNKNOWN "Stream removed": never retried).
"""
import os
import re
import signal
import socket
import struct
import subprocess
import tempfile
import threading
import time

ARBITERD = os.environ.get("ARBITERD", "arbiterd")
# The HAProxy filter that forwards an answer only once whole (haproxy_config).
WHOLE_ANSWER_LUA = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir,
                                "deploy", "haproxy", "grpc_whole_answer.lua")
HAPROXY = os.environ.get("HAPROXY", "haproxy")


def free_port():
    """A TCP port free on 127.0.0.1 now (HAProxy cannot bind port 0 and report it)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _frame(kind, flags, stream, payload):
    return struct.pack(">I", len(payload))[1:] + bytes([kind, flags]) + \
        struct.pack(">I", stream) + payload


def _literal(name, value):
    """HPACK literal header field without indexing: a static-table name index, or a new name."""
    value = value.encode()
    if isinstance(name, int):
        head = bytes([name]) if name < 15 else bytes([15, name - 15])
    else:
        head = b"\x00" + bytes([len(name)]) + name.encode()
    return head + bytes([len(value)]) + value


def health_check_bytes():
    """An HTTP/2 client's whole grpc.health.v1.Health/Check call for service "": the connection
    preface, empty SETTINGS, HEADERS (:method POST, :scheme http, :path, :authority,
    content-type application/grpc, te trailers; HPACK without Huffman) and DATA with the empty
    HealthCheckRequest (5 bytes of gRPC framing), ending the stream."""
    headers = (b"\x83\x86" + _literal(4, "/grpc.health.v1.Health/Check") +
               _literal(1, "localhost") + _literal(31, "application/grpc") +
               _literal("te", "trailers"))
    return (b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + _frame(4, 0, 0, b"") +
            _frame(1, 0x4, 1, headers) + _frame(0, 0x1, 1, b"\x00" * 5))


# The answer's gRPC message: uncompressed, 2 bytes, HealthCheckResponse{status: SERVING (1)}.
SERVING_MESSAGE = b"\x00\x00\x00\x00\x02\x08\x01"


def haproxy_config(port, replicas, stats_socket, log_all=False, whole_answer=True):
    """HAProxy's configuration (fleet docstring); whole_answer=False leaves out the Lua filter
    that holds an answer until it is whole (to measure what it prevents: drain_loop.py)."""
    servers = "\n".join(
        "  server %s 127.0.0.1:%d proto h2 check port %d inter 100ms fastinter 100ms "
        "fall 2 rise 2" % (r.name, r.port, r.health_port) for r in replicas)
    return """global
  stats socket %(stats)s mode 600 level admin
%(lua)s
  log stderr format short local0 info
defaults
  mode http
  log global
  option httplog
%(dontlog)s
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout check 1s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response
frontend grpc
  bind 127.0.0.1:%(port)d proto h2
  default_backend arbiterd
backend arbiterd
  balance roundrobin
  # Forward an answer only once it is whole (a gRPC unary answer is small): an answer cut by
  # a replica dying mid-way then reaches the client as 502, i.e. UNAVAILABLE, which it retries,
  # not as a started answer cut short (UNKNOWN, INTERNAL), which nobody may retry.
  http-response wait-for-body time 1s
  # ... and only once it is whole, trailers included (deploy/haproxy/grpc_whole_answer.lua):
  # wait-for-body stops waiting when the replica's connection breaks and forwards what it has,
  # so a replica SIGKILLed after sending an answer's headers and message but not its trailers
  # reached the client as UNKNOWN "Stream removed" (SD--), which no client may retry. Held
  # back, such an answer never leaves HAProxy: the client's stream is reset REFUSED_STREAM,
  # i.e. UNAVAILABLE, retried.
%(filter)s
  option tcp-check
  tcp-check connect
  tcp-check send-binary %(check)s
  tcp-check expect binary %(serving)s
%(servers)s
""" % {"stats": stats_socket, "port": port, "check": health_check_bytes().hex(),
       "serving": SERVING_MESSAGE.hex(), "servers": servers,
       "lua": "  lua-load " + WHOLE_ANSWER_LUA if whole_answer else "",
       "filter": "  filter lua.grpc_whole_answer" if whole_answer else "",
       "dontlog": "" if log_all else
       "  option dontlog-normal   # log only the calls that went wrong (and server state changes)"}


class Replica:
    """arbiterd on free ports (gRPC, health, metrics), its stdout and stderr read into lists."""
    _count = 0

    def __init__(self, *extra_args, name=None, env=None):
        self.name = name or "r%d" % Replica._count
        Replica._count += 1
        self.extra_args = list(extra_args)
        self.env = env  # environment of the process (e.g. with GRPC_TRACE), None: this one's
        self.ports = (0, 0)  # gRPC and health ports to listen on; start() sets what it got
        self.process = None
        self.stdout = []
        self.stderr = []
        self.exited_at = None  # time.monotonic() when the process was seen to exit

    def start(self, timeout=30):
        """Starts arbiterd on self.ports (free ports the first time; the same ones again on a
        restart, so that a balancer configured with them sees the same server come back)."""
        self.stdout, self.stderr, self.exited_at = [], [], None
        self.process = subprocess.Popen(
            [ARBITERD, "--listen=127.0.0.1:%d" % self.ports[0],
             "--health_listen=127.0.0.1:%d" % self.ports[1],
             "--metrics_listen=127.0.0.1:0", *self.extra_args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=self.env)
        ready = threading.Event()

        def read_stdout():
            for line in self.process.stdout:
                self.stdout.append(line)
                if line.startswith("metrics on "):
                    ready.set()
            ready.set()

        def read_stderr():
            for line in self.process.stderr:
                self.stderr.append(line)

        def wait_exit():
            self.process.wait()
            self.exited_at = time.monotonic()

        for target in (read_stdout, read_stderr, wait_exit):
            threading.Thread(target=target, daemon=True).start()
        ready.wait(timeout)
        text = "".join(self.stdout)
        grpc_port = re.search(r"^listening on 127\.0\.0\.1:(\d+)$", text, re.M)
        health_port = re.search(r"^health on 127\.0\.0\.1:(\d+)$", text, re.M)
        if not (grpc_port and health_port):
            self.kill()
            raise RuntimeError("arbiterd did not start:\n" + text + "".join(self.stderr[-20:]))
        self.port, self.health_port = int(grpc_port.group(1)), int(health_port.group(1))
        self.ports = (self.port, self.health_port)
        return self

    @property
    def address(self):
        return "127.0.0.1:%d" % self.port

    def signal(self, number):
        self.process.send_signal(number)

    def wait(self, timeout=60):
        return self.process.wait(timeout=timeout)

    def kill(self):
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()


class Balancer:
    """HAProxy (fleet docstring) on a free port in front of `replicas`; entering waits until it
    reports every replica UP."""

    def __init__(self, replicas, cpus=None, log_all=False, whole_answer=True):
        self.replicas = replicas
        self.whole_answer = whole_answer  # haproxy_config's
        self.log_all = log_all  # log every call, not only those that went wrong
        self.cpus = cpus  # taskset CPU list for HAProxy (the benchmark pins it), or None
        self.port = free_port()
        self.dir = tempfile.TemporaryDirectory(prefix="arbiter_haproxy_")
        self.stats_socket = os.path.join(self.dir.name, "admin.sock")
        self.config = os.path.join(self.dir.name, "haproxy.cfg")
        self.log = []

    def __enter__(self):
        with open(self.config, "w") as f:
            f.write(haproxy_config(self.port, self.replicas, self.stats_socket,
                                   self.log_all, self.whole_answer))
        command = [HAPROXY, "-db", "-f", self.config]
        if self.cpus is not None:
            command = ["taskset", "-c", self.cpus] + command
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        threading.Thread(target=lambda: self.log.extend(self.process.stdout),
                         daemon=True).start()
        self.wait_for(lambda s: all(v["status"] == "UP" for v in s.values()), 30,
                      "every replica UP")
        return self

    def __exit__(self, *exc):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.dir.cleanup()

    @property
    def pid(self):
        return self.process.pid

    def command(self, line):
        """One command on HAProxy's stats socket; its answer."""
        with socket.socket(socket.AF_UNIX) as s:
            s.settimeout(5)
            s.connect(self.stats_socket)
            s.sendall(line.encode() + b"\n")
            chunks = []
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
        return b"".join(chunks).decode()

    def servers(self):
        """{replica name: {"status": "UP"|"DOWN"|..., "calls": requests sent to it (stot),
        "check": last check status}} from `show stat`."""
        lines = self.command("show stat").splitlines()
        header = lines[0].lstrip("# ").split(",")
        out = {}
        for line in lines[1:]:
            if not line:
                continue
            row = dict(zip(header, line.split(",")))
            if row["pxname"] == "arbiterd" and row["svname"] not in ("BACKEND", "FRONTEND"):
                out[row["svname"]] = {"status": row["status"], "calls": int(row["stot"] or 0),
                                      "check": row["check_status"]}
        return out

    def wait_for(self, predicate, timeout, what):
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                raise RuntimeError("haproxy exited %s:\n%s" % (self.process.returncode,
                                                               "".join(self.log)))
            try:
                state = self.servers()
            except OSError:
                state = None
            if state is not None and predicate(state):
                return state
            if time.monotonic() > deadline:
                raise RuntimeError("haproxy: not %s within %s s: %s\n%s" %
                                   (what, timeout, state, "".join(self.log)))
            time.sleep(0.05)


def stop_all(replicas):
    for r in replicas:
        r.kill()


def cpu_seconds(pid):
    """User + system CPU seconds of process `pid` so far (/proc/PID/stat)."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
