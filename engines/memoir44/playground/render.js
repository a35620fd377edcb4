// Memoir '44's position drawn for the page (engines/memoir44/rules.md M2, M3, M11, M12, M16):
// the 13x9 hex board in doubled columns (col 0..24, row 0..8, col + row even; odd rows hold
// cols 1..23), each hex's terrain from the scenario (the state's content: the caller's supplied
// Scenario, or the built-in one by name from the engine's content/*.txtpb, converted at build
// time), the section lines (the hexes of columns 7 and 17 lie in a flank and the centre),
// obstacles, objectives and who holds them, units (side, type, figures, badge; both read from
// state format 2's byte records State.unitBytes / obstacleBytes, base64 in proto3 JSON, or
// format 1's State.units / obstacles); then each seat's hand (card names from the engine's data/command_cards.csv; 0 =
// hidden), medals against the scenario's target, the card in play and the last dice.
//
//   renderMemoir44(payload, data, content) -> HTML string
// payload: arbiter.games.memoir44.v1.State of a view, proto3 JSON; content: the view's
// GameState.content, proto3 JSON; data: board_data.mjs's { scenarios: {id: Scenario JSON}, cards }.
// Elements: hexes "m44-hex" (data-col, data-row, data-terrain), units "m44-unit" (data-side,
// data-type, data-figures; "m44-ordered" when ordered this turn), obstacles "m44-obstacle",
// objectives "m44-objective", the battle in progress "m44-battle" / "m44-battle-target".
import { enumLabel, esc, hexPoints, panel, protoJson, svg, tag, text } from "../../../playground/src/svg.js";

const TERRAIN_FILL = {
  TERRAIN_COUNTRYSIDE: "#c9df8a", TERRAIN_FOREST: "#2f7d32", TERRAIN_HEDGEROW: "#7a9a3a", TERRAIN_HILL: "#b08d57",
  TERRAIN_TOWN: "#c2b6a3", TERRAIN_CHURCH: "#d8c8b0", TERRAIN_RIVER: "#4a90d9", TERRAIN_BEACH: "#ecd9a0",
  TERRAIN_OCEAN: "#1f5fa8", TERRAIN_IMPASSABLE_HILL: "#6d5434", TERRAIN_IMPASSABLE_BLOCKING_HILL: "#4e3b24",
  TERRAIN_WIDE_RIVER: "#2c6fb7", TERRAIN_STEEP_HILL: "#8c6a3f", TERRAIN_CLIFF: "#7d6b5a", TERRAIN_BLUFF: "#94826e",
};
const WINTER_FILL = { TERRAIN_COUNTRYSIDE: "#eef2f5" };
const SIDE_FILL = { SIDE_AXIS: "#6b7b8c", SIDE_ALLIES: "#7c8f3a" };
const TYPE_MARK = { UNIT_TYPE_INFANTRY: "INF", UNIT_TYPE_ARMOR: "ARM", UNIT_TYPE_ARTILLERY: "ART" };
const OBSTACLE_MARK = { OBSTACLE_WIRE: "✕✕", OBSTACLE_SANDBAG: "◠", OBSTACLE_HEDGEHOG: "✱", OBSTACLE_BUNKER: "▣" };

// memoir44.proto State.unit_bytes / obstacle_bytes (state format 2): fixed-size records of
// unsigned bytes, decoded into format 1's JSON shapes ({hex: {col, row}, side, type, ...}).
const SIDES = ["SIDE_UNSPECIFIED", "SIDE_ALLIES", "SIDE_AXIS"];
const TYPES = ["UNIT_TYPE_UNSPECIFIED", "UNIT_TYPE_INFANTRY", "UNIT_TYPE_ARMOR", "UNIT_TYPE_ARTILLERY"];
const BADGES = ["BADGE_UNSPECIFIED", "BADGE_SPECIAL_FORCES", "BADGE_ELITE_ARMOR", "BADGE_FRENCH_RESISTANCE"];
const OBSTACLES = ["OBSTACLE_UNSPECIFIED", "OBSTACLE_SANDBAG", "OBSTACLE_WIRE", "OBSTACLE_HEDGEHOG", "OBSTACLE_BUNKER"];
function records(base64, size) {
  const bin = atob(base64 ?? "");
  const out = [];
  for (let i = 0; i + size <= bin.length; i += size) {
    out.push(Array.from(bin.slice(i, i + size), (c) => c.charCodeAt(0)));
  }
  return out;
}
// The units: 11 bytes each (col, row, side, type, badge, figures, starting figures, turn flags
// with bit 0 ordered, hexes moved, battles, bonus dice).
export function unitsOf(p) {
  return (p.units ?? []).concat(records(p.unitBytes, 11).map((r) => ({
    hex: { col: r[0], row: r[1] }, side: SIDES[r[2]] ?? String(r[2]), type: TYPES[r[3]] ?? String(r[3]),
    badge: BADGES[r[4]] ?? String(r[4]), figures: r[5], startingFigures: r[6], turn: { ordered: (r[7] & 1) !== 0 },
  })));
}
// The obstacles: 4 bytes each (col, row, obstacle, side protected).
export function obstaclesOf(p) {
  return (p.obstacles ?? []).concat(records(p.obstacleBytes, 4).map((r) => ({
    hex: { col: r[0], row: r[1] }, obstacle: OBSTACLES[r[2]] ?? String(r[2]), side: SIDES[r[3]] ?? String(r[3]),
  })));
}

// The scenario a view is played with: supplied in the state, or built in by name; null if unknown.
export function scenarioOf(content, data) {
  if (content?.supplied) return content.supplied;
  const name = content?.builtIn?.name;
  return (name && data.scenarios[name]) || null;
}

const key = (h) => `${h?.col ?? 0},${h?.row ?? 0}`;

export function renderMemoir44(p, data, content) {
  const scenario = scenarioOf(content, data);
  const size = 24, w = Math.sqrt(3) * size;
  const at = (col, row) => ({ x: 4 + w / 2 + col * (w / 2), y: 4 + size + row * 1.5 * size });
  const terrain = new Map(), bridge = new Set();
  for (const hs of scenario?.hexes ?? []) {
    terrain.set(key(hs.hex), hs.terrain ?? "TERRAIN_COUNTRYSIDE");
    if (hs.bridge) bridge.add(key(hs.hex));
  }
  const winter = String(scenario?.face ?? "").includes("WINTER");
  const hexes = [], marks = [];
  for (let row = 0; row < 9; row++) {
    for (let col = row % 2; col <= (row % 2 ? 23 : 24); col += 2) {
      const t = terrain.get(`${col},${row}`) ?? "TERRAIN_COUNTRYSIDE";
      const { x, y } = at(col, row);
      const fill = (winter && WINTER_FILL[t]) || TERRAIN_FILL[t] || "#ccc";
      hexes.push(tag("polygon", { class: "m44-hex", "data-col": col, "data-row": row, "data-terrain": enumLabel(t, "TERRAIN_"),
        "data-pick": JSON.stringify([protoJson([["col", col], ["row", row]])]),
        points: hexPoints(x, y, size), fill, stroke: "#444", "stroke-width": 0.8 },
        tag("title", {}, esc(`(${col}, ${row}) ${enumLabel(t, "TERRAIN_")}${bridge.has(`${col},${row}`) ? " with bridge" : ""}`))));
      if (bridge.has(`${col},${row}`)) marks.push(tag("rect", { x: x - size * 0.7, y: y - 4, width: size * 1.4, height: 8, fill: "#8b5a2b", class: "m44-bridge" }));
    }
  }
  const sectionLines = [7, 17].map((c) => {
    const { x } = at(c, 0);
    return tag("line", { class: "m44-section", x1: x, y1: 0, x2: x, y2: at(0, 8).y + size + 4, stroke: "#b00", "stroke-width": 1.5, "stroke-dasharray": "6 4" });
  });
  for (const o of obstaclesOf(p)) {
    const { x, y } = at(o.hex?.col ?? 0, o.hex?.row ?? 0);
    marks.push(text({ class: "m44-obstacle", "data-obstacle": enumLabel(o.obstacle, "OBSTACLE_"), x, y: y - size * 0.45,
      "text-anchor": "middle", "font-size": 10, fill: "#222" }, OBSTACLE_MARK[o.obstacle] ?? "?"));
  }
  (scenario?.objectives ?? []).forEach((obj, i) => {
    const holder = (p.objectiveHolder ?? [])[i] ?? "SIDE_UNSPECIFIED";
    for (const h of obj.hexes ?? []) {
      const { x, y } = at(h.col ?? 0, h.row ?? 0);
      marks.push(tag("circle", { class: "m44-objective", "data-holder": enumLabel(holder, "SIDE_"), cx: x + size * 0.55, cy: y + size * 0.45, r: 5,
        fill: holder === "SIDE_UNSPECIFIED" ? "#ffd43b" : SIDE_FILL[holder], stroke: "#000" }, tag("title", {}, esc(`objective: ${obj.name ?? ""}`))));
    }
  });
  for (const u of unitsOf(p)) {
    const { x, y } = at(u.hex?.col ?? 0, u.hex?.row ?? 0);
    const ordered = u.turn?.ordered === true;
    marks.push(tag("g", { class: ordered ? "m44-unit m44-ordered" : "m44-unit", "data-side": enumLabel(u.side, "SIDE_"), "data-type": enumLabel(u.type, "UNIT_TYPE_"),
      "data-figures": u.figures ?? 0, "data-col": u.hex?.col ?? 0, "data-row": u.hex?.row ?? 0,
      "data-pick": JSON.stringify([protoJson([["col", u.hex?.col ?? 0], ["row", u.hex?.row ?? 0]])]) }, [
      tag("rect", { x: x - 15, y: y - 10, width: 30, height: 20, rx: 3, fill: SIDE_FILL[u.side] ?? "#999",
        stroke: ordered ? "#ffd43b" : "#000", "stroke-width": ordered ? 3 : 1 }),
      text({ x, y: y - 0.5, "text-anchor": "middle", "font-size": 8, fill: "#fff", "font-weight": "bold" }, TYPE_MARK[u.type] ?? "?"),
      text({ x, y: y + 8, "text-anchor": "middle", "font-size": 8, fill: "#fff" }, "●".repeat(Math.max(0, Math.min(u.figures ?? 0, 4)))),
      u.badge && u.badge !== "BADGE_UNSPECIFIED" ? text({ x: x + 13, y: y - 11, "font-size": 9 }, "★") : "",
    ]));
  }
  // The battle in progress: an arrow from the attacker (or the card, for Air Power) to its target.
  if (p.battle?.target) {
    const t = at(p.battle.target.col ?? 0, p.battle.target.row ?? 0);
    const a = p.battle.attacker ? at(p.battle.attacker.col ?? 0, p.battle.attacker.row ?? 0) : null;
    const label = `${enumLabel(p.battle.kind, "KIND_")}: ${p.battle.dice ?? 0} dice`;
    if (a) marks.push(tag("line", { class: "m44-battle", x1: a.x, y1: a.y, x2: t.x, y2: t.y, stroke: "#e8590c", "stroke-width": 3,
      "marker-end": "url(#m44-arrow)" }, tag("title", {}, esc(label))));
    marks.push(tag("circle", { class: "m44-battle-target", cx: t.x, cy: t.y, r: size * 0.8, fill: "none", stroke: "#e8590c", "stroke-width": 3 },
      tag("title", {}, esc(label))));
  }
  const defs = tag("defs", {}, tag("marker", { id: "m44-arrow", viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 5, markerHeight: 5, orient: "auto" },
    tag("path", { d: "M0,0 L10,5 L0,10 z", fill: "#e8590c" })));
  marks.unshift(defs);
  const width = 4 + w * 13 + 4, height = 4 + size * 2 + 1.5 * size * 8 + 4;
  const parts = [];
  const seat = p.activeSeat ?? 0;
  parts.push(tag("p", { class: "status" }, esc(`${scenario?.name ?? content?.builtIn?.name ?? "scenario"} · seat ${seat} (${enumLabel(p.players?.[seat]?.side, "SIDE_")}) · ${enumLabel(p.phase, "PHASE_")}` +
    (p.cardInPlay ? ` · card in play: ${cardName(p.cardInPlay, data)}` : "") +
    (p.phase === "PHASE_GAME_OVER" ? ` · winner: ${(p.winner ?? -1) < 0 ? "draw" : `seat ${p.winner}`}` : ""))));
  parts.push(tag("div", { class: "board m44-board" }, svg(width.toFixed(0), height.toFixed(0), [...hexes, ...sectionLines, ...marks], { class: "m44-map" })));
  (p.players ?? []).forEach((pl, s) => {
    const target = s === 0 ? scenario?.player1?.medalsToWin : scenario?.player2?.medalsToWin;
    const hand = (pl.hand ?? []).map((c) => cardName(c, data));
    parts.push(panel(`Seat ${s}: ${enumLabel(pl.side, "SIDE_")}`, tag("ul", {}, [
      tag("li", { class: "m44-medals", "data-medals": pl.medals ?? 0 }, esc(`medals ${pl.medals ?? 0} of ${target ?? "?"}`)),
      tag("li", { class: "m44-hand" }, esc(`hand: ${hand.join("; ") || "empty"}`)),
    ]), { class: "panel seat", style: `border-color:${SIDE_FILL[pl.side] ?? "#999"}`, "data-seat": s }));
  });
  const rolls = (p.lastRolls ?? []).map((r) => (r.dice ?? []).map((d) => enumLabel(d, "DIE_FACE_")).join(" ")).filter(Boolean);
  parts.push(tag("p", { class: "piles" }, esc(`draw pile ${(p.drawPile ?? []).length} · discard ${(p.discardPile ?? []).length}` +
    (rolls.length ? ` · last dice: ${rolls.join(" | ")}` : ""))));
  return parts.join("");
}

function cardName(id, data) {
  if (!id) return "hidden card";
  const c = data.cards[String(id)];
  return c ? (c.section && c.section !== "NONE" && c.section !== "" ? `${c.name} (${c.section.toLowerCase()})` : c.name) : `card ${id}`;
}

// The playground's entry point (playground/build.mjs finds engines/<game>/playground/render.js):
// view = the GetPlayerView answer's GameState in proto3 JSON, data = this game's board_data.mjs output.
export function render(view, data) {
  return renderMemoir44(view.payload ?? {}, data, view.content);
}
