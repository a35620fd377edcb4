#!/usr/bin/env python3
"""Writes engines/jump_drive/content/published.txtpb (a Pack, proto text format, after the three
header lines ContentLibrary requires) from data/jump_drive_cards.csv, keeping each row's
sources and confidence in Card.source and Card.confidence.

    python3 engines/jump_drive/data/csv_to_pack.py           # rewrite the content file
    python3 engines/jump_drive/data/csv_to_pack.py --check   # exit 1 if it is stale

The CSV is the shared data file copied verbatim; a power is written kind(arg=value,...), several
joined by ';' (rules.md J15). The row with deck=survey_team is the Survey Team.
"""
import csv
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CSV = os.path.join(HERE, "jump_drive_cards.csv")
OUT = os.path.join(HERE, os.pardir, "content", "published.txtpb")

HEADER = """# description: Jump Drive (Rio Grande Games, 2017): 71 card types, 112 cards, and the Survey Team, from data/jump_drive_cards.csv. No preset hands (unknown), so start_hands=preset is refused with it (R19).
# source: gilmanjo/AI_Jump_Drive@a919b99 jumpdrive/card_data.txt (the only source with worlds); DeckBuilder.cs (index id 6199200483); ProperNovice/JumpDrive@57a0871; boardgamegeek.com/thread/1807784; designer preview (boardgamewikia.com). Per-card sources in Card.source.
# confidence: mixed, per card in Card.confidence: the 24 development types' counts, costs and icons and 12 developments' powers are confirmed by 2+ sources; every world and the other powers come from one source only; the Rebel worlds' colour (gray) is assumed (rules.md J16).
"""


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def power_text(p):
    m = re.fullmatch(r"([a-z_]+)\((.*)\)", p.strip())
    if not m:
        raise SystemExit("bad power: " + p)
    lines = ["effect: " + q(m.group(1))]
    if m.group(2):
        for arg in m.group(2).split(","):
            k, v = arg.split("=", 1)
            if k in ("n", "per", "discount"):
                lines.append("%s: %d" % (k, int(v)))
            else:
                lines.append("%s: %s" % (k, q(v)))
    return "powers { " + " ".join(lines) + " }"


def card_text(r):
    out = [
        "id: " + q(r["id"]),
        "name: " + q(r["name"]),
        "count: " + r["count"],
        "kind: " + q(r["kind"]),
        "cost: " + r["cost_or_defense"],
    ]
    if r["kind"] == "world":
        if r["military_world"] == "yes":
            out.append("military_world: true")
        out.append("color: " + q(r["color"]))
    for k in filter(None, r["keywords"].split(";")):
        out.append("keywords: " + q(k))
    out.append("icons { explore: %s military: %s chromosome: %s }" % (
        r["explore_icons"], r["military_icons"], r["chromosome_icons"]))
    out.append("vp: " + r["vp"])
    out.append("income: " + r["income"])
    for p in filter(None, r["powers"].split(";")):
        out.append(power_text(p))
    out.append("source: " + q(r["sources"]))
    out.append("confidence: " + q(r["confidence"]))
    return "\n  ".join(out)


def render():
    with open(CSV, newline="") as f:
        rows = list(csv.DictReader(f))
    deck = [r for r in rows if r["deck"] == "main"]
    survey = [r for r in rows if r["deck"] == "survey_team"]
    assert len(survey) == 1
    text = HEADER
    text += 'id: "jump_drive_published"\nversion: "csv-2026-12"\ninvented: false\n'
    text += 'source: "data/jump_drive_cards.csv (per-card sources in cards[].source)"\n'
    text += "deck_size: %d\n" % sum(int(r["count"]) for r in deck)
    for r in deck:
        text += "cards {\n  " + card_text(r) + "\n}\n"
    text += "survey_team {\n  " + card_text(survey[0]) + "\n}\n"
    return text


def main():
    text = render()
    if "--check" in sys.argv:
        with open(OUT) as f:
            if f.read() != text:
                print("content/published.txtpb is stale: run data/csv_to_pack.py")
                return 1
        return 0
    with open(OUT, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
