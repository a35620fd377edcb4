// Several arbiterd replicas behind one Transport, with the other clients' retry policy
// (clients/common/connection.h, clients/python/src/arbiter/connection.py): calls go round-robin
// over the replicas, and a unary call answered UNAVAILABLE (the replica gone or refusing) or
// CANCELLED by the server (a call that reached a replica as it began shutting down) is tried
// again on the next one. Every RulesService call is idempotent, so a retry can never apply a
// move twice. The policy is gRPC's service-config one, written out because Connect has none:
//   - at most `maxAttempts` tries per call (default 5, 1: no retry);
//   - before retry n, a random wait of 0..min(1 s, 50 ms x 2^(n-1));
//   - every try within the call's own timeout (what is left of it);
//   - a call the caller aborts itself is never retried;
//   - budget: 100 tokens per transport, -1 per failed try, +0.1 per success; no retry while
//     fewer than 50 are left, so a fleet that is really down sees about 10 % more calls, not
//     five times as many.
// A replica that answered UNAVAILABLE is skipped (as gRPC's round_robin skips a subchannel that
// is not READY) for 1 s, doubling on each further UNAVAILABLE up to 30 s, and taken back at its
// first success; when every replica is skipped, calls go to them in turn anyway.
// Streaming calls (StreamReplayGame) go round-robin too but are not retried: their input is
// read once.
//
//   const transport = new RoundRobinTransport(addresses.map((a) => makeTransport(a)));
//   parseTargets("ipv4:10.0.0.1:50051,10.0.0.2:50051")   // ["10.0.0.1:50051", "10.0.0.2:50051"]
import type { DescMessage, DescMethodStreaming, DescMethodUnary, MessageInitShape } from "@bufbuild/protobuf";
import { Code, ConnectError, type ContextValues, type StreamResponse, type Transport, type UnaryResponse } from "@connectrpc/connect";

export interface RetryPolicy {
  /** Tries per call, 1..5 (default 5; 1: no retry). */
  maxAttempts?: number;
}

const INITIAL_BACKOFF_MS = 50;
const MAX_BACKOFF_MS = 1000;
const MAX_TOKENS = 100;
const TOKEN_RATIO = 0.1;
const FIRST_SKIP_MS = 1000;
const MAX_SKIP_MS = 30_000;

/**
 * The replicas a target names: "HOST:PORT", "ipv4:A:P,B:P" / "ipv6:[A]:P,[B]:P" (gRPC's
 * address lists), or "A:P,B:P". Throws on an empty list or an empty address.
 */
export function parseTargets(target: string): string[] {
  const list = target.replace(/^ipv[46]:/, "");
  const addresses = list.split(",").map((a) => a.trim());
  if (addresses.length === 0 || addresses.some((a) => a === "")) {
    throw new Error(`target ${JSON.stringify(target)}: an empty address`);
  }
  return addresses;
}

export class RoundRobinTransport implements Transport {
  private next = 0;
  private tokens = MAX_TOKENS;
  // Per replica: skipped until this time (ms since the epoch), and the next skip's length.
  private readonly skipUntil: number[];
  private readonly skipMs: number[];
  readonly maxAttempts: number;

  constructor(private readonly replicas: Transport[], policy: RetryPolicy = {}) {
    if (replicas.length === 0) throw new Error("RoundRobinTransport: no replica");
    const attempts = policy.maxAttempts ?? 5;
    if (!Number.isInteger(attempts) || attempts < 1 || attempts > 5) {
      throw new Error(`maxAttempts: ${attempts} is not 1..5`);
    }
    this.maxAttempts = attempts;
    this.skipUntil = replicas.map(() => 0);
    this.skipMs = replicas.map(() => FIRST_SKIP_MS);
  }

  /** The index of the next replica round-robin, skipping those skipped now if any is not. */
  private pick(): number {
    const n = this.replicas.length;
    const now = Date.now();
    let chosen = this.next;
    for (let k = 0; k < n; k++) {
      const i = (this.next + k) % n;
      if (this.skipUntil[i] <= now) {
        chosen = i;
        break;
      }
    }
    this.next = (chosen + 1) % n;
    return chosen;
  }

  private answered(i: number, code: Code | undefined): void {
    if (code === Code.Unavailable) {
      this.skipUntil[i] = Date.now() + this.skipMs[i];
      this.skipMs[i] = Math.min(MAX_SKIP_MS, this.skipMs[i] * 2);
    } else if (code === undefined) {
      this.skipUntil[i] = 0;
      this.skipMs[i] = FIRST_SKIP_MS;
    }
  }

  async unary<I extends DescMessage, O extends DescMessage>(
    method: DescMethodUnary<I, O>, signal: AbortSignal | undefined, timeoutMs: number | undefined,
    header: HeadersInit | undefined, input: MessageInitShape<I>, contextValues?: ContextValues,
  ): Promise<UnaryResponse<I, O>> {
    const deadline = timeoutMs === undefined || timeoutMs <= 0 ? undefined : Date.now() + timeoutMs;
    for (let attempt = 1; ; attempt++) {
      const left = deadline === undefined ? timeoutMs : Math.max(1, deadline - Date.now());
      const i = this.pick();
      try {
        const answer = await this.replicas[i].unary(method, signal, left, header, input, contextValues);
        this.tokens = Math.min(MAX_TOKENS, this.tokens + TOKEN_RATIO);
        this.answered(i, undefined);
        return answer;
      } catch (e) {
        const err = ConnectError.from(e);
        this.answered(i, err.code);
        const retryable = err.code === Code.Unavailable || (err.code === Code.Canceled && !signal?.aborted);
        if (!retryable) throw e;
        this.tokens = Math.max(0, this.tokens - 1);
        if (attempt >= this.maxAttempts || this.tokens <= MAX_TOKENS / 2) throw e;
        const wait = Math.random() * Math.min(MAX_BACKOFF_MS, INITIAL_BACKOFF_MS * 2 ** (attempt - 1));
        if (deadline !== undefined && Date.now() + wait >= deadline) throw e;
        await new Promise((r) => setTimeout(r, wait));
        if (signal?.aborted) throw e;
      }
    }
  }

  stream<I extends DescMessage, O extends DescMessage>(
    method: DescMethodStreaming<I, O>, signal: AbortSignal | undefined, timeoutMs: number | undefined,
    header: HeadersInit | undefined, input: AsyncIterable<MessageInitShape<I>>, contextValues?: ContextValues,
  ): Promise<StreamResponse<I, O>> {
    return this.replicas[this.pick()].stream(method, signal, timeoutMs, header, input, contextValues);
  }
}
