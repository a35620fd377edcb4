// The playground's drawing of Memoir '44 (render.js) on views `arbiter view` printed (views/).
import assert from "node:assert/strict";
import { test } from "node:test";
import { all, boardData, view } from "../../../playground/test/fixtures.mjs";
import { obstaclesOf, render, unitsOf } from "./render.js";

const data = boardData("memoir44");

test("memoir 44: 113 hexes with the scenario's terrain, the view's units, hidden hands", () => {
  const v = view(import.meta.url, "start");
  const html = render(v, data);
  assert.equal(all(html, /class="m44-hex"/g).length, 113);
  const units = all(html, /class="m44-unit" data-side="(\w+)" data-type="(\w+)" data-figures="(\d)" data-col="(\d+)" data-row="(\d+)"/g);
  assert.equal(units.length, unitsOf(v.payload).length);
  assert.equal(units.length, Buffer.from(v.payload.unitBytes, "base64").length / 11, "state format 2: 11 bytes a unit");
  assert.deepEqual(units[1].slice(1), ["axis", "infantry", "4", "21", "1"]);
  // Pegasus Bridge: the bridge at (6, 2) is a river hex with a bridge, an Allied objective.
  assert.match(html, /data-col="6" data-row="2" data-terrain="river"/);
  assert.equal(all(html, /class="m44-objective"/g).length, 2);
  assert.equal(all(html, /class="m44-obstacle"/g).length, obstaclesOf(v.payload).length);
  assert.match(html, /hand: hidden card; hidden card; hidden card; hidden card; hidden card; hidden card/);
  const midView = view(import.meta.url, "mid");
  const mid = render(midView, data);
  assert.match(mid, /Sainte-Mère-Eglise/);
  const ordered = unitsOf(midView.payload).filter((u) => u.turn?.ordered).length;
  assert.ok(ordered > 0);
  assert.equal(all(mid, /class="m44-unit m44-ordered"/g).length, ordered, "the units ordered this turn are marked");
  assert.equal(all(mid, /class="m44-battle/g).length, 0, "no battle, no arrow");
  // PHASE_AMBUSH: the declared battle from (9, 7) at (8, 6), 3 dice.
  const battle = render(view(import.meta.url, "battle"), data);
  const w = Math.sqrt(3) * 24;
  const line = /class="m44-battle" x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/.exec(battle).slice(1).map(Number);
  assert.deepEqual(line.map((x) => Math.round(x)), [4 + w / 2 + 9 * (w / 2), 4 + 24 + 7 * 36, 4 + w / 2 + 8 * (w / 2), 4 + 24 + 6 * 36].map(Math.round));
  assert.match(battle, /battle: 3 dice/);
});

test("memoir 44: a supplied scenario's name is escaped", () => {
  const v = view(import.meta.url, "start");
  const drawn = render({ ...v, content: { supplied: { name: "<img src=x onerror=alert(1)>", hexes: [] } } }, data);
  assert.ok(!drawn.includes("<img"));
  assert.match(drawn, /&lt;img src=x/);
});

test("memoir 44: state format 1's unit and obstacle messages draw as format 2's records", () => {
  const v = view(import.meta.url, "battle");
  const { unitBytes, obstacleBytes, ...rest } = v.payload;
  assert.ok(unitBytes && obstacleBytes);
  const one = { ...v, payload: { ...rest, units: unitsOf(v.payload), obstacles: obstaclesOf(v.payload) } };
  assert.equal(render(one, data), render(v, data));
  const first = unitsOf(v.payload)[0];
  assert.deepEqual([first.side, first.type], ["SIDE_AXIS", "UNIT_TYPE_INFANTRY"]);
});
