// The playground page in a real browser (issue 21 §4): starts arbiterd and the gateway serving
// the built page, then drives headless Chromium (Debian's `chromium`, through puppeteer-core)
// through a scripted game of each game: choose the game and an option, start, check the drawing's
// elements, send an illegal action typed as JSON and check its violation, click legal actions,
// switch the viewing seat and the spectator and check what each may see, download the game record
// and check that `arbiter replay` finds it valid. Screenshots of each game are saved as PNGs, and
// the page must log no console error.
//
//   node test/browser_test.mjs --arbiterd=PATH --gateway=gateway/dist/main.js --cli=PATH \
//        --static_dir=playground/dist --artifacts=DIR [--chromium=/usr/bin/chromium]
//
// Exit 0 passed, 1 failed, 77 skipped: only when Chromium cannot start and CI is not "true"
// (in CI a browser that cannot start fails the test).
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import puppeteer from "puppeteer-core";

const args = Object.fromEntries(process.argv.slice(2).map((a) => {
  const m = /^--([^=]+)=(.*)$/.exec(a);
  if (!m) throw new Error(`unknown argument ${a}`);
  return [m[1], m[2]];
}));
for (const need of ["arbiterd", "gateway", "cli", "static_dir", "artifacts"]) {
  if (!args[need]) { console.error(`missing --${need}=...`); process.exit(2); }
}
const chromiumPath = args.chromium ?? "/usr/bin/chromium";
const artifacts = resolve(args.artifacts);
mkdirSync(artifacts, { recursive: true });
const children = [];

// Starts a server that prints "listening on HOST:PORT" and resolves with that address.
function startServer(cmd, argv, name) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, argv, { stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let out = "";
    const timer = setTimeout(() => fail(new Error(`${name} did not start: ${out}`)), 20000);
    const onData = (d) => {
      out += d;
      const m = /listening on (\S+:\d+)/.exec(out);
      if (m) { clearTimeout(timer); done(m[1]); }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => fail(new Error(`${name} exited (${code}): ${out}`)));
  });
}

function stopAll() {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
}

async function launchBrowser(userDataDir) {
  return puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    userDataDir,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--window-size=1400,1100"],
    defaultViewport: { width: 1400, height: 1100 },
  });
}

// Per game: an option to set, the drawing's elements, an illegal action at the start with the
// violation code it gets (true in any first position), and what a seat sees of the other.
const GAMES = [
  {
    id: "quibbles", option: null,
    drawn: [[".q-row-panel .q-card", 1], [".q-hand", 1]],
    illegal: ['{"stash": {"value": 6}}', "QUIBBLES_MAIN_ACTION_REQUIRED"],
    // A seat sees its own hand's values and only the backs of the other's.
    own: (seat) => `section.seat[data-seat="${seat}"] .q-hand:not(.q-hidden)`,
    hidden: (seat) => `section.seat[data-seat="${seat}"] .q-hand.q-hidden`,
  },
  {
    id: "kingdom_builder", option: ["board_setup", "first_game"],
    drawn: [[".kb-hex", 400], [".kb-location", 6], ["text.kb-castle", 4]],
    illegal: ['{"endTurn": {}}', "KINGDOM_BUILDER_MANDATORY_ACTION_INCOMPLETE"],
    after: [[".kb-settlement", 1]],
    ownText: "held terrain card: hidden",
    // A click on a hex of a legal build lists that build alone; applying it settles there.
    pick: async (page) => {
      const first = JSON.parse(await page.$eval("#legal button.legal-action", (b) => b.textContent));
      const h = (first.build.hex.row ?? 0) * 20 + (first.build.hex.col ?? 0);
      await page.click(`#board polygon.kb-hex[data-hex="${h}"]`);
      assert.equal(await page.$eval("#legal", (e) => e.dataset.shown), "1", "one legal action names the hex");
      assert.match(await page.$eval("#pick", (e) => e.textContent), /only actions naming/);
      await page.click(`#board polygon.kb-hex[data-hex="${h}"]`);
      assert.equal(Number(await page.$eval("#legal", (e) => e.dataset.shown)), await count(page, "#legal button.legal-action"));
      await page.click(`#board polygon.kb-hex[data-hex="${h}"]`);
      const shown = await page.$$("#legal button.legal-action:not([hidden])");
      await shown[0].click();
      await idle(page);
      assert.equal(await count(page, `#board circle.kb-settlement[data-hex="${h}"]`), 1, "settled on the picked hex");
      return 1;
    },
  },
  {
    id: "ticket_to_ride_europe", option: null,
    drawn: [[".ttr-route", 101], [".ttr-city", 47], [".ttr-display", 5]],
    illegal: ['{"drawBlind": {}}', "TICKET_TO_RIDE_EUROPE_WRONG_STEP"],
    ownText: "hidden cards",
  },
  {
    id: "memoir44", option: ["scenario", "sainte_mere_eglise"],
    drawn: [[".m44-hex", 113], [".m44-unit", 10], [".m44-section", 2]],
    illegal: ['{"play": {"cardId": 999}}', "MEMOIR44_CARD_NOT_IN_HAND"],
    status: "Sainte-Mère-Eglise",
    ownText: "hidden card",
  },
];

async function idle(page) {
  await page.waitForFunction(() => document.body.dataset.busy === "false", { timeout: 30000 });
}

async function count(page, sel) {
  return page.$$eval(sel, (els) => els.length);
}

async function viewAs(page, viewer) {
  await page.select("#viewer", viewer);
  await idle(page);
  assert.equal(await page.$eval("#board", (b) => b.dataset.viewer), viewer);
}

async function playGame(page, g, downloads) {
  await page.select("#game", g.id);
  await page.$eval("#seats", (e) => { e.value = "2"; });
  await page.$eval("#seed", (e) => { e.value = "5"; });
  if (g.option) await page.select(`select[data-option="${g.option[0]}"]`, g.option[1]);
  await page.click("#start");
  await idle(page);
  assert.equal(await page.$eval("#board", (b) => b.dataset.game), g.id, `board shows the game; result: ${await page.$eval("#result", (e) => e.innerHTML)}`);
  assert.equal(await count(page, "#result .error"), 0, "no error after start");
  for (const [sel, min] of g.drawn) {
    const n = await count(page, `#board ${sel}`);
    assert.ok(n >= min, `${g.id}: ${n} elements ${sel}, expected at least ${min}`);
  }
  if (g.status) assert.match(await page.$eval("#board .status", (e) => e.textContent), new RegExp(g.status));

  // An illegal action typed as JSON: the violation is shown, the state unchanged.
  const before = await page.$eval("#board", (b) => b.innerHTML);
  await page.$eval("#action-json", (e, v) => { e.value = v; }, g.illegal[0]);
  await page.click("#send");
  await idle(page);
  assert.equal(await page.$eval("#result .violation", (e) => e.dataset.code), g.illegal[1]);
  assert.equal(await page.$eval("#board", (b) => b.innerHTML), before, "an illegal action changes nothing");
  // A field the action message does not have: refused before sending, naming the problem.
  await page.$eval("#action-json", (e) => { e.value = '{"noSuchMove": {}}'; });
  await page.click("#send");
  await idle(page);
  assert.match(await page.$eval("#result .error", (e) => e.textContent), /^action: .*noSuchMove/);

  // Seat switch: each seat sees its own secrets only; a spectator sees none and may not act.
  const acting = Number(await page.$eval("#viewer", (e) => e.value));
  const other = 1 - acting;
  for (const seat of [acting, other]) {
    await viewAs(page, String(seat));
    if (g.own) {
      assert.ok(await count(page, g.own(seat)) > 0, `${g.id}: seat ${seat} sees its own hand`);
      assert.ok(await count(page, g.hidden(1 - seat)) > 0, `${g.id}: seat ${seat} sees the other's hand face down`);
      assert.equal(await count(page, g.own(1 - seat)), 0, `${g.id}: seat ${seat} does not see the other's hand`);
    } else {
      // The seat not acting holds a secret (a card, a hand): hidden from the other seat, shown
      // to itself.
      const panel = await page.$eval(`section.seat[data-seat="${other}"]`, (e) => e.textContent);
      assert.equal(panel.includes(g.ownText), seat !== other, `${g.id}: seat ${other}'s panel seen by seat ${seat}: ${panel}`);
    }
  }
  await viewAs(page, "spectator");
  if (g.ownText) {
    const panel = await page.$eval(`section.seat[data-seat="${other}"]`, (e) => e.textContent);
    assert.ok(panel.includes(g.ownText), `${g.id}: a spectator sees seat ${other}'s secrets hidden: ${panel}`);
  } else {
    assert.equal(await count(page, g.own(0)) + await count(page, g.own(1)), 0, `${g.id}: a spectator sees no hand`);
  }
  assert.match(await page.$eval("#legal", (e) => e.textContent), /spectator does not act/);
  await page.screenshot({ path: join(artifacts, `${g.id}-spectator.png`) });
  await viewAs(page, String(acting));

  let applied = g.pick ? await g.pick(page) : 0;

  // A scripted game: click legal actions (a fixed choice among those listed) for 12 steps.
  for (let step = 0; step < 12; step++) {
    const n = await count(page, "#legal button.legal-action");
    if (n === 0) break;
    const buttons = await page.$$("#legal button.legal-action");
    await buttons[(step * 7) % n].click();
    await idle(page);
    assert.equal(await count(page, "#result .error"), 0, `${g.id}: step ${step} answered an error`);
    assert.equal(await count(page, "#result .applied"), 1, `${g.id}: step ${step} applied`);
    applied++;
  }
  assert.ok(applied >= 3, `${g.id}: only ${applied} legal actions applied`);
  for (const [sel, min] of g.after ?? []) {
    const n = await count(page, `#board ${sel}`);
    assert.ok(n >= min, `${g.id}: after play, ${n} elements ${sel}, expected at least ${min}`);
  }
  await page.screenshot({ path: join(artifacts, `${g.id}.png`), fullPage: true });
  assert.ok(statSync(join(artifacts, `${g.id}.png`)).size > 10000, "screenshot written");

  // The record: downloaded, then validated by the CLI.
  await page.click("#download");
  const file = join(downloads, `${g.id}-record.json`);
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  assert.ok(existsSync(file), `${g.id}: record downloaded`);
  const record = JSON.parse(readFileSync(file, "utf8"));
  assert.equal(record.steps.length, applied, `${g.id}: the record has every applied step`);
  const replay = spawnSync(args.cli, ["replay", file], { encoding: "utf8" });
  assert.equal(replay.status, 0, `${g.id}: arbiter replay: ${replay.stdout}${replay.stderr}`);
  return applied;
}

// RANDOMNESS_MODE_EXTERNAL: the page acts for chance while a chance outcome is due (the deal),
// listing the possible outcomes; the filter narrows the list.
async function externalChance(page, downloads) {
  await page.select("#game", "quibbles");
  await page.select("#randomness", "external");
  await page.click("#start");
  await idle(page);
  let chance = 0;
  for (let step = 0; step < 40; step++) {
    const turn = await page.$eval("#turn", (e) => e.textContent);
    if (!turn.includes("to act: chance")) break;
    assert.match(await page.$eval("#legal .note", (e) => e.textContent), /legal actions of chance/);
    await page.$eval("#legal-filter", (e) => { e.value = "chanceOutcome"; e.dispatchEvent(new Event("input")); });
    const visible = await page.$$("#legal button.legal-action:not([hidden])");
    assert.ok(visible.length > 0, "chance outcomes listed");
    await visible[step % visible.length].click();
    await idle(page);
    assert.equal(await count(page, "#result .applied"), 1, `chance step ${step} applied`);
    chance++;
  }
  assert.ok(chance >= 6, `only ${chance} chance outcomes before the first turn`);
  assert.match(await page.$eval("#turn", (e) => e.textContent), /to act: seat/);
  await page.$eval("#legal-filter", (e) => { e.value = ""; e.dispatchEvent(new Event("input")); });
  await page.screenshot({ path: join(artifacts, "quibbles-external.png") });
  const file = join(downloads, "quibbles-record.json");
  rmSync(file, { force: true });
  await page.click("#download");
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  const record = JSON.parse(readFileSync(file, "utf8"));
  assert.equal(record.setup.randomness.mode, "RANDOMNESS_MODE_EXTERNAL");
  assert.ok(record.steps.every((s) => s.actor.chance === true), "every step so far is chance's");
  const replay = spawnSync(args.cli, ["replay", file], { encoding: "utf8" });
  assert.equal(replay.status, 0, `external record: arbiter replay: ${replay.stdout}${replay.stderr}`);
}

async function main() {
  const userDataDir = mkdtempSync(join(tmpdir(), "arbiter-playground-chromium-"));
  const downloads = join(artifacts, "downloads");
  rmSync(downloads, { recursive: true, force: true });
  mkdirSync(downloads, { recursive: true });
  let browser;
  try {
    browser = await launchBrowser(userDataDir);
  } catch (e) {
    if (process.env.CI === "true") throw e;
    console.log(`SKIP: Chromium (${chromiumPath}) cannot start here: ${e.message.split("\n")[0]}`);
    return 77;
  }
  try {
    const upstream = await startServer(args.arbiterd, ["--listen=127.0.0.1:0", "--metrics_listen=127.0.0.1:0"], "arbiterd");
    const gateway = await startServer(process.execPath, [args.gateway, "--listen=127.0.0.1:0", "--metrics_listen=127.0.0.1:0",
      `--upstream=${upstream}`, `--static_dir=${resolve(args.static_dir)}`, "--log_level=warn"], "gateway");
    const page = await browser.newPage();
    const consoleErrors = [];
    page.on("console", (m) => { if (m.type() === "error") consoleErrors.push(m.text()); });
    page.on("pageerror", (e) => consoleErrors.push(String(e)));
    page.on("requestfailed", (r) => consoleErrors.push(`request failed: ${r.url()}`));
    const cdp = await page.createCDPSession();
    await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads });
    await page.goto(`http://${gateway}/`, { waitUntil: "load" });
    await page.waitForFunction(() => document.body.dataset.ready === "true", { timeout: 30000 });
    const listed = await page.$$eval("#game option", (os) => os.map((o) => o.value));
    for (const g of GAMES) assert.ok(listed.includes(g.id), `ListGames offers ${g.id}`);
    for (const g of GAMES) {
      const n = await playGame(page, g, downloads);
      console.log(`ok ${g.id}: drawn, illegal JSON action shown, seats and spectator, ${n} legal actions clicked, record replayed`);
    }
    await externalChance(page, downloads);
    console.log("ok quibbles with external randomness: chance outcomes listed and applied, record replayed");
    assert.deepEqual(consoleErrors, [], "no console errors");
    console.log(`screenshots: ${readdirSync(artifacts).filter((f) => f.endsWith(".png")).map((f) => join(artifacts, f)).join(" ")}`);
    return 0;
  } finally {
    await browser.close();
    stopAll();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

main().then((code) => process.exit(code), (e) => {
  console.error(e);
  stopAll();
  process.exit(1);
});
