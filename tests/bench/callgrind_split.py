"""Splits one callgrind dump of arbiterd into where the instructions went.

    python3 tests/bench/callgrind_split.py DUMP CALLS

Prints one tab-separated line: total, handler and engine instructions per call, where
  total    every instruction of the process over the dump (all threads),
  handler  inclusive cost of RulesServiceImpl::ApplyAction (the service code: call scope,
           observers, limits, rules_core and the engine it calls),
  engine   inclusive cost of the engines' Game::Apply(const GameState&, int, const Any&)
           overrides (state parse, judging, next-state serialization).
So total - handler is gRPC and protobuf outside the handler (transport, request parse,
response serialization, message destruction), handler - engine the service code itself.
Health/Check phases have handler = engine = 0. Needs callgrind_annotate (valgrind).
"""
import re
import subprocess
import sys

LINE = re.compile(r"^\s*([\d,]+)\s+\([\s\d.]+%\)\s+(?:\*\s+)?(.*)$")
HANDLER = "arbiter::service::RulesServiceImpl::ApplyAction("
ENGINE = re.compile(r"::Apply\(arbiter::v1::GameState const&, int, google::protobuf::Any const&\)"
                    r" const")


def main():
    dump, calls = sys.argv[1], int(sys.argv[2])
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", dump],
                          capture_output=True, text=True, check=True).stdout
    total = handler = engine = 0
    for line in text.splitlines():
        m = LINE.match(line)
        if not m:
            continue
        ir, name = int(m.group(1).replace(",", "")), m.group(2)
        if name.startswith("PROGRAM TOTALS"):
            total = ir
        elif HANDLER in name:
            handler += ir
        elif ENGINE.search(name):
            engine += ir
    print("%.0f\t%.0f\t%.0f" % (total / calls, handler / calls, engine / calls))


if __name__ == "__main__":
    main()
