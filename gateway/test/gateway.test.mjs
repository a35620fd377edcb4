// The gateway end to end (CTest: gateway, label integration): a real arbiterd behind the real
// gateway process, called with curl (Connect's HTTP/JSON), through gRPC-Web and gRPC with the
// TypeScript client, and a recording fake upstream for what the gateway forwards.
//
//   ARBITERD=build/service/arbiterd node --test gateway/test/*.test.mjs
// Checks: every RulesService RPC through HTTP/JSON with curl (StreamReplayGame as Connect's
// enveloped stream); error codes and messages the same as arbiterd's own, and their HTTP status;
// a bad JSON body is a 400 naming the field; the deadline and the authorization header reach
// arbiterd (fake upstream), and a deadline that passes upstream is DEADLINE_EXCEEDED; tokens end
// to end; a short game of every game through gRPC-Web and through gRPC; /healthz, /readyz
// (503 when arbiterd is down); Prometheus metrics; static files; SIGTERM exits 0; the gateway's
// own TLS (HTTP/1.1 and HTTP/2 on one port).
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import http2 from "node:http2";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { fromJson, toJson, toBinary } from "@bufbuild/protobuf";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { AnySchema } from "@bufbuild/protobuf/wkt";
import { GameStateSchema } from "@arbiter/client";
import { connect } from "@arbiter/client/node";
import { registry } from "@arbiter/client/registry";
import { RulesService } from "@arbiter/client/gen/arbiter/v1/rules_service_pb";
import { makePki, makeTokens, playShort, startArbiterd, startProcess } from "../../clients/typescript/test/harness.mjs";

const main = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const run = promisify(execFile);

/** Starts the gateway in front of `upstream`; extra flags in `args`. */
async function startGateway(upstream, args = []) {
  const noGrpc = args.includes("--grpc_listen=");
  const p = await startProcess(process.execPath, [main, `--upstream=${upstream}`, "--listen=127.0.0.1:0",
    ...(noGrpc ? [] : ["--grpc_listen=127.0.0.1:0"]), "--metrics_listen=127.0.0.1:0", "--drain_seconds=1", ...args],
  noGrpc ? ["listening on", "metrics on"] : ["listening on", "grpc on", "metrics on"]);
  return { ...p, http: `http://${p.found["listening on"]}`, grpc: p.found["grpc on"], metrics: `http://${p.found["metrics on"]}` };
}

/** curl: POST `body` (JSON text) to `url`; returns HTTP status, headers text and body. */
async function curl(url, { body, headers = {}, method, binaryFile } = {}) {
  const args = ["-sS", "-D", "-", "--max-time", "30", "-H", "Expect:"]; // no 100-continue
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  if (method) args.push("-X", method);
  if (binaryFile) args.push("--data-binary", `@${binaryFile}`);
  else if (body !== undefined) args.push("-H", "content-type: application/json", "-d", body);
  args.push(url);
  const { stdout } = await run("curl", args, { maxBuffer: 64 << 20, encoding: "buffer" });
  const text = stdout.toString("latin1");
  const split = text.indexOf("\r\n\r\n");
  const head = text.slice(0, split);
  const status = Number(/^HTTP\/[\d.]+ (\d+)/.exec(head)[1]);
  return { status, head, raw: stdout.subarray(split + 4), body: stdout.subarray(split + 4).toString("utf8") };
}

const rpc = (gw, method) => `${gw.http}/arbiter.v1.RulesService/${method}`;
async function post(gw, method, message, headers) {
  const r = await curl(rpc(gw, method), { body: JSON.stringify(message), headers });
  return { ...r, json: JSON.parse(r.body) };
}

describe("gateway in front of arbiterd", () => {
  let arbiterd;
  let gw;
  let direct;
  let games;
  let staticDir;
  before(async () => {
    staticDir = mkdtempSync(join(tmpdir(), "gateway-static-"));
    writeFileSync(join(staticDir, "index.html"), "<!doctype html><title>playground test page</title>\n");
    mkdirSync(join(staticDir, "assets"));
    writeFileSync(join(staticDir, "assets", "app.js"), "console.log('app');\n");
    arbiterd = await startArbiterd();
    gw = await startGateway(arbiterd.address, [`--static_dir=${staticDir}`]);
    direct = connect(arbiterd.address);
    games = await direct.listGames();
  });
  after(async () => {
    direct?.close();
    if (gw) assert.equal((await gw.stop()).code, 0, "the gateway exits 0 on SIGTERM");
    await arbiterd?.stop();
  });

  test("every RPC through HTTP/JSON with curl", async (t) => {
    const list = await post(gw, "ListGames", {});
    assert.equal(list.status, 200);
    assert.deepEqual(list.json.games.map((g) => g.gameId), games.map((g) => g.gameId));
    for (const info of games) {
      await t.test(info.gameId, async () => {
        const setup = { gameId: info.gameId, seatCount: info.minSeats, randomness: { seed: "11" } };
        const started = await post(gw, "NewGame", { setup });
        assert.equal(started.status, 200, started.body);
        let state = started.json.state;
        let turn = started.json.turn;
        assert.equal(state.gameId, info.gameId);
        assert.match(state.payload["@type"], new RegExp(`arbiter\\.games\\.${info.gameId}\\.v1\\.`));
        const steps = [];
        for (let i = 0; i < 6 && turn.actingSeats?.length; i++) {
          const actor = { seat: turn.actingSeats[0] };
          const legal = await post(gw, "ListLegalActions", { state, actor });
          assert.equal(legal.status, 200, legal.body);
          assert.ok(legal.json.actions.length > 0);
          const action = legal.json.actions[0];
          assert.ok(action["@type"], "actions are Any with @type");
          const applied = await post(gw, "ApplyAction", { state, actor, action });
          assert.equal(applied.status, 200, applied.body);
          assert.equal(applied.json.legal, true);
          steps.push({ actor, action });
          state = applied.json.state;
          turn = applied.json.turn;
        }
        assert.ok(steps.length > 0);
        for (const viewer of [{ seat: 0 }, { spectator: true }]) {
          const view = await post(gw, "GetPlayerView", { state, viewer });
          assert.equal(view.status, 200, view.body);
          assert.equal(view.json.view.gameId, info.gameId);
        }
        const replay = await post(gw, "ReplayGame", { record: { setup, steps } });
        assert.equal(replay.status, 200, replay.body);
        assert.equal(replay.json.report.verdict, "REPLAY_VERDICT_VALID", replay.body);
        assert.equal(replay.json.report.stepsApplied, steps.length);

        // StreamReplayGame: Connect's client stream, enveloped JSON messages (5-byte prefix).
        const envelope = (msg) => {
          const data = Buffer.from(JSON.stringify(msg));
          const head = Buffer.alloc(5);
          head.writeUInt32BE(data.length, 1);
          return Buffer.concat([head, data]);
        };
        const file = join(staticDir, `stream-${info.gameId}.bin`);
        writeFileSync(file, Buffer.concat([envelope({ header: { setup } }), envelope({ steps: { steps } })]));
        const stream = await curl(rpc(gw, "StreamReplayGame"), {
          binaryFile: file, headers: { "content-type": "application/connect+json", "connect-protocol-version": "1" },
        });
        assert.equal(stream.status, 200, stream.head);
        // The answer: one enveloped message (the report), then the end-of-stream envelope.
        const len = stream.raw.readUInt32BE(1);
        const report = JSON.parse(stream.raw.subarray(5, 5 + len).toString("utf8"));
        assert.equal(report.report.verdict, "REPLAY_VERDICT_VALID", JSON.stringify(report));
        const endFlags = stream.raw[5 + len];
        assert.equal(endFlags & 0x02, 0x02, "end-of-stream envelope");
        assert.equal(stream.raw.subarray(10 + len).toString("utf8"), "{}", "no error at the end");

        // An illegal action: the same answer as arbiterd's, legal false with the violation.
        const idle = [...Array(info.minSeats).keys()].find((s) => !turn.actingSeats.includes(s));
        if (idle !== undefined && turn.actingSeats.length > 0) {
          const { json: { actions } } = await post(gw, "ListLegalActions", { state, actor: { seat: turn.actingSeats[0] } });
          const bad = await post(gw, "ApplyAction", { state, actor: { seat: idle }, action: actions[0] });
          assert.equal(bad.status, 200, bad.body);
          assert.equal(bad.json.legal ?? false, false);
          assert.ok(bad.json.violation.code, bad.body);
        }
      });
    }
  });

  test("errors: the same gRPC code and message as arbiterd's, HTTP status by Connect's table", async () => {
    const info = games[0];
    const started = await direct.newGame({ gameId: info.gameId, seatCount: info.minSeats, randomness: { seed: 2n } });
    const state = started.state;
    const stateJson = toJson(GameStateSchema, state, { registry });
    const actor = started.turn.actingSeats[0];
    const action = toJson(AnySchema, (await direct.legalActions(state, actor)).actions[0], { registry });
    const cases = [
      { method: "NewGame", body: { setup: { gameId: "no_such_game", seatCount: 2 } }, code: "not_found", http: 404, field: /^setup\.game_id: / },
      { method: "NewGame", body: { setup: { gameId: info.gameId, seatCount: info.maxSeats + 1 } }, code: "invalid_argument", http: 400, field: /^setup\.seat_count: / },
      { method: "ListLegalActions", body: { state: stateJson, actor: { seat: 42 } }, code: "invalid_argument", http: 400, field: /^actor\.seat: / },
      { method: "GetPlayerView", body: { viewer: { seat: 0 } }, code: "invalid_argument", http: 400, field: /^state: / },
      { method: "ApplyAction", body: { state: { ...stateJson, rulesVersion: "no-such-version" }, actor: { seat: actor }, action }, code: "failed_precondition", http: 400, field: /rules_version/ },
    ];
    const camel = (m) => m[0].toLowerCase() + m.slice(1);
    for (const c of cases) {
      const r = await post(gw, c.method, c.body);
      assert.equal(r.json.code, c.code, `${c.method}: ${r.body}`);
      assert.equal(r.status, c.http, `${c.method}: HTTP status`);
      assert.match(r.json.message, c.field);
      // arbiterd's own answer to the same request, over gRPC.
      const request = fromJson(RulesService.method[camel(c.method)].input, c.body, { registry });
      const err = await direct.rpc[camel(c.method)](request).then(() => undefined, (e) => e);
      assert.ok(err, `${c.method}: arbiterd refuses it too`);
      assert.equal(err.rawMessage, r.json.message, `${c.method}: message passed on unchanged`);
      assert.equal(err.code, { not_found: 5, invalid_argument: 3, failed_precondition: 9 }[c.code]);
    }
  });

  test("a bad JSON body is a 400 naming the field", async () => {
    const cases = [
      [{ setup: { gameId: "x", seatCount: "two" } }, /arbiter\.v1\.GameSetup\.seat_count/],
      [{ setupp: {} }, /"setupp" is unknown/],
      // protobuf-es names the enum's type here, not the field.
      [{ setup: { randomness: { mode: "NO_SUCH_MODE" } } }, /arbiter\.v1\.RandomnessMode from JSON: "NO_SUCH_MODE"/],
    ];
    for (const [body, field] of cases) {
      const r = await post(gw, "NewGame", body);
      assert.equal(r.status, 400, r.body);
      assert.equal(r.json.code, "invalid_argument");
      assert.match(r.json.message, field);
    }
    const truncated = await curl(rpc(gw, "NewGame"), { body: '{"setup": {' });
    assert.equal(truncated.status, 400);
    assert.equal(JSON.parse(truncated.body).code, "invalid_argument");
    const action = await post(gw, "ApplyAction", { action: { "@type": "type.googleapis.com/no.such.Type" } });
    assert.equal(action.status, 400);
    assert.match(action.json.message, /no\.such\.Type/);
  });

  test("hostile requests get a status, and the gateway keeps serving", async () => {
    const big = join(staticDir, "big.json");
    writeFileSync(big, `{"setup": {"gameId": "${"x".repeat(5 << 20)}"}}`);
    const over = await curl(rpc(gw, "NewGame"), { binaryFile: big, headers: { "content-type": "application/json" } });
    assert.equal(over.status, 429);
    assert.equal(JSON.parse(over.body).code, "resource_exhausted");
    assert.match(JSON.parse(over.body).message, /larger than configured readMaxBytes 4194304/);
    assert.equal((await curl(rpc(gw, "NewGame"), { method: "GET" })).status, 405);
    assert.equal((await curl(rpc(gw, "NewGame"), { body: "x", headers: { "content-type": "text/plain" } })).status, 415);
    assert.equal((await curl(rpc(gw, "NoSuchMethod"), { body: "{}" })).status, 404);
    const array = await post(gw, "NewGame", [1, 2]);
    assert.equal(array.status, 400);
    const timeout = await post(gw, "ListGames", {}, { "connect-timeout-ms": "abc" });
    assert.equal(timeout.status, 400);
    assert.match(timeout.json.message, /connect timeout/);
    assert.equal((await post(gw, "ListGames", {})).status, 200, "still serving");
  });

  test("a short game of every game through gRPC-Web and through gRPC", async (t) => {
    for (const [name, client] of [["grpc-web", connect(gw.http, { protocol: "grpc-web" })],
                                  ["connect-binary", connect(gw.http, { protocol: "connect", binary: true })],
                                  ["grpc", connect(gw.grpc)]]) {
      await t.test(name, async () => {
        for (const info of games) {
          const game = await playShort(client, info, 8);
          assert.ok(game.record.length > 0, info.gameId);
          const same = await playShort(direct, info, 8);
          assert.deepEqual(toBinary(GameStateSchema, game.state), toBinary(GameStateSchema, same.state),
            `${info.gameId}: same state as arbiterd's`);
        }
        await assert.rejects(client.newGame({ gameId: "no_such_game", seatCount: 2 }), (e) => e.codeName === "NOT_FOUND" && /^setup\.game_id/.test(e.message));
        client.close();
      });
    }
  });

  test("health: /healthz, /readyz; 503 when arbiterd is down", async () => {
    const live = await curl(`${gw.http}/healthz`);
    assert.equal(live.status, 200);
    assert.equal(JSON.parse(live.body).status, "SERVING");
    const ready = await curl(`${gw.http}/readyz`);
    assert.equal(ready.status, 200, ready.body);
    const orphan = await startGateway("127.0.0.1:1");
    try {
      const r = await curl(`${orphan.http}/readyz`);
      assert.equal(r.status, 503);
      assert.match(JSON.parse(r.body).detail, /UNAVAILABLE/);
      assert.equal((await curl(`${orphan.http}/healthz`)).status, 200, "alive without arbiterd");
      const call = await post(orphan, "ListGames", {});
      assert.equal(call.json.code, "unavailable");
      assert.equal(call.status, 503);
    } finally {
      await orphan.stop();
    }
  });

  test("static files of --static_dir", async () => {
    const index = await curl(`${gw.http}/`);
    assert.equal(index.status, 200);
    assert.match(index.body, /playground test page/);
    assert.match(index.head, /content-type: text\/html/i);
    const asset = await curl(`${gw.http}/assets/app.js`);
    assert.equal(asset.status, 200);
    assert.match(asset.head, /content-type: (text|application)\/javascript/i);
    assert.equal((await curl(`${gw.http}/no/such/file.js`)).status, 404);
  });

  test("metrics: requests by method, protocol and code", async () => {
    await post(gw, "NewGame", { setup: { gameId: "no_such_game", seatCount: 2 } });
    const r = await curl(`${gw.metrics}/metrics`);
    assert.equal(r.status, 200);
    const value = (re) => {
      const m = new RegExp(`^${re} (\\d+(?:\\.\\d+)?)$`, "m").exec(r.body);
      return m ? Number(m[1]) : 0;
    };
    assert.ok(value('gateway_requests_total\\{method="ListGames",protocol="connect",code="OK"\\}') >= 1, r.body);
    assert.ok(value('gateway_requests_total\\{method="NewGame",protocol="connect",code="NOT_FOUND"\\}') >= 1);
    assert.ok(value('gateway_requests_total\\{method="NewGame",protocol="connect",code="INVALID_ARGUMENT"\\}') >= 1,
      "bad JSON bodies are counted with their code");
    assert.ok(value('gateway_requests_total\\{method="NewGame",protocol="grpc_web",code="OK"\\}') >= 1);
    assert.ok(value('gateway_requests_total\\{method="NewGame",protocol="grpc",code="OK"\\}') >= 1);
    assert.ok(value('gateway_upstream_errors_total\\{method="NewGame",code="NOT_FOUND"\\}') >= 1);
    assert.ok(value('gateway_request_duration_seconds_count\\{method="ApplyAction",protocol="connect"\\}') >= 1);
    assert.equal(value("gateway_inflight_requests"), 0);
    assert.match(r.body, /^gateway_process_cpu_seconds_total /m);
  });
});

describe("what the gateway forwards (a recording fake upstream)", () => {
  let fake;
  let gw;
  const seen = [];
  before(async () => {
    // A gRPC server (connect-node over h2c) that records each call's headers; ListGames answers
    // at once, NewGame waits until the call is cancelled or its deadline passes.
    const handler = connectNodeAdapter({
      routes: (router) => router.service(RulesService, {
        listGames: (_req, ctx) => {
          seen.push({ method: "ListGames", timeout: ctx.requestHeader.get("grpc-timeout"), authorization: ctx.requestHeader.get("authorization"), remaining: ctx.timeoutMs() });
          return { games: [] };
        },
        newGame: (_req, ctx) => new Promise((_resolve, reject) => {
          const call = { method: "NewGame", timeout: ctx.requestHeader.get("grpc-timeout"), aborted: false };
          seen.push(call);
          ctx.signal.addEventListener("abort", () => { call.aborted = true; reject(ctx.signal.reason); });
        }),
      }),
    });
    fake = http2.createServer(handler);
    await new Promise((r) => fake.listen(0, "127.0.0.1", r));
    gw = await startGateway(`127.0.0.1:${fake.address().port}`);
  });
  after(async () => {
    await gw?.stop();
    fake?.close();
  });

  test("Connect's connect-timeout-ms and the authorization header reach arbiterd", async () => {
    seen.length = 0;
    const r = await post(gw, "ListGames", {}, { "connect-timeout-ms": "7000", authorization: "Bearer the-callers-token" });
    assert.equal(r.status, 200, r.body);
    assert.equal(seen.length, 1);
    assert.equal(seen[0].authorization, "Bearer the-callers-token");
    assert.match(seen[0].timeout, /^\d+[mu]$/, "grpc-timeout set upstream");
    assert.ok(seen[0].remaining > 0 && seen[0].remaining <= 7000, `remaining ${seen[0].remaining} ms of 7000`);
  });

  test("gRPC-Web's grpc-timeout reaches arbiterd; no token sent, none forwarded", async () => {
    seen.length = 0;
    const client = connect(gw.http, { protocol: "grpc-web", timeoutMs: 9000 });
    await client.listGames();
    assert.equal(seen[0].authorization, null);
    assert.ok(seen[0].remaining > 0 && seen[0].remaining <= 9000, `remaining ${seen[0].remaining} ms of 9000`);
    client.close();
  });

  test("a deadline that passes upstream is DEADLINE_EXCEEDED, and the upstream call ends", async () => {
    seen.length = 0;
    const r = await post(gw, "NewGame", { setup: {} }, { "connect-timeout-ms": "300" });
    assert.equal(r.json.code, "deadline_exceeded", r.body);
    assert.equal(r.status, 504);
    assert.equal(seen[0].method, "NewGame");
    assert.match(seen[0].timeout, /^\d+[mu]$/);
    // The upstream handler saw its call end (its signal aborted), not left running.
    for (let i = 0; i < 100 && !seen[0].aborted; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(seen[0].aborted, true);
  });
});

describe("tokens end to end, TLS to arbiterd", () => {
  let arbiterd;
  let gw;
  let tokens;
  before(async () => {
    // arbiterd takes tokens only over TLS: the gateway trusts its CA (--upstream_ca_file) and
    // presents a client certificate (mutual TLS).
    const pki = makePki();
    tokens = makeTokens(pki.dir);
    arbiterd = await startArbiterd([`--auth_tokens_file=${tokens.file}`, `--tls_cert_file=${pki.serverCert}`,
      `--tls_key_file=${pki.serverKey}`, `--tls_client_ca_file=${pki.ca}`]);
    gw = await startGateway(arbiterd.address, [`--upstream_ca_file=${pki.ca}`,
      `--upstream_cert_file=${pki.clientCert}`, `--upstream_key_file=${pki.clientKey}`]);
  });
  after(async () => {
    await gw?.stop();
    await arbiterd?.stop();
  });

  test("no token: 401 unauthenticated from arbiterd; the token: OK; readiness needs none", async () => {
    const none = await post(gw, "ListGames", {});
    assert.equal(none.status, 401);
    assert.equal(none.json.code, "unauthenticated");
    assert.match(none.json.message, /authorization/);
    const ok = await post(gw, "ListGames", {}, { authorization: `Bearer ${tokens.token}` });
    assert.equal(ok.status, 200, ok.body);
    assert.ok(ok.json.games.length >= 1);
    assert.equal((await curl(`${gw.http}/readyz`)).status, 200, "health needs no token");
    const client = connect(gw.http, { protocol: "grpc-web", token: tokens.token });
    assert.ok((await client.listGames()).length >= 1);
    client.close();
  });
});

describe("the gateway's own TLS", () => {
  let arbiterd;
  let gw;
  let pki;
  before(async () => {
    pki = makePki();
    arbiterd = await startArbiterd();
    gw = await startGateway(arbiterd.address, [`--tls_cert_file=${pki.serverCert}`, `--tls_key_file=${pki.serverKey}`,
      "--grpc_listen="]);
  });
  after(async () => {
    await gw?.stop();
    await arbiterd?.stop();
  });

  test("HTTPS on --listen: Connect over HTTP/1.1 and HTTP/2, gRPC over HTTP/2, one port", async () => {
    const url = `https://${gw.found["listening on"]}/arbiter.v1.RulesService/ListGames`;
    for (const version of ["--http1.1", "--http2"]) {
      const { stdout } = await run("curl", ["-sS", version, "--cacert", pki.ca, "-H", "content-type: application/json",
        "-d", "{}", "-w", "\\n%{http_version}", url]);
      const [body, httpVersion] = stdout.trim().split("\n");
      assert.ok(JSON.parse(body).games.length >= 1);
      assert.equal(httpVersion, version === "--http2" ? "2" : "1.1");
    }
    const grpc = connect(`https://${gw.found["listening on"]}`, { tls: { caFile: pki.ca } });
    assert.ok((await grpc.listGames()).length >= 1);
    grpc.close();
    // Plain HTTP to the TLS port gets no answer.
    await assert.rejects(run("curl", ["-sS", "--max-time", "5", "-H", "content-type: application/json", "-d", "{}",
      url.replace("https:", "http:")]));
  });
});
