// Jump Drive's position drawn for the page (engines/jump_drive/rules.md J1-J11): the round,
// phase and each seat's pending step; the piles' sizes, the Colony Convoys known in the
// discard pile and the draws waiting; then each seat's panel: VP total, hand (the viewer's own
// cards, clickable; the others' sizes only, J11), its own discards when the view holds them,
// the committed status (during PLACE "committed" only, the placement once public or the
// viewer's own), Survey Team use, preset letter (own), explore markers and the empire. Every
// card is drawn from the pack (the state's content: the caller's supplied Pack, or the built-in
// one by name, converted at build time by board_data.mjs): name, kind and colour, cost or
// defence, VP, income, icons and powers.
//
//   renderJumpDrive(payload, data, content) -> HTML string
// payload: arbiter.games.jump_drive.v1.State of a view, proto3 JSON; content: the view's
// GameState.content, proto3 JSON; data: board_data.mjs's { packs: { <name>: Pack JSON } }.
// Elements: seat panels "section.seat" (data-seat), cards "g.jd-card" (data-card = pack id,
// data-kind), in hand "jd-hand-card" (data-pick: the texts of an action's JSON naming the
// card), in an empire "jd-empire-card" (data-seat), hidden hands "jd-hidden-hand"
// (data-count), commits "jd-committed", markers "jd-marker".
import { enumLabel, esc, panel, seatColour, svg, tag, text } from "../../../playground/src/svg.js";

const CARD_W = 132, CARD_H = 92;
const COLOUR = { blue: "#6fa8dc", brown: "#b08050", green: "#8fc77a", yellow: "#f1d45c", gray: "#b7b7b7" };

// The pack a view's content names (a supplied Pack, or a built-in one by name); null if unknown.
export function packOf(content, data) {
  if (content?.supplied) return content.supplied;
  const name = content?.builtIn?.name;
  return (name && data?.packs?.[name]) ?? null;
}

// Card id -> Card JSON (deck cards and the Survey Team).
export function cardIndex(pack) {
  const byId = new Map();
  for (const c of pack?.cards ?? []) byId.set(c.id, c);
  if (pack?.surveyTeam?.id) byId.set(pack.surveyTeam.id, { ...pack.surveyTeam, survey: true });
  return byId;
}

// Board picks of a card (playground/src/svg.js): the texts that an action's compact proto3 JSON
// contains exactly when it names card `id`: a Place's development or world, the first or a
// later entry of a SetupDiscard's, Pay's or Discard's `cards`.
export function cardPicks(id) {
  const q = JSON.stringify(String(id));
  return [`"development":${q}`, `"world":${q}`, `"cards":[${q}`, `,${q}`];
}

export function powerText(pw) {
  const what = [pw.target, pw.count, pw.has, pw.exclude && `not ${pw.exclude}`, pw.unless && `unless ${pw.unless}`]
    .filter(Boolean).join(" ");
  const nums = [pw.n && `${pw.n}`, pw.per && pw.per > 1 && `per ${pw.per}`, pw.discount && `−${pw.discount}`]
    .filter(Boolean).join(" ");
  return [String(pw.effect ?? "").replace(/_/g, " "), what, nums].filter(Boolean).join(" ");
}

function cardLines(c) {
  if (!c) return [];
  const world = c.kind === "world";
  const cost = world && c.militaryWorld ? `defence ${c.cost ?? 0}` : `cost ${c.cost ?? 0}`;
  const icons = [["explore", "E"], ["military", "M"], ["chromosome", "C"]]
    .map(([k, l]) => (c.icons?.[k] ? `${l}${c.icons[k]}` : "")).filter(Boolean).join(" ");
  return [
    c.survey ? "Survey Team" : world ? `${c.militaryWorld ? "military " : ""}${c.color ?? ""} world` : "development",
    `${cost} · VP ${c.vp ?? 0} · income ${c.income ?? 0}`,
    icons ? `icons ${icons}` : "",
    ...(c.powers ?? []).slice(0, 2).map(powerText),
    (c.powers ?? []).length > 2 ? `+${c.powers.length - 2} more powers` : "",
  ].filter(Boolean);
}

// One card as a small SVG; `count` copies; attrs on its group.
function cardSvg(id, card, attrs, count = 1) {
  const world = card?.kind === "world";
  const fill = world ? (COLOUR[card.color] ?? "#ddd") : "#f4f0e0";
  const lines = cardLines(card);
  const title = [card?.name ?? id, ...lines, ...(card?.powers ?? []).slice(2).map(powerText)].join("\n");
  const body = [
    tag("title", {}, esc(title)),
    world ? tag("rect", { x: 1, y: 1, width: CARD_W - 2, height: CARD_H - 2, rx: 14, fill, stroke: card?.militaryWorld ? "#c00" : "#333", "stroke-width": card?.militaryWorld ? 2 : 1 })
      : tag("polygon", { points: `1,10 10,1 ${CARD_W - 10},1 ${CARD_W - 1},10 ${CARD_W - 1},${CARD_H - 10} ${CARD_W - 10},${CARD_H - 1} 10,${CARD_H - 1} 1,${CARD_H - 10}`, fill, stroke: "#333" }),
    text({ x: 7, y: 15, "font-size": 10.5, "font-weight": "bold", class: "jd-name" }, (card?.name ?? id).slice(0, 24) + (count > 1 ? ` ×${count}` : "")),
    ...lines.map((l, k) => text({ x: 7, y: 30 + k * 12, "font-size": 8.5 }, l.slice(0, 30))),
  ];
  return svg(CARD_W, CARD_H, tag("g", { class: "jd-card", "data-card": id, "data-kind": card?.kind ?? "unknown", ...attrs }, body), { class: "jd-card-svg" });
}

function countsOf(list) {
  return (list ?? []).map((e) => [e.card, e.count ?? 0]).filter(([, n]) => n > 0);
}

const STEP = {
  STEP_SETUP_DISCARD: () => "to discard 2 (setup)",
  STEP_PLACE: () => "to place or explore",
  STEP_PAY: (s) => `to pay ${s.owed ?? 0}`,
  STEP_BONUS_DRAW: () => "drawing the bonus card",
  STEP_CONVOY: () => "convoy or decline",
  STEP_CONVOY_PAY: (s) => `to pay ${s.owed ?? 0} for the convoy world`,
  STEP_EXPLORE_DRAW: () => "drawing (explore)",
  STEP_EXPLORE_DISCARD: (s) => `to discard ${s.owed ?? 0} (explore)`,
  STEP_HAND_LIMIT: (s) => `to discard ${s.owed ?? 0} (hand limit)`,
};
export function stepText(seat) {
  const f = STEP[seat.step];
  return f ? f(seat) : "";
}

function placementText(p, byId) {
  if (!p) return "";
  if (p.explore) return "explore";
  const name = (id) => byId.get(id)?.name ?? id;
  const parts = [];
  if (p.development) parts.push(name(p.development));
  if (p.world) parts.push(`${name(p.world)} (${enumLabel(p.mode, "WORLD_MODE_")})`);
  return parts.join(" + ");
}

export function renderJumpDrive(p, data, content) {
  const pack = packOf(content, data);
  const byId = cardIndex(pack);
  const seats = p.seats ?? [];
  const phase = p.phase ?? "PHASE_UNSPECIFIED";
  const parts = [];
  const waiting = seats.map((s, i) => (stepText(s) ? `seat ${i} ${stepText(s)}` : "")).filter(Boolean);
  const draws = (p.pendingDraws ?? []).map((d) => `seat ${d.seat ?? 0} draws ${d.count ?? 0}`);
  parts.push(tag("p", { class: "status" }, esc(`round ${p.round ?? 0} · ${enumLabel(phase, "PHASE_")}` +
    (phase === "PHASE_FINISHED" ? " · game over" : "") +
    (waiting.length ? ` · waiting: ${waiting.join(", ")}` : "") +
    (draws.length ? ` · ${p.randomnessMode === "RANDOMNESS_MODE_EXTERNAL" ? "chance: " : ""}${draws.join(", ")}` : "") +
    ` · dealer seat ${p.dealer ?? 0}` + (pack ? ` · pack ${pack.id ?? ""}` : " · pack not known here"))));
  const open = countsOf(p.openDiscards).map(([id, n]) => `${byId.get(id)?.name ?? id}${n > 1 ? ` ×${n}` : ""}`);
  parts.push(tag("p", { class: "piles" }, esc(`draw pile ${p.drawPileCount ?? 0} · discard pile ${p.discardPileCount ?? 0}` +
    (open.length ? ` (known in it: ${open.join(", ")})` : ""))));
  seats.forEach((s, i) => {
    const shown = (s.hand ?? []).length > 0 || (s.handCount ?? 0) === 0;
    const items = [];
    items.push(tag("li", { class: "jd-vp" }, esc(`VP ${s.vp ?? 0}`)));
    const step = stepText(s);
    if (phase === "PHASE_PLACE" || phase === "PHASE_SETUP_DISCARD") {
      items.push(tag("li", { class: s.committed ? "jd-committed" : "jd-deciding", "data-seat": i }, esc(s.committed ? "committed" : step || "deciding")));
    } else if (step) {
      items.push(tag("li", { class: "jd-step" }, esc(step)));
    }
    const placed = placementText(s.placement, byId);
    if (placed) items.push(tag("li", { class: "jd-placement" }, esc(`placed: ${placed}`)));
    if (s.convoyWorld) items.push(tag("li", {}, esc(`convoy world: ${byId.get(s.convoyWorld)?.name ?? s.convoyWorld}`)));
    items.push(tag("li", {}, esc(`Survey Team ${s.surveyTeamUsed ? "used" : "not used"}` + (s.presetHand ? ` · preset hand ${s.presetHand}` : ""))));
    items.push(tag("li", { class: "jd-marker", "data-markers": s.exploreMarkers ?? 0 }, esc(`explore markers ${s.exploreMarkers ?? 0} (flipped)`)));
    const own = countsOf(s.discarded);
    if (own.length) items.push(tag("li", { class: "jd-discarded" }, esc(`your discards in the pile: ${own.map(([id, n]) => `${byId.get(id)?.name ?? id}${n > 1 ? ` ×${n}` : ""}`).join(", ")}`)));
    const body = [tag("ul", {}, items)];
    if (shown) {
      const hand = countsOf(s.hand);
      body.push(tag("h4", {}, esc(`hand (${s.handCount ?? 0})`)));
      body.push(tag("div", { class: "jd-hand" }, hand.map(([id, n]) => cardSvg(id, byId.get(id),
        { class: "jd-card jd-hand-card", "data-pick": JSON.stringify(cardPicks(id)), "data-count": n }, n))));
    } else {
      body.push(tag("p", { class: "jd-hidden-hand", "data-count": s.handCount ?? 0 }, esc(`hand hidden: ${s.handCount ?? 0} cards`)));
    }
    body.push(tag("h4", {}, esc(`empire (${(s.empire ?? []).length})`)));
    body.push(tag("div", { class: "jd-empire" }, (s.empire ?? []).map((id) => cardSvg(id, byId.get(id), { class: "jd-card jd-empire-card", "data-seat": i }))));
    parts.push(panel(`Seat ${i}`, body, { class: "panel seat", style: `border-color:${seatColour(i)}`, "data-seat": i }));
  });
  return parts.join("");
}

// The playground's entry point (playground/build.mjs finds engines/<game>/playground/render.js):
// view = the GetPlayerView answer's GameState in proto3 JSON, data = this game's board_data.mjs output.
export function render(view, data) {
  return renderJumpDrive(view.payload ?? {}, data, view.content);
}
