// The gateway process: reads the settings (config.ts), starts the servers (server.ts), prints
// `listening on HOST:PORT` and `metrics on HOST:PORT` on stdout (the bound ports, also for port
// 0), and on SIGTERM/SIGINT drains for --drain_seconds and exits 0.
//
// Usage: node gateway/dist/main.js --upstream=127.0.0.1:50051 --listen=0.0.0.0:8080
//        (or `npm --prefix gateway start -- --flag=value`, or scripts/gateway.sh)
// Exit codes: 0 after a clean shutdown, 2 a bad flag (the message names it), 1 a port that
// cannot be bound or another start-up failure.
import { ConfigError, parseConfig, usage } from "./config.js";
import { Log } from "./log.js";
import { startGateway } from "./server.js";

async function main(): Promise<number> {
  let config;
  try {
    config = parseConfig(process.argv.slice(2), process.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`gateway: ${e.message}\n${usage()}\n`);
      return 2;
    }
    throw e;
  }
  if (config === "help") {
    process.stdout.write(usage() + "\n");
    return 0;
  }
  const log = new Log(config.logLevel);
  // Handlers first, so that a SIGTERM right after the ports are printed still drains.
  const stopRequested = new Promise<string>((resolve) => {
    process.once("SIGTERM", () => resolve("SIGTERM"));
    process.once("SIGINT", () => resolve("SIGINT"));
  });
  const gw = await startGateway(config, log);
  process.stdout.write(`listening on ${gw.address}\n` +
    (gw.grpcAddress ? `grpc on ${gw.grpcAddress}\n` : "") + `metrics on ${gw.metricsAddress}\n`);
  log.info("serving", { listen: gw.address, metrics: gw.metricsAddress, upstream: config.upstream,
    static_dir: config.staticDir });
  const signal = await stopRequested;
  log.info("draining", { signal, drain_seconds: config.drainSeconds });
  await gw.stop();
  log.info("stopped");
  return 0;
}

main().then((code) => process.exit(code), (e) => {
  process.stderr.write(`gateway: ${(e as Error).stack ?? e}\n`);
  process.exit(1);
});
