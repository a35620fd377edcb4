#!/usr/bin/env python3
"""Writes command_cards.csv (the 60 Memoir '44 command cards, rules.md M5, M6, M7) from the
component extract memoir44_command_cards.json (bga-devs/bga-memoir @828e756,
modules/php/Managers/Cards.php $decks), given as the first argument.

Card ids: the 40 section cards first, in the extract's order (Recon, Probe, Attack, Assault by
section left, centre, right; then General Advance, Pincer Move, Recon in Force), then the 20
tactic cards in the extract's order. Each physical card is one id; `source` names the extract
entry the row comes from.

  python3 make_command_cards.py memoir44_command_cards.json > command_cards.csv
"""
import json
import sys

KINDS = {
    "Recon": "RECON", "Probe": "PROBE", "Attack": "ATTACK", "Assault": "ASSAULT",
    "General Advance": "GENERAL_ADVANCE", "Pincer Move": "PINCER_MOVE",
    "Recon In Force": "RECON_IN_FORCE", "Air Power": "AIR_POWER", "Ambush": "AMBUSH",
    "Armor Assault": "ARMOR_ASSAULT", "Artillery Bombard": "ARTILLERY_BOMBARD",
    "Barrage": "BARRAGE", "Behind Enemy Lines": "BEHIND_ENEMY_LINES",
    "Close Assault": "CLOSE_ASSAULT", "Counter-Attack": "COUNTER_ATTACK", "Dig In": "DIG_IN",
    "Direct From HQ": "DIRECT_FROM_HQ", "Firefight": "FIREFIGHT",
    "Infantry Assault": "INFANTRY_ASSAULT", "Medics & Mechanics": "MEDICS_AND_MECHANICS",
    "Move Out": "MOVE_OUT", "Their Finest Hour": "THEIR_FINEST_HOUR",
}
SECTIONS = [("left", "LEFT"), ("center", "CENTER"), ("right", "RIGHT")]


def main():
    data = json.load(open(sys.argv[1], encoding="utf-8"))
    rows = []
    for i, card in enumerate(data["section_cards"]):
        if "copies_by_section" in card:
            for key, section in SECTIONS:
                for _ in range(card["copies_by_section"][key]):
                    rows.append((KINDS[card["name"]], section, card["name"],
                                 f"section_cards[{i}] {card['name']} {key}"))
        else:
            for _ in range(card["copies"]):
                rows.append((KINDS[card["name"]], "", card["name"],
                             f"section_cards[{i}] {card['name']}"))
    for i, card in enumerate(data["tactic_cards"]):
        for _ in range(card["copies"]):
            rows.append((KINDS[card["name"]], "", card["name"],
                         f"tactic_cards[{i}] {card['name']}"))
    assert len(rows) == 60, len(rows)
    print("# Memoir '44 command cards (rules.md M5, M6, M7): the 60 cards of the base deck, one "
          "row per physical card.")
    print("# Source: the component extract of the public Board Game Arena implementation, "
          "github.com/bga-devs/bga-memoir")
    print("# modules/php/Managers/Cards.php ($decks) @828e756f61afb5f8f0b63f0280424be4e39a289e; "
          "written by data/make_command_cards.py.")
    print("# Confidence: high: 40 section + 20 tactic cards, the well-known base deck counts.")
    print("card_id,kind,section,name,source")
    for n, (kind, section, name, source) in enumerate(rows, start=1):
        print(f"{n},{kind},{section},{name},{source}")


if __name__ == "__main__":
    main()
