// The Arbiter playground page (issue 21 §4): choose a game and its options (ListGames), start it
// (NewGame), see the viewing seat's view drawn (GetPlayerView + render/), click a legal action
// (ListLegalActions) or type one as JSON to apply it (ApplyAction; an illegal one shows its
// violation), switch the viewing seat or watch as a spectator, and download the game record
// (arbiter.v1.GameRecord, proto3 JSON, replayable with `arbiter replay`).
//
// It talks to the gateway that serves it (same origin) with Connect's HTTP/JSON protocol through
// @connectrpc/connect-web and the generated messages of clients/typescript (@arbiter/client).
// The page holds the game state between calls, as any Arbiter caller does: the server keeps none.
import { create, toJson } from "@bufbuild/protobuf";
import { AnySchema } from "@bufbuild/protobuf/wkt";
import { createConnectTransport } from "@connectrpc/connect-web";
import { ArbiterClient, ArbiterError, EventSchema, GameRecordSchema, GameStateSchema, packAction, registry } from "@arbiter/client";
import boardData from "arbiter:board-data"; // build.mjs: from the engines' data files
import { renderView } from "./render.js";
import { esc } from "./svg.js";

const $ = (id) => document.getElementById(id);
// Connect over HTTP/JSON; the registry reads and writes the google.protobuf.Any fields (states, actions).
const client = new ArbiterClient(createConnectTransport({ baseUrl: window.location.origin, jsonOptions: { registry } }));

const page = {
  games: [],       // GameInfo[]
  info: null,      // GameInfo of the game being played
  setup: null,     // the GameSetup init object NewGame got (for the record)
  state: null,     // GameState (the full state, never shown)
  turn: null,      // TurnStatus
  steps: [],       // RecordStep init objects: { actor, action }
  viewer: "0",     // "0".."n-1" or "spectator"
};

// Marks the page busy while a call is out (body[data-busy]), so a script driving the page can wait.
let pending = 0;
function busy(f) {
  return async (...args) => {
    document.body.dataset.busy = String(++pending > 0);
    try {
      return await f(...args);
    } finally {
      document.body.dataset.busy = String(--pending > 0);
    }
  };
}

function showError(where, e) {
  const msg = e instanceof ArbiterError ? `${e.codeName}: ${e.message}` : String(e?.message ?? e);
  where.innerHTML = `<p class="error" data-code="${esc(e?.codeName ?? "")}">${esc(msg)}</p>`;
}

function optionField(o) {
  const values = o.allowedValues.length ? o.allowedValues : [o.defaultValue];
  const opts = values.map((v) => `<option value="${esc(v)}"${v === o.defaultValue ? " selected" : ""}>${esc(v)}</option>`).join("");
  return `<label title="${esc(o.description)}">${esc(o.name)} <select data-option="${esc(o.name)}">${opts}</select></label>`;
}

function chooseGame() {
  const info = page.games.find((g) => g.gameId === $("game").value);
  if (!info) return;
  $("seats").min = String(info.minSeats);
  $("seats").max = String(info.maxSeats);
  $("seats").value = String(info.minSeats);
  $("options").innerHTML = info.options.map(optionField).join("");
}

async function start() {
  const info = page.games.find((g) => g.gameId === $("game").value);
  const options = {};
  for (const sel of $("options").querySelectorAll("select[data-option]")) options[sel.dataset.option] = sel.value;
  const external = $("randomness").value === "external";
  page.setup = {
    gameId: info.gameId,
    seatCount: Number($("seats").value),
    options,
    randomness: external ? { mode: 2 } : { mode: 1, seed: BigInt($("seed").value || "0") },
  };
  $("result").innerHTML = "";
  try {
    const r = await client.newGame(page.setup);
    page.info = info;
    page.state = r.state;
    page.turn = r.turn;
    page.steps = [];
    page.viewer = String(r.turn?.actingSeats?.[0] ?? 0);
    fillViewers();
    $("play").hidden = false;
    await refresh();
  } catch (e) {
    showError($("result"), e);
  }
}

function fillViewers() {
  const seats = Array.from({ length: page.setup.seatCount }, (_, i) => `<option value="${i}">seat ${i}</option>`);
  $("viewer").innerHTML = seats.join("") + `<option value="spectator">spectator</option>`;
  $("viewer").value = page.viewer;
}

function turnText(turn) {
  if (!turn) return "";
  if (turn.outcome?.status === 2) {
    // SeatResult.won: no seat won in a draw or a lost solo game.
    const places = turn.outcome.results.map((r) => `seat ${r.seat} rank ${r.rank} (score ${r.score})${r.won ? " won" : ""}`);
    const someoneWon = turn.outcome.results.some((r) => r.won);
    return (someoneWon ? "game over: " : "game over, no winner: ") + places.join(", ");
  }
  const who = turn.chancePending ? "chance" : `seat ${turn.actingSeats.join(", seat ")}`;
  return `to act: ${who} · decision: ${turn.decision}`;
}

// The actor the page acts for: chance when a chance outcome is due, else the viewing seat.
function actor() {
  if (page.turn?.chancePending) return "chance";
  return page.viewer === "spectator" ? null : Number(page.viewer);
}

async function refresh() {
  $("turn").textContent = turnText(page.turn);
  $("turn").dataset.decision = page.turn?.decision ?? "";
  $("turn").dataset.finished = String(page.turn?.outcome?.status === 2);
  const viewer = page.viewer === "spectator" ? "spectator" : Number(page.viewer);
  try {
    const v = await client.view(page.state, viewer);
    const view = toJson(GameStateSchema, v.view, { registry });
    $("board").innerHTML = renderView(view, boardData);
    page.pick = null;
    $("pick").textContent = "";
    $("board").dataset.viewer = page.viewer;
    $("board").dataset.game = page.info.gameId;
  } catch (e) {
    showError($("board"), e);
  }
  await listLegal();
}

async function listLegal() {
  const list = $("legal");
  const who = actor();
  const acting = who === "chance" || (who !== null && (page.turn?.actingSeats ?? []).includes(who));
  if (!acting) {
    list.innerHTML = `<p class="note">${esc(page.viewer === "spectator" ? "A spectator does not act." : `Seat ${page.viewer} may not act now.`)}</p>`;
    return;
  }
  try {
    const r = await client.legalActions(page.state, who);
    const items = r.actions.map((a, i) => {
      const json = toJson(AnySchema, a, { registry });
      return { i, a, label: JSON.stringify(json, (k, v) => (k === "@type" ? undefined : v)) };
    });
    page.legal = items;
    list.innerHTML = `<p class="note">${items.length} legal actions of ${esc(who === "chance" ? "chance" : `seat ${who}`)}</p>` +
      items.map((it) => `<button class="legal-action" data-index="${it.i}">${esc(it.label)}</button>`).join("");
    filterLegal();
  } catch (e) {
    showError(list, e);
  }
}

// Shows only the legal actions whose JSON contains the filter's text and, when a hex, route or
// city of the board is picked (clicked), names it (render/svg.js, data-pick).
function filterLegal() {
  const f = $("legal-filter").value.trim();
  const pick = page.pick ?? null;
  let shown = 0;
  for (const b of $("legal").querySelectorAll("button.legal-action")) {
    const t = b.textContent;
    b.hidden = (f !== "" && !t.includes(f)) || (pick !== null && !pick.some((p) => t.includes(p)));
    if (!b.hidden) shown++;
  }
  $("legal").dataset.shown = String(shown);
}

// A click on the board picks the element under it (again: unpicks).
function pickOnBoard(ev) {
  const el = ev.target.closest("[data-pick]");
  const same = el && el.classList.contains("picked");
  for (const p of $("board").querySelectorAll(".picked")) p.classList.remove("picked");
  page.pick = el && !same ? JSON.parse(el.dataset.pick) : null;
  if (page.pick) el.classList.add("picked");
  $("pick").textContent = page.pick ? `only actions naming ${el.querySelector("title")?.textContent ?? page.pick[0]} (click again to show all)` : "";
  filterLegal();
}

async function apply(actionAny, jsonText) {
  const who = actor();
  if (who === null) {
    $("result").innerHTML = `<p class="error">A spectator does not act: choose a seat.</p>`;
    return;
  }
  try {
    const r = await client.apply(page.state, who, actionAny);
    if (!r.legal) {
      const v = r.violation;
      $("result").innerHTML = `<div class="violation" data-code="${esc(v.code)}"><strong>illegal: ${esc(v.code)}</strong>` +
        ` (rule ${esc(v.ruleRef)}${v.fieldPath ? `, field ${esc(v.fieldPath)}` : ""})<br>${esc(v.message)}</div>`;
      return;
    }
    page.steps.push({ actor: who === "chance" ? { kind: { case: "chance", value: true } } : { kind: { case: "seat", value: who } }, action: actionAny });
    page.state = r.state;
    page.turn = r.turn;
    const events = r.events.map((e) => JSON.stringify(toJson(EventSchema, e, { registry })));
    $("result").innerHTML = `<p class="applied">applied ${esc(jsonText)}</p>` +
      `<details class="events"><summary>${r.events.length} events</summary><pre>${esc(events.join("\n"))}</pre></details>`;
    // Follow the game: view as the seat that acts next when the viewing seat may no longer act.
    if (page.viewer !== "spectator" && !page.turn.actingSeats.includes(Number(page.viewer)) && page.turn.actingSeats.length) {
      page.viewer = String(page.turn.actingSeats[0]);
      $("viewer").value = page.viewer;
    }
    await refresh();
  } catch (e) {
    showError($("result"), e);
  }
}

async function sendJson() {
  let json;
  try {
    json = JSON.parse($("action-json").value);
  } catch (e) {
    $("result").innerHTML = `<p class="error">action: not JSON: ${esc(e.message)}</p>`;
    return;
  }
  if (json && typeof json === "object" && !("@type" in json)) json = { "@type": `type.googleapis.com/${page.info.actionType}`, ...json };
  let packed;
  try {
    packed = packAction(json);
  } catch (e) {
    $("result").innerHTML = `<p class="error">action: ${esc(e.message)}</p>`;
    return;
  }
  await apply(packed, $("action-json").value.trim());
}

function downloadRecord() {
  const record = create(GameRecordSchema, {
    setup: page.setup,
    rulesVersion: page.state.rulesVersion,
    steps: page.steps,
    description: `played on the Arbiter playground, ${new Date().toISOString()}`,
  });
  const text = JSON.stringify(toJson(GameRecordSchema, record, { registry }), null, 1);
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  a.download = `${page.info.gameId}-record.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

async function init() {
  $("game").addEventListener("change", chooseGame);
  $("randomness").addEventListener("change", () => { $("seed").disabled = $("randomness").value === "external"; });
  $("start").addEventListener("click", busy(start));
  $("viewer").addEventListener("change", busy(() => { page.viewer = $("viewer").value; return refresh(); }));
  $("legal").addEventListener("click", busy((ev) => {
    const b = ev.target.closest("button.legal-action");
    if (!b) return undefined;
    const it = page.legal[Number(b.dataset.index)];
    return apply(it.a, it.label);
  }));
  $("send").addEventListener("click", busy(sendJson));
  $("legal-filter").addEventListener("input", filterLegal);
  $("board").addEventListener("click", pickOnBoard);
  $("download").addEventListener("click", downloadRecord);
  try {
    page.games = await client.listGames();
    $("game").innerHTML = page.games.map((g) => `<option value="${esc(g.gameId)}">${esc(g.title)}</option>`).join("");
    chooseGame();
    document.body.dataset.ready = "true";
  } catch (e) {
    showError($("result"), e);
  }
}

busy(init)();
