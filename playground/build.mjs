// Builds the playground page into dist/ (or the directory given as the first argument). Every
// game's part lives in its own folder, engines/<game>/playground/ (engines/README.md), found
// here by listing engines/*/playground/:
//   render.js        the drawing of the game's view (export function render(view, data))
//   board_data.mjs   optional: run here at build time (export default async ({ gameDir, repo }))
//                    to turn the engine's data files into what the drawing needs
// Output: board_data.json (every game's board data, keyed by game id), app.js (src/main.js
// bundled with esbuild, the drawings registered by game id through the "arbiter:renderers"
// module), index.html, style.css.
//
//   node build.mjs [OUT_DIR]        # default: dist (what the gateway serves by default)
//
// A game's board_data.mjs may need tools on the PATH (`buf`, which scripts/setup.sh installs).
// Exits non-zero with a message on any failure.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "..");
const out = resolve(process.argv[2] ?? join(here, "dist"));
const engines = join(repo, "engines");

// The games with a playground folder, by id (the engine folder's name is the game id).
const games = readdirSync(engines, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(engines, e.name, "playground/render.js")))
  .map((e) => e.name).sort();

const boardData = {};
await Promise.all(games.map(async (id) => {
  const script = join(engines, id, "playground/board_data.mjs");
  if (!existsSync(script)) return;
  const { default: make } = await import(pathToFileURL(script).href);
  boardData[id] = await make({ gameDir: join(engines, id), repo });
}));
mkdirSync(out, { recursive: true });
const boardDataFile = join(out, "board_data.json");
writeFileSync(boardDataFile, JSON.stringify(boardData));

const renderers = games.map((id, i) => `import { render as r${i} } from ${JSON.stringify(join(engines, id, "playground/render.js"))};`)
  .join("\n") + `\nexport default { ${games.map((id, i) => `${JSON.stringify(id)}: r${i}`).join(", ")} };\n`;

// One copy of the protobuf and Connect runtimes: @arbiter/client (a file: dependency on
// clients/typescript) has its own node_modules; resolve those packages from here for every file.
// And the two generated modules: the board data written above, the drawings by game id.
const playgroundModules = {
  name: "playground-modules",
  setup(build) {
    build.onResolve({ filter: /^@(bufbuild\/protobuf|connectrpc\/connect)(\/|$)/ }, (args) => {
      if (args.pluginData?.oneRuntime) return undefined;
      return build.resolve(args.path, { kind: args.kind, resolveDir: here, pluginData: { oneRuntime: true } });
    });
    build.onResolve({ filter: /^arbiter:board-data$/ }, () => ({ path: boardDataFile }));
    build.onResolve({ filter: /^arbiter:renderers$/ }, () => ({ path: "renderers", namespace: "arbiter" }));
    build.onLoad({ filter: /.*/, namespace: "arbiter" }, () => ({ contents: renderers, loader: "js", resolveDir: here }));
  },
};

await esbuild.build({
  plugins: [playgroundModules],
  entryPoints: [join(here, "src/main.js")],
  bundle: true,
  format: "esm",
  target: "es2022",
  sourcemap: true,
  outfile: join(out, "app.js"),
  logLevel: "warning",
});
copyFileSync(join(here, "src/index.html"), join(out, "index.html"));
copyFileSync(join(here, "src/style.css"), join(out, "style.css"));
console.log(`playground built into ${out}: drawings of ${games.length} games`);
