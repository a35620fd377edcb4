"""ArbiterError: a call the server (or the transport) refused, with its gRPC code and message.

An illegal action is NOT an error: ApplyAction answers it with legal=False and a Violation
(see Client.apply). ArbiterError is for requests the server cannot judge at all, per
proto/arbiter/v1/rules_service.proto:

    INVALID_ARGUMENT     unparsable or inconsistent state, setup or action; the message starts
                         with the offending field path, e.g. "setup.seat_count: 9 is not in 2..5"
    NOT_FOUND            unknown game id
    FAILED_PRECONDITION  a rules version, state format or content this server does not have
    RESOURCE_EXHAUSTED   over a size limit
    UNAUTHENTICATED      no or wrong bearer token (docs/operations.md "Transport security")
    UNAVAILABLE, DEADLINE_EXCEEDED, ...   transport and deadline failures

    try:
        client.new_game("my_game", seats=9)
    except arbiter.ArbiterError as error:
        error.code     # grpc.StatusCode.INVALID_ARGUMENT
        error.field    # "setup.seat_count"
        error.message  # "setup.seat_count: ..."
"""
import re
from typing import Optional

import grpc

# "setup.seat_count: ...", "split.sets[1].values[0]: ...": the field path (one word, no
# spaces) that the server's messages start with.
_FIELD_PREFIX = re.compile(r"^([A-Za-z_][^\s:]*):(?:\s|$)")


class ArbiterError(Exception):
    """A refused call: `code` (grpc.StatusCode), `message` (the server's text), `field` (the
    field path the message starts with, or "" when it names none) and `method` (the RPC,
    e.g. "NewGame"). The grpc.RpcError it came from is its __cause__."""

    def __init__(self, code: grpc.StatusCode, message: str, method: str = ""):
        self.code = code
        self.message = message
        self.method = method
        match = _FIELD_PREFIX.match(message)
        self.field = match.group(1) if match else ""
        super().__init__("%s%s: %s" % (method + " " if method else "", code.name, message))

    @classmethod
    def from_rpc_error(cls, error: grpc.RpcError, method: str = "") -> "ArbiterError":
        code: Optional[grpc.StatusCode] = error.code() if hasattr(error, "code") else None
        details = error.details() if hasattr(error, "details") else str(error)
        return cls(code or grpc.StatusCode.UNKNOWN, details or "", method)
