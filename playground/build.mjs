// Builds the playground page into dist/ (or the directory given as the first argument):
// board_data.json, the data the drawings need, taken from the engines' own data files at build time
// (Kingdom Builder's boards, Ticket to Ride Europe's cities, routes and tickets, Memoir '44's
// built-in scenarios and command cards), then the page bundled with esbuild.
//
//   node build.mjs [OUT_DIR]        # default: dist (what the gateway serves by default)
//
// Needs `buf` on the PATH (scripts/setup.sh installs it) to read the Memoir '44 scenarios,
// which are protobuf text format, as JSON. Exits non-zero with a message on any failure.
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import * as esbuild from "esbuild";

const execFileAsync = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "..");
const out = resolve(process.argv[2] ?? join(here, "dist"));
const engines = join(repo, "engines");

// Rows of a data file without its '#' comment lines.
function dataLines(path) {
  return readFileSync(path, "utf8").split("\n").map((l) => l.trimEnd())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

// CSV with a header line (the engines' files have no quoted fields) into objects.
function csv(path) {
  const [head, ...rows] = dataLines(path);
  const names = head.split(",");
  return rows.map((r) => Object.fromEntries(r.split(",").map((v, i) => [names[i], v])));
}

// engines/kingdom_builder/data/boards.txt: 'board <Name>' then 10 rows of 10 letters.
function kingdomBuilderBoards() {
  const boards = {};
  let name = null;
  for (const line of dataLines(join(engines, "kingdom_builder/data/boards.txt"))) {
    const m = /^board (\w+)$/.exec(line);
    if (m) { name = m[1].toUpperCase(); boards[name] = []; continue; }
    if (name === null || !/^[GCDFTWMKL]{10}$/.test(line)) {
      throw new Error(`boards.txt: unexpected line '${line}'`);
    }
    boards[name].push(line);
  }
  if (Object.keys(boards).length !== 8) throw new Error("boards.txt: expected 8 boards");
  return boards;
}

function ticketToRide() {
  const dir = join(engines, "ticket_to_ride_europe/data");
  const positions = JSON.parse(readFileSync(join(here, "data/ttr_europe_city_positions.json"), "utf8"));
  const cities = csv(join(dir, "cities.csv")).map((c) => {
    const p = positions.cities[c.name];
    if (!p) throw new Error(`ttr_europe_city_positions.json: no position for ${c.name}`);
    return { id: Number(c.city_id), name: c.name, lat: p[0], lon: p[1] };
  });
  const routes = csv(join(dir, "routes.csv")).map((r) => ({
    id: Number(r.route_id), a: r.city_a, b: r.city_b, colour: r.colour, length: Number(r.length),
    tunnel: r.is_tunnel === "1", ferry: Number(r.ferry_locomotives), double: r.double_route === "1",
  }));
  const tickets = csv(join(dir, "tickets.csv")).map((t) => ({
    id: Number(t.ticket_id), set: t.set, kind: t.kind, a: t.city_a, b: t.city_b, points: Number(t.points),
  }));
  return { cities, routes, tickets };
}

async function memoir44() {
  const dir = join(engines, "memoir44/content");
  const scenarios = {};
  const files = readdirSync(dir).filter((n) => n.endsWith(".txtpb")).sort();
  const converted = await Promise.all(files.map((f) => execFileAsync("buf", ["convert", join(repo, "proto"),
    "--type", "arbiter.games.memoir44.v1.Scenario",
    "--from", `${join(dir, f)}#format=txtpb`, "--to", "-#format=json"], { encoding: "utf8" })));
  for (const { stdout } of converted) {
    const s = JSON.parse(stdout);
    scenarios[s.id] = s;
  }
  const cards = {};
  for (const c of csv(join(engines, "memoir44/data/command_cards.csv"))) {
    cards[c.card_id] = { kind: c.kind, section: c.section, name: c.name };
  }
  return { scenarios, cards };
}

const boardData = {
  kingdom_builder: { boards: kingdomBuilderBoards() },
  ticket_to_ride_europe: ticketToRide(),
  memoir44: await memoir44(),
};
mkdirSync(out, { recursive: true });
const boardDataFile = join(out, "board_data.json");
writeFileSync(boardDataFile, JSON.stringify(boardData));

// One copy of the protobuf and Connect runtimes: @arbiter/client (a file: dependency on
// clients/typescript) has its own node_modules; resolve those packages from here for every file.
const oneRuntime = {
  name: "one-runtime",
  setup(build) {
    build.onResolve({ filter: /^@(bufbuild\/protobuf|connectrpc\/connect)(\/|$)/ }, (args) => {
      if (args.pluginData?.oneRuntime) return undefined;
      return build.resolve(args.path, { kind: args.kind, resolveDir: here, pluginData: { oneRuntime: true } });
    });
    // The board data written above (src/main.js imports "arbiter:board-data").
    build.onResolve({ filter: /^arbiter:board-data$/ }, () => ({ path: boardDataFile }));
  },
};

await esbuild.build({
  plugins: [oneRuntime],
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
console.log(`playground built into ${out}`);
