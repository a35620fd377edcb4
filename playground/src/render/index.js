// The drawings of each game's view, keyed by game id, and the game-agnostic fallback (the view's
// payload as indented JSON) for a game without one.
//
//   import { renderView } from "./render/index.js";
//   element.innerHTML = renderView(view, boardData);   // view: a GameState view, proto3 JSON
// boardData: build.mjs's board data, { kingdom_builder: ..., ticket_to_ride_europe: ..., memoir44: ... }.
import { renderKingdomBuilder } from "./kingdom_builder.js";
import { renderMemoir44 } from "./memoir44.js";
import { renderQuibbles } from "./quibbles.js";
import { esc, tag } from "./svg.js";
import { renderTicketToRide } from "./ticket_to_ride_europe.js";

export const RENDERERS = {
  quibbles: (p) => renderQuibbles(p),
  kingdom_builder: (p, d) => renderKingdomBuilder(p, d.kingdom_builder),
  ticket_to_ride_europe: (p, d) => renderTicketToRide(p, d.ticket_to_ride_europe),
  memoir44: (p, d, content) => renderMemoir44(p, d.memoir44, content),
};

export function renderView(view, boardData) {
  const draw = RENDERERS[view.gameId];
  const payload = view.payload ?? {};
  if (!draw) return tag("pre", { class: "fallback-view" }, esc(JSON.stringify(payload, null, 2)));
  return draw(payload, boardData, view.content);
}
