// Picks a view's drawing by game id among `renderers` ({ <game_id>: render(view, data) }); a game
// without one gets its payload as indented JSON. Apart from the registry so Node tests can use it.
//
//   drawView({ my_game: render }, view, boardData) -> HTML string
import { esc, tag } from "./svg.js";

export function drawView(renderers, view, boardData) {
  const draw = renderers[view.gameId];
  if (!draw) return tag("pre", { class: "fallback-view" }, esc(JSON.stringify(view.payload ?? {}, null, 2)));
  return draw(view, boardData?.[view.gameId]);
}
