// The playground's board data for Kingdom Builder (playground/build.mjs runs it at build time):
// the 8 boards of data/boards.txt (rules.md K1), { boards: { BARN: [10 rows of 10 letters], ... } },
// the letters of that file (G grass ... L location), row 0 first, odd rows shifted right (K2).
import { join } from "node:path";
import { dataLines } from "../../../playground/data_files.mjs";

export default async function boardData({ gameDir }) {
  const boards = {};
  let name = null;
  for (const line of dataLines(join(gameDir, "data/boards.txt"))) {
    const m = /^board (\w+)$/.exec(line);
    if (m) { name = m[1].toUpperCase(); boards[name] = []; continue; }
    if (name === null || !/^[GCDFTWMKL]{10}$/.test(line)) throw new Error(`boards.txt: unexpected line '${line}'`);
    boards[name].push(line);
  }
  if (Object.keys(boards).length !== 8) throw new Error("boards.txt: expected 8 boards");
  return { boards };
}
