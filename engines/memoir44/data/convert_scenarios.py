#!/usr/bin/env python3
"""Writes engines/memoir44/content/<name>.txtpb, the built-in Memoir '44 scenarios
(arbiter.games.memoir44.v1.Scenario in proto text format), from the component data:

  memoir44_scenarios_base.json, memoir44_terrain.json, memoir44_units.json (the shared
      extract of github.com/bga-devs/bga-memoir at commit 828e756f: board, units, tags,
      terrain and unit tables);
  scenario_supplement.json (beside this script; extract_supplement.py made it from the same
      repository's modules/php/Scenarios files: the wire, sandbags and hedgehogs the extract
      dropped, and the medal tags' details);
  SPECIAL below: each scenario's special rules (the source's 'victory' and 'rules' texts)
      turned into data (every base-box scenario's; `not_implemented` would quote a rule this
      engine does not play: none is left).

  python3 convert_scenarios.py <data folder with the three JSON files> <content folder>

Left out (LEFT_OUT): scenarios that are not standard-board base-box ones.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMMIT = "828e756f61afb5f8f0b63f0280424be4e39a289e"

NAMES = {
    "2": "pegasus_bridge", "3": "sainte_mere_eglise", "4": "sword_beach", "5": "mont_mouchet",
    "7": "pointe_du_hoc", "15": "operation_cobra", "16": "counter_attack_on_mortain",
    "18": "montelimar", "19": "vassieux", "20": "st_vith", "22": "liberation_of_paris",
    "23": "toulon", "24": "arracourt", "25": "arnhem_bridge", "29": "saverne_gap",
}
LEFT_OUT = {
    "13": "Omaha Beach Overlord is played on the Overlord board (board.type overlord, 26 "
          "columns), not the standard 13x9 board; the data has no standard-board Omaha Beach.",
    "17": "Villers-Bocage is not a base-box scenario (packs: terrain, mediterranean) and needs "
          "the British Commonwealth command and Tiger rules of the expansions.",
    "42": "Utah Beach is not a base-box scenario, and its victory (units exiting off the Axis "
          "baseline) is no base-game rule.",
}

# Terrain tile names of the data -> (Terrain, note). Behaviours override (M3).
TERRAIN = {
    "woods": "TERRAIN_FOREST", "hills": "TERRAIN_HILL", "buildings": "TERRAIN_TOWN",
    "church": "TERRAIN_CHURCH", "river": "TERRAIN_RIVER", "curve": "TERRAIN_RIVER",
    "hedgerow": "TERRAIN_HEDGEROW",
    # Roads have no effect in the base game (the base rules have no road bonus).
    "road": None, "roadcurve": None, "roadFL": None,
}
BEHAVIOUR = {
    "IMPASSABLE_HILL": "TERRAIN_IMPASSABLE_HILL",
    "IMPASSABLE_BLOCKING_HILL": "TERRAIN_IMPASSABLE_BLOCKING_HILL",
    "WIDE_RIVER": "TERRAIN_WIDE_RIVER", "STEEP_HILL": "TERRAIN_STEEP_HILL",
    "CLIFF": "TERRAIN_CLIFF", "BLUFF": "TERRAIN_BLUFF", "HILL": "TERRAIN_HILL",
}
SIDES = {"AXIS": "SIDE_AXIS", "ALLIES": "SIDE_ALLIES"}
NATION = {"ger": "SIDE_AXIS", "us": "SIDE_ALLIES", "brit": "SIDE_ALLIES"}
KIND = {"inf": "UNIT_TYPE_INFANTRY", "inf2": "UNIT_TYPE_INFANTRY", "tank": "UNIT_TYPE_ARMOR",
        "tank2": "UNIT_TYPE_ARMOR", "gun": "UNIT_TYPE_ARTILLERY"}
SUPPLEMENT_OBSTACLE = {"wire": "OBSTACLE_WIRE", "sand": "OBSTACLE_SANDBAG",
                       "hedgehog": "OBSTACLE_HEDGEHOG"}

# Special rules as data, from the source's texts (quoted in `rules` of each entry).
SPECIAL = {
    "3": {"airdrop": True},
    "4": {"bunker_side": "SIDE_AXIS"},
    "5": {"elimination_values": [("SIDE_AXIS", "UNIT_TYPE_ARMOR", 2)]},
    "7": {"bunker_side": "SIDE_AXIS"},
    # Rules text: "As long as either hex of Hill 317 has an allied unit on it, the Allied player
    # may play his 'Recon' cards as an Air Power strike for that section." The hexes are the
    # source's options.hill317 (letter coordinates).
    "16": {"recon_air_power": ("SIDE_ALLIES", "hill317", "Hill 317")},
    # Vassieux's victory text: "When 'Their Finest Hour' command card is played, do not
    # reshuffle the command deck. Should the command card deck run out of cards and the Allied
    # player has not won, the battle ends as an Axis player victory." The no-reshuffle is the
    # source's options.deck_reshuffling. The deck-out winner is NOT written: the project's rules
    # (R14) rule that Vassieux names none, so an empty pile is decided by medals; a platform
    # that wants the printed Axis victory supplies the scenario with deck_out_winner: SIDE_AXIS.
    "23": {"sudden_death": ("SIDE_ALLIES", (13, 1), 3, "Toulon")},
    # Rules text: "Units may only enter or exit Arnhem Bridge from or onto the hexes as noted at
    # the ends of the bridge. Movement along the span of bridge is normal." The span is the
    # source's BRIDGE_SECTION hexes; its ends the two hexes the board labels "Enter Exit Bridge"
    # (the source's board.labels: row 2 col 16, row 6 col 12).
    "25": {"bridge_span": ("Arnhem Bridge", (16, 2), (12, 6))},
    # Rules text: "The hills are impassable. Artillery may not fire over hills." Both are the
    # data: every hill is IMPASSABLE_BLOCKING_HILL, which no unit enters and which blocks every
    # line of sight, artillery's too (M3, R7).
    "29": {"sudden_death": ("SIDE_ALLIES", (14, 0), 2, "Saverne")},
}


def letter_hex(code):
    """A BGA letter coordinate ('G5': upper case = even column) as (col, row) (Utils::revertCoords)."""
    letter, number = code[0], int(code[1:])
    idx = ord(letter.lower()) - ord("a")
    col = idx * 2 + 1 if letter.islower() else idx * 2
    return col, 9 - number


def neighbours(c, r):
    for dc, dr in ((2, 0), (-2, 0), (1, 1), (1, -1), (-1, 1), (-1, -1)):
        yield c + dc, r + dr


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def convert(sc, supplement):
    sid = sc["id"]
    special = SPECIAL.get(sid, {})
    hexes = {}
    for h in sc["hexes"]:
        key = (h["col"], h["row"])
        e = hexes.setdefault(key, {})
        if "terrain" in h:
            t = h["terrain"]
            name = t["name"]
            if "behavior" in t:
                e["terrain"] = BEHAVIOUR[t["behavior"]]
            elif name == "mountain":
                raise SystemExit(f"scenario {sid}: a mountain without a behaviour at {key}")
            else:
                if name not in TERRAIN:
                    raise SystemExit(f"scenario {sid}: unknown terrain {name} at {key}")
                if TERRAIN[name]:
                    e["terrain"] = TERRAIN[name]
        if "obstacle" in h:
            o = h["obstacle"]["name"]
            if o == "bridge":
                # Arnhem Bridge's span also lies on land hexes (BRIDGE_SECTION): a bridge
                # changes only a river hex (M11), so those stay plain ground; the span is
                # special["bridge_span"].
                if e.get("terrain") in ("TERRAIN_RIVER", "TERRAIN_WIDE_RIVER"):
                    e["bridge"] = True
                if h["obstacle"].get("behavior") == "BRIDGE_SECTION":
                    e["span"] = True
            elif o == "bunker":
                e["obstacle"] = "OBSTACLE_BUNKER"
                if "bunker_side" in special:
                    e["obstacle_side"] = special["bunker_side"]
            else:
                raise SystemExit(f"scenario {sid}: unknown obstacle {o}")
        if "unit" in h:
            u = h["unit"]
            unit = {"side": NATION[u["nation"]], "type": KIND[u["kind"]]}
            if u.get("behavior") == "FRENCH_RESISTANCE":
                unit["badge"] = "BADGE_FRENCH_RESISTANCE"
            elif u["kind"] == "inf2":
                unit["badge"] = "BADGE_SPECIAL_FORCES"
            elif u["kind"] == "tank2":
                unit["badge"] = "BADGE_ELITE_ARMOR"
            if "nbr_units" in u:
                full = {"BADGE_ELITE_ARMOR": 4, "BADGE_FRENCH_RESISTANCE": 3}.get(
                    unit.get("badge"), {"UNIT_TYPE_INFANTRY": 4, "UNIT_TYPE_ARMOR": 3,
                                        "UNIT_TYPE_ARTILLERY": 2}[unit["type"]])
                n = int(u["nbr_units"])
                if n != full:
                    unit["figures"] = n
            e["unit"] = unit
    for o in supplement["obstacles"]:
        key = (o["col"], o["row"])
        e = hexes.setdefault(key, {})
        if o["name"] in SUPPLEMENT_OBSTACLE:
            if "obstacle" in e:
                raise SystemExit(f"scenario {sid}: two obstacles at {key}")
            e["obstacle"] = SUPPLEMENT_OBSTACLE[o["name"]]
    objectives = []
    tags = {(t["col"], t["row"], t["name"]): t for t in supplement["tags"]}
    for h in sc["hexes"]:
        for tag in h.get("tags", []):
            if tag not in ("medal1", "medal2"):
                continue
            detail = tags.get((h["col"], h["row"], tag), {})
            medal = detail.get("medal") or {}
            group = detail.get("group") or []
            group = [letter_hex(g) for g in (group.values() if isinstance(group, dict) else group)]
            # A tag with a group stands for the group's hexes only (the source's
            # Managers/Tokens.php); else for its own hex.
            cells = group or [(h["col"], h["row"])]
            terrain = hexes.get((h["col"], h["row"]), {}).get("terrain", "")
            name = {"TERRAIN_TOWN": "town", "TERRAIN_FOREST": "forest"}.get(terrain, "hex")
            if hexes.get((h["col"], h["row"]), {}).get("bridge"):
                name = "bridge"
            objectives.append({
                "hexes": cells, "side": "SIDE_ALLIES" if tag == "medal1" else "SIDE_AXIS",
                "permanent": bool(medal.get("permanent", False)),
                "hexes_needed": int(medal.get("nbr_hex", 1)) if int(medal.get("nbr_hex", 1)) > 1 else 0,
                "name": f"{name} at ({h['col']}, {h['row']})" if not group else
                        f"any of {len(cells)} hexes",
            })
    if "sudden_death" in special:
        side, label, needed, town = special["sudden_death"]
        # The town: the connected town hexes at or next to the source's label.
        towns = {k for k, e in hexes.items() if e.get("terrain") == "TERRAIN_TOWN"}
        start = [k for k in [label, *neighbours(*label)] if k in towns]
        seen, todo = set(start), list(start)
        while todo:
            k = todo.pop()
            for n in neighbours(*k):
                if n in towns and n not in seen:
                    seen.add(n)
                    todo.append(n)
        if len(seen) < needed:
            raise SystemExit(f"scenario {sid}: {town} has {len(seen)} town hexes")
        objectives.append({"hexes": sorted(seen, key=lambda k: (k[1], k[0])), "side": side,
                           "hexes_needed": needed, "turn_end": True, "sudden_death": True,
                           "name": f"{needed} town hexes of {town}"})
    p1, p2 = sc["player1"], sc["player2"]
    lines = [f"id: {q(NAMES[sid])}", f"name: {q(sc['name'])}",
             f"face: {'BOARD_FACE_BEACH' if sc['board']['face'].upper() == 'BEACH' else 'BOARD_FACE_COUNTRY'}"]
    for tag, p in (("player1", p1), ("player2", p2)):
        lines.append(f"{tag} {{ side: {SIDES[p['side'].upper()]} hand_size: {int(p['cards'])} "
                     f"medals_to_win: {int(p['medals_to_win'])} }}")
    lines.append(f"first_seat: {0 if sc['first_player'].upper() == 'PLAYER1' else 1}")
    for (c, r) in sorted(hexes, key=lambda k: (k[1], k[0])):
        e = hexes[(c, r)]
        parts = [f"hex {{ col: {c} row: {r} }}"]
        if "terrain" in e:
            parts.append(f"terrain: {e['terrain']}")
        if e.get("bridge"):
            parts.append("bridge: true")
        if "obstacle" in e:
            parts.append(f"obstacle: {e['obstacle']}")
        if "obstacle_side" in e:
            parts.append(f"obstacle_side: {e['obstacle_side']}")
        if "unit" in e:
            u = e["unit"]
            up = [f"side: {u['side']}", f"type: {u['type']}"]
            if "badge" in u:
                up.append(f"badge: {u['badge']}")
            if "figures" in u:
                up.append(f"figures: {u['figures']}")
            parts.append("unit { " + " ".join(up) + " }")
        if len(parts) > 1:
            lines.append("hexes { " + " ".join(parts) + " }")
    for o in objectives:
        parts = [f"hexes {{ col: {c} row: {r} }}" for c, r in o["hexes"]]
        parts.append(f"side: {o['side']}")
        if o.get("hexes_needed"):
            parts.append(f"hexes_needed: {o['hexes_needed']}")
        # scenario.proto's ObjectiveCheck and ObjectiveReward (one field each, so that no two
        # settings contradict each other).
        if o.get("turn_start"):
            parts.append("check: OBJECTIVE_CHECK_TURN_START")
        if o.get("turn_end"):
            parts.append("check: OBJECTIVE_CHECK_TURN_END")
        if o.get("permanent"):
            parts.append("reward: OBJECTIVE_REWARD_PERMANENT_MEDAL")
        if o.get("sudden_death"):
            parts.append("reward: OBJECTIVE_REWARD_SUDDEN_DEATH")
        parts.append(f"name: {q(o['name'])}")
        lines.append("objectives { " + " ".join(parts) + " }")
    opts = sc.get("options") or {}
    if special.get("airdrop"):
        a = opts["airdrop"]
        c, r = letter_hex(a["center"])
        u = a["unit"]["name"]
        lines.append(f"airdrops {{ side: {SIDES[a['side']]} units: {a['nbr_units']} "
                     f"center {{ col: {c} row: {r} }} range: {a['range']} "
                     f"unit {{ side: {NATION[u[-2:] if u.endswith('us') else 'ger']} "
                     f"type: {KIND[u[:-2] if u.endswith('us') else u[:-3]]} }} }}")
    if isinstance(opts, dict) and opts.get("deck_reshuffling") is False:
        lines.append("no_deck_reshuffle: true")
    if "deck_out_winner" in special:
        lines.append(f"deck_out_winner: {special['deck_out_winner']}")
    for side, typ, medals in special.get("elimination_values", []):
        lines.append(f"elimination_values {{ side: {side} type: {typ} medals: {medals} }}")
    if "bridge_span" in special:
        name, first, last = special["bridge_span"]
        span = [k for k, e in hexes.items() if e.get("span")]
        # The span in order from the end hex `first`: each next hex the one adjacent to the last.
        chain, left = [first], set(span)
        while left:
            nxt = [k for k in left if k in set(neighbours(*chain[-1]))]
            if len(nxt) != 1:
                raise SystemExit(f"scenario {sid}: the bridge span does not chain at {chain[-1]}")
            chain.append(nxt[0])
            left.discard(nxt[0])
        if last not in set(neighbours(*chain[-1])):
            raise SystemExit(f"scenario {sid}: the span's last hex {chain[-1]} is not next to {last}")
        chain.append(last)
        parts = [f"hexes {{ col: {c} row: {r} }}" for c, r in chain]
        lines.append("bridge_spans { " + " ".join(parts) + f" name: {q(name)} }}")
    if "recon_air_power" in special:
        side, option, name = special["recon_air_power"]
        codes = opts[option]
        codes = codes.values() if isinstance(codes, dict) else codes
        parts = [f"hexes {{ col: {c} row: {r} }}" for c, r in sorted(
            (letter_hex(x) for x in codes), key=lambda k: (k[1], k[0]))]
        lines.append(f"recon_air_power {{ side: {side} " + " ".join(parts) + f" name: {q(name)} }}")
    for text in special.get("not_implemented", []):
        lines.append(f"rules_not_implemented: {q(text)}")
    return lines


def main():
    data, out = Path(sys.argv[1]), Path(sys.argv[2])
    base = json.loads((data / "memoir44_scenarios_base.json").read_text())
    # The terrain and unit tables are read to check the names used above exist in them.
    terrain_names = {n for t in json.loads((data / "memoir44_terrain.json").read_text())["terrains"]
                     for n in t.get("tile_names", [])}
    unit_classes = {u["class"] for u in json.loads((data / "memoir44_units.json").read_text())["units"]}
    for n in TERRAIN:
        assert n in terrain_names or n == "church", n
    assert {"Infantry", "Armor", "Artillery", "SpecialForces", "EliteArmor",
            "FrenchResistance"} <= unit_classes
    supplement = json.loads((HERE / "scenario_supplement.json").read_text())["scenarios"]
    for sc in base["scenarios"]:
        sid = sc["id"]
        if sid in LEFT_OUT:
            print(f"left out {sid} {sc['name']}: {LEFT_OUT[sid]}")
            continue
        if sc["board"]["type"].upper() != "STANDARD":
            raise SystemExit(f"scenario {sid} is not on the standard board")
        lines = convert(sc, supplement[sid])
        header = [
            f"# description: {sc['name']} ({sc['date_begin']}), Memoir '44 base game scenario",
            f"# source: github.com/bga-devs/bga-memoir@{COMMIT} {sc['file']} (board, units, "
            "medals; wire, sandbags and hedgehogs restored from the same file), converted by "
            "engines/memoir44/data/convert_scenarios.py",
            "# confidence: high for board, units, obstacles and objectives (the public BGA data); "
            "medium for special rules turned into data from the source's prose"
            + ("; rules_not_implemented lists what is not played" if SPECIAL.get(sid, {}).get(
                "not_implemented") else ""),
        ]
        (out / f"{NAMES[sid]}.txtpb").write_text("\n".join(header + lines) + "\n")
        print(f"wrote {NAMES[sid]}.txtpb")


if __name__ == "__main__":
    main()
