// Writes one HTML page with the drawing of every game's fixed views (engines/<game>/playground/
// views/*.json), to look at the drawings without a server. After `node build.mjs`:
//   node test/preview.mjs OUT.html [DIST_DIR]
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const dist = process.argv[3] ?? join(repo, "playground/dist");
const data = JSON.parse(readFileSync(join(dist, "board_data.json"), "utf8"));
const css = readFileSync(join(repo, "playground/src/style.css"), "utf8");
const parts = [];
for (const id of readdirSync(join(repo, "engines")).sort()) {
  const dir = join(repo, "engines", id, "playground");
  if (!existsSync(join(dir, "render.js"))) continue;
  const { render } = await import(pathToFileURL(join(dir, "render.js")).href);
  for (const f of readdirSync(join(dir, "views")).filter((n) => n.endsWith(".json")).sort()) {
    const view = JSON.parse(readFileSync(join(dir, "views", f), "utf8")).view;
    parts.push(`<h2>${id}: ${f}</h2><div class="board-view">${render(view, data[id])}</div>`);
  }
}
writeFileSync(process.argv[2], `<!doctype html><meta charset="utf-8"><style>${css}</style>${parts.join("")}`);
