"""Channels to an arbiterd: plaintext, TLS, mutual TLS and a bearer token, with the same
options, checks, retry policy and environment variables as the C++ clients (the `arbiter` CLI
with --server, loadgen; clients/common/connection.h) and the server's transport settings
(docs/operations.md "Transport security").

    channel = make_channel("localhost:50051")                                   # plaintext
    channel = make_channel("rules.internal:50051", ca_file="ca.crt", token_file="lobby.token")
    options = ConnectionOptions.from_env()   # ARBITER_SERVER, ARBITER_TLS, ... (below)

Options (ConnectionOptions field, environment variable of the CLI):
    target       ARBITER_SERVER                 any gRPC target: HOST:PORT, several replicas as
                                                "ipv4:10.0.0.1:50051,10.0.0.2:50051", or
                                                "dns:///rules.internal:50051" (round-robin)
    tls          ARBITER_TLS                    use TLS (implied by any TLS file below); the
                                                server is verified against ca_file, else the
                                                system's roots
    ca_file      ARBITER_TLS_CA_FILE            PEM CA certificates to verify the server with
    cert_file    ARBITER_CLIENT_TLS_CERT_FILE   PEM client certificate chain (mutual TLS)
    key_file     ARBITER_CLIENT_TLS_KEY_FILE    its PEM private key
    server_name  ARBITER_TLS_SERVER_NAME        name the server's certificate carries, when
                                                it is not the target's host
    token / token_file  ARBITER_TOKEN_FILE      bearer token (token_file: its first line), sent
                                                as "authorization: Bearer <token>"; needs TLS
    max_attempts ARBITER_MAX_ATTEMPTS           tries per call, 1..5 (default 5; 1: no retry)

Retries: every RulesService call is idempotent (the answer depends on the request alone), so a
call answered UNAVAILABLE or CANCELLED is tried again (next replica round-robin) up to
max_attempts tries, backoff from a random 0..50 ms doubling to at most 1 s, within the call's
deadline, with gRPC's retry budget (100 tokens, -1 per failure, +0.1 per success). No other
code is retried. The receive size is unlimited (the server enforces its own limits).

Reconnecting: a replica that went away is tried again after 100 ms, the wait growing 1.6 times
per failed connect to at most 1 s (gRPC's own default grows to 120 s), so a replica restarted on
the same address takes calls again within about a second; otherwise, in a rolling restart of
two replicas, the client could still be waiting out the first one's backoff when the second
goes down, and fail every call meanwhile ("connections to all backends failing"). The same
values as the C++ clients (clients/common/connection.h).

Errors: ValueError for a token without TLS, a certificate without its key (or the reverse),
an empty or malformed token file, a max_attempts outside 1..5, a TLS file that is empty;
OSError for a file that cannot be read. Messages name the option and the file, never a token.
"""
import dataclasses
import json
import os
from typing import Mapping, Optional

import grpc

_MAX_FILE_BYTES = 1 << 20
# Reconnect backoff (see "Reconnecting" above), as clients/common/connection.h.
INITIAL_RECONNECT_BACKOFF_MS = 100
MAX_RECONNECT_BACKOFF_MS = 1000
_TRUE = ("1", "true", "yes", "on")


def default_service_config(max_attempts: int) -> str:
    """The channel's default service config (gRPC service-config JSON): round_robin and, when
    max_attempts >= 2, the retry policy and budget above; the C++ clients' exact policy."""
    config = {"loadBalancingConfig": [{"round_robin": {}}]}
    if max_attempts >= 2:
        config["methodConfig"] = [{
            "name": [{"service": "arbiter.v1.RulesService"},
                     {"service": "grpc.health.v1.Health", "method": "Check"}],
            "retryPolicy": {
                "maxAttempts": max_attempts, "initialBackoff": "0.05s", "maxBackoff": "1s",
                "backoffMultiplier": 2, "retryableStatusCodes": ["UNAVAILABLE", "CANCELLED"]},
        }]
        config["retryThrottling"] = {"maxTokens": 100, "tokenRatio": 0.1}
    return json.dumps(config, separators=(",", ":"))


def _read(option: str, path: str) -> bytes:
    with open(path, "rb") as f:
        data = f.read(_MAX_FILE_BYTES + 1)
    if len(data) > _MAX_FILE_BYTES:
        raise ValueError("%s %s: over %d bytes" % (option, path, _MAX_FILE_BYTES))
    if not data:
        raise ValueError("%s %s: empty" % (option, path))
    return data


def read_token_file(path: str) -> str:
    """The bearer token: the file's first line without surrounding whitespace; no spaces or
    control characters inside (it goes into a header)."""
    first_line = _read("token_file", path).split(b"\n", 1)[0].strip()
    if not first_line:
        raise ValueError("token_file %s: first line has no token" % path)
    if any(c <= 0x20 or c >= 0x7F for c in first_line):
        raise ValueError("token_file %s: the token has a space or a non-printable character"
                         % path)
    return first_line.decode("ascii")


@dataclasses.dataclass
class ConnectionOptions:
    """How to reach an arbiterd; see the module documentation for each field."""
    target: str = "localhost:50051"
    tls: bool = False
    ca_file: Optional[str] = None
    cert_file: Optional[str] = None
    key_file: Optional[str] = None
    server_name: Optional[str] = None
    token: Optional[str] = dataclasses.field(default=None, repr=False)
    token_file: Optional[str] = None
    max_attempts: int = 5

    @property
    def uses_tls(self) -> bool:
        return bool(self.tls or self.ca_file or self.cert_file or self.key_file)

    @classmethod
    def from_env(cls, environ: Optional[Mapping[str, str]] = None) -> "ConnectionOptions":
        """The options from the CLI's environment variables (unset ones keep their defaults).
        ValueError for an ARBITER_MAX_ATTEMPTS that is not a number."""
        env = os.environ if environ is None else environ
        options = cls()
        options.target = env.get("ARBITER_SERVER") or options.target
        options.tls = env.get("ARBITER_TLS", "").strip().lower() in _TRUE
        options.ca_file = env.get("ARBITER_TLS_CA_FILE") or None
        options.cert_file = env.get("ARBITER_CLIENT_TLS_CERT_FILE") or None
        options.key_file = env.get("ARBITER_CLIENT_TLS_KEY_FILE") or None
        options.server_name = env.get("ARBITER_TLS_SERVER_NAME") or None
        options.token_file = env.get("ARBITER_TOKEN_FILE") or None
        attempts = env.get("ARBITER_MAX_ATTEMPTS")
        if attempts:
            try:
                options.max_attempts = int(attempts)
            except ValueError:
                raise ValueError("ARBITER_MAX_ATTEMPTS: %r is not a number" % attempts) from None
        return options


def make_channel_from_options(options: ConnectionOptions) -> grpc.Channel:
    """A channel per `options` (see the module documentation for the errors)."""
    if not 1 <= options.max_attempts <= 5:
        raise ValueError("max_attempts: %d is not in 1..5" % options.max_attempts)
    if options.token is not None and options.token_file is not None:
        raise ValueError("token and token_file: give one, not both")
    channel_args = [("grpc.max_receive_message_length", -1),
                    ("grpc.enable_retries", 1 if options.max_attempts >= 2 else 0),
                    ("grpc.service_config", default_service_config(options.max_attempts)),
                    ("grpc.initial_reconnect_backoff_ms", INITIAL_RECONNECT_BACKOFF_MS),
                    ("grpc.max_reconnect_backoff_ms", MAX_RECONNECT_BACKOFF_MS)]
    has_token = options.token is not None or options.token_file is not None
    if not options.uses_tls:
        if has_token:
            raise ValueError("a bearer token needs TLS (tls=True or ca_file): it is never sent "
                             "in plaintext")
        return grpc.insecure_channel(options.target, options=channel_args)
    if bool(options.cert_file) != bool(options.key_file):
        raise ValueError("cert_file and key_file go together")
    roots = _read("ca_file", options.ca_file) if options.ca_file else None
    chain = _read("cert_file", options.cert_file) if options.cert_file else None
    key = _read("key_file", options.key_file) if options.key_file else None
    credentials = grpc.ssl_channel_credentials(root_certificates=roots, private_key=key,
                                               certificate_chain=chain)
    if has_token:
        token = (read_token_file(options.token_file) if options.token_file is not None
                 else options.token)
        if not token or any(ord(c) <= 0x20 or ord(c) >= 0x7F for c in token):
            raise ValueError("token: empty, or has a space or a non-printable character")
        credentials = grpc.composite_channel_credentials(
            credentials, grpc.access_token_call_credentials(token))
    if options.server_name:
        channel_args.append(("grpc.ssl_target_name_override", options.server_name))
    return grpc.secure_channel(options.target, credentials, options=channel_args)


def make_channel(target: str, **options) -> grpc.Channel:
    """make_channel_from_options(ConnectionOptions(target=target, **options))."""
    return make_channel_from_options(ConnectionOptions(target=target, **options))
