// Kingdom Builder's position drawn for the page (engines/kingdom_builder/rules.md K1-K3): the
// 20x20 hex map assembled from the view's 4 boards (State.boards, sector order TL, TR, BL, BR,
// each rotated 180 degrees or not), with terrain, castles, location hexes and the tiles still on
// them (State.location_tiles_left, one per location hex in ascending hex index), each seat's
// settlements (Seat.settlement_hexes, index = row * 20 + col); then the played card, the 3
// Kingdom Builder cards and each seat's supply, held card and tiles.
//
//   renderKingdomBuilder(payload, data) -> HTML string
// payload: arbiter.games.kingdom_builder.v1.State of a view, proto3 JSON. data: the board data
// of board_data.mjs here, data.boards = { BARN: ["CDDD...", ...10 rows], ... } from the engine's
// data/boards.txt (rows of 10 letters, row 0 first, odd rows shifted right, K2).
// Elements: hexes class "kb-hex" (data-hex = index, data-terrain = letter), settlements class
// "kb-settlement" (data-seat), location hexes "kb-location" with their tiles left.
import { enumLabel, esc, hexPoints, panel, protoJson, seatColour, svg, tag, text } from "../../../playground/src/svg.js";

const SIDE = 20, BOARD = 10;
const FILL = { G: "#9fd36b", C: "#c8843c", D: "#f1dc7a", F: "#e7a6d8", T: "#3c7a3c", W: "#5aa0e6",
  M: "#8a8a8a", K: "#f6f6f6", L: "#f6f6f6" };
const NAME = { G: "grass", C: "canyon", D: "desert", F: "flower field", T: "forest", W: "water",
  M: "mountain", K: "castle", L: "location" };

// The map's 400 letters (index = row * 20 + col) and the location of each location hex; '?' where
// no board is placed yet.
export function assembleMap(boardsJson, data) {
  const kind = new Array(SIDE * SIDE).fill("?");
  const location = new Array(SIDE * SIDE).fill(null);
  (boardsJson ?? []).slice(0, 4).forEach((placement, s) => {
    const name = String(placement.board ?? "").replace(/^LOCATION_/, "");
    const rows = data.boards[name];
    if (!rows) return;
    const sector = ["SECTOR_TOP_LEFT", "SECTOR_TOP_RIGHT", "SECTOR_BOTTOM_LEFT", "SECTOR_BOTTOM_RIGHT"].indexOf(placement.sector);
    const sec = sector >= 0 ? sector : s;
    const row0 = sec >= 2 ? BOARD : 0, col0 = sec % 2 === 1 ? BOARD : 0;
    for (let r = 0; r < BOARD; r++) {
      for (let c = 0; c < BOARD; c++) {
        const pr = placement.rotated ? BOARD - 1 - r : r, pc = placement.rotated ? BOARD - 1 - c : c;
        const h = (row0 + r) * SIDE + col0 + c;
        kind[h] = rows[pr][pc];
        if (kind[h] === "L") location[h] = name;
      }
    }
  });
  return { kind, location };
}

export function renderKingdomBuilder(p, data) {
  const size = 17, w = Math.sqrt(3) * size;
  const { kind, location } = assembleMap(p.boards, data);
  const owner = new Map();
  (p.seats ?? []).forEach((s, i) => (s.settlementHexes ?? []).forEach((h) => owner.set(h, i)));
  const tilesLeft = p.locationTilesLeft ?? [];
  const locationHexes = kind.map((k, h) => (k === "L" ? h : -1)).filter((h) => h >= 0);
  const hexes = [], marks = [];
  for (let h = 0; h < SIDE * SIDE; h++) {
    const r = Math.floor(h / SIDE), c = h % SIDE;
    const cx = w / 2 + 2 + c * w + (r % 2 === 1 ? w / 2 : 0), cy = size + 2 + r * 1.5 * size;
    const k = kind[h];
    hexes.push(tag("polygon", { class: "kb-hex", "data-hex": h, "data-terrain": k, points: hexPoints(cx, cy, size),
      "data-pick": JSON.stringify([protoJson([["row", r], ["col", c]])]),
      fill: FILL[k] ?? "#ddd", stroke: "#555", "stroke-width": 0.6 }, tag("title", {}, esc(`(${r}, ${c}) ${NAME[k] ?? "no board"}`))));
    if (k === "K") marks.push(text({ x: cx, y: cy + 4, "text-anchor": "middle", "font-size": 11, class: "kb-castle" }, "♜"));
    if (k === "L") {
      const left = tilesLeft[locationHexes.indexOf(h)] ?? 0;
      marks.push(tag("g", { class: "kb-location", "data-hex": h, "data-location": location[h], "data-tiles": left }, [
        text({ x: cx, y: cy + 1, "text-anchor": "middle", "font-size": 6.5, "font-weight": "bold" }, location[h].slice(0, 4)),
        text({ x: cx, y: cy + 8, "text-anchor": "middle", "font-size": 6.5 }, `×${left}`),
      ]));
    }
    if (owner.has(h)) {
      const s = owner.get(h);
      marks.push(tag("circle", { class: "kb-settlement", "data-seat": s, "data-hex": h,
        "data-pick": JSON.stringify([protoJson([["row", r], ["col", c]])]), cx, cy, r: size * 0.55,
        fill: seatColour(s), stroke: "#000", "stroke-width": 1 }));
    }
  }
  const width = w * SIDE + w / 2 + 4, height = size * 1.5 * (SIDE - 1) + 2 * size + 4;
  const parts = [];
  parts.push(tag("p", { class: "status" }, esc(`seat ${p.currentSeat ?? 0} · ${enumLabel(p.phase, "PHASE_")}` +
    (p.playedCard ? ` · terrain card: ${enumLabel(p.playedCard, "TERRAIN_")}` : "") +
    ` · builds this turn ${p.mandatoryBuildsDone ?? 0}/3` + (p.endTriggered ? " · end triggered" : ""))));
  parts.push(tag("div", { class: "board kb-board" }, svg(width.toFixed(0), height.toFixed(0), [...hexes, ...marks], { class: "kb-map" })));
  parts.push(panel("Kingdom Builder cards", tag("p", {}, esc((p.kbCards ?? []).map((c) => enumLabel(c, "KB_CARD_")).join(", ") || "not drawn yet"))));
  (p.seats ?? []).forEach((s, i) => {
    const tiles = (s.tiles ?? []).map((t) => enumLabel(t.location, "LOCATION_") + (t.usedThisTurn ? " (used)" : ""));
    parts.push(panel(`Seat ${i}`, tag("ul", {}, [
      tag("li", {}, esc(`settlements left in supply: ${s.supply ?? 0} · on the map: ${(s.settlementHexes ?? []).length}`)),
      tag("li", {}, esc(`held terrain card: ${s.heldCard ? enumLabel(s.heldCard, "TERRAIN_") : "none"}`)),
      tag("li", {}, esc(`location tiles: ${tiles.join(", ") || "none"}`)),
    ]), { class: "panel seat", style: `border-color:${seatColour(i)}`, "data-seat": i }));
  });
  parts.push(tag("p", { class: "piles" }, esc(`terrain deck ${p.drawPileSize ?? 0}`)));
  return parts.join("");
}

// The playground's entry point (playground/build.mjs finds engines/<game>/playground/render.js):
// view = the GetPlayerView answer's GameState in proto3 JSON, data = this game's board_data.mjs output.
export function render(view, data) {
  return renderKingdomBuilder(view.payload ?? {}, data);
}
