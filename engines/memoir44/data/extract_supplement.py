#!/usr/bin/env python3
"""Extracts what the shared scenario extract (memoir44_scenarios_base.json) left out of the
public BGA implementation's scenario files (github.com/bga-devs/bga-memoir, commit 828e756f,
modules/php/Scenarios/<id>-<Name>.php): the wire, sandbag and hedgehog obstacles, the bunkers'
and bridges' hexes, and the medal tags' details (permanent, group). Writes
scenario_supplement.json beside this script; convert_scenarios.py reads it.

  python3 extract_supplement.py <bga-memoir checkout>/modules/php/Scenarios > scenario_supplement.json
"""
import json
import re
import sys
from pathlib import Path

IDS = ["2", "3", "4", "5", "7", "13", "15", "16", "17", "18", "19", "20", "22", "23", "24",
       "25", "29", "42"]


def php_to_json(text):
    """The scenario array literal of a BGA scenario file as a Python value."""
    start = text.index("= [", text.index("$scenarios")) + 2
    body = text[start:]
    body = body[: body.rindex("];") + 1]
    out, i, n = [], 0, len(body)
    while i < n:
        ch = body[i]
        if ch == "'":
            j, s = i + 1, []
            while body[j] != "'":
                if body[j] == "\\":
                    s.append(body[j + 1])
                    j += 2
                    continue
                s.append(body[j])
                j += 1
            out.append(json.dumps("".join(s)))
            i = j + 1
        elif body.startswith("clienttranslate(", i):
            # clienttranslate('text'): keep the string, drop the call and its ')'.
            i += len("clienttranslate(")
            while body[i] in " \n\t":
                i += 1
            j, s = i + 1, []
            while body[j] != "'":
                if body[j] == "\\":
                    s.append(body[j + 1])
                    j += 2
                    continue
                s.append(body[j])
                j += 1
            out.append(json.dumps("".join(s)))
            j += 1
            while body[j] != ")":
                j += 1
            i = j + 1
        elif ch == "\\":  # a PHP constant such as \ALLIES
            m = re.match(r"\\([A-Z_]+)", body[i:])
            out.append(json.dumps(m.group(1)))
            i += len(m.group(0))
        elif body.startswith("=>", i):
            out.append(":")
            i += 2
        elif ch in "[":
            out.append("[")
            i += 1
        elif ch in "]":
            out.append("]")
            i += 1
        else:
            out.append(ch)
            i += 1
    src = "".join(out)
    src = re.sub(r",(\s*[\]])", r"\1", src)
    # Arrays with keys become objects: turn every "[ key: ..." level into {...} by parsing.
    return parse(src)


def parse(src):
    pos = [0]

    def ws():
        while pos[0] < len(src) and src[pos[0]] in " \t\r\n":
            pos[0] += 1

    def value():
        ws()
        c = src[pos[0]]
        if c == "[":
            pos[0] += 1
            items, keyed = [], False
            while True:
                ws()
                if src[pos[0]] == "]":
                    pos[0] += 1
                    break
                v = value()
                ws()
                if src[pos[0]] == ":":
                    pos[0] += 1
                    keyed = True
                    items.append((v, value()))
                else:
                    items.append((None, v))
                ws()
                if src[pos[0]] == ",":
                    pos[0] += 1
            if keyed:
                return {str(k): v for k, v in items}
            return [v for _, v in items]
        if c == '"':
            s, e = json.JSONDecoder().raw_decode(src, pos[0])
            pos[0] = e
            return s
        m = re.compile(r"-?\d+|true|false|null|[A-Za-z_]+").match(src, pos[0])
        pos[0] = m.end()
        t = m.group(0)
        if t in ("true", "false"):
            return t == "true"
        if t == "null":
            return None
        if re.fullmatch(r"-?\d+", t):
            return int(t)
        return t

    return value()


def main():
    folder = Path(sys.argv[1])
    out = {"source": {"repo": "bga-devs/bga-memoir", "commit": "828e756f61afb5f8f0b63f0280424be4e39a289e",
                      "path": "modules/php/Scenarios"},
           "confidence": "high: the obstacles and medal tags copied field by field from the "
                         "source's scenario files",
           "scenarios": {}}
    for sid in IDS:
        (path,) = folder.glob(f"{sid}-*.php")
        data = php_to_json(path.read_text())
        hexes = data["board"]["hexagons"]
        hexes = hexes.values() if isinstance(hexes, dict) else hexes
        obstacles, tags = [], []
        for h in hexes:
            if "obstacle" in h:
                o = h["obstacle"]
                obstacles.append({"row": h["row"], "col": h["col"], "name": o["name"],
                                  **({"behavior": o["behavior"]} if "behavior" in o else {})})
            for t in (h.get("tags") or {}).values() if isinstance(h.get("tags"), dict) else h.get("tags") or []:
                tags.append({"row": h["row"], "col": h["col"], **t})
        out["scenarios"][sid] = {"file": path.name, "obstacles": obstacles, "tags": tags}
    json.dump(out, sys.stdout, indent=1, sort_keys=True, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
