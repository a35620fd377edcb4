// Helpers for the engines' board_data.mjs files (engines/<game>/playground/board_data.mjs), which
// playground/build.mjs runs at build time to turn a game's data files into what its drawing needs.
//
//   import { csv, dataLines, execFileAsync } from "../../../playground/data_files.mjs";
//   const rows = csv("engines/<game>/data/routes.csv");   // [{ route_id: "1", ... }]
// dataLines: a text file's lines without blank and '#' comment lines. csv: a CSV file with a
// header line and no quoted fields (the engines' data files) as objects of strings.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";

export const execFileAsync = promisify(execFile);

export function dataLines(path) {
  return readFileSync(path, "utf8").split("\n").map((l) => l.trimEnd())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

export function csv(path) {
  const [head, ...rows] = dataLines(path);
  const names = head.split(",");
  return rows.map((r) => Object.fromEntries(r.split(",").map((v, i) => [names[i], v])));
}
