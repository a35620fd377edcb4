// The playground's board data for Jump Drive (playground/build.mjs runs it at build time): the
// built-in card packs of content/*.txtpb as proto3 JSON (converted with `buf convert` against
// proto/, so they read exactly as the Pack message a supplied pack is), keyed by the built-in
// content's name (the file name: "published").
//   { packs: { <name>: Pack JSON } }
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { bufPath, execFileAsync } from "../../../playground/data_files.mjs";

export default async function boardData({ gameDir, repo }) {
  const dir = join(gameDir, "content");
  const files = readdirSync(dir).filter((n) => n.endsWith(".txtpb")).sort();
  const buf = bufPath(repo);
  const packs = {};
  await Promise.all(files.map(async (f) => {
    const { stdout } = await execFileAsync(buf, ["convert", join(repo, "proto"),
      "--type", "arbiter.games.jump_drive.v1.Pack",
      "--from", `${join(dir, f)}#format=txtpb`, "--to", "-#format=json"], { encoding: "utf8", maxBuffer: 1 << 26 });
    packs[basename(f, ".txtpb")] = JSON.parse(stdout);
  }));
  if (!packs.published) throw new Error("content/published.txtpb: missing");
  return { packs };
}
