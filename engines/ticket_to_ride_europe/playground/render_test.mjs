// The playground's drawing of Ticket to Ride: Europe (render.js) on views `arbiter view` printed
// (views/).
import assert from "node:assert/strict";
import { test } from "node:test";
import { all, boardData, pickOf, view } from "../../../playground/test/fixtures.mjs";
import { render } from "./render.js";

const data = boardData("ticket_to_ride_europe");

test("ticket to ride europe: 47 cities, 101 routes, claims and stations of each seat", () => {
  const html = render(view(import.meta.url, "start"), data);
  // A route's pick is in a claim of that route only (route 1 is not route 10's prefix).
  const routePick = (id) => pickOf(new RegExp(`class="ttr-route" data-route="${id}" data-pick="([^"]+)"`).exec(html)[1]);
  const claim = (id) => JSON.stringify({ claimRoute: { routeId: id, colour: "TRAIN_CARD_RED", locomotives: 1 } });
  assert.ok(routePick(1).some((t) => claim(1).includes(t)));
  assert.ok(!routePick(1).some((t) => claim(10).includes(t)));
  assert.ok(routePick(10).some((t) => JSON.stringify({ claimRoute: { routeId: 10 } }).includes(t)));
  assert.equal(all(html, /class="ttr-city"/g).length, 47);
  assert.equal(all(html, /class="ttr-route"/g).length, 101);
  assert.equal(all(html, /class="ttr-claim"/g).length, 0);
  assert.equal(all(html, /class="ttr-display"/g).length, 5);
  const mid = view(import.meta.url, "mid");
  const midHtml = render(mid, data);
  mid.payload.players.forEach((p, seat) => {
    const claims = all(midHtml, new RegExp(`class="ttr-claim" data-seat="${seat}" data-route="(\\d+)"`, "g")).map((m) => Number(m[1]));
    assert.deepEqual(claims.sort((a, b) => a - b), p.routes ?? []);
    const stations = all(midHtml, new RegExp(`class="ttr-station" data-seat="${seat}" data-city="(\\d+)"`, "g")).map((m) => Number(m[1]));
    assert.deepEqual(stations, p.stations ?? []);
  });
  assert.match(midHtml, /hand: 4 hidden cards/, "seat 1's hand is hidden from seat 0");
});
