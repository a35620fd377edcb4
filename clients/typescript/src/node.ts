// Connecting from Node: builds the Connect transport (gRPC over HTTP/2 by default) with the TLS
// and token options arbiterd supports (docs/operations.md "Transport security"), and returns
// an ArbiterClient (client.ts).
//
// Usage:
//   import { connect } from "@arbiter/client/node";
//   const arbiter = connect("127.0.0.1:50051");                         // plaintext gRPC
//   const secure = connect("arbiter.example:50051", {
//     tls: { caFile: "ca.pem", certFile: "client.pem", keyFile: "client.key" }, // mTLS optional
//     token: process.env.ARBITER_TOKEN,                                 // --auth_tokens_file
//     timeoutMs: 5000,                                                  // default deadline per call
//   });
//   const viaGateway = connect("http://127.0.0.1:8080", { protocol: "connect" }); // HTTP/JSON
//   arbiter.close();                                                    // ends its HTTP/2 session
//
// target: "HOST:PORT" (http, or https when `tls` is given), several replicas
// ("ipv4:10.0.0.1:50051,10.0.0.2:50051": round-robin, retries per replicas.ts), or a full base URL. protocol:
// "grpc" (arbiterd itself, HTTP/2), "grpc-web" or "connect" (through the gateway, HTTP/1.1;
// "connect" sends JSON unless binary: true).
import { readFileSync } from "node:fs";
import {
  Http2SessionManager,
  createConnectTransport,
  createGrpcTransport,
  createGrpcWebTransport,
} from "@connectrpc/connect-node";
import type { Transport } from "@connectrpc/connect";
import { ArbiterClient, type ClientOptions } from "./client.js";
import { registry } from "./gen/registry.js";
import { RoundRobinTransport, parseTargets } from "./replicas.js";

/** TLS settings: PEM text or files. With none of them the system's CAs verify the server. */
export interface TlsOptions {
  /** CA certificates (PEM) that issued the server's certificate. */
  ca?: string | Buffer;
  caFile?: string;
  /** Client certificate chain and key (PEM), for servers with --tls_client_ca_file. */
  cert?: string | Buffer;
  certFile?: string;
  key?: string | Buffer;
  keyFile?: string;
  /** The name to verify the server's certificate against, when it differs from the host. */
  serverName?: string;
}

export interface ConnectOptions extends ClientOptions {
  /** Use TLS (true: the system's CAs). Implied by an https:// target. */
  tls?: boolean | TlsOptions;
  /** Wire protocol; default "grpc". */
  protocol?: "grpc" | "grpc-web" | "connect";
  /** "connect" protocol only: binary protobuf instead of JSON. */
  binary?: boolean;
  /** Tries per unary call on UNAVAILABLE or CANCELLED, 1..5 (default 5; 1: no retry); replicas.ts. */
  maxAttempts?: number;
}

function pem(text: string | Buffer | undefined, file: string | undefined): string | Buffer | undefined {
  return text ?? (file === undefined ? undefined : readFileSync(file));
}

/** An ArbiterClient that also owns its HTTP/2 sessions (close() ends them). */
export class NodeArbiterClient extends ArbiterClient {
  constructor(transport: Transport, options: ClientOptions, private readonly sessions: Http2SessionManager[] = []) {
    super(transport, options);
  }
  /** Closes the HTTP/2 connections (gRPC); calls after this reconnect. */
  close(): void {
    for (const s of this.sessions) s.abort();
  }
}

/**
 * Connects to arbiterd (or the gateway) at `target`: one address, or several replicas
 * ("ipv4:A:P,B:P" or "A:P,B:P"), called round-robin. Unary calls answered UNAVAILABLE (or
 * CANCELLED by a replica shutting down) are retried per replicas.ts (maxAttempts, default 5).
 * Connection is lazy: errors surface on the first call.
 */
export function connect(target: string, options: ConnectOptions = {}): NodeArbiterClient {
  const tls = options.tls === true ? {} : options.tls || undefined;
  const nodeOptions = tls
    ? {
        ca: pem(tls.ca, tls.caFile),
        cert: pem(tls.cert, tls.certFile),
        key: pem(tls.key, tls.keyFile),
        servername: tls.serverName,
      }
    : {};
  const protocol = options.protocol ?? "grpc";
  const jsonOptions = { registry };
  const addresses = /^[a-z]+:\/\//.test(target) ? [target] : parseTargets(target);
  const sessions: Http2SessionManager[] = [];
  const transports = addresses.map((address) => {
    const baseUrl = /^[a-z]+:\/\//.test(address) ? address : `${tls ? "https" : "http"}://${address}`;
    if (protocol === "grpc") {
      const session = new Http2SessionManager(baseUrl, { idleConnectionTimeoutMs: 60_000 }, nodeOptions);
      sessions.push(session);
      return createGrpcTransport({ baseUrl, sessionManager: session, jsonOptions });
    }
    const common = { baseUrl, httpVersion: "1.1" as const, nodeOptions, jsonOptions };
    return protocol === "grpc-web"
      ? createGrpcWebTransport({ ...common, useBinaryFormat: true })
      : createConnectTransport({ ...common, useBinaryFormat: options.binary ?? false });
  });
  const transport = new RoundRobinTransport(transports, { maxAttempts: options.maxAttempts });
  return new NodeArbiterClient(transport, options, sessions);
}
