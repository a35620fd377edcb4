// Test support for the TypeScript client and the gateway: a real arbiterd on free ports,
// certificates made by the openssl CLI, a token file, and a short game of any game played
// through an ArbiterClient with the first legal action at each step (game-agnostic: the games
// come from ListGames).
//
// Usage (node --test):
//   const d = await startArbiterd();            // ARBITERD=path/to/arbiterd (CTest sets it)
//   const arbiter = connect(d.address); ...; await d.stop();
//   const pki = makePki(tmpdir);                // {ca, serverCert, serverKey, clientCert, clientKey}
// Errors: startArbiterd rejects with arbiterd's output when it exits before listening.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

export const arbiterdPath = process.env.ARBITERD ?? "build/service/arbiterd";

/** Starts a process and resolves once it printed every `<prefix> HOST:PORT` line asked for. */
export function startProcess(cmd, args, prefixes, env = {}) {
  return new Promise((resolve, reject) => {
    const proc = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    const found = {};
    let output = "";
    let exited = false;
    const exit = new Promise((r) => proc.once("exit", (code, signal) => { exited = true; r({ code, signal }); }));
    const stop = async () => {
      if (!exited) proc.kill("SIGTERM");
      return exit;
    };
    proc.stderr.on("data", (d) => { output += d; });
    createInterface({ input: proc.stdout }).on("line", (line) => {
      output += line + "\n";
      for (const p of prefixes) {
        if (line.startsWith(p + " ")) found[p] = line.slice(p.length + 1).trim();
      }
      if (prefixes.every((p) => found[p] !== undefined)) resolve({ proc, found, stop, exit, output: () => output });
    });
    proc.once("error", reject);
    exit.then(({ code, signal }) => reject(new Error(`${cmd} exited (${code ?? signal}) before listening:\n${output}`)));
  });
}

/** A real arbiterd on 127.0.0.1 with free ports; extra flags in `args`. */
export async function startArbiterd(args = []) {
  const p = await startProcess(arbiterdPath,
    ["--listen=127.0.0.1:0", "--metrics_listen=127.0.0.1:0", "--drain_seconds=0", ...args],
    ["listening on", "metrics on"]);
  return { ...p, address: p.found["listening on"], metrics: p.found["metrics on"] };
}

function openssl(cwd, ...args) {
  execFileSync("openssl", args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
}

/** A CA, a server certificate for 127.0.0.1/localhost and a client certificate, in `dir`. */
export function makePki(dir = mkdtempSync(join(tmpdir(), "arbiter-pki-"))) {
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(dir, "req", "-x509", ...ec, "-keyout", "ca.key", "-out", "ca.crt", "-days", "2", "-subj", "/CN=test ca");
  const leaf = (name, cn, ext) => {
    writeFileSync(join(dir, `${name}.ext`), ext);
    openssl(dir, "req", ...ec, "-keyout", `${name}.key`, "-out", `${name}.csr`, "-subj", `/CN=${cn}`);
    openssl(dir, "x509", "-req", "-in", `${name}.csr`, "-CA", "ca.crt", "-CAkey", "ca.key",
      "-CAcreateserial", "-out", `${name}.crt`, "-days", "2", "-extfile", `${name}.ext`);
  };
  leaf("server", "localhost", "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n");
  leaf("client", "test client", "extendedKeyUsage=clientAuth\n");
  const p = (f) => join(dir, f);
  return { dir, ca: p("ca.crt"), serverCert: p("server.crt"), serverKey: p("server.key"),
    clientCert: p("client.crt"), clientKey: p("client.key") };
}

/** A --auth_tokens_file with one caller; returns its path and token. */
export function makeTokens(dir = mkdtempSync(join(tmpdir(), "arbiter-tokens-"))) {
  const token = "0123456789abcdef0123456789abcdef";
  const file = join(dir, "tokens");
  writeFileSync(file, `# NAME TOKEN\ntest-caller ${token}\n`);
  return { file, token };
}

/** The actor to move: the first acting seat, or chance when only chance is pending. */
export function actorToMove(turn) {
  if (turn.actingSeats.length > 0) return turn.actingSeats[0];
  if (turn.chancePending) return "chance";
  return undefined;
}

/**
 * Plays up to `steps` actions of `game` (a GameInfo) from a seeded setup with the fewest seats,
 * the first legal action each time; returns the states, the record steps and the last turn.
 */
export async function playShort(arbiter, game, steps, seed = 7n, seatCount = game.minSeats) {
  const setup = { gameId: game.gameId, seatCount, randomness: { seed } };
  const started = await arbiter.newGame(setup);
  let state = started.state;
  let turn = started.turn;
  const record = [];
  const states = [state];
  const turns = [turn];
  for (let i = 0; i < steps; i++) {
    const actor = actorToMove(turn);
    if (actor === undefined || turn.outcome?.status === 2) break;
    const { actions } = await arbiter.legalActions(state, actor);
    if (actions.length === 0) throw new Error(`${game.gameId}: step ${i}: no legal action for ${actor}`);
    const r = await arbiter.apply(state, actor, actions[0]);
    if (!r.legal) throw new Error(`${game.gameId}: step ${i}: listed action judged illegal: ${r.violation?.code}`);
    record.push({ actor, action: actions[0] });
    state = r.state;
    turn = r.turn;
    states.push(state);
    turns.push(turn);
  }
  return { setup, state, turn, states, turns, record };
}
