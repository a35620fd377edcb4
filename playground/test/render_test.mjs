// The drawings of render/ on fixed views (test/views: views the CLI printed, `arbiter view`),
// checked element by element against what the view and the engines' data say.
//
//   node build.mjs && node --test test/render_test.mjs     (PLAYGROUND_DIST: another build dir)
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { renderView } from "../src/render/index.js";
import { assembleMap } from "../src/render/kingdom_builder.js";
import { cardsOf } from "../src/render/quibbles.js";

const here = new URL(".", import.meta.url);
const dist = process.env.PLAYGROUND_DIST ? pathToFileURL(`${process.env.PLAYGROUND_DIST}/`) : new URL("../dist/", here);
const data = JSON.parse(readFileSync(new URL("board_data.json", dist), "utf8"));
const view = (name) => JSON.parse(readFileSync(new URL(`views/${name}.json`, here), "utf8")).view;
const fixture = (name) => JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, here), "utf8"));
const all = (html, re) => [...html.matchAll(re)];

test("quibbles: the row's cards, the viewer's hand face up, the other's face down", () => {
  const v = view("quibbles_start");
  const html = renderView(v, data);
  const row = all(html, /class="q-card q-row" data-value="(\d)"/g).map((m) => Number(m[1]));
  assert.deepEqual(row, cardsOf(v.payload.row));
  assert.equal(row.length, 6);
  const hand = all(html, /class="q-card q-hand" data-value="(\d)"/g).map((m) => Number(m[1]));
  assert.deepEqual(hand, [2, 4, 4, 5, 6, 6]);
  assert.equal(all(html, /class="q-card q-hidden q-hand"/g).length, 6, "seat 1's 6 cards face down");
  const mid = renderView(view("quibbles_mid"), data);
  assert.equal(all(mid, /class="q-card q-collection" data-value="1"/g).length, 1, "seat 0 collected a 1");
});

test("kingdom builder: the map assembled from the view's boards agrees with the engine's legal builds", () => {
  const v = view("kingdom_builder_start");
  const { kind } = assembleMap(v.payload.boards, data.kingdom_builder);
  assert.equal(kind.filter((k) => k === "?").length, 0, "every hex has a terrain");
  const forest = kind.map((k, h) => (k === "T" ? h : -1)).filter((h) => h >= 0);
  const actions = fixture("kingdom_builder_start.legal").actions;
  const legal = actions.filter((a) => a.build).map((a) => (a.build.hex.row ?? 0) * 20 + (a.build.hex.col ?? 0)).sort((a, b) => a - b);
  assert.equal(legal.length, 57);
  // K4: at the start every forest hex may take the first settlement on a forest card.
  assert.equal(v.payload.playedCard, "TERRAIN_FOREST");
  assert.deepEqual(forest, legal);
  const html = renderView(v, data);
  assert.equal(all(html, /class="kb-hex"/g).length, 400);
  const locations = all(html, /class="kb-location" data-hex="\d+" data-location="(\w+)" data-tiles="(\d)"/g);
  assert.equal(locations.length, v.payload.locationTilesLeft.length);
  assert.ok(locations.every((m) => m[2] === "2"), "2 tiles on each location hex at the start (K3)");
  // Board picks: a hex's data-pick is in the JSON of exactly the actions that name that hex.
  const picks = new Map(all(html, /class="kb-hex" data-hex="(\d+)"[^>]*data-pick="([^"]+)"/g)
    .map((m) => [Number(m[1]), JSON.parse(m[2].replace(/&quot;/g, '"'))]));
  assert.equal(picks.size, 400);
  for (const a of actions.filter((x) => x.build)) {
    const label = JSON.stringify(a, (k, val) => (k === "@type" ? undefined : val));
    const h = (a.build.hex.row ?? 0) * 20 + (a.build.hex.col ?? 0);
    const naming = [...picks].filter(([, p]) => p.some((t) => label.includes(t))).map(([hex]) => hex);
    assert.deepEqual(naming, [h], `${label} is picked by hex ${h} alone`);
  }
  const mid = view("kingdom_builder_mid");
  const midHtml = renderView(mid, data);
  for (const seat of [0, 1]) {
    const drawn = all(midHtml, new RegExp(`class="kb-settlement" data-seat="${seat}" data-hex="(\\d+)"`, "g")).map((m) => Number(m[1]));
    assert.deepEqual(drawn, mid.payload.seats[seat].settlementHexes, `seat ${seat}'s settlements`);
  }
});

test("ticket to ride europe: 47 cities, 101 routes, claims and stations of each seat", () => {
  const html = renderView(view("ticket_to_ride_europe_start"), data);
  // A route's pick is in a claim of that route only (route 1 is not route 10's prefix).
  const routePick = (id) => JSON.parse(new RegExp(`class="ttr-route" data-route="${id}" data-pick="([^"]+)"`).exec(html)[1].replace(/&quot;/g, '"'));
  const claim = (id) => JSON.stringify({ claimRoute: { routeId: id, colour: "TRAIN_CARD_RED", locomotives: 1 } });
  assert.ok(routePick(1).some((t) => claim(1).includes(t)));
  assert.ok(!routePick(1).some((t) => claim(10).includes(t)));
  assert.ok(routePick(10).some((t) => JSON.stringify({ claimRoute: { routeId: 10 } }).includes(t)));
  assert.equal(all(html, /class="ttr-city"/g).length, 47);
  assert.equal(all(html, /class="ttr-route"/g).length, 101);
  assert.equal(all(html, /class="ttr-claim"/g).length, 0);
  assert.equal(all(html, /class="ttr-display"/g).length, 5);
  const mid = view("ticket_to_ride_europe_mid");
  const midHtml = renderView(mid, data);
  mid.payload.players.forEach((p, seat) => {
    const claims = all(midHtml, new RegExp(`class="ttr-claim" data-seat="${seat}" data-route="(\\d+)"`, "g")).map((m) => Number(m[1]));
    assert.deepEqual(claims.sort((a, b) => a - b), p.routes ?? []);
    const stations = all(midHtml, new RegExp(`class="ttr-station" data-seat="${seat}" data-city="(\\d+)"`, "g")).map((m) => Number(m[1]));
    assert.deepEqual(stations, p.stations ?? []);
  });
  assert.match(midHtml, /hand: 4 hidden cards/, "seat 1's hand is hidden from seat 0");
});

test("memoir 44: 113 hexes with the scenario's terrain, the view's units, hidden hands", () => {
  const v = view("memoir44_start");
  const html = renderView(v, data);
  assert.equal(all(html, /class="m44-hex"/g).length, 113);
  const units = all(html, /class="m44-unit" data-side="(\w+)" data-type="(\w+)" data-figures="(\d)" data-col="(\d+)" data-row="(\d+)"/g);
  assert.equal(units.length, v.payload.units.length);
  assert.deepEqual(units[1].slice(1), ["axis", "infantry", "4", "21", "1"]);
  // Pegasus Bridge: the bridge at (6, 2) is a river hex with a bridge, an Allied objective.
  assert.match(html, /data-col="6" data-row="2" data-terrain="river"/);
  assert.equal(all(html, /class="m44-objective"/g).length, 2);
  assert.equal(all(html, /class="m44-obstacle"/g).length, v.payload.obstacles.length);
  assert.match(html, /hand: hidden card; hidden card; hidden card; hidden card; hidden card; hidden card/);
  const midView = view("memoir44_mid");
  const mid = renderView(midView, data);
  assert.match(mid, /Sainte-Mère-Eglise/);
  const ordered = midView.payload.units.filter((u) => u.turn?.ordered).length;
  assert.ok(ordered > 0);
  assert.equal(all(mid, /class="m44-unit m44-ordered"/g).length, ordered, "the units ordered this turn are marked");
  assert.equal(all(mid, /class="m44-battle/g).length, 0, "no battle, no arrow");
  // PHASE_AMBUSH: the declared battle from (9, 7) at (8, 6), 3 dice.
  const battle = renderView(view("memoir44_battle"), data);
  const w = Math.sqrt(3) * 24;
  const line = /class="m44-battle" x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/.exec(battle).slice(1).map(Number);
  assert.deepEqual(line.map((v) => Math.round(v)), [4 + w / 2 + 9 * (w / 2), 4 + 24 + 7 * 36, 4 + w / 2 + 8 * (w / 2), 4 + 24 + 6 * 36].map(Math.round));
  assert.match(battle, /battle: 3 dice/);
});

test("a game without a drawing: its view as JSON; every value escaped", () => {
  const html = renderView({ gameId: "someone_elses_game", payload: { note: "<script>alert(1)</script>" } }, data);
  assert.match(html, /^<pre class="fallback-view">/);
  assert.ok(!html.includes("<script>"));
  const v = view("memoir44_start");
  const evil = { ...v, content: { supplied: { name: "<img src=x onerror=alert(1)>", hexes: [] } } };
  const drawn = renderView(evil, data);
  assert.ok(!drawn.includes("<img"), "a supplied scenario's name is escaped");
  assert.match(drawn, /&lt;img src=x/);
});
