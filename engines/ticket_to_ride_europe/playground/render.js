// Ticket to Ride: Europe's position drawn for the page (engines/ticket_to_ride_europe/rules.md
// T1, T6, T10): the map's 47 cities and 101 routes (the engine's data/cities.csv and routes.csv;
// each city placed by its geographic position, playground/data/ttr_europe_city_positions.json),
// routes in their colour (grey = any colour, dashed = tunnel, "F<n>" = ferry needing n
// locomotives, double routes side by side), claimed routes over them in the claiming seat's
// colour (Player.routes), stations as squares (Player.stations); then the face-up display, the
// train deck, and each seat's hand, tickets, trains, stations and score.
//
//   renderTicketToRide(payload, data) -> HTML string
// payload: arbiter.games.ticket_to_ride_europe.v1.State of a view, proto3 JSON. data: board_data.mjs's
// { cities: [{id, name, lat, lon}], routes: [{id, a, b, colour, length, tunnel, ferry}], tickets }.
// Elements: routes class "ttr-route" (data-route), claims "ttr-claim" (data-seat, data-route),
// stations "ttr-station" (data-seat, data-city), cities "ttr-city", display cards "ttr-display".
import { enumLabel, esc, fieldPicks, panel, seatColour, svg, tag, text } from "../../../playground/src/svg.js";

const COLOUR = { red: "#e03131", blue: "#1c7ed6", green: "#2f9e44", yellow: "#fcc419", orange: "#fd7e14",
  black: "#212529", white: "#f8f9fa", pink: "#f783ac", gray: "#adb5bd", locomotive: "url(#ttr-loco)" };
const CARD_NAMES = ["pink", "white", "blue", "yellow", "orange", "black", "red", "green", "locomotive"];
const W = 900, H = 640;

// City positions on the drawing: longitude scaled by cos(mean latitude) (equirectangular).
export function layout(cities) {
  const lats = cities.map((c) => c.lat), lons = cities.map((c) => c.lon);
  const k = Math.cos(((Math.min(...lats) + Math.max(...lats)) / 2) * Math.PI / 180);
  const x0 = Math.min(...lons) * k, x1 = Math.max(...lons) * k, y0 = Math.min(...lats), y1 = Math.max(...lats);
  const scale = Math.min((W - 80) / (x1 - x0), (H - 60) / (y1 - y0));
  const pos = new Map();
  for (const c of cities) pos.set(c.name, { x: 40 + (c.lon * k - x0) * scale, y: 30 + (y1 - c.lat) * scale, id: c.id });
  return pos;
}

function cardCounts(counts) {
  return CARD_NAMES.filter((n) => (counts?.[n] ?? 0) > 0).map((n) => `${n} ×${counts[n]}`).join(", ");
}

export function renderTicketToRide(p, data) {
  const pos = layout(data.cities);
  const cityById = new Map(data.cities.map((c) => [c.id, c.name]));
  const ticketById = new Map(data.tickets.map((t) => [t.id, t]));
  const claimedBy = new Map();
  (p.players ?? []).forEach((pl, s) => (pl.routes ?? []).forEach((r) => claimedBy.set(r, s)));
  const pairs = new Map();
  for (const r of data.routes) {
    const key = [r.a, r.b].sort().join("|");
    pairs.set(key, [...(pairs.get(key) ?? []), r.id]);
  }
  const routes = [], claims = [], labels = [];
  for (const r of data.routes) {
    const a = pos.get(r.a), b = pos.get(r.b);
    if (!a || !b) continue;
    const group = pairs.get([r.a, r.b].sort().join("|"));
    const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy) || 1;
    const off = group.length > 1 ? (group.indexOf(r.id) - (group.length - 1) / 2) * 5 : 0;
    const ox = (-dy / len) * off, oy = (dx / len) * off;
    const line = { x1: (a.x + ox).toFixed(1), y1: (a.y + oy).toFixed(1), x2: (b.x + ox).toFixed(1), y2: (b.y + oy).toFixed(1) };
    routes.push(tag("line", { class: "ttr-route", "data-route": r.id, "data-pick": JSON.stringify(fieldPicks("routeId", r.id)), ...line, stroke: COLOUR[r.colour] ?? "#999",
      "stroke-width": 3.5, "stroke-dasharray": r.tunnel ? "6 3" : undefined, "stroke-linecap": "round" },
      tag("title", {}, esc(`route ${r.id}: ${r.a}–${r.b}, ${r.colour}, ${r.length}${r.tunnel ? ", tunnel" : ""}${r.ferry ? `, ferry (${r.ferry} locomotive)` : ""}`))));
    if (r.ferry) labels.push(text({ x: ((a.x + b.x) / 2 + ox).toFixed(1), y: ((a.y + b.y) / 2 + oy - 3).toFixed(1), "font-size": 8, fill: "#444" }, `F${r.ferry}`));
    if (claimedBy.has(r.id)) {
      const s = claimedBy.get(r.id);
      // The claiming seat's colour inside a black outline, so it stands out from route colours.
      claims.push(tag("line", { ...line, stroke: "#000", "stroke-width": 10, "stroke-linecap": "round" }));
      claims.push(tag("line", { class: "ttr-claim", "data-seat": s, "data-route": r.id, ...line, stroke: seatColour(s), "stroke-width": 6,
        "stroke-linecap": "round" }, tag("title", {}, esc(`route ${r.id}: ${r.a}–${r.b}, claimed by seat ${s}`))));
    }
  }
  const cities = [], stations = [];
  for (const [name, c] of pos) {
    cities.push(tag("g", { class: "ttr-city", "data-city": c.id, "data-pick": JSON.stringify(fieldPicks("cityId", c.id)) }, [
      tag("circle", { cx: c.x.toFixed(1), cy: c.y.toFixed(1), r: 4, fill: "#fff", stroke: "#333" }),
      text({ x: (c.x + 5).toFixed(1), y: (c.y - 4).toFixed(1), "font-size": 9 }, name),
    ]));
  }
  (p.players ?? []).forEach((pl, s) => (pl.stations ?? []).forEach((cityId) => {
    const c = pos.get(cityById.get(cityId));
    if (c) stations.push(tag("rect", { class: "ttr-station", "data-seat": s, "data-city": cityId, x: (c.x - 6).toFixed(1), y: (c.y - 6).toFixed(1),
      width: 12, height: 12, fill: seatColour(s), stroke: "#000" }));
  }));
  const defs = tag("defs", {}, tag("linearGradient", { id: "ttr-loco" }, [
    tag("stop", { offset: "0%", "stop-color": "#e03131" }), tag("stop", { offset: "50%", "stop-color": "#fcc419" }),
    tag("stop", { offset: "100%", "stop-color": "#1c7ed6" })]));
  const parts = [];
  parts.push(tag("p", { class: "status" }, esc(`seat ${p.activeSeat ?? 0} · ${enumLabel(p.phase, "PHASE_")}` +
    ((p.endTriggerSeat ?? -1) >= 0 ? ` · last round (triggered by seat ${p.endTriggerSeat}, ${p.finalTurnsLeft ?? 0} turns left)` : ""))));
  parts.push(tag("div", { class: "board ttr-board" }, svg(W, H, [defs, tag("rect", { width: W, height: H, fill: "#eef3e6" }),
    ...routes, ...claims, ...labels, ...cities, ...stations], { class: "ttr-map" })));
  const display = (p.display ?? []).map((c, i) => {
    const name = enumLabel(c, "TRAIN_CARD_");
    return tag("g", { class: "ttr-display", "data-slot": i, "data-card": name, transform: `translate(${i * 58 + 2},2)` }, [
      tag("rect", { width: 52, height: 34, rx: 4, fill: COLOUR[name] ?? "#ccc", stroke: "#333" }),
      text({ x: 26, y: 46, "text-anchor": "middle", "font-size": 9 }, name)]);
  });
  parts.push(panel("Face-up cards", [svg(5 * 58 + 4, 52, display),
    tag("p", {}, esc(`train deck ${p.trainDeckSize ?? 0} · discard ${cardCounts(p.discard) || "empty"} · tickets left ${(p.ticketDeck ?? []).length}`))]));
  (p.players ?? []).forEach((pl, s) => {
    const ticket = (id) => {
      const t = ticketById.get(id);
      return id === 0 || !t ? "hidden" : `${t.a}–${t.b} (${t.points})`;
    };
    const hand = cardCounts(pl.hand);
    parts.push(panel(`Seat ${s}`, tag("ul", {}, [
      tag("li", {}, esc(`hand: ${hand || ((pl.handSize ?? 0) > 0 ? `${pl.handSize} hidden cards` : "empty")}`)),
      tag("li", {}, esc(`tickets: ${(pl.tickets ?? []).map(ticket).join("; ") || "none"}`)),
      (pl.ticketsOffered ?? []).length ? tag("li", {}, esc(`offered: ${(pl.ticketsOffered ?? []).map(ticket).join("; ")}`)) : "",
      tag("li", {}, esc(`trains ${pl.trainsLeft ?? 0} · stations ${pl.stationsLeft ?? 0} · routes ${(pl.routes ?? []).length} · score ${pl.score ?? 0}`)),
    ]), { class: "panel seat", style: `border-color:${seatColour(s)}`, "data-seat": s }));
  });
  return parts.join("");
}

// The playground's entry point (playground/build.mjs finds engines/<game>/playground/render.js):
// view = the GetPlayerView answer's GameState in proto3 JSON, data = this game's board_data.mjs output.
export function render(view, data) {
  return renderTicketToRide(view.payload ?? {}, data);
}
