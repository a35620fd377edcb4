// The drawing of a view: the game's own (engines/<game>/playground/render.js, registered by
// build.mjs as "arbiter:renderers"), or for a game without one the view's payload as indented JSON.
//
//   element.innerHTML = renderView(view, boardData);  // view: a GameState view, proto3 JSON
// boardData: build.mjs's board_data.json, every game's board data keyed by game id.
import renderers from "arbiter:renderers";
import { drawView } from "./draw_view.js";

export function renderView(view, boardData) {
  return drawView(renderers, view, boardData);
}
