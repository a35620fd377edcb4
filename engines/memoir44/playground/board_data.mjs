// The playground's board data for Memoir '44 (playground/build.mjs runs it at build time): the
// built-in scenarios of content/*.txtpb as proto3 JSON (converted with `buf convert` against
// proto/, so they read exactly as the Scenario message the state's content names), and the
// command cards of data/command_cards.csv (rules.md M5-M7).
//   { scenarios: { <id>: Scenario JSON }, cards: { <card_id>: { kind, section, name } } }
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { bufPath, csv, execFileAsync } from "../../../playground/data_files.mjs";

export default async function boardData({ gameDir, repo }) {
  const dir = join(gameDir, "content");
  const files = readdirSync(dir).filter((n) => n.endsWith(".txtpb")).sort();
  const buf = bufPath(repo);
  const converted = await Promise.all(files.map((f) => execFileAsync(buf, ["convert", join(repo, "proto"),
    "--type", "arbiter.games.memoir44.v1.Scenario",
    "--from", `${join(dir, f)}#format=txtpb`, "--to", "-#format=json"], { encoding: "utf8" })));
  const scenarios = {};
  for (const { stdout } of converted) {
    const s = JSON.parse(stdout);
    scenarios[s.id] = s;
  }
  const cards = {};
  for (const c of csv(join(gameDir, "data/command_cards.csv"))) cards[c.card_id] = { kind: c.kind, section: c.section, name: c.name };
  return { scenarios, cards };
}
