"""/metrics keeps answering scrapes while idle and slow connections are open (issue 24, item 5).

Before the fix prometheus-cpp's civetweb ran two worker threads, and a worker waited up to 30 s
for a connection's request: two idle TCP connections stalled /metrics for about 30 s and 50 made
every scrape time out, a monitoring outage anyone on the network could cause. arbiterd now runs
--metrics_threads workers (default 64) and closes a connection that has not sent its request
within --metrics_timeout_seconds (default 2 s), however slowly it drips bytes
(service/observability/metrics_server.h).

Each test opens the attack's sockets on the real arbiterd (default flags) and then scrapes the
way Prometheus does (a new connection, its Accept and timeout headers), with Prometheus' default
scrape timeout of 10 s: every scrape must answer 200 with arbiter's metrics. The slowloris test
also checks the server cuts every dripping connection (with a bound far above the timeout).
Scrape times are printed, not asserted (docs/operations.md has the measured figures).
"""
import re
import socket
import threading
import time
import unittest
import urllib.request

import harness

SCRAPE_TIMEOUT_SECONDS = 10  # Prometheus' default scrape_timeout
PROMETHEUS_HEADERS = {
    "Accept": "application/openmetrics-text;version=1.0.0,application/openmetrics-text;"
              "version=0.0.1;q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1",
    "User-Agent": "Prometheus/2.42.0",
    "X-Prometheus-Scrape-Timeout-Seconds": str(SCRAPE_TIMEOUT_SECONDS),
}
IDLE_CONNECTIONS = 50       # the "50 make every scrape time out"
SLOWLORIS_CONNECTIONS = 20
CUT_BOUND_SECONDS = 20      # slowloris sockets must be cut well before this (default 2 s)


class MetricsStallTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(harness.Arbiterd())
        line = next(l for l in cls.server.stdout_lines if l.startswith("metrics on "))
        host, port = re.match(r"metrics on (\S+):(\d+)", line).groups()
        cls.metrics = (host, int(port))

    def connect(self):
        return socket.create_connection(self.metrics, timeout=30)

    def scrape(self):
        """One Prometheus-style scrape; returns its wall time (seconds)."""
        request = urllib.request.Request("http://%s:%d/metrics" % self.metrics,
                                         headers=PROMETHEUS_HEADERS)
        started = time.monotonic()
        with urllib.request.urlopen(request, timeout=SCRAPE_TIMEOUT_SECONDS) as page:
            self.assertEqual(page.status, 200)
            body = page.read().decode()
        self.assertIn("arbiter_build_info{", body)
        return time.monotonic() - started

    def scrape_several(self, label, count=3):
        times = [self.scrape() for _ in range(count)]
        print("%s: scrapes took %s s" % (label, ", ".join("%.3f" % t for t in times)))

    def test_scrapes_answer_while_idle_connections_are_open(self):
        idle = [self.connect() for _ in range(IDLE_CONNECTIONS)]
        try:
            time.sleep(0.2)  # let the server accept them all first
            self.scrape_several("%d idle connections" % IDLE_CONNECTIONS)
        finally:
            for s in idle:
                s.close()

    def test_scrapes_answer_while_slowloris_connections_drip(self):
        cut = []
        stop = threading.Event()

        def drip(sock):
            # A request line, then one header byte every 0.2 s, never the blank line.
            started = time.monotonic()
            try:
                sock.sendall(b"GET /metrics HTTP/1.1\r\nHost: arbiter\r\nX-Slow: ")
                while not stop.is_set() and time.monotonic() - started < CUT_BOUND_SECONDS:
                    sock.sendall(b"a")
                    time.sleep(0.2)
                    sock.settimeout(0.001)
                    try:
                        if sock.recv(4096) == b"":
                            cut.append(time.monotonic() - started)
                            return
                    except socket.timeout:
                        pass
                    finally:
                        sock.settimeout(30)
            except OSError:  # reset by the server: cut as well
                cut.append(time.monotonic() - started)

        sockets = [self.connect() for _ in range(SLOWLORIS_CONNECTIONS)]
        threads = [threading.Thread(target=drip, args=(s,)) for s in sockets]
        for t in threads:
            t.start()
        try:
            time.sleep(0.5)
            self.scrape_several("%d slowloris connections" % SLOWLORIS_CONNECTIONS)
            for t in threads:
                t.join(CUT_BOUND_SECONDS + 5)
        finally:
            stop.set()
            for t in threads:
                t.join()
            for s in sockets:
                s.close()
        self.assertEqual(len(cut), SLOWLORIS_CONNECTIONS,
                         "the server did not cut every dripping connection within %d s" %
                         CUT_BOUND_SECONDS)
        print("slowloris connections cut after %.1f..%.1f s" % (min(cut), max(cut)))

    def test_scrapes_answer_while_idle_and_slowloris_connections_together(self):
        idle = [self.connect() for _ in range(IDLE_CONNECTIONS)]
        slow = [self.connect() for _ in range(SLOWLORIS_CONNECTIONS)]
        try:
            for s in slow:
                s.sendall(b"GET /metrics HTTP/1.1\r\nHost: arbiter\r\n")
            time.sleep(0.2)
            self.scrape_several("%d idle + %d half-sent requests" %
                                (IDLE_CONNECTIONS, SLOWLORIS_CONNECTIONS))
        finally:
            for s in idle + slow:
                s.close()


if __name__ == "__main__":
    unittest.main()
