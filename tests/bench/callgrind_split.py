"""Splits one callgrind dump of arbiterd into where the instructions went.

    python3 tests/bench/callgrind_split.py DUMP CALLS

Prints one tab-separated line: total, handler and engine instructions per call, where
  total    every instruction of the process over the dump (all threads),
  handler  the service code of RulesServiceImpl::ApplyAction: the handler's inclusive cost
           minus its wire work (below), so call scope, observers, limits, sealing, api/
           and the engine it calls,
  engine   inclusive cost of the engines' Game::Apply(const GameState&, int, const Any&)
           overrides (state parse, judging, next-state serialization).
So total - handler is gRPC and protobuf (transport, request parse, response serialization,
message destruction), handler - engine the service code itself.

Wire work inside the handler. ApplyAction is a raw callback method (service/server/raw_unary.h): gRPC
hands it the request bytes and takes response bytes, so the protobuf work gRPC's codec did
outside a typed handler now runs inside it. To keep "gRPC + protobuf" meaning the same, these
functions' inclusive costs are moved from the handler to it:
  RequestArena::RequestArena()                 the request's arena set up for the parse,
  ParseRequest(grpc::ByteBuffer const&, ...)   the request parse,
  SerializeResponse(...)                       the response serialization,
  RequestArena::~RequestArena()                the request's destruction (its arena),
  ApplyActionResponse::~ApplyActionResponse()  the response's destruction.
They are out-of-line functions that only the handler calls during an ApplyAction phase. They
are subtracted only when the handler is the raw one (its signature takes grpc::ByteBuffer); for
a typed (pre-raw) handler the split is the one it always was (there gRPC's codec called
~ApplyActionResponse outside the handler).
Health/Check phases have handler = engine = 0. Needs callgrind_annotate (valgrind).
"""
import re
import subprocess
import sys

LINE = re.compile(r"^\s*([\d,]+)\s+\([\s\d.]+%\)\s+(?:\*\s+)?(.*)$")
HANDLER = "arbiter::service::RulesServiceImpl::ApplyAction("
ENGINE = re.compile(r"::Apply\(arbiter::v1::GameState const&, int, google::protobuf::Any const&\)"
                    r" const")
WIRE_IN_HANDLER = (
    "arbiter::service::RequestArena::RequestArena()",
    "arbiter::service::ParseRequest(grpc::ByteBuffer const&,",
    "arbiter::service::SerializeResponse(",
    "arbiter::service::RequestArena::~RequestArena()",
    "arbiter::v1::ApplyActionResponse::~ApplyActionResponse()",
)


def main():
    dump, calls = sys.argv[1], int(sys.argv[2])
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", dump],
                          capture_output=True, text=True, check=True).stdout
    total = handler = engine = wire = 0
    raw = False  # the handler takes grpc::ByteBuffer (a raw method)
    for line in text.splitlines():
        m = LINE.match(line)
        if not m:
            continue
        ir, name = int(m.group(1).replace(",", "")), m.group(2)
        if name.startswith("PROGRAM TOTALS"):
            total = ir
        elif HANDLER in name:
            handler += ir
            raw = raw or "grpc::ByteBuffer" in name
        elif ENGINE.search(name):
            engine += ir
        elif any(w in name for w in WIRE_IN_HANDLER):
            wire += ir
    if raw:
        handler -= wire
    print("%.0f\t%.0f\t%.0f" % (total / calls, handler / calls, engine / calls))


if __name__ == "__main__":
    main()
