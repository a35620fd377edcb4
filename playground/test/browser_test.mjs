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
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
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
const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
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

// Per game, engines/<game>/playground/browser_case.mjs (a game without one gets the generic
// run: start with its defaults, a drawing, legal actions clicked, the record replayed):
//   option   [name, value] set before the start
//   drawn    [[selector, at least], ...] in the drawing after the start; after: the same after play
//   illegal  [action JSON, violation code]: an action illegal in any first position
//   own(seat) / hidden(seat): selectors of a seat's secrets shown / face down; or ownText: the
//            text a seat's panel shows for a secret the viewer may not see
//   status   a pattern the drawing's status line matches
//   pick(page, h)   a board pick; returns the number of actions it applied
//   extra(page, h)  anything more, after the game (h: the helpers below)
const caseFile = (id) => join(repo, "engines", id, "playground", "browser_case.mjs");
async function caseOf(id) {
  return existsSync(caseFile(id)) ? { id, ...(await import(pathToFileURL(caseFile(id)).href)).default } : { id };
}

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

// Downloads the page's game record and checks that `arbiter replay` finds it valid.
async function downloadRecord(page, id) {
  const file = join(downloads, `${id}-record.json`);
  rmSync(file, { force: true });
  await page.click("#download");
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  assert.ok(existsSync(file), `${id}: record downloaded`);
  const replay = spawnSync(args.cli, ["replay", file], { encoding: "utf8" });
  assert.equal(replay.status, 0, `${id}: arbiter replay: ${replay.stdout}${replay.stderr}`);
  return JSON.parse(readFileSync(file, "utf8"));
}

// What a browser_case.mjs hook gets.
const helpers = { assert, idle, count, viewAs, downloadRecord, artifacts };

async function playGame(page, g) {
  await page.select("#game", g.id);
  await page.select("#randomness", "seeded");
  await page.$eval("#seats", (e) => { e.value = "2"; });
  await page.$eval("#seed", (e) => { e.value = "5"; });
  if (g.option) await page.select(`select[data-option="${g.option[0]}"]`, g.option[1]);
  await page.click("#start");
  await idle(page);
  assert.equal(await page.$eval("#board", (b) => b.dataset.game), g.id, `board shows the game; result: ${await page.$eval("#result", (e) => e.innerHTML)}`);
  assert.equal(await count(page, "#result .error"), 0, "no error after start");
  assert.ok((await page.$eval("#board", (b) => b.innerHTML)).length > 0, `${g.id}: something drawn`);
  for (const [sel, min] of g.drawn ?? []) {
    const n = await count(page, `#board ${sel}`);
    assert.ok(n >= min, `${g.id}: ${n} elements ${sel}, expected at least ${min}`);
  }
  if (g.status) assert.match(await page.$eval("#board .status", (e) => e.textContent), new RegExp(g.status));

  // An illegal action typed as JSON: the violation is shown, the state unchanged.
  if (g.illegal) {
    const before = await page.$eval("#board", (b) => b.innerHTML);
    await page.$eval("#action-json", (e, v) => { e.value = v; }, g.illegal[0]);
    await page.click("#send");
    await idle(page);
    assert.equal(await page.$eval("#result .violation", (e) => e.dataset.code), g.illegal[1]);
    assert.equal(await page.$eval("#board", (b) => b.innerHTML), before, "an illegal action changes nothing");
  }
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
    } else if (g.ownText) {
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
  } else if (g.own) {
    assert.equal(await count(page, g.own(0)) + await count(page, g.own(1)), 0, `${g.id}: a spectator sees no hand`);
  }
  assert.match(await page.$eval("#legal", (e) => e.textContent), /spectator does not act/);
  await page.screenshot({ path: join(artifacts, `${g.id}-spectator.png`) });
  await viewAs(page, String(acting));

  let applied = g.pick ? await g.pick(page, helpers) : 0;

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
  const record = await downloadRecord(page, g.id);
  assert.equal(record.steps.length, applied, `${g.id}: the record has every applied step`);
  if (g.extra) await g.extra(page, helpers);
  return applied;
}

const downloads = join(artifacts, "downloads");

async function main() {
  const userDataDir = mkdtempSync(join(tmpdir(), "arbiter-playground-chromium-"));
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
    // Every game ListGames lists, each with its case (engines/<game>/playground/browser_case.mjs).
    const listed = await page.$$eval("#game option", (os) => os.map((o) => o.value));
    assert.ok(listed.length > 0, "ListGames lists games");
    for (const id of listed) {
      const g = await caseOf(id);
      const n = await playGame(page, g);
      console.log(`ok ${id}: ${g.drawn ? "drawn" : "generic run"}, ${g.illegal ? "illegal JSON action shown, " : ""}seats and spectator, ${n} legal actions applied, record replayed${g.extra ? ", extra checks" : ""}`);
    }
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
