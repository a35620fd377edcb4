// The playground's drawing of Kingdom Builder (render.js) on views `arbiter view` printed
// (views/), against the engine's own legal builds (start.legal.json: `arbiter legal --seat 0`).
import assert from "node:assert/strict";
import { test } from "node:test";
import { all, boardData, json, pickOf, view } from "../../../playground/test/fixtures.mjs";
import { assembleMap, render } from "./render.js";

const data = boardData("kingdom_builder");

test("kingdom builder: the map assembled from the view's boards agrees with the engine's legal builds", () => {
  const v = view(import.meta.url, "start");
  const { kind } = assembleMap(v.payload.boards, data);
  assert.equal(kind.filter((k) => k === "?").length, 0, "every hex has a terrain");
  const forest = kind.map((k, h) => (k === "T" ? h : -1)).filter((h) => h >= 0);
  const actions = json(import.meta.url, "start.legal.json").actions;
  const legal = actions.filter((a) => a.build).map((a) => (a.build.hex.row ?? 0) * 20 + (a.build.hex.col ?? 0)).sort((a, b) => a - b);
  assert.equal(legal.length, 57);
  // K4: at the start every forest hex may take the first settlement on a forest card.
  assert.equal(v.payload.playedCard, "TERRAIN_FOREST");
  assert.deepEqual(forest, legal);
  const html = render(v, data);
  assert.equal(all(html, /class="kb-hex"/g).length, 400);
  const locations = all(html, /class="kb-location" data-hex="\d+" data-location="(\w+)" data-tiles="(\d)"/g);
  assert.equal(locations.length, v.payload.locationTilesLeft.length);
  assert.ok(locations.every((m) => m[2] === "2"), "2 tiles on each location hex at the start (K3)");
  // Board picks: a hex's data-pick is in the JSON of exactly the actions that name that hex.
  const picks = new Map(all(html, /class="kb-hex" data-hex="(\d+)"[^>]*data-pick="([^"]+)"/g).map((m) => [Number(m[1]), pickOf(m[2])]));
  assert.equal(picks.size, 400);
  for (const a of actions.filter((x) => x.build)) {
    const label = JSON.stringify(a, (k, val) => (k === "@type" ? undefined : val));
    const h = (a.build.hex.row ?? 0) * 20 + (a.build.hex.col ?? 0);
    const naming = [...picks].filter(([, p]) => p.some((t) => label.includes(t))).map(([hex]) => hex);
    assert.deepEqual(naming, [h], `${label} is picked by hex ${h} alone`);
  }
  const mid = view(import.meta.url, "mid");
  const midHtml = render(mid, data);
  for (const seat of [0, 1]) {
    const drawn = all(midHtml, new RegExp(`class="kb-settlement" data-seat="${seat}" data-hex="(\\d+)"`, "g")).map((m) => Number(m[1]));
    assert.deepEqual(drawn, mid.payload.seats[seat].settlementHexes, `seat ${seat}'s settlements`);
  }
});
