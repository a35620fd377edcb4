// The playground's drawing of Voyages (render.js) on views `arbiter view` printed (views/),
// against the engine's own legal actions (`arbiter legal`). Made with the CLI:
//   arbiter new voyages --seats 2 --seed 3 > s0.json
//   arbiter view --state s0.json --seat 0                    > views/start.json
//   arbiter legal --state s0.json --seat 0                   > start.legal.json
//   arbiter apply --state s0.json --seat 0 --action <its last listed SAIL> > s1.json
//   arbiter view --state s1.json --seat 1                    > views/mid.json
//   arbiter new voyages --seats 1 --seed 3, then its first listed action until the game is
//   over; the view of seat 0                                 > views/end.json
//   arbiter new voyages --seats 2 --seed 4 --content @../testing/own_map.json; the spectator's
//   view                                                     > views/own_map.json
import assert from "node:assert/strict";
import { test } from "node:test";
import { all, boardData, json, pickOf, view } from "../../../playground/test/fixtures.mjs";
import { mapOf, render } from "./render.js";

const data = boardData("voyages");
const label = (a) => JSON.stringify(a, (k, v) => (k === "@type" ? undefined : v));
const sectionOf = (html, i) => new RegExp(`<section class="panel seat"[^>]*data-seat="${i}">([\\s\\S]*?)</section>`).exec(html)[1];

test("voyages: the start on tw_test (V2, V17): every space, the ship on the start, the dice", () => {
  const v = view(import.meta.url, "start");
  const p = v.payload;
  assert.equal(p.phase, "PHASE_TURN");
  const map = mapOf(v.content, data);
  assert.equal(map.id, "tw_test");
  assert.equal(map.invented, true);
  assert.equal(map.spaces.length, 35);  // V17: a 7 x 5 grid
  const html = render(v, data);
  assert.match(html, /class="status">round 1 · turn · waiting: seat 0 to sail, seat 1 to sail · map tw_test \(invented for tests\)/);
  assert.deepEqual(all(html, /class="vy-die" data-die="\d">(\d)</g).map((m) => Number(m[1])), p.dice);
  for (const i of [0, 1]) {
    const seat = sectionOf(html, i);
    assert.equal(all(seat, /class="vy-space"/g).length, 35);
    assert.equal(all(seat, /data-kind="blocked"/g).length, 1);
    assert.equal(all(seat, /data-kind="island"/g).length, 2);
    assert.equal(all(seat, /data-kind="dread"/g).length, 1);
    assert.match(seat, /sailors ready 6 \+ 0 heroic · exhausted 0 \+ 0 heroic \(capacity 9\)/);
    assert.match(seat, /cargo: spice 0\/3/);
    assert.equal(all(seat, /class="vy-duty"/g).length, 6);
    assert.equal(all(seat, /class="vy-collected"/g).length, 1);  // V2: the start is collected
  }
  // The ship is drawn on the start space's centre.
  const start = /<polygon class="vy-space" points="([\d.]+),([\d.]+)[^"]*"[^>]*data-q="0" data-r="2"/.exec(sectionOf(html, 0));
  const ship = /<circle class="vy-ship" cx="([\d.]+)" cy="([\d.]+)"/.exec(sectionOf(html, 0));
  assert.ok(start && ship);
  assert.ok(Math.abs(Number(start[2]) - Number(ship[2])) < 16, "the ship's row is the start's");
});

test("voyages: duty cell picks name exactly the SAILs marking that cell (V7)", () => {
  const v = view(import.meta.url, "start");
  const html = sectionOf(render(v, data), 0);
  const actions = json(import.meta.url, "start.legal.json").actions;
  const picks = all(html, /class="vy-duty"[^>]*data-row="(\d)" data-column="(\d)" data-marked="0" data-pick="([^"]+)"/g);
  assert.equal(picks.length, 6);
  let some = 0;
  for (const [, r, c, attr] of picks) {
    const pick = pickOf(attr);
    const picked = actions.filter((a) => pick.some((t) => label(a).includes(t))).map(label);
    const naming = actions.filter((a) => a.sail.dutyCell && (a.sail.dutyCell.row ?? 0) === Number(r) && (a.sail.dutyCell.column ?? 0) === Number(c)).map(label);
    assert.deepEqual(picked, naming, `the SAILs picked by cell (${r}, ${c})`);
    some += naming.length > 0;
  }
  assert.ok(some > 0, "some cell is pickable with this roll");
});

test("voyages: after a SAIL and at the end: marks, collected spaces, the sheet's counts", () => {
  for (const name of ["mid", "end"]) {
    const v = view(import.meta.url, name);
    const html = render(v, data);
    v.payload.sheets.forEach((s, i) => {
      const seat = sectionOf(html, i);
      assert.equal(all(seat, /data-marked="1"/g).length, (s.marked ?? []).length, `${name}: seat ${i}'s marks`);
      assert.equal(all(seat, /class="vy-collected"/g).length, (s.collected ?? []).length, `${name}: seat ${i}'s collected`);
      assert.match(seat, new RegExp(`stars ${s.stars ?? 0} · gold ${s.gold ?? 0}`));
      assert.match(seat, new RegExp(`regions explored: ${(s.exploredRegions ?? []).join(", ") || "-"} \\(of 3\\)`));
    });
  }
  const end = view(import.meta.url, "end");
  assert.equal(end.payload.phase, "PHASE_FINISHED");
  assert.equal(end.payload.round, 16);  // V10: solo, 16 rounds
  const html = render(end, data);
  assert.match(html, /round 16 · finished · game over/);
  assert.ok(!html.includes("data-pick"), "nothing to pick once the game is over");
});

test("voyages: a platform's own map from the view's content, escaped; an unknown map", () => {
  const v = view(import.meta.url, "own_map");
  const map = mapOf(v.content, data);
  assert.equal(map.id, "own_lagoon");
  const html = render(v, data);
  assert.equal(all(sectionOf(html, 0), /class="vy-space"/g).length, map.spaces.length);
  assert.match(html, /cargo: pearl 0\/4/);
  const bad = structuredClone(v);
  bad.content.supplied.islands[0].name = "<img src=x onerror=alert(1)>";
  bad.content.supplied.regions[0] = "<script>";
  const drawn = render(bad, data);
  assert.ok(!drawn.includes("<img") && !drawn.includes("<script"));
  assert.match(render({ ...v, content: { builtIn: { name: "nobody" } } }, data), /map not known here/);
});
