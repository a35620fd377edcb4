// Several replicas (src/replicas.ts; CTest: typescript_client_replicas, label integration):
// connect("ipv4:A,B,C") calls three real arbiterd round-robin (each one's /metrics counts its
// share) and loses no call when one is SIGKILLed and another SIGTERMed; and the retry policy
// against scripted transports: which codes are retried, how many tries, a replica answering
// UNAVAILABLE skipped, the budget, the caller's own abort.
//
//   ARBITERD=build/service/arbiterd node --test clients/typescript/test/replicas.test.mjs
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { Code, ConnectError } from "@connectrpc/connect";
import { RoundRobinTransport, parseTargets } from "../dist/index.js";
import { connect } from "../dist/node.js";
import { startArbiterd } from "./harness.mjs";

async function listGamesCalls(server) {
  const text = await (await fetch(`http://${server.metrics}/metrics`)).text();
  let calls = 0;
  for (const m of text.matchAll(/^arbiter_requests_total\{([^}]*)\} (\S+)$/gm)) {
    if (m[1].includes('method="ListGames"')) calls += Number(m[2]);
  }
  return calls;
}

describe("three arbiterd replicas", () => {
  test("round-robin over them, no call lost when one is SIGKILLed and one SIGTERMed", async () => {
    const servers = [await startArbiterd(), await startArbiterd(), await startArbiterd()];
    const [killed, drained, kept] = servers;
    const arbiter = connect("ipv4:" + servers.map((s) => s.address).join(","), { timeoutMs: 10_000 });
    try {
      for (let i = 0; i < 30; i++) assert.ok((await arbiter.listGames()).length > 0);
      assert.deepEqual(await Promise.all(servers.map(listGamesCalls)), [10, 10, 10]);
      killed.proc.kill("SIGKILL");
      await killed.exit;
      for (let i = 0; i < 30; i++) assert.ok((await arbiter.listGames()).length > 0);
      assert.equal((await drained.stop()).code, 0);
      const before = await listGamesCalls(kept);
      for (let i = 0; i < 30; i++) assert.ok((await arbiter.listGames()).length > 0);
      assert.equal(await listGamesCalls(kept), before + 30);
    } finally {
      arbiter.close();
      for (const s of servers) await s.stop();
    }
  });
});

/** A transport whose unary calls answer from `script` (a Code to throw, or "ok"), counting them. */
function scripted(script) {
  const t = {
    calls: 0,
    async unary() {
      const step = script[Math.min(t.calls++, script.length - 1)];
      if (step === "ok") return { message: {} };
      throw new ConnectError("scripted", step);
    },
    stream() { throw new Error("not used"); },
  };
  return t;
}

const call = (transport, signal, timeoutMs = 10_000) =>
  transport.unary({ name: "ListGames" }, signal, timeoutMs, undefined, {});

describe("retry policy", () => {
  test("UNAVAILABLE and CANCELLED are retried on the next replica, up to maxAttempts", async () => {
    const a = scripted([Code.Unavailable]);
    const b = scripted([Code.Canceled, "ok"]);
    const rr = new RoundRobinTransport([a, b]);
    // a: UNAVAILABLE (now skipped), b: CANCELLED, b again (a skipped): ok.
    await call(rr);
    assert.deepEqual([a.calls, b.calls], [1, 2]);
    await call(rr);  // a still skipped: b
    assert.deepEqual([a.calls, b.calls], [1, 3]);
    const down = scripted([Code.Unavailable]);
    await assert.rejects(call(new RoundRobinTransport([down])), (e) => e.code === Code.Unavailable);
    assert.equal(down.calls, 5);
    const once = scripted([Code.Unavailable]);
    await assert.rejects(call(new RoundRobinTransport([once], { maxAttempts: 1 })));
    assert.equal(once.calls, 1);
    assert.throws(() => new RoundRobinTransport([once], { maxAttempts: 6 }), /maxAttempts: 6/);
  });

  test("other codes and the caller's own abort are never retried", async () => {
    for (const code of [Code.InvalidArgument, Code.DeadlineExceeded, Code.Internal, Code.NotFound]) {
      const t = scripted([code, "ok"]);
      await assert.rejects(call(new RoundRobinTransport([t])), (e) => e.code === code);
      assert.equal(t.calls, 1, Code[code]);
    }
    const t = scripted([Code.Canceled, "ok"]);
    await assert.rejects(call(new RoundRobinTransport([t]), AbortSignal.abort()));
    assert.equal(t.calls, 1);
  });

  test("the budget: retries stop once half the tokens are spent", async () => {
    const down = scripted([Code.Unavailable]);
    const rr = new RoundRobinTransport([down]);
    for (let i = 0; i < 30; i++) await assert.rejects(call(rr));
    // 100 tokens, -1 per failed try, no retry at 50 or fewer: 50 tries retried in all (10 calls
    // of 5 tries), then one try per call.
    assert.equal(down.calls, 10 * 5 + 20);
  });

  test("targets", () => {
    assert.deepEqual(parseTargets("127.0.0.1:1"), ["127.0.0.1:1"]);
    assert.deepEqual(parseTargets("ipv4:10.0.0.1:1,10.0.0.2:2"), ["10.0.0.1:1", "10.0.0.2:2"]);
    assert.deepEqual(parseTargets("ipv6:[::1]:1,[::1]:2"), ["[::1]:1", "[::1]:2"]);
    assert.throws(() => parseTargets("ipv4:a:1,,b:2"), /empty address/);
  });
});
