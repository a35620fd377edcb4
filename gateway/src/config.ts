// The gateway's settings: each a flag and an environment variable (the flag wins), like
// arbiterd's (docs/operations.md "Settings"). `node dist/main.js --help` lists them.
//
// Usage: const config = parseConfig(process.argv.slice(2), process.env);
// Errors: an unknown flag or a bad value throws ConfigError naming the flag; main.ts prints it
// and exits 2, as arbiterd does.
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";

export class ConfigError extends Error {}

export interface Config {
  /** HOST:PORT serving Connect and gRPC-Web over HTTP/1.1 (and HTTP/2 with TLS). */
  listen: string;
  /** HOST:PORT serving gRPC (and the other two) over cleartext HTTP/2; "" for none. */
  grpcListen: string;
  /** HOST:PORT serving Prometheus /metrics (and /healthz). */
  metricsListen: string;
  /** arbiterd's gRPC address, HOST:PORT. */
  upstream: string;
  /** TLS to arbiterd: CA, client certificate and key for mutual TLS, name to verify. */
  upstreamTls: boolean;
  upstreamCaFile?: string;
  upstreamCertFile?: string;
  upstreamKeyFile?: string;
  upstreamServerName?: string;
  /** The gateway's own TLS (HTTPS, HTTP/2 with HTTP/1.1 fallback). */
  tlsCertFile?: string;
  tlsKeyFile?: string;
  /** Static files served at / (the playground's build); "" serves none. */
  staticDir: string;
  /** Largest request message accepted (bytes); as arbiterd's --max_message_bytes. */
  maxMessageBytes: number;
  /** How long started calls may run after SIGTERM/SIGINT (seconds). */
  drainSeconds: number;
  /** Upstream readiness check deadline (ms) for /readyz. */
  readyTimeoutMs: number;
  logLevel: "debug" | "info" | "warn" | "error" | "off";
}

// The repository's playground build, relative to this file (gateway/dist/config.js).
const defaultStaticDir = fileURLToPath(new URL("../../playground/dist", import.meta.url));

const flags = {
  listen: ["GATEWAY_LISTEN", "0.0.0.0:8080", "Connect (HTTP/JSON), gRPC-Web, health, static files: HTTP/1.1 (HTTP/2 too with TLS); port 0 picks a free port"],
  grpc_listen: ["GATEWAY_GRPC_LISTEN", "0.0.0.0:8090", "gRPC over cleartext HTTP/2 (prior knowledge), same paths; \"\" for none"],
  metrics_listen: ["GATEWAY_METRICS_LISTEN", "0.0.0.0:9465", "Prometheus /metrics address"],
  upstream: ["GATEWAY_UPSTREAM", "127.0.0.1:50051", "arbiterd's gRPC address"],
  upstream_tls: ["GATEWAY_UPSTREAM_TLS", "false", "TLS to arbiterd (implied by the upstream_* files)"],
  upstream_ca_file: ["GATEWAY_UPSTREAM_CA_FILE", "", "PEM CAs that issued arbiterd's certificate"],
  upstream_cert_file: ["GATEWAY_UPSTREAM_CERT_FILE", "", "PEM client certificate (arbiterd --tls_client_ca_file)"],
  upstream_key_file: ["GATEWAY_UPSTREAM_KEY_FILE", "", "its PEM private key"],
  upstream_server_name: ["GATEWAY_UPSTREAM_SERVER_NAME", "", "name to verify arbiterd's certificate against"],
  tls_cert_file: ["GATEWAY_TLS_CERT_FILE", "", "PEM certificate chain: the gateway serves HTTPS only"],
  tls_key_file: ["GATEWAY_TLS_KEY_FILE", "", "its PEM private key"],
  static_dir: ["GATEWAY_STATIC_DIR", defaultStaticDir, "static files served at / (\"\": none)"],
  max_message_bytes: ["GATEWAY_MAX_MESSAGE_BYTES", "4194304", "largest request message (bytes)"],
  drain_seconds: ["GATEWAY_DRAIN_SECONDS", "10", "how long started calls may run after SIGTERM"],
  ready_timeout_ms: ["GATEWAY_READY_TIMEOUT_MS", "1000", "deadline of /readyz's upstream health check"],
  log_level: ["GATEWAY_LOG_LEVEL", "info", "debug, info, warn, error or off"],
} as const;
type Flag = keyof typeof flags;

export function usage(): string {
  const lines = ["Usage: node gateway/dist/main.js [--flag=value ...]", ""];
  for (const [name, [env, def, help]] of Object.entries(flags)) {
    const shown = def === defaultStaticDir ? "playground/dist of this checkout" : JSON.stringify(def);
    lines.push(`  --${name} (${env}, default ${shown}): ${help}`);
  }
  return lines.join("\n");
}

function number(name: Flag, text: string, min: number, max: number): number {
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n) || n < min || n > max) {
    throw new ConfigError(`--${name}: ${JSON.stringify(text)} is not a number from ${min} to ${max}`);
  }
  return n;
}

/** Checks HOST:PORT (IPv6 in brackets) and returns it unchanged. */
export function hostPort(name: string, text: string): string {
  const m = /^(\[[0-9a-fA-F:.]+\]|[^:\[\]\s]+):(\d{1,5})$/.exec(text);
  if (!m || Number(m[2]) > 65535) throw new ConfigError(`--${name}: ${JSON.stringify(text)} is not HOST:PORT`);
  return text;
}

/** Splits HOST:PORT for net.listen (brackets removed). */
export function splitHostPort(text: string): { host: string; port: number } {
  const i = text.lastIndexOf(":");
  return { host: text.slice(0, i).replace(/^\[|\]$/g, ""), port: Number(text.slice(i + 1)) };
}

export function parseConfig(argv: string[], env: NodeJS.ProcessEnv): Config | "help" {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        help: { type: "boolean" },
        ...Object.fromEntries(Object.keys(flags).map((k) => [k, { type: "string" as const }])),
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
  if (parsed.values.help) return "help";
  const v = (name: Flag): string => {
    const given = (parsed.values as Record<string, string | undefined>)[name];
    return given ?? env[flags[name][0]] ?? flags[name][1];
  };
  const opt = (name: Flag): string | undefined => v(name) || undefined;
  const bool = (name: Flag): boolean => {
    const t = v(name);
    if (t !== "true" && t !== "false") throw new ConfigError(`--${name}: ${JSON.stringify(t)} is not true or false`);
    return t === "true";
  };
  const logLevel = v("log_level");
  if (!["debug", "info", "warn", "error", "off"].includes(logLevel)) {
    throw new ConfigError(`--log_level: ${JSON.stringify(logLevel)} is not debug, info, warn, error or off`);
  }
  const config: Config = {
    listen: hostPort("listen", v("listen")),
    grpcListen: v("grpc_listen") === "" ? "" : hostPort("grpc_listen", v("grpc_listen")),
    metricsListen: hostPort("metrics_listen", v("metrics_listen")),
    upstream: hostPort("upstream", v("upstream")),
    upstreamTls: bool("upstream_tls"),
    upstreamCaFile: opt("upstream_ca_file"),
    upstreamCertFile: opt("upstream_cert_file"),
    upstreamKeyFile: opt("upstream_key_file"),
    upstreamServerName: opt("upstream_server_name"),
    tlsCertFile: opt("tls_cert_file"),
    tlsKeyFile: opt("tls_key_file"),
    staticDir: v("static_dir"),
    maxMessageBytes: number("max_message_bytes", v("max_message_bytes"), 1024, 2 ** 31),
    drainSeconds: number("drain_seconds", v("drain_seconds"), 0, 3600),
    readyTimeoutMs: number("ready_timeout_ms", v("ready_timeout_ms"), 10, 60_000),
    logLevel: logLevel as Config["logLevel"],
  };
  if (config.upstreamCaFile || config.upstreamCertFile || config.upstreamKeyFile) config.upstreamTls = true;
  if (!!config.upstreamCertFile !== !!config.upstreamKeyFile) {
    throw new ConfigError("--upstream_cert_file and --upstream_key_file: give both or neither");
  }
  if (!!config.tlsCertFile !== !!config.tlsKeyFile) {
    throw new ConfigError("--tls_cert_file and --tls_key_file: give both or neither");
  }
  return config;
}
