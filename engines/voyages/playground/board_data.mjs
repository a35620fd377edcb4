// The playground's board data for Voyages (playground/build.mjs runs it at build time): the
// built-in maps of content/*.txtpb as proto3 JSON (converted with `buf convert` against proto/,
// so they read exactly as the MapPack message a supplied map is), keyed by the built-in
// content's name (the file name). Only tw_test ships, INVENTED FOR TESTS: the published map is
// not public, and a platform's own map comes in the view's content.
//   { maps: { <name>: MapPack JSON } }
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { bufPath, execFileAsync } from "../../../playground/data_files.mjs";

export default async function boardData({ gameDir, repo }) {
  const dir = join(gameDir, "content");
  const files = readdirSync(dir).filter((n) => n.endsWith(".txtpb")).sort();
  const buf = bufPath(repo);
  const maps = {};
  await Promise.all(files.map(async (f) => {
    const { stdout } = await execFileAsync(buf, ["convert", join(repo, "proto"),
      "--type", "arbiter.games.voyages.v1.MapPack",
      "--from", `${join(dir, f)}#format=txtpb`, "--to", "-#format=json"], { encoding: "utf8", maxBuffer: 1 << 26 });
    maps[basename(f, ".txtpb")] = JSON.parse(stdout);
  }));
  if (!maps.tw_test) throw new Error("content/tw_test.txtpb: missing");
  return { maps };
}
