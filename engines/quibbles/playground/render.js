// Quibbles' position drawn for the page (engines/quibbles/rules.md): the row of face-up cards,
// each seat's hand (its cards for the viewer's own seat, a count of face-down cards for the
// others), each seat's collection, and the draw and discard piles.
//
//   renderQuibbles(payload) -> HTML string
// payload: the arbiter.games.quibbles.v1.State of a view in proto3 JSON (hidden hands have no
// `hand`, only `handSize`). Cards are drawn one rect per card, class "q-card", with its value.
import { enumLabel, esc, panel, seatColour, svg, tag, text } from "../../../playground/src/svg.js";

const VALUES = [["ones", 1], ["twos", 2], ["threes", 3], ["fours", 4], ["fives", 5], ["sixes", 6]];
const CARD_FILL = ["#fff", "#fde0dd", "#fdd0a2", "#fff7bc", "#d9f0a3", "#c6dbef", "#dadaeb"];

// A CardCounts message as the list of card values, ascending.
export function cardsOf(counts) {
  const cards = [];
  for (const [name, v] of VALUES) for (let i = 0; i < (counts?.[name] ?? 0); i++) cards.push(v);
  return cards;
}

function cardRow(cards, hiddenCount, cls) {
  const w = 34, h = 48, gap = 6;
  const n = cards.length + hiddenCount;
  const items = cards.map((v, i) => tag("g", { class: `q-card ${cls}`, "data-value": v,
    transform: `translate(${i * (w + gap) + 2},2)` }, [
    tag("rect", { width: w, height: h, rx: 4, fill: CARD_FILL[v], stroke: "#333" }),
    text({ x: w / 2, y: h / 2 + 7, "text-anchor": "middle", "font-size": 20, "font-weight": "bold" }, v),
  ]));
  for (let i = 0; i < hiddenCount; i++) {
    items.push(tag("g", { class: `q-card q-hidden ${cls}`, transform: `translate(${(cards.length + i) * (w + gap) + 2},2)` },
      tag("rect", { width: w, height: h, rx: 4, fill: "#6b6ecf", stroke: "#333" })));
  }
  if (n === 0) return tag("p", { class: "empty" }, "none");
  return svg(n * (w + gap) + 4, h + 4, items);
}

export function renderQuibbles(p) {
  const parts = [];
  const turn = `seat ${p.currentSeat ?? 0} · ${enumLabel(p.phase, "PHASE_")}` +
    (p.winner !== undefined ? ` · winner: seat ${p.winner}` : "");
  parts.push(tag("p", { class: "status" }, esc(turn)));
  parts.push(panel("Row", cardRow(cardsOf(p.row), 0, "q-row"), { class: "panel q-row-panel" }));
  (p.seats ?? []).forEach((s, i) => {
    const hand = cardsOf(s.hand);
    const hidden = Math.max(0, (s.handSize ?? 0) - hand.length);
    const body = tag("div", { class: "q-seat" }, [
      tag("div", {}, [tag("span", { class: "label" }, "hand"), cardRow(hand, hidden, "q-hand")]),
      tag("div", {}, [tag("span", { class: "label" }, "collection"), cardRow(cardsOf(s.collection), 0, "q-collection")]),
    ]);
    parts.push(panel(`Seat ${i}`, body, { class: "panel seat", style: `border-color:${seatColour(i)}`, "data-seat": i }));
  });
  parts.push(tag("p", { class: "piles" }, esc(`draw pile ${p.drawPileSize ?? 0} · discard pile ${cardsOf(p.discardPile).length}`)));
  return parts.join("");
}

// The playground's entry point (playground/build.mjs finds engines/<game>/playground/render.js):
// view = the GetPlayerView answer's GameState in proto3 JSON, data = this game's board_data.mjs output.
export function render(view) {
  return renderQuibbles(view.payload ?? {});
}
