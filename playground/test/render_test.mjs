// The game-agnostic part of the drawings (src/draw_view.js, src/svg.js); each game's drawing has
// its own test, engines/<game>/playground/render_test.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { drawView } from "../src/draw_view.js";
import { fieldPicks, protoJson, tag } from "../src/svg.js";

test("a game without a drawing: its view as JSON, escaped", () => {
  const html = drawView({}, { gameId: "someone_elses_game", payload: { note: "<script>alert(1)</script>" } }, {});
  assert.match(html, /^<pre class="fallback-view">/);
  assert.ok(!html.includes("<script>"));
  assert.match(html, /&lt;script&gt;/);
});

test("a game's drawing gets its view and its own board data", () => {
  const seen = [];
  const html = drawView({ g: (v, d) => { seen.push([v.gameId, d]); return "<svg/>"; } }, { gameId: "g", payload: {} }, { g: { x: 1 }, h: {} });
  assert.equal(html, "<svg/>");
  assert.deepEqual(seen, [["g", { x: 1 }]]);
});

test("attributes are escaped; picks are the exact proto3 JSON of a message", () => {
  assert.equal(tag("g", { title: '"><script>' }), '<g title="&quot;&gt;&lt;script&gt;"/>');
  assert.equal(protoJson([["row", 0], ["col", 0]]), "{}");
  assert.equal(protoJson([["row", 3], ["col", 0]]), '{"row":3}');
  assert.equal(protoJson([["row", 3], ["col", 7]]), '{"row":3,"col":7}');
  assert.deepEqual(fieldPicks("routeId", 1), ['"routeId":1,', '"routeId":1}']);
});
