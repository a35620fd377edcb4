// The playground's drawing of Quibbles (render.js) on views `arbiter view` printed (views/).
import assert from "node:assert/strict";
import { test } from "node:test";
import { all, view } from "../../../playground/test/fixtures.mjs";
import { cardsOf, render } from "./render.js";

test("quibbles: the row's cards, the viewer's hand face up, the other's face down", () => {
  const v = view(import.meta.url, "start");
  const html = render(v);
  const row = all(html, /class="q-card q-row" data-value="(\d)"/g).map((m) => Number(m[1]));
  assert.deepEqual(row, cardsOf(v.payload.row));
  assert.equal(row.length, 6);
  const hand = all(html, /class="q-card q-hand" data-value="(\d)"/g).map((m) => Number(m[1]));
  assert.deepEqual(hand, [2, 4, 4, 5, 6, 6]);
  assert.equal(all(html, /class="q-card q-hidden q-hand"/g).length, 6, "seat 1's 6 cards face down");
  const mid = render(view(import.meta.url, "mid"));
  assert.equal(all(mid, /class="q-card q-collection" data-value="1"/g).length, 1, "seat 0 collected a 1");
});
