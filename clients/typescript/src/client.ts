// The Arbiter client: the RulesService calls as a small typed API over any Connect transport.
//
// Usage (Node; see node.ts for `connect`, which builds the transport):
//   const arbiter = connect("127.0.0.1:50051", { token: "..." });
//   const games = await arbiter.listGames();                   // GameInfo[]
//   const { state, turn } = await arbiter.newGame({ gameId: games[0].gameId, seatCount: 2,
//                                                   randomness: { seed: 7n } });
//   const { actions } = await arbiter.legalActions(state!, 0); // seat 0; "chance" for chance
//   const next = await arbiter.apply(state!, 0, actions[0]);   // Any, a game Action, or JSON
//   if (!next.legal) console.log(next.violation);              // code, message, ruleRef, fieldPath
//   const view = await arbiter.view(next.state!, "spectator");
//   const report = await arbiter.replay(record);               // ReplayReport
// In a browser, build the transport with @connectrpc/connect-web and pass it to
// `new ArbiterClient(transport)`: this file has no Node dependency.
//
// Answers are the proto messages of proto/arbiter/v1/rules_service.proto. An illegal but
// well-formed action is an answer with `legal: false` and a `violation`, never an error. Every
// other failure (bad request, unknown game, over a limit, wrong token, server unreachable,
// deadline) is thrown as an ArbiterError carrying the gRPC code and the server's message, which
// for INVALID_ARGUMENT starts with the offending field path (`actor.seat: 7 is not a seat of 3`).
import {
  create,
  fromJson,
  isMessage,
  type DescMessage,
  type JsonValue,
  type Message,
  type MessageInitShape,
} from "@bufbuild/protobuf";
import { AnySchema, anyPack, anyUnpack, type Any } from "@bufbuild/protobuf/wkt";
import {
  Code,
  ConnectError,
  createClient,
  type CallOptions,
  type Client,
  type Interceptor,
  type Transport,
} from "@connectrpc/connect";
import {
  ActorSchema,
  GameSetupSchema,
  ViewerSchema,
  type Actor,
  type GameSetup,
  type GameState,
  type Viewer,
} from "./gen/arbiter/v1/game_state_pb.js";
import type { GameInfo } from "./gen/arbiter/v1/game_info_pb.js";
import { GameRecordSchema, type GameRecord, type ReplayReport } from "./gen/arbiter/v1/record_pb.js";
import {
  RulesService,
  type ApplyActionResponse,
  type GetPlayerViewResponse,
  type ListLegalActionsResponse,
  type NewGameResponse,
} from "./gen/arbiter/v1/rules_service_pb.js";
import { registry } from "./gen/registry.js";

/** A seat number, "chance" (the chance actor of a game with external randomness), or an Actor. */
export type ActorLike = number | "chance" | Actor;
/** A seat number, "spectator", or a Viewer. */
export type ViewerLike = number | "spectator" | Viewer;
/**
 * An action: a packed Any (as ListLegalActions returns them), a game's own Action message
 * (packed here by its type name), or proto3 JSON of an Any: `{"@type":
 * "type.googleapis.com/arbiter.games.<game>.v1.Action", ...fields}`.
 */
export type ActionLike = Any | Message | { "@type": string; [field: string]: JsonValue };

/** Options of every call. */
export interface CallOpts {
  /** Deadline of this call in milliseconds (gRPC's grpc-timeout); overrides the client's. */
  timeoutMs?: number;
  /** Cancels the call. */
  signal?: AbortSignal;
}

/** Options of an ArbiterClient. */
export interface ClientOptions {
  /** Bearer token: sent as `authorization: Bearer <token>` (arbiterd --auth_tokens_file). */
  token?: string;
  /** Default deadline of every call in milliseconds; none when unset (the server caps calls). */
  timeoutMs?: number;
}

const grpcNames = ["OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "NOT_FOUND",
  "ALREADY_EXISTS", "PERMISSION_DENIED", "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED",
  "OUT_OF_RANGE", "UNIMPLEMENTED", "INTERNAL", "UNAVAILABLE", "DATA_LOSS", "UNAUTHENTICATED"];

/** gRPC's name of each code (`INVALID_ARGUMENT`, `CANCELLED`), as arbiterd's docs and logs spell them. */
export function grpcCodeName(code: Code | 0): string {
  return grpcNames[code] ?? `CODE_${code}`;
}

/**
 * A call that did not get an answer: a bad request (INVALID_ARGUMENT naming the field, NOT_FOUND
 * an unknown game, FAILED_PRECONDITION, RESOURCE_EXHAUSTED), a refused token (UNAUTHENTICATED),
 * or a transport failure (UNAVAILABLE, DEADLINE_EXCEEDED, CANCELLED). `code` is the gRPC code
 * number (Connect's Code enum has the same values), `codeName` its gRPC name, `message` the
 * server's message as sent (no prefix), `cause` the ConnectError.
 */
export class ArbiterError extends Error {
  readonly code: Code;
  readonly codeName: string;
  constructor(err: ConnectError) {
    super(err.rawMessage, { cause: err });
    this.name = "ArbiterError";
    // connect-node reports a TLS handshake refused by the client (server certificate not
    // trusted, wrong name, expired) as INTERNAL; gRPC, arbiterd's docs and the other clients
    // call it UNAVAILABLE (docs/operations.md "Transport security").
    this.code = err.code === Code.Internal && isTlsFailure(err.cause) ? Code.Unavailable : err.code;
    this.codeName = grpcCodeName(this.code);
  }
  /** True for codes where the same call may succeed later (README: CLI exit code 3). */
  get retryable(): boolean {
    return [Code.Unavailable, Code.DeadlineExceeded, Code.Canceled, Code.Internal, Code.Unknown,
      Code.Unimplemented].includes(this.code);
  }
}

function isTlsFailure(cause: unknown): boolean {
  for (let c = cause, depth = 0; c instanceof Error && depth < 5; c = c.cause, depth++) {
    const code = (c as { code?: unknown }).code;
    if (typeof code === "string" && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/.test(code)) return true;
  }
  return false;
}

function actorOf(a: ActorLike): Actor {
  if (typeof a === "number") return create(ActorSchema, { kind: { case: "seat", value: a } });
  if (a === "chance") return create(ActorSchema, { kind: { case: "chance", value: true } });
  return a;
}

function viewerOf(v: ViewerLike): Viewer {
  if (typeof v === "number") return create(ViewerSchema, { kind: { case: "seat", value: v } });
  if (v === "spectator") return create(ViewerSchema, { kind: { case: "spectator", value: true } });
  return v;
}

/** Packs an action for ApplyAction (see ActionLike). Throws on an unknown type name. */
export function packAction(action: ActionLike): Any {
  if (isMessage(action, AnySchema)) return action;
  if (isMessage(action)) {
    const schema = registry.getMessage(action.$typeName);
    if (!schema) throw new Error(`action: unknown message type ${action.$typeName}`);
    return anyPack(schema, action);
  }
  return fromJson(AnySchema, action as JsonValue, { registry });
}

/** Unpacks an Any (an action, GameState.payload, an event) into its message; undefined if unknown. */
export function unpack(any: Any): Message | undefined {
  return anyUnpack(any, registry);
}

/** The message schema of a type name (`arbiter.games.<game>.v1.Action`), for create()/toJson(). */
export function schemaOf(typeName: string): DescMessage | undefined {
  return registry.getMessage(typeName);
}

/** An Arbiter RulesService client over a Connect transport (gRPC, gRPC-Web or Connect). */
export class ArbiterClient {
  /** The generated client, for anything this API does not cover (StreamReplayGame). */
  readonly rpc: Client<typeof RulesService>;
  private readonly defaults: ClientOptions;

  constructor(transport: Transport, options: ClientOptions = {}) {
    this.rpc = createClient(RulesService, transport);
    this.defaults = options;
  }

  /** Every game the server adjudicates: seats, options, content, violation codes. */
  async listGames(opts?: CallOpts): Promise<GameInfo[]> {
    const r = await this.call(() => this.rpc.listGames({}, this.opts(opts)));
    return r.games;
  }

  /** Sets up a game (GameSetup: gameId, seatCount, options, randomness, firstSeat, content). */
  newGame(setup: GameSetup | MessageInitShape<typeof GameSetupSchema>, opts?: CallOpts): Promise<NewGameResponse> {
    return this.call(() => this.rpc.newGame({ setup: create(GameSetupSchema, setup) }, this.opts(opts)));
  }

  /** Judges `action` by `actor` in `state`: legal with the next state, or `legal: false` + violation. */
  apply(state: GameState, actor: ActorLike, action: ActionLike,
        opts?: CallOpts & { validateOnly?: boolean }): Promise<ApplyActionResponse> {
    const request = { state, actor: actorOf(actor), action: packAction(action), validateOnly: opts?.validateOnly ?? false };
    return this.call(() => this.rpc.applyAction(request, this.opts(opts)));
  }

  /** Every legal action of `actor` in `state`, in the engine's order, and the turn status. */
  legalActions(state: GameState, actor: ActorLike, opts?: CallOpts): Promise<ListLegalActionsResponse> {
    return this.call(() => this.rpc.listLegalActions({ state, actor: actorOf(actor) }, this.opts(opts)));
  }

  /** The state as `viewer` (a seat or "spectator") may see it. */
  view(state: GameState, viewer: ViewerLike, opts?: CallOpts): Promise<GetPlayerViewResponse> {
    return this.call(() => this.rpc.getPlayerView({ state, viewer: viewerOf(viewer) }, this.opts(opts)));
  }

  /** Validates a whole recorded game (a GameRecord, or its proto3 JSON as `arbiter replay` reads). */
  async replay(record: GameRecord | JsonValue, opts?: CallOpts): Promise<ReplayReport> {
    const rec = isMessage(record, GameRecordSchema) ? record : fromJson(GameRecordSchema, record as JsonValue, { registry });
    const r = await this.call(() => this.rpc.replayGame({ record: rec }, this.opts(opts)));
    if (!r.report) throw new Error("ReplayGame answered without a report");
    return r.report;
  }

  private opts(o?: CallOpts): CallOptions {
    const headers: Record<string, string> = {};
    if (this.defaults.token !== undefined) headers["authorization"] = `Bearer ${this.defaults.token}`;
    return { headers, timeoutMs: o?.timeoutMs ?? this.defaults.timeoutMs, signal: o?.signal };
  }

  private async call<T>(f: () => Promise<T>): Promise<T> {
    try {
      return await f();
    } catch (e) {
      throw e instanceof ConnectError ? new ArbiterError(e) : e;
    }
  }
}

/** An interceptor adding `authorization: Bearer <token>` (for clients built by hand). */
export function bearerToken(token: string): Interceptor {
  return (next) => async (req) => {
    req.header.set("authorization", `Bearer ${token}`);
    return next(req);
  };
}
