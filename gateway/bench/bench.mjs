// What the gateway costs: the same calls straight to arbiterd over gRPC and through the gateway
// (gRPC over h2c, Connect JSON and binary over HTTP/1.1, gRPC-Web), sequential and with 8 calls
// in flight, reported as calls per second and as a ratio to the direct gRPC figure. Not a test
// (no timing is asserted anywhere); run by hand, figures go to docs/gateway.md "Cost".
//
//   ARBITERD=build/service/arbiterd node gateway/bench/bench.mjs [CALLS]   (default 2000 per row)
import { connect } from "@arbiter/client/node";
import { startArbiterd, startProcess } from "../../clients/typescript/test/harness.mjs";
import { fileURLToPath } from "node:url";

const calls = Number(process.argv[2] ?? 2000);
const main = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const arbiterd = await startArbiterd();
const gw = await startProcess(process.execPath, [main, `--upstream=${arbiterd.address}`, "--listen=127.0.0.1:0",
  "--grpc_listen=127.0.0.1:0", "--metrics_listen=127.0.0.1:0", "--log_level=warn", "--static_dir="],
["listening on", "grpc on", "metrics on"]);
const http = `http://${gw.found["listening on"]}`;

const direct = connect(arbiterd.address);
const [game] = await direct.listGames();
const { state, turn } = await direct.newGame({ gameId: game.gameId, seatCount: game.minSeats, randomness: { seed: 1n } });
const seat = turn.actingSeats[0];
const { actions } = await direct.legalActions(state, seat);

async function measure(client, inflight) {
  const one = () => client.apply(state, seat, actions[0]);
  for (let i = 0; i < 50; i++) await one(); // warm-up: connections, JIT
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(Array.from({ length: inflight }, async () => {
    while (next++ < calls) {
      const r = await one();
      if (!r.legal) throw new Error("the benchmark's action was judged illegal");
    }
  }));
  return calls / (Number(process.hrtime.bigint() - start) / 1e9);
}

const rows = [
  ["arbiterd, gRPC (direct)", direct],
  ["gateway, gRPC (h2c)", connect(gw.found["grpc on"])],
  ["gateway, Connect JSON (HTTP/1.1)", connect(http, { protocol: "connect" })],
  ["gateway, Connect binary (HTTP/1.1)", connect(http, { protocol: "connect", binary: true })],
  ["gateway, gRPC-Web (HTTP/1.1)", connect(http, { protocol: "grpc-web" })],
];
console.log(`ApplyAction (${game.gameId}, first legal action of the first position), ${calls} calls per row`);
console.log("| Path | 1 in flight: calls/s | ratio | 8 in flight: calls/s | ratio |");
console.log("|---|---|---|---|---|");
let base;
for (const [name, client] of rows) {
  const seq = await measure(client, 1);
  const par = await measure(client, 8);
  base ??= { seq, par };
  console.log(`| ${name} | ${seq.toFixed(0)} | ${(seq / base.seq).toFixed(2)} | ${par.toFixed(0)} | ${(par / base.par).toFixed(2)} |`);
  client.close();
}
await gw.stop();
await arbiterd.stop();
