// Writes one HTML page with the drawing of every fixed view under test/views (for looking at the
// drawings without a server), after `node build.mjs`: node test/preview.mjs OUT.html [DIST_DIR]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { renderView } from "../src/render/index.js";
const here = new URL(".", import.meta.url);
const data = JSON.parse(readFileSync(process.argv[3] ? `${process.argv[3]}/board_data.json` : new URL("../dist/board_data.json", here), "utf8"));
const css = readFileSync(new URL("../src/style.css", here), "utf8");
const parts = readdirSync(new URL("views/", here)).sort().map((f) => {
  const view = JSON.parse(readFileSync(new URL(`views/${f}`, here), "utf8")).view;
  return `<h2>${f}</h2><div class="board-view">${renderView(view, data)}</div>`;
});
writeFileSync(process.argv[2], `<!doctype html><meta charset="utf-8"><style>${css}</style>${parts.join("")}`);
