// Small helpers the game drawings share: escaping, SVG/HTML elements as strings, hex corners,
// and one colour per seat. Drawings are strings so they can be checked in Node as well as shown
// in the page (innerHTML); every value taken from a view goes through esc().
//
//   tag("circle", { cx: 5, cy: 5, r: 3, class: "settlement" })   // '<circle cx="5" .../>'
//   tag("g", { class: "row" }, [child1, child2])                    // '<g class="row">...</g>'
//   hexPoints(cx, cy, size)   // a pointy-top hexagon's corners, "x,y x,y ..." (size = corner radius)

export function esc(v) {
  return String(v).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

export function tag(name, attrs = {}, children) {
  const a = Object.entries(attrs).filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${esc(v)}"`).join("");
  if (children === undefined) return `<${name}${a}/>`;
  const body = Array.isArray(children) ? children.join("") : String(children);
  return `<${name}${a}>${body}</${name}>`;
}

// Text content, escaped.
export function text(attrs, s) {
  return tag("text", attrs, esc(s));
}

export function svg(width, height, children, attrs = {}) {
  return tag("svg", { xmlns: "http://www.w3.org/2000/svg", viewBox: `0 0 ${width} ${height}`,
    width, height, ...attrs }, children);
}

export function hexPoints(cx, cy, size) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    pts.push(`${(cx + size * Math.cos(a)).toFixed(1)},${(cy + size * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(" ");
}

// Seat colours (seat 0 first); the same in every game's drawing and in the seat picker.
export const SEAT_COLOURS = ["#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd"];
export function seatColour(seat) {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length];
}

// A titled panel of the page's game area (HTML), e.g. one seat's hand.
export function panel(title, body, attrs = {}) {
  return tag("section", { class: "panel", ...attrs }, [tag("h3", {}, esc(title)), ...[body].flat()]);
}

// "PHASE_MAIN_ACTION" -> "main action" (enum value names of the views, for people).
export function enumLabel(value, prefix) {
  if (value === undefined || value === null) return "";
  let s = String(value);
  if (prefix && s.startsWith(prefix)) s = s.slice(prefix.length);
  return s.toLowerCase().replace(/_/g, " ");
}

// Board picks: a clickable element carries data-pick, the JSON list of texts that an action's
// proto3 JSON contains when it names that element (the page then lists only those actions).
// protoJson([["row", 3], ["col", 0]]) -> '{"row":3}': a message as proto3 JSON prints it
// (fields in field-number order, zero values left out).
export function protoJson(fields) {
  return JSON.stringify(Object.fromEntries(fields.filter(([, v]) => v !== 0)));
}
// A scalar field's value followed by whatever may end it in compact JSON.
export function fieldPicks(name, value) {
  return [`"${name}":${value},`, `"${name}":${value}}`];
}
