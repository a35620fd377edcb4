"""A raw HTTP/2 gRPC client for the transport hardening tests (transport_test.py): it sends the
frames a careless or hostile client sends and grpcio never would: a flow-control window of 0
(the server may not send a byte of any answer), a request message cut short after its length
prefix promised more, a stream reset in the middle of an upload, metadata of any size. Built on
the `h2` library (Debian python3-h2), which frames and HPACK-encodes; the gRPC framing (a 5-byte
prefix: compressed flag, big-endian length) follows gRPC over HTTP/2 as published in
grpc/grpc doc/PROTOCOL-HTTP2.md.

    conn = RawGrpcConnection("127.0.0.1:50051", window=0)      # a reader that never reads
    sid = conn.call("/arbiter.v1.RulesService/ListGames", b"")   # one whole request
    sid = conn.start("/arbiter.v1.RulesService/ApplyAction")     # headers only
    conn.send(sid, grpc_frame(payload, declared=4 << 20), end=False)  # 3 MB of a declared 4 MB
    conn.reset(sid)                                              # RST_STREAM CANCEL
    conn.pump(1.0)                                               # read what the server sends
    conn.streams[sid].status, conn.streams[sid].message          # grpc-status, grpc-message
    conn.close()

Errors: OSError when the server is gone; ConnectionClosed (h2's) is caught and recorded in
`closed` (the server's GOAWAY error code, or "eof").
"""
import socket
import struct
import time
import urllib.parse

import h2.config
import h2.connection
import h2.errors
import h2.events
import h2.exceptions
import h2.settings


def grpc_frame(payload, declared=None):
    """The gRPC length-prefixed message: flag 0 (not compressed), then the 4-byte length
    (`declared` when given, to promise more or fewer bytes than `payload` has), then `payload`."""
    return struct.pack(">BI", 0, len(payload) if declared is None else declared) + payload


class Stream:
    """What the server sent on one stream."""

    def __init__(self):
        self.headers = {}
        self.trailers = {}
        self.data = bytearray()
        self.ended = False
        self.reset = None  # the server's RST_STREAM error code

    @property
    def status(self):
        value = self.trailers.get("grpc-status", self.headers.get("grpc-status"))
        return None if value is None else int(value)

    @property
    def message(self):
        return urllib.parse.unquote(
            self.trailers.get("grpc-message", self.headers.get("grpc-message", "")))


class RawGrpcConnection:
    """One plaintext HTTP/2 connection (prior knowledge, as gRPC speaks it). `window`: the
    initial stream flow-control window the client advertises (0: the server can send no DATA;
    the 65,535 bytes of the connection window are never topped up either when `read` is False).
    """

    def __init__(self, address, window=65535, read=True, max_header_list=None):
        host, port = address.rsplit(":", 1)
        self.authority = address
        self.sock = socket.create_connection((host, int(port)), timeout=10)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.read = read
        self.h2 = h2.connection.H2Connection(h2.config.H2Configuration(
            client_side=True, header_encoding="utf-8", validate_outbound_headers=False,
            normalize_outbound_headers=False))
        self.h2.local_settings = h2.settings.Settings(client=True, initial_values={
            h2.settings.SettingCodes.INITIAL_WINDOW_SIZE: window,
            h2.settings.SettingCodes.ENABLE_PUSH: 0,
            **({h2.settings.SettingCodes.MAX_HEADER_LIST_SIZE: max_header_list}
               if max_header_list else {})})
        self.h2.initiate_connection()
        self.streams = {}
        self.closed = None
        self._flush()

    def _flush(self):
        data = self.h2.data_to_send()
        if data and self.closed is None:
            try:
                self.sock.sendall(data)
            except OSError:  # the server closed the connection
                self.closed = "eof"

    def start(self, path, metadata=()):
        """Opens a stream: the request headers of a gRPC call to `path`, plus `metadata` (pairs
        of str). Returns the stream id."""
        sid = self.h2.get_next_available_stream_id()
        headers = [(":method", "POST"), (":scheme", "http"), (":path", path),
                   (":authority", self.authority), ("content-type", "application/grpc"),
                   ("te", "trailers"), *metadata]
        self.h2.send_headers(sid, headers)
        self.streams[sid] = Stream()
        self._flush()
        return sid

    def send(self, sid, data, end=True, seconds=30):
        """Sends `data` on stream `sid` as far as the server's flow-control windows allow,
        reading the server's WINDOW_UPDATEs meanwhile (at most `seconds`); END_STREAM after
        the last byte when `end`. Stops early when the server resets the stream. Returns the
        number of bytes sent."""
        sent = 0
        deadline = time.monotonic() + seconds
        while sent < len(data) and time.monotonic() < deadline and self.closed is None:
            room = min(self.h2.local_flow_control_window(sid), self.h2.max_outbound_frame_size,
                       len(data) - sent)
            if room <= 0:
                self.pump(0.05)
                continue
            try:
                self.h2.send_data(sid, data[sent:sent + room])
            except h2.exceptions.StreamClosedError:  # the server reset the stream
                return sent
            sent += room
            self._flush()
        if end and sent == len(data) and self.closed is None:
            self.h2.end_stream(sid)
            self._flush()
        return sent

    def call(self, path, message, metadata=()):
        """A whole unary request (one message, then END_STREAM). Returns the stream id."""
        sid = self.start(path, metadata)
        self.send(sid, grpc_frame(message))
        return sid

    def reset(self, sid):
        """RST_STREAM CANCEL: the client cancels the call."""
        self.h2.reset_stream(sid, h2.errors.ErrorCodes.CANCEL)
        self._flush()

    def pump(self, seconds):
        """Reads and handles what the server sends for up to `seconds`. Flow control: DATA is
        acknowledged (the window given back) only when the connection was made with read=True."""
        deadline = time.monotonic() + seconds
        while self.closed is None:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            self.sock.settimeout(left)
            try:
                chunk = self.sock.recv(1 << 16)
            except socket.timeout:
                return
            except OSError:
                self.closed = "eof"
                return
            if not chunk:
                self.closed = "eof"
                return
            try:
                events = self.h2.receive_data(chunk)
            except h2.exceptions.ProtocolError as error:
                self.closed = "protocol error: %s" % error
                return
            for event in events:
                self._handle(event)
            self._flush()

    def _handle(self, event):
        stream = self.streams.get(getattr(event, "stream_id", None))
        if isinstance(event, h2.events.ResponseReceived) and stream:
            stream.headers.update(dict(event.headers))
        elif isinstance(event, h2.events.TrailersReceived) and stream:
            stream.trailers.update(dict(event.headers))
        elif isinstance(event, h2.events.DataReceived) and stream:
            stream.data += event.data
            if self.read:
                self.h2.acknowledge_received_data(event.flow_controlled_length, event.stream_id)
        elif isinstance(event, h2.events.StreamEnded) and stream:
            stream.ended = True
        elif isinstance(event, h2.events.StreamReset) and stream:
            stream.reset = event.error_code
            stream.ended = True
        elif isinstance(event, h2.events.ConnectionTerminated):
            self.closed = "goaway %s" % event.error_code

    def finished(self):
        """Stream ids the server has ended (trailers or RST_STREAM; all, once the connection
        is closed)."""
        return [sid for sid, s in self.streams.items() if s.ended or self.closed is not None]

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass
