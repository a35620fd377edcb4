// The playground's drawing of Jump Drive (render.js) on views `arbiter view` printed (views/),
// against the engine's own legal actions (`arbiter legal`). Made with the CLI (seeded, 2 seats):
//   arbiter new jump_drive --seats 2 --seed 3 > s0.json
//   arbiter view --state s0.json --seat 0                   > views/start.json
//   arbiter legal --state s0.json --seat 0                  > start.legal.json
//   (each seat applies its 4th listed setup discard)        -> s.json
//   arbiter legal --state s.json --seat 1                   > place.legal.json
//   arbiter apply --state s.json --seat 0 --action <its last listed placement> > c.json
//   arbiter view --state c.json --seat 1 / --seat 0         > views/committed.json / committed_own.json
//   (then legal/apply with a placing policy until the game is over; the 41st state seen by
//   seat 1: views/mid.json, the last by seat 0: views/end.json)
import assert from "node:assert/strict";
import { test } from "node:test";
import { all, boardData, json, pickOf, view } from "../../../playground/test/fixtures.mjs";
import { cardIndex, packOf, render } from "./render.js";

const data = boardData("jump_drive");
const unescape = (s) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const label = (a) => JSON.stringify(a, (k, v) => (k === "@type" ? undefined : v));
const sectionOf = (html, i) => new RegExp(`<section class="panel seat"[^>]*data-seat="${i}">([\\s\\S]*?)</section>`).exec(html)[1];
const handOf = (seat) => (seat.hand ?? []).map((c) => [c.card, c.count]);

// Every hand card's picks are in the JSON of exactly the listed actions that name that card.
function checkPicks(html, actions, names) {
  const picks = all(html, /class="jd-card jd-hand-card" data-card="([a-z0-9_]+)" data-kind="\w+" data-pick="([^"]+)"/g)
    .map((m) => [m[1], pickOf(m[2])]);
  assert.ok(picks.length > 0);
  for (const [card, pick] of picks) {
    const picked = actions.filter((a) => pick.some((t) => label(a).includes(t))).map(label);
    const naming = actions.filter((a) => names(a).includes(card)).map(label);
    assert.deepEqual(picked, naming, `the actions picked by ${card}`);
  }
  return picks.length;
}

test("jump drive: the setup discard, the viewer's hand by the pack, the other's hidden", () => {
  const v = view(import.meta.url, "start");
  const p = v.payload;
  assert.equal(p.phase, "PHASE_SETUP_DISCARD");
  const pack = packOf(v.content, data);
  assert.equal(pack.id, "jump_drive_published");
  assert.equal(pack.cards.length, 71);
  const html = render(v, data);
  assert.match(html, /class="status">round 0 · setup discard · waiting: seat 0 to discard 2 \(setup\), seat 1 to discard 2/);
  assert.match(html, new RegExp(`draw pile ${p.drawPileCount} · discard pile 0`));
  const hand = all(html, /class="jd-card jd-hand-card" data-card="([a-z0-9_]+)"[^>]*data-count="(\d+)"/g).map((m) => [m[1], Number(m[2])]);
  assert.deepEqual(hand, handOf(p.seats[0]));
  assert.equal(hand.reduce((n, [, k]) => n + k, 0), 7);
  // Each hand card shows the pack's printed values.
  const byId = cardIndex(pack);
  for (const [id] of hand) {
    const c = byId.get(id);
    const cost = c.kind === "world" && c.militaryWorld ? `defence ${c.cost ?? 0}` : `cost ${c.cost ?? 0}`;
    assert.ok(html.includes(`${cost} · VP ${c.vp ?? 0} · income ${c.income ?? 0}`), `${id}'s numbers`);
    assert.ok(html.includes(`>${c.name.slice(0, 24)}`), `${id}'s name`);
  }
  assert.match(html, /class="jd-hidden-hand" data-count="7">hand hidden: 7 cards/);
  assert.equal(all(html, /jd-hidden-hand/g).length, 1);
  const n = checkPicks(html, json(import.meta.url, "start.legal.json").actions, (a) => a.setupDiscard?.cards ?? []);
  assert.equal(n, hand.length);
});

test("jump drive: before the reveal another seat's commit shows as committed only", () => {
  const v = view(import.meta.url, "committed");
  const p = v.payload;
  assert.equal(p.phase, "PHASE_PLACE");
  assert.ok(p.seats[0].committed && !p.seats[0].placement, "the view holds no placement of seat 0");
  const html = render(v, data);
  const seat0 = sectionOf(html, 0);
  assert.match(seat0, /class="jd-committed" data-seat="0">committed</);
  assert.ok(!seat0.includes("placed:"), "nothing of what seat 0 placed");
  assert.match(seat0, /hand hidden: \d+ cards/);
  const seat1 = sectionOf(html, 1);
  assert.match(seat1, /class="jd-deciding" data-seat="1">to place or explore</);
  assert.match(seat1, /your discards in the pile: /, "the viewer's own setup discard");
  // Seat 1's picks against its legal placements (the same position before seat 0 committed).
  checkPicks(html, json(import.meta.url, "place.legal.json").actions, (a) => [a.place?.development, a.place?.world].filter(Boolean));
  // The committing seat's own view: its placement.
  const own = view(import.meta.url, "committed_own");
  const mine = render(own, data);
  const placed = own.payload.seats[0].placement;
  assert.ok(placed);
  const name = (id) => cardIndex(packOf(own.content, data)).get(id).name;
  const expected = placed.explore ? "explore" : [placed.development && name(placed.development), placed.world && `${name(placed.world)} (`].filter(Boolean).join(" + ");
  assert.ok(unescape(mine).includes(`placed: ${expected}`), `seat 0 sees its placement ${expected}`);
});

test("jump drive: empires, markers and VP in play and at the end", () => {
  for (const name of ["mid", "end"]) {
    const v = view(import.meta.url, name);
    const p = v.payload;
    const html = render(v, data);
    p.seats.forEach((s, i) => {
      const drawn = all(html, new RegExp(`class="jd-card jd-empire-card" data-card="([a-z0-9_]+)" data-kind="\\w+" data-seat="${i}"`, "g")).map((m) => m[1]);
      assert.deepEqual(drawn, s.empire ?? [], `${name}: seat ${i}'s empire`);
      const panel = sectionOf(html, i);
      assert.match(panel, new RegExp(`class="jd-vp">VP ${s.vp ?? 0}<`));
      assert.match(panel, new RegExp(`data-markers="${s.exploreMarkers ?? 0}"`));
    });
  }
  const end = view(import.meta.url, "end");
  assert.equal(end.payload.phase, "PHASE_FINISHED");
  assert.ok(Math.max(...end.payload.seats.map((s) => s.vp ?? 0)) >= 50, "J8: a total of 50 or more");
  assert.match(render(end, data), /round \d+ · finished · game over/);
});

test("jump drive: a supplied pack's names are escaped", () => {
  const v = view(import.meta.url, "start");
  const pack = structuredClone(packOf(v.content, data));
  const first = v.payload.seats[0].hand[0].card;
  pack.cards.find((c) => c.id === first).name = "<img src=x onerror=alert(1)>";
  const html = render({ ...v, content: { supplied: { "@type": "type.googleapis.com/arbiter.games.jump_drive.v1.Pack", ...pack } } }, data);
  assert.ok(!html.includes("<img"));
  assert.match(html, /&lt;img src=x/);
  assert.match(render({ ...v, content: { builtIn: { name: "nobody" } } }, data), /pack not known here/);
});
