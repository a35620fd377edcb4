// Voyages' position drawn for the page (engines/voyages/rules.md V1-V13): the round, phase,
// the round's dice and the end trigger; then each seat's sheet: its ship on the map's hex grid
// (the view's content: a supplied MapPack, or the built-in one by name from board_data.mjs),
// the spaces it collected, regions explored, islands visited, sailors ready / exhausted /
// heroic, cargo, stars, gold, the Dread, the Ship's Duties grid with its marks (cells the
// deciding viewer may mark are clickable) and its pending step.
//
//   renderVoyages(payload, data, content) -> HTML string
// payload: arbiter.games.voyages.v1.State of a view, proto3 JSON; content: the view's
// GameState.content; data: board_data.mjs's { maps: { <name>: MapPack JSON } }.
// Elements: seat panels "section.seat" (data-seat), map hexes "polygon.vy-space" (data-q,
// data-r, data-kind), the ship "circle.vy-ship" (data-seat), collected marks "circle.vy-collected",
// duty cells "rect.vy-duty" (data-row, data-column, data-marked; data-pick: the texts of a SAIL
// naming that duty cell), the dice "span.vy-die".
import { enumLabel, esc, hexPoints, panel, protoJson, seatColour, svg, tag, text } from "../../../playground/src/svg.js";

const HEX = 16;  // corner radius
const FILL = { water: "#cfe8f7", island: "#d9c38a", dread: "#5b3a6b", blocked: "#777" };

// The map a view's content names (a supplied MapPack, or a built-in one by name); null if unknown.
export function mapOf(content, data) {
  if (content?.supplied) return content.supplied;
  const name = content?.builtIn?.name;
  return (name && data?.maps?.[name]) ?? null;
}

// Board picks of a duty cell: the text a SAIL's compact proto3 JSON contains exactly when its
// duty_cell is (row, column) (zero fields left out: row 0 column 0 is "dutyCell":{}).
export function dutyPicks(row, column) {
  return [`"dutyCell":${protoJson([["row", row], ["column", column]])}`];
}

function rewardText(r) {
  return [String(r.kind ?? "").replace(/_/g, " "), r.type, r.n ?? 0].filter((x) => x !== undefined && x !== "").join(" ");
}

// A pointy-top hex's centre for axial (q, r), before the map's offset.
function centre(q, r) {
  const w = Math.sqrt(3) * HEX;
  return [w * q + (w / 2) * r, 1.5 * HEX * r];
}

function mapSvg(map, sheet, seat) {
  const spaces = map.spaces ?? [];
  if (!spaces.length) return "";
  const at = (q, r) => {
    const [x, y] = centre(q, r);
    return [x - x0 + HEX + 2, y - y0 + HEX + 2];
  };
  const x0 = Math.min(...spaces.map((s) => centre(s.q ?? 0, s.r ?? 0)[0]));
  const y0 = Math.min(...spaces.map((s) => centre(s.q ?? 0, s.r ?? 0)[1]));
  const collected = new Set((sheet.collected ?? []).map((c) => `${c.q ?? 0},${c.r ?? 0}`));
  const islands = new Map((map.islands ?? []).map((i) => [i.id, i]));
  let wmax = 0, hmax = 0;
  const body = [];
  for (const s of spaces) {
    const [x, y] = at(s.q ?? 0, s.r ?? 0);
    wmax = Math.max(wmax, x + HEX);
    hmax = Math.max(hmax, y + HEX);
    const title = [`(${s.q ?? 0}, ${s.r ?? 0}) ${s.kind ?? ""}`, s.region && `region ${s.region}`,
      s.island && `island ${islands.get(s.island)?.name ?? s.island}`,
      ...(s.effects ?? []).map((e) => String(e.kind ?? "").replace(/_/g, " ") + (e.n ? ` ${e.n}` : "") + (e.type ? ` ${e.type}` : ""))]
      .filter(Boolean).join("\n");
    body.push(tag("polygon", { class: "vy-space", points: hexPoints(x, y, HEX - 1), fill: FILL[s.kind] ?? "#eee", stroke: "#567",
      "data-q": s.q ?? 0, "data-r": s.r ?? 0, "data-kind": s.kind ?? "" }, tag("title", {}, esc(title))));
    if ((s.effects ?? []).length && s.kind === "water") body.push(tag("circle", { cx: x, cy: y - 7, r: 2.5, fill: "#a60" }));
    if (s.kind === "island") body.push(text({ x: x - 4, y: y + 4, "font-size": 10 }, (islands.get(s.island)?.name ?? s.island ?? "?").slice(0, 1)));
    if (s.kind === "dread") body.push(text({ x: x - 4, y: y + 4, "font-size": 10, fill: "#fff" }, sheet.dreadDefeated ? "d" : "D"));
    if (collected.has(`${s.q ?? 0},${s.r ?? 0}`)) body.push(tag("circle", { class: "vy-collected", cx: x + 7, cy: y + 7, r: 2.5, fill: "#262" }));
  }
  const ship = sheet.ship ?? {};
  const [sx, sy] = at(ship.q ?? 0, ship.r ?? 0);
  body.push(tag("circle", { class: "vy-ship", cx: sx, cy: sy, r: 6, fill: seatColour(seat), stroke: "#000", "data-seat": seat }));
  return svg(Math.ceil(wmax + 2), Math.ceil(hmax + 2), body, { class: "vy-map" });
}

function dutiesSvg(map, sheet, pickable) {
  const rows = map.duties?.rows ?? [];
  if (!rows.length) return "";
  const cols = (rows[0].cells ?? []).length;
  const marked = new Set(sheet.marked ?? []);
  const S = 22, body = [];
  rows.forEach((row, r) => {
    for (let c = 0; c < cols; c++) {
      const v = (row.cells ?? [])[c] ?? 0;
      const m = marked.has(r * cols + c);
      body.push(tag("rect", { class: "vy-duty", x: c * S + 1, y: r * S + 1, width: S - 2, height: S - 2, fill: m ? "#8c8" : v ? "#fff" : "#ccc", stroke: "#333",
        "data-row": r, "data-column": c, "data-marked": m ? 1 : 0, "data-pick": pickable && v && !m ? JSON.stringify(dutyPicks(r, c)) : undefined }));
      if (v) body.push(text({ x: c * S + 7, y: r * S + 15, "font-size": 11, "pointer-events": "none" }, m ? `${v}✓` : String(v)));
    }
  });
  return svg(cols * S + 2, rows.length * S + 2, body, { class: "vy-duties" });
}

const STEP = { STEP_SAIL: "to sail", STEP_FOLLOW_UP: "sell, defeat the Dread or end the turn", STEP_DONE: "turn over" };

export function renderVoyages(p, data, content) {
  const map = mapOf(content, data);
  const sheets = p.sheets ?? [];
  const phase = p.phase ?? "PHASE_UNSPECIFIED";
  const waiting = sheets.map((s, i) => (s.step === "STEP_SAIL" || s.step === "STEP_FOLLOW_UP" ? `seat ${i} ${STEP[s.step]}` : "")).filter(Boolean);
  const parts = [];
  parts.push(tag("p", { class: "status" }, esc(`round ${p.round ?? 0} · ${enumLabel(phase, "PHASE_")}` +
    (phase === "PHASE_FINISHED" ? " · game over" : "") +
    (phase === "PHASE_ROLL" ? " · chance: the round's dice" : "") +
    (waiting.length ? ` · waiting: ${waiting.join(", ")}` : "") +
    (p.finalRound ? ` · final round ${p.finalRound}` : "") +
    (map ? ` · map ${map.id ?? ""}${map.invented ? " (invented for tests)" : ""}` : " · map not known here"))));
  const dice = (p.dice ?? []).map((d, k) => tag("span", { class: "vy-die", "data-die": k }, esc(d)));
  parts.push(tag("p", { class: "vy-dice" }, `dice: ${dice.length ? dice.join(" ") : "not rolled"}`));
  const cargoTypes = map?.cargo ?? [];
  const islandName = new Map((map?.islands ?? []).map((i) => [i.id, i.name || i.id]));
  sheets.forEach((s, i) => {
    const items = [];
    items.push(tag("li", { class: "vy-stars" }, esc(`stars ${s.stars ?? 0} · gold ${s.gold ?? 0} · sales ${s.salesGold ?? 0} gold (${s.cargoSold ?? 0} sold)`)));
    if (STEP[s.step]) items.push(tag("li", { class: "vy-step" }, esc(STEP[s.step])));
    items.push(tag("li", { class: "vy-sailors" }, esc(`sailors ready ${s.readyRegular ?? 0} + ${s.readyHeroic ?? 0} heroic · exhausted ${s.exhaustedRegular ?? 0} + ${s.exhaustedHeroic ?? 0} heroic` +
      (map?.sailors?.capacity ? ` (capacity ${map.sailors.capacity})` : ""))));
    const cargo = (s.cargo ?? []).map((n, t) => `${cargoTypes[t]?.type ?? `#${t}`} ${n}${cargoTypes[t] ? `/${cargoTypes[t].capacity ?? 0}` : ""}`);
    items.push(tag("li", { class: "vy-cargo" }, esc(`cargo: ${cargo.join(", ") || "-"}`)));
    items.push(tag("li", { class: "vy-islands" }, esc(`islands visited: ${(s.visitedIslands ?? []).map((id) => islandName.get(id) ?? id).join(", ") || "-"}`)));
    items.push(tag("li", { class: "vy-regions" }, esc(`regions explored: ${(s.exploredRegions ?? []).join(", ") || "-"}${map ? ` (of ${(map.regions ?? []).length})` : ""}`)));
    items.push(tag("li", {}, esc(`the Dread ${s.dreadDefeated ? "defeated" : "not defeated"}`)));
    const body = [tag("ul", {}, items)];
    if (map) {
      const pickable = s.step === "STEP_SAIL";
      body.push(tag("h4", {}, esc("Ship's Duties")), dutiesSvg(map, s, pickable));
      const rewards = [...(map.duties?.rowRewards ?? []).map((l, k) => `row ${k}: ${(l.effects ?? []).map(rewardText).join(" + ")}`),
        ...(map.duties?.colRewards ?? []).map((l, k) => `column ${k}: ${(l.effects ?? []).map(rewardText).join(" + ")}`)];
      body.push(tag("p", { class: "vy-rewards" }, esc(rewards.join(" · "))));
      body.push(tag("h4", {}, esc("map")), mapSvg(map, s, i));
    }
    parts.push(panel(`Seat ${i}`, body, { class: "panel seat", style: `border-color:${seatColour(i)}`, "data-seat": i }));
  });
  return parts.join("");
}

// The playground's entry point (playground/build.mjs finds engines/<game>/playground/render.js):
// view = the GetPlayerView answer's GameState in proto3 JSON, data = this game's board_data.mjs output.
export function render(view, data) {
  return renderVoyages(view.payload ?? {}, data, view.content);
}
