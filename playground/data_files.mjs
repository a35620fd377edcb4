// Helpers for the engines' board_data.mjs files (engines/<game>/playground/board_data.mjs), which
// playground/build.mjs runs at build time to turn a game's data files into what its drawing needs.
//
//   import { bufPath, csv, dataLines, execFileAsync } from "../../../playground/data_files.mjs";
//   const rows = csv("engines/<game>/data/routes.csv");   // [{ route_id: "1", ... }]
// dataLines: a text file's lines without blank and '#' comment lines. csv: a CSV file with a
// header line and no quoted fields (the engines' data files) as objects of strings.
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";

export const execFileAsync = promisify(execFile);

// The `buf` to run: the one on the PATH (scripts/setup.sh installs it), else the one
// clients/typescript's npm packages bring (@bufbuild/buf, e.g. in the gateway's image build).
export function bufPath(repo) {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir && existsSync(join(dir, "buf"))) return join(dir, "buf");
  }
  const local = join(repo, "clients/typescript/node_modules/.bin/buf");
  if (existsSync(local)) return local;
  throw new Error("buf not found: on the PATH or in clients/typescript/node_modules (run scripts/setup.sh)");
}

export function dataLines(path) {
  return readFileSync(path, "utf8").split("\n").map((l) => l.trimEnd())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

export function csv(path) {
  const [head, ...rows] = dataLines(path);
  const names = head.split(",");
  return rows.map((r) => Object.fromEntries(r.split(",").map((v, i) => [names[i], v])));
}
