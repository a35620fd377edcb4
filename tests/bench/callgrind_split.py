"""Splits one callgrind dump of arbiterd into where the instructions went.

    python3 tests/bench/callgrind_split.py DUMP CALLS

Prints one tab-separated line: total, handler, engine, engine decode and engine encode
instructions per call, where
  total    every instruction of the process over the dump (all threads),
  handler  the service code of RulesServiceImpl::ApplyAction: the handler's inclusive cost
           minus its wire work (below), so call scope, observers, limits, sealing, api/
           and the engine it calls,
  engine   inclusive cost of the engines' Game::Apply(const GameState&, int, const Any&)
           overrides (state parse, judging, next-state serialization),
  decode   the part of engine in the calls Game::Apply makes to parse, decode and check the
           state (callees named DecodeState*, Load*, UnpackState*, ScenarioOfState, CheckState*),
  encode   the part in its calls that build and serialize the next state (EncodeState*, Pack*
           e.g. PackState<...>, Serialize*); engine - decode - encode is judging and playing the action
           (and unpacking it, events, turn). From the calling tree (callgrind_annotate
           --tree=calling), so each callee's inclusive cost counts once per call arc.
So total - handler is gRPC and protobuf (transport, request parse, response serialization,
message destruction), handler - engine the service code itself.

The benchmark echo's handler (BenchEchoService::Echo, service/server/bench_echo.h) counts as a
handler too (its engine is 0), with PreparedAnswers::CopyAnswer, the answer's copy in place of
the response's serialization, as wire work.

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
Health/Check phases have handler = engine = 0. Needs callgrind_annotate (valgrind). Meant for a
Release build (no -g, as scripts/bench.sh builds): with debug info callgrind lists a function
once per source file its inlined parts come from, and the sums above overlap.
"""
import re
import subprocess
import sys

LINE = re.compile(r"^\s*([\d,]+)\s+\([\s\d.]+%\)\s+(?:\*\s+)?(.*)$")
HANDLERS = ("arbiter::service::RulesServiceImpl::ApplyAction(",
            "arbiter::service::BenchEchoService::Echo(")
ENGINE = re.compile(r"::Apply\(arbiter::v1::GameState const&, int, google::protobuf::Any const&\)"
                    r" const")
WIRE_IN_HANDLER = (
    "arbiter::service::RequestArena::RequestArena()",
    "arbiter::service::ParseRequest(grpc::ByteBuffer const&,",
    "arbiter::service::SerializeResponse(",
    "arbiter::service::RequestArena::~RequestArena()",
    "arbiter::v1::ApplyActionResponse::~ApplyActionResponse()",
    "arbiter::service::PreparedAnswers::CopyAnswer(",
)
# A callee's name up to its parameters, template arguments allowed (PackState<...>(...)).
DECODE = re.compile(r"::(?:DecodeState|Load|UnpackState|ScenarioOfState|CheckState)\w*"
                    r"(?:<[^()]*>)?\(")
ENCODE = re.compile(r"::(?:EncodeState|Pack|Serialize)\w*(?:<[^()]*>)?\(")
TREE_LINE = re.compile(r"^\s*([\d,]+)\s+\([\s\d.]+%\)\s+([*>])\s+(.*)$")


def engine_parts(dump):
    """Instructions of Game::Apply's calls that decode and that encode the state."""
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--tree=calling",
                           "--threshold=100", dump],
                          capture_output=True, text=True, check=True).stdout
    decode = encode = 0
    in_engine = False
    for line in text.splitlines():
        m = TREE_LINE.match(line)
        if not m:
            continue
        ir, mark, name = int(m.group(1).replace(",", "")), m.group(2), m.group(3)
        if mark == "*":
            in_engine = bool(ENGINE.search(name))
        elif in_engine:
            if DECODE.search(name):
                decode += ir
            elif ENCODE.search(name):
                encode += ir
    return decode, encode


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
        elif any(h in name for h in HANDLERS):
            handler += ir
            raw = raw or "grpc::ByteBuffer" in name
        elif ENGINE.search(name):
            engine += ir
        elif any(w in name for w in WIRE_IN_HANDLER):
            wire += ir
    if raw:
        handler -= wire
    decode, encode = engine_parts(dump) if engine else (0, 0)
    print("%.0f\t%.0f\t%.0f\t%.0f\t%.0f" % (total / calls, handler / calls, engine / calls,
                                          decode / calls, encode / calls))


if __name__ == "__main__":
    main()
