"""The benchmark echo's parts of BENCHMARKS.md (write_report.py): the apply/echo ratio line and
where ApplyAction's callgrind instructions beyond the echo's go (issue 22 section 1). The echo is
BenchEcho/Echo on the same requests as ApplyAction (service/server/bench_echo.h).
"""


def echo_split(rows, n):
    """Where ApplyAction's instructions beyond the echo's go, per phase with an echo twin."""
    pairs = [(phase, "echo" + phase[len("apply"):]) for phase in rows
             if phase.startswith("apply") and "echo" + phase[len("apply"):] in rows]
    if not pairs:
        return []
    md = ["### Where ApplyAction's instructions beyond the echo's go", ""]
    md.append("Per phase, ApplyAction minus the echo of the same requests, split as above; the "
              "engine further into *decode* (the payload parsed and decoded into the native "
              "state, its invariants checked: the engine's DecodeState/Load), *encode* (the "
              "next state built and serialized into its Any: EncodeState/Pack), and *judge and "
              "play* (the rest of Game::Apply: the action unpacked, judged and applied, events "
              "and turn built). *Echo ÷ apply* is the throughput ratio a server-bound loop "
              "would show if CPU time followed user-space instructions.")
    md.append("")
    md.append("| phase | apply instructions/call | echo instructions/call | echo ÷ apply | "
              "beyond the echo | gRPC + protobuf | service | engine decode | engine judge and "
              "play | engine encode |")
    md.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    worst = []
    for apply_phase, echo_phase in pairs:
        a, e = rows[apply_phase], rows[echo_phase]
        total_a, total_e = float(a["instructions_per_call"]), float(e["instructions_per_call"])
        wire = float(a["grpc_protobuf_per_call"]) - float(e["grpc_protobuf_per_call"])
        service = float(a["service_per_call"]) - float(e["service_per_call"])
        engine = float(a["engine_per_call"])
        decode = float(a.get("engine_decode_per_call") or 0)
        encode = float(a.get("engine_encode_per_call") or 0)
        judge = engine - decode - encode
        beyond = total_a - total_e

        def share(x):
            return "%s (%.0f %%)" % (n(x), 100 * x / beyond) if beyond > 0 else n(x)

        md.append("| %s | %s | %s | %.2f | %s | %s | %s | %s | %s | %s |" % (
            apply_phase, n(total_a), n(total_e), total_e / total_a if total_a else 0, n(beyond),
            share(wire), share(service), share(decode), share(judge), share(encode)))
        parts = {"gRPC + protobuf (response serialization and destruction)": wire,
                 "service code": service, "engine decode": decode,
                 "engine judge and play": judge, "engine encode": encode}
        top = max(parts, key=parts.get)
        worst.append("%s: %s, %s of %s" % (apply_phase, top, n(parts[top]), n(beyond)))
    md.append("")
    md.append("Largest part of what ApplyAction does beyond the echo, per phase: %s." %
              "; ".join(worst))
    md.append("")
    # What would close the gap, largest part first: over the games equally (the mean of the
    # per-game phases) when they ran, else the mixed phase.
    per_game = [(a, e) for a, e in pairs if a != "apply"] or pairs
    keys = ("instructions_per_call", "grpc_protobuf_per_call", "service_per_call",
            "engine_per_call", "engine_decode_per_call", "engine_encode_per_call")

    def mean(phases):
        return {k: sum(float(rows[p].get(k) or 0) for p in phases) / len(phases) for k in keys}

    a = mean([p for p, _ in per_game])
    e = mean([q for _, q in per_game])
    apply_phase = ("the mean of %s" % ", ".join(p for p, _ in per_game) if len(per_game) > 1
                   else per_game[0][0])
    decode = a["engine_decode_per_call"]
    encode = a["engine_encode_per_call"]
    parts = [
        (decode, "engine decode (%s)" % n(decode),
         "decode only the parts of the state the action touches, and skip the full invariant "
         "check of a state this server sealed (authenticated: it was checked when it was "
         "answered)"),
        (float(a["engine_per_call"]) - decode - encode,
         "engine judge and play (%s)" % n(float(a["engine_per_call"]) - decode - encode),
         "fewer allocations per call in judging, playing and building events and turn (per-call "
         "arena, reused buffers)"),
        (encode, "engine encode (%s)" % n(encode),
         "write the next state's payload straight from the native state (no intermediate "
         "message), or only its changed sections"),
        (float(a["grpc_protobuf_per_call"]) - float(e["grpc_protobuf_per_call"]),
         "response serialization and destruction beyond the echo's copy (%s)" % n(
             float(a["grpc_protobuf_per_call"]) - float(e["grpc_protobuf_per_call"])),
         "build the response on the request's arena and serialize it once, without moves "
         "through heap messages"),
        (float(a["service_per_call"]) - float(e["service_per_call"]),
         "service code beyond the echo's (%s)" % n(
             float(a["service_per_call"]) - float(e["service_per_call"])),
         "the api/ request checks and verdict recording"),
    ]
    md.append("What would close the gap (%s, largest part first; ideas to measure, not "
              "measured here):" % apply_phase)
    md.append("")
    for x, what, idea in sorted(parts, key=lambda p: -p[0]):
        if x > 0:
            md.append("- %s: %s." % (what, idea))
    md.append("")
    budgets = ["%s %s (it spends %s)" % (
        apply_phase, n(float(rows[echo_phase]["instructions_per_call"]) / 0.9 -
                       float(rows[echo_phase]["instructions_per_call"])),
        n(float(rows[apply_phase]["instructions_per_call"]) -
          float(rows[echo_phase]["instructions_per_call"]))) for apply_phase, echo_phase in pairs]
    md.append("A 0.90 throughput ratio to the echo leaves ApplyAction, in instructions per call "
              "beyond the echo's (server-bound, CPU following instructions): %s." %
              "; ".join(budgets))
    md.append("")
    return md


def echo_ratio_line(summary):
    r = summary.get("ratios_echo")
    if not r:
        return []
    return ["Ratios apply/echo: throughput **%.2f**, p99 **%.2f**." % (r["throughput"], r["p99"]),
            ""]
