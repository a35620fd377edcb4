// The TypeScript client against a real arbiterd (CTest: typescript_client, label integration):
// a short game of every game the server lists (new game, legal actions, apply, views of every
// seat and the spectator, the game replayed as a record), an illegal action answered with its
// violation, bad requests thrown as ArbiterError with the gRPC code and the field, actions given
// as JSON, bearer tokens, TLS and mutual TLS, and the README's example run as written.
//
//   ARBITERD=build/service/arbiterd node --test clients/typescript/test/
import { after, before, describe, test } from "node:test";
import { execFile } from "node:child_process";
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import assert from "node:assert/strict";
import { create, toJson } from "@bufbuild/protobuf";
import { AnySchema } from "@bufbuild/protobuf/wkt";
import { ArbiterError, GameRecordSchema, ReplayVerdict, registry, unpack } from "../dist/index.js";
import { connect } from "../dist/node.js";
import { actorToMove, makePki, makeTokens, playShort, startArbiterd } from "./harness.mjs";

const STEPS = 12;

/** A GameRecord of the steps playShort made. */
function recordOf(game) {
  return create(GameRecordSchema, {
    setup: game.setup,
    steps: game.record.map(({ actor, action }) => ({
      actor: { kind: actor === "chance" ? { case: "chance", value: true } : { case: "seat", value: actor } },
      action,
    })),
  });
}

describe("against arbiterd", () => {
  let server;
  let arbiter;
  let games;
  before(async () => {
    server = await startArbiterd();
    arbiter = connect(server.address, { timeoutMs: 30_000 });
    games = await arbiter.listGames();
  });
  after(async () => {
    arbiter?.close();
    await server?.stop();
  });

  test("listGames lists games with seats and violation codes", () => {
    assert.ok(games.length >= 1);
    for (const g of games) {
      assert.match(g.gameId, /^[a-z0-9_]+$/);
      assert.ok(g.minSeats >= 1 && g.maxSeats >= g.minSeats, g.gameId);
      assert.ok(g.violations.length > 0, `${g.gameId} lists its violation codes`);
    }
  });

  test("a short game of every game: new, legal, apply, view, replay", async (t) => {
    for (const info of games) {
      await t.test(info.gameId, async () => {
        const game = await playShort(arbiter, info, STEPS);
        assert.ok(game.record.length > 0, "at least one step played");
        assert.equal(game.state.gameId, info.gameId);
        const payload = unpack(game.state.payload);
        assert.ok(payload, "the state's payload unpacks with the generated registry");
        assert.match(payload.$typeName, new RegExp(`^arbiter\\.games\\.${info.gameId}\\.v1\\.`));
        for (const viewer of [...Array(game.setup.seatCount).keys(), "spectator"]) {
          const v = await arbiter.view(game.state, viewer);
          assert.equal(v.view.gameId, info.gameId, `view of ${viewer}`);
          assert.ok(unpack(v.view.payload), `view of ${viewer} unpacks`);
          assert.deepEqual(v.turn.actingSeats, game.turn.actingSeats);
        }
        const report = await arbiter.replay(recordOf(game));
        assert.equal(report.verdict, ReplayVerdict.VALID, report.detail);
        assert.equal(report.stepsApplied, game.record.length);
        // The same record as proto3 JSON (what `arbiter replay` reads) replays the same.
        const json = toJson(GameRecordSchema, recordOf(game), { registry });
        assert.equal((await arbiter.replay(json)).verdict, ReplayVerdict.VALID);
      });
    }
  });

  test("an illegal action is an answer with the violation, not an error", async (t) => {
    for (const info of games) {
      await t.test(info.gameId, async () => {
        // The first position of a short game where some seat may not act; the seat to move's
        // own action, sent by that idle seat. Two seats at least: a solo game (Voyages) has
        // no idle seat.
        const seats = Math.min(Math.max(info.minSeats, 2), info.maxSeats);
        const game = await playShort(arbiter, info, STEPS, 3n, seats);
        const at = game.turns.findIndex((t) => t.actingSeats.length > 0 &&
          [...Array(seats).keys()].some((s) => !t.actingSeats.includes(s)));
        assert.ok(at >= 0, "some position of the game has an idle seat");
        const [state, turn] = [game.states[at], game.turns[at]];
        const { actions } = await arbiter.legalActions(state, turn.actingSeats[0]);
        const idle = [...Array(seats).keys()].find((s) => !turn.actingSeats.includes(s));
        const r = await arbiter.apply(state, idle, actions[0]);
        assert.equal(r.legal, false);
        assert.ok(r.violation.code.length > 0, "violation code");
        assert.ok(r.violation.message.length > 0, "violation message");
        assert.ok(info.violations.some((v) => v.code === r.violation.code), `${r.violation.code} is listed in GameInfo.violations`);
        assert.equal(r.state, undefined, "no next state");
        // validateOnly judges the same.
        const v = await arbiter.apply(state, idle, actions[0], { validateOnly: true });
        assert.equal(v.violation.code, r.violation.code);
      });
    }
  });

  test("actions as JSON with @type and as the game's own message", async () => {
    const info = games[0];
    const { state, turn } = await arbiter.newGame({ gameId: info.gameId, seatCount: info.minSeats, randomness: { seed: 5n } });
    const actor = actorToMove(turn);
    const { actions } = await arbiter.legalActions(state, actor);
    const json = toJson(AnySchema, actions[0], { registry });
    assert.match(json["@type"], new RegExp(`arbiter\\.games\\.${info.gameId}\\.v1\\.`));
    assert.equal((await arbiter.apply(state, actor, json)).legal, true);
    assert.equal((await arbiter.apply(state, actor, unpack(actions[0]))).legal, true);
  });

  test("bad requests throw ArbiterError with the gRPC code and the field", async () => {
    const info = games[0];
    await assert.rejects(arbiter.newGame({ gameId: "no_such_game", seatCount: 2 }), (e) => {
      assert.ok(e instanceof ArbiterError);
      assert.equal(e.codeName, "NOT_FOUND");
      assert.equal(e.code, 5);
      assert.match(e.message, /^setup\.game_id: /);
      assert.equal(e.retryable, false);
      return true;
    });
    await assert.rejects(arbiter.newGame({ gameId: info.gameId, seatCount: info.maxSeats + 1 }), (e) => {
      assert.equal(e.codeName, "INVALID_ARGUMENT");
      assert.match(e.message, /^setup\.seat_count: /);
      return true;
    });
    const { state, turn } = await arbiter.newGame({ gameId: info.gameId, seatCount: info.minSeats, randomness: { seed: 1n } });
    const { actions } = await arbiter.legalActions(state, actorToMove(turn));
    await assert.rejects(arbiter.apply(state, 99, actions[0]), (e) => {
      assert.equal(e.codeName, "INVALID_ARGUMENT");
      assert.match(e.message, /^actor\.seat: /);
      return true;
    });
    await assert.rejects(arbiter.legalActions({ ...state, gameId: "no_such_game" }, 0), (e) => {
      assert.equal(e.codeName, "NOT_FOUND");
      return true;
    });
    await assert.rejects(arbiter.view({ ...state, payload: undefined }, 0), (e) => {
      assert.equal(e.codeName, "INVALID_ARGUMENT");
      assert.match(e.message, /^state\.payload/);
      return true;
    });
  });

  test("a cancelled call is CANCELLED and retryable", async () => {
    await assert.rejects(arbiter.listGames({ signal: AbortSignal.abort() }), (e) => {
      assert.equal(e.codeName, "CANCELLED");
      assert.equal(e.retryable, true);
      return true;
    });
  });

  test("an unreachable server is UNAVAILABLE", async () => {
    const nobody = connect("127.0.0.1:1");
    await assert.rejects(nobody.listGames(), (e) => e instanceof ArbiterError && e.codeName === "UNAVAILABLE");
    nobody.close();
  });
});

describe("TLS and tokens", () => {
  let pki;
  let tokens;
  let server;
  before(async () => {
    pki = makePki();
    tokens = makeTokens(pki.dir);
    server = await startArbiterd([`--tls_cert_file=${pki.serverCert}`, `--tls_key_file=${pki.serverKey}`,
      `--tls_client_ca_file=${pki.ca}`, `--auth_tokens_file=${tokens.file}`]);
  });
  after(async () => server?.stop());

  test("mutual TLS with the token answers", async () => {
    const a = connect(server.address, { tls: { caFile: pki.ca, certFile: pki.clientCert, keyFile: pki.clientKey }, token: tokens.token });
    assert.ok((await a.listGames()).length >= 1);
    a.close();
  });

  test("no token is UNAUTHENTICATED, a wrong one too", async () => {
    const tls = { caFile: pki.ca, certFile: pki.clientCert, keyFile: pki.clientKey };
    for (const token of [undefined, "ffffffffffffffffffffffffffffffff"]) {
      const a = connect(server.address, { tls, token });
      await assert.rejects(a.listGames(), (e) => {
        assert.equal(e.codeName, "UNAUTHENTICATED");
        return true;
      });
      a.close();
    }
  });

  test("without the server's CA, or without a client certificate, the call fails (retryable)", async () => {
    // No CA: the client refuses the server's certificate (UNAVAILABLE). No client certificate:
    // under TLS 1.3 the server refuses it after the client's handshake is done, which the
    // client sees as its stream reset (CANCELLED) or the connection closed (UNAVAILABLE).
    for (const [tls, codes] of [[{ certFile: pki.clientCert, keyFile: pki.clientKey }, ["UNAVAILABLE"]],
                                [{ caFile: pki.ca }, ["UNAVAILABLE", "CANCELLED"]]]) {
      const a = connect(server.address, { tls, token: tokens.token });
      await assert.rejects(a.listGames(), (e) => {
        assert.ok(codes.includes(e.codeName), `${e.codeName}: ${e.message}`);
        assert.equal(e.retryable, true);
        return true;
      });
      a.close();
    }
  });
});

describe("README", () => {
  let server;
  before(async () => { server = await startArbiterd(); });
  after(async () => server?.stop());

  test("the README's example runs as written", async () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const code = /## Example[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)[1];
    // Inside the package, so "@arbiter/client" resolves to this package (self-reference).
    const file = new URL("./readme-example.tmp.mjs", import.meta.url);
    writeFileSync(file, code);
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [fileURLToPath(file)],
        { env: { ...process.env, ARBITER: server.address } });
      assert.match(stdout, /^seat \d+ played arbiter\.games\.\w+\.v1\.\w+; next: /m);
      assert.match(stdout, /^spectator's view: type\.googleapis\.com\/arbiter\.games\./m);
      assert.match(stdout, /^NOT_FOUND: setup\.game_id: /m);
    } finally {
      unlinkSync(file);
    }
  });
});
