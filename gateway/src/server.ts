// The gateway's HTTP side: one port serving the RulesService in the three protocols
// connect-node implements (Connect: POST JSON or binary, so `curl -d '{...}'` works; gRPC-Web;
// gRPC over HTTP/2), the health endpoints, and the playground's static files; a second port
// serving Prometheus /metrics.
//
// Usage: const gw = await startGateway(config, log); ... await gw.stop();
//
// Paths on the main port:
//   POST /arbiter.v1.RulesService/<Method>   the RPCs (forward.ts)
//   GET  /healthz                            liveness: 200 {"status":"SERVING"} while the
//                                            process runs (503 NOT_SERVING once draining)
//   GET  /readyz                             readiness: arbiterd's grpc.health.v1 Check, 200
//                                            SERVING or 503 with the reason
//   GET  /...                                files of --static_dir (index.html at /), else 404
// Ports: --listen is HTTP/1.1 (Connect, gRPC-Web, health, files); --grpc_listen is HTTP/2
// cleartext with prior knowledge (gRPC, and the other two protocols over HTTP/2), the same
// paths. With --tls_cert_file, --listen is node:http2's secure server with HTTP/1.1 fallback
// (ALPN), so every protocol works there too.
import http from "node:http";
import http2 from "node:http2";
import net from "node:net";
import { existsSync, readFileSync } from "node:fs";
import {
  Code,
  ConnectError,
  createClient,
  createContextKey,
  createContextValues,
  type ConnectRouter,
  type Interceptor,
} from "@connectrpc/connect";
import { codeFromHttpStatus, codeFromString } from "@connectrpc/connect/protocol-connect";
import { connectNodeAdapter, createGrpcTransport, Http2SessionManager } from "@connectrpc/connect-node";
import sirv from "sirv";
import { RulesService } from "@arbiter/client/gen/arbiter/v1/rules_service_pb";
import { Health, HealthCheckResponse_ServingStatus } from "@arbiter/client/gen/grpc/health/v1/health_pb";
import { registry } from "@arbiter/client/registry";
import { grpcCodeName } from "@arbiter/client";
import { splitHostPort, type Config } from "./config.js";
import { forwardingService } from "./forward.js";
import { Metrics } from "./metrics.js";
import type { Log } from "./log.js";

const rpcPath = /^\/arbiter\.v1\.RulesService\/([A-Za-z]+)$/;

/** What the gateway knows of one RPC while it runs (metrics and the request log). */
interface CallRecord {
  method: string;
  protocol: "connect" | "grpc" | "grpc_web";
  start: bigint;
  /** Set by the interceptor once the call reached the forwarder (0: OK). */
  code?: Code | 0;
  /** grpc-status seen in headers or trailers written (calls refused before forwarding). */
  grpcStatus?: Code | 0;
  message?: string;
}
const kCall = createContextKey<CallRecord | undefined>(undefined, { description: "gateway call" });
const calls = new WeakMap<object, CallRecord>();

function protocolOf(contentType: string | undefined): CallRecord["protocol"] {
  if (contentType?.startsWith("application/grpc-web")) return "grpc_web";
  if (contentType?.startsWith("application/grpc")) return "grpc";
  return "connect";
}

export interface Gateway {
  /** Bound addresses (port 0 resolved); grpcAddress undefined without --grpc_listen. */
  address: string;
  grpcAddress?: string;
  metricsAddress: string;
  /** Stops accepting, lets started calls finish for --drain_seconds, then closes. */
  stop(): Promise<void>;
}

function upstreamTransport(config: Config) {
  const scheme = config.upstreamTls ? "https" : "http";
  const baseUrl = `${scheme}://${config.upstream}`;
  const tls = config.upstreamTls
    ? {
        ca: config.upstreamCaFile ? readFileSync(config.upstreamCaFile) : undefined,
        cert: config.upstreamCertFile ? readFileSync(config.upstreamCertFile) : undefined,
        key: config.upstreamKeyFile ? readFileSync(config.upstreamKeyFile) : undefined,
        servername: config.upstreamServerName,
      }
    : {};
  const session = new Http2SessionManager(baseUrl, { idleConnectionTimeoutMs: 60_000 }, tls);
  return {
    session,
    transport: createGrpcTransport({
      baseUrl,
      sessionManager: session,
      readMaxBytes: 2 ** 31,
      writeMaxBytes: config.maxMessageBytes,
      jsonOptions: { registry },
    }),
  };
}

function listen(server: net.Server, address: string): Promise<string> {
  const { host, port } = splitHostPort(address);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const a = server.address() as net.AddressInfo;
      resolve(a.family === "IPv6" ? `[${a.address}]:${a.port}` : `${a.address}:${a.port}`);
    });
  });
}

type Req = http.IncomingMessage | http2.Http2ServerRequest;
type Res = http.ServerResponse | http2.Http2ServerResponse;

function json(res: Res, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

export async function startGateway(config: Config, log: Log): Promise<Gateway> {
  const metrics = new Metrics();
  const shutdown = new AbortController();
  let draining = false;
  const { session, transport } = upstreamTransport(config);
  const upstream = createClient(RulesService, transport);
  const health = createClient(Health, transport);

  // Counts every call that reached the forwarder with its final code.
  const record: Interceptor = (next) => async (req) => {
    const call = req.contextValues.get(kCall);
    try {
      const res = await next(req);
      if (call) call.code = 0;
      return res;
    } catch (e) {
      const err = ConnectError.from(e);
      if (call) {
        call.code = err.code;
        call.message = err.rawMessage;
      }
      throw err;
    }
  };
  const rpc = connectNodeAdapter({
    routes: (router: ConnectRouter) => {
      router.service(RulesService, forwardingService(upstream, (method, err) => {
        metrics.upstreamErrors.inc({ method, code: grpcCodeName(err.code) });
      }));
    },
    interceptors: [record],
    // Any game's messages in JSON (google.protobuf.Any needs every type); a misspelt field is
    // an error naming it, not silently dropped.
    jsonOptions: { registry, ignoreUnknownFields: false },
    readMaxBytes: config.maxMessageBytes,
    shutdownSignal: shutdown.signal,
    contextValues: (req) => createContextValues().set(kCall, calls.get(req)),
  });

  const staticFiles = config.staticDir && existsSync(config.staticDir)
    ? sirv(config.staticDir, { etag: true, dev: false, single: false })
    : undefined;
  if (config.staticDir && !staticFiles) {
    log.warn("static dir missing; serving no static files", { static_dir: config.staticDir });
  }

  async function ready(): Promise<{ ok: boolean; status: string; detail?: string }> {
    if (draining) return { ok: false, status: "NOT_SERVING", detail: "draining" };
    try {
      const r = await health.check({ service: "" }, { timeoutMs: config.readyTimeoutMs });
      const status = HealthCheckResponse_ServingStatus[r.status] ?? String(r.status);
      return { ok: r.status === HealthCheckResponse_ServingStatus.SERVING, status, detail: `upstream ${config.upstream}` };
    } catch (e) {
      const err = ConnectError.from(e);
      return { ok: false, status: "NOT_SERVING", detail: `upstream ${config.upstream}: ${grpcCodeName(err.code)} ${err.rawMessage}` };
    }
  }

  function track(req: Req, res: Res, method: string): void {
    const call: CallRecord = {
      method,
      protocol: protocolOf(req.headers["content-type"]),
      start: process.hrtime.bigint(),
    };
    calls.set(req, call);
    metrics.inflight.inc();
    // gRPC's status of calls refused before the forwarder (headers or trailers).
    const seeStatus = (h: unknown) => {
      if (h && typeof h === "object") {
        const s = (h as Record<string, unknown>)["grpc-status"];
        if (s !== undefined) call.grpcStatus = Number(s) as Code | 0;
      }
    };
    const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => Res;
    (res as { writeHead: unknown }).writeHead = (...a: unknown[]) => {
      for (const x of a) seeStatus(x);
      return writeHead(...a);
    };
    const addTrailers = res.addTrailers.bind(res) as (t: unknown) => void;
    (res as { addTrailers: unknown }).addTrailers = (t: unknown) => {
      seeStatus(t);
      addTrailers(t);
    };
    // A Connect error answer carries its code in the JSON body ({"code":"invalid_argument"});
    // a gRPC-Web answer in its last frame, the trailers (flag 0x80, "grpc-status: N").
    let errorBody = "";
    let lastChunk: Buffer | undefined;
    const keep = (chunk: unknown) => {
      if (!(chunk instanceof Uint8Array) && typeof chunk !== "string") return;
      const buf = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (call.protocol === "grpc_web") lastChunk = buf;
      else if (res.statusCode !== 200 && errorBody.length < 4096) errorBody += buf.toString("utf8");
    };
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    (res as { write: unknown }).write = (...a: unknown[]) => { keep(a[0]); return write(...a); };
    const end = res.end.bind(res) as (...a: unknown[]) => Res;
    (res as { end: unknown }).end = (...a: unknown[]) => { keep(a[0]); return end(...a); };
    const bodyCode = (): Code | 0 | undefined => {
      if (lastChunk && lastChunk.length > 5 && lastChunk[0] === 0x80) {
        const m = /grpc-status:\s*(\d+)/i.exec(lastChunk.subarray(5).toString("latin1"));
        return m ? Number(m[1]) as Code | 0 : undefined;
      }
      try {
        return errorBody ? codeFromString(String(JSON.parse(errorBody).code)) : undefined;
      } catch {
        return undefined;
      }
    };
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      metrics.inflight.dec();
      const code: Code | 0 = call.code ?? call.grpcStatus ?? (!res.writableFinished ? Code.Canceled
        : bodyCode() ?? (res.statusCode === 200 ? 0 : codeFromHttpStatus(res.statusCode)));
      const seconds = Number(process.hrtime.bigint() - call.start) / 1e9;
      const labels = { method, protocol: call.protocol };
      metrics.requests.inc({ ...labels, code: grpcCodeName(code) });
      metrics.duration.observe(labels, seconds);
      log.info("request", {
        method, protocol: call.protocol, code: grpcCodeName(code), ms: Math.round(seconds * 1e6) / 1e3,
        peer: req.socket?.remoteAddress, ...(call.message !== undefined && code !== 0 ? { message: call.message } : {}),
      });
    };
    res.once("finish", finish);
    res.once("close", finish);
  }

  const handler = (req: Req, res: Res): void => {
    const url = req.url ?? "/";
    const m = rpcPath.exec(url);
    if (m) {
      track(req, res, m[1]);
      rpc(req, res);
      return;
    }
    const path = url.split("?")[0];
    if (path === "/healthz" && (req.method === "GET" || req.method === "HEAD")) {
      json(res, draining ? 503 : 200, { status: draining ? "NOT_SERVING" : "SERVING" });
      return;
    }
    if (path === "/readyz" && (req.method === "GET" || req.method === "HEAD")) {
      void ready().then((r) => json(res, r.ok ? 200 : 503, { status: r.status, detail: r.detail }));
      return;
    }
    if (path.startsWith("/arbiter.") || path.startsWith("/grpc.")) {
      rpc(req, res); // other services and methods: connect-node's own 404 / unimplemented
      return;
    }
    if (staticFiles && (req.method === "GET" || req.method === "HEAD")) {
      staticFiles(req as http.IncomingMessage, res as http.ServerResponse, () => json(res, 404, { error: `not found: ${path}` }));
      return;
    }
    json(res, 404, { error: `not found: ${path}` });
  };

  // HTTP/1.1 (or, with TLS, HTTP/2 and HTTP/1.1 by ALPN) on --listen; HTTP/2 cleartext with
  // prior knowledge (gRPC) on --grpc_listen. Node cannot serve both cleartext versions on one
  // port (its HTTP/2 server must read the connection from its first byte), hence two ports.
  const main: net.Server = config.tlsCertFile && config.tlsKeyFile
    ? http2.createSecureServer({
        cert: readFileSync(config.tlsCertFile),
        key: readFileSync(config.tlsKeyFile),
        allowHTTP1: true,
      }, handler)
    : http.createServer(handler);
  const h2c = config.grpcListen ? http2.createServer({}, handler) : undefined;
  const address = await listen(main, config.listen);
  const grpcAddress = h2c && config.grpcListen ? await listen(h2c, config.grpcListen) : undefined;

  const metricsServer = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/metrics") {
      metrics.registry.metrics().then((text) => {
        res.writeHead(200, { "content-type": metrics.registry.contentType });
        res.end(text);
      }, (e) => json(res, 500, { error: String(e) }));
    } else if (path === "/healthz") {
      json(res, draining ? 503 : 200, { status: draining ? "NOT_SERVING" : "SERVING" });
    } else {
      json(res, 404, { error: `not found: ${path}` });
    }
  });
  const metricsAddress = await listen(metricsServer, config.metricsListen);

  return {
    address,
    grpcAddress,
    metricsAddress,
    async stop() {
      draining = true;
      const closing = [main, h2c].filter((s): s is net.Server => s !== undefined)
        .map((s) => new Promise<void>((resolve) => s.close(() => resolve())));
      if (main instanceof http.Server) main.closeIdleConnections();
      const timer = setTimeout(() => {
        shutdown.abort(new ConnectError("gateway shutting down", Code.Unavailable));
        if (main instanceof http.Server) main.closeAllConnections();
      }, config.drainSeconds * 1000);
      const closed = Promise.all(closing);
      await Promise.race([closed, new Promise((r) => setTimeout(r, config.drainSeconds * 1000 + 100))]);
      clearTimeout(timer);
      session.abort();
      await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
    },
  };
}
