// The RulesService as the gateway serves it: every call forwarded to arbiterd over gRPC, the
// answer (or error) passed back unchanged. Stateless: nothing is kept between calls.
//
// Usage: router.service(RulesService, forwardingService(createClient(RulesService, grpcTransport)))
//
// Per call it forwards:
//   - the deadline: the caller's remaining time (Connect's connect-timeout-ms, gRPC's and
//     gRPC-Web's grpc-timeout) becomes the upstream call's grpc-timeout, and a caller that goes
//     away cancels the upstream call (the handler's AbortSignal);
//   - the auth token: the caller's `authorization` header as is (arbiterd --auth_tokens_file
//     judges it; the gateway holds no tokens);
//   - errors one to one: arbiterd's gRPC code and message, without its transport metadata.
// StreamReplayGame (client streaming) is forwarded message by message as the caller sends them.
import { ConnectError, type CallOptions, type Client, type HandlerContext, type ServiceImpl } from "@connectrpc/connect";
import { RulesService } from "@arbiter/client/gen/arbiter/v1/rules_service_pb";

/** Headers copied from the caller's request to the upstream call. */
export const forwardedHeaders = ["authorization"] as const;

export function callOptions(ctx: HandlerContext): CallOptions {
  const headers = new Headers();
  for (const name of forwardedHeaders) {
    const value = ctx.requestHeader.get(name);
    if (value !== null) headers.set(name, value);
  }
  return { signal: ctx.signal, timeoutMs: ctx.timeoutMs(), headers };
}

/** An upstream error as the gateway's own: same code and message, no upstream headers/trailers. */
export function passOn(e: unknown, onError?: (err: ConnectError) => void): never {
  const err = ConnectError.from(e);
  onError?.(err);
  throw new ConnectError(err.rawMessage, err.code);
}

export function forwardingService(
  upstream: Client<typeof RulesService>,
  onUpstreamError?: (method: string, err: ConnectError) => void,
): ServiceImpl<typeof RulesService> {
  const fail = (method: string) => (e: unknown): never => passOn(e, (err) => onUpstreamError?.(method, err));
  return {
    listGames: (req, ctx) => upstream.listGames(req, callOptions(ctx)).catch(fail("ListGames")),
    newGame: (req, ctx) => upstream.newGame(req, callOptions(ctx)).catch(fail("NewGame")),
    applyAction: (req, ctx) => upstream.applyAction(req, callOptions(ctx)).catch(fail("ApplyAction")),
    listLegalActions: (req, ctx) => upstream.listLegalActions(req, callOptions(ctx)).catch(fail("ListLegalActions")),
    getPlayerView: (req, ctx) => upstream.getPlayerView(req, callOptions(ctx)).catch(fail("GetPlayerView")),
    replayGame: (req, ctx) => upstream.replayGame(req, callOptions(ctx)).catch(fail("ReplayGame")),
    streamReplayGame: (reqs, ctx) => upstream.streamReplayGame(reqs, callOptions(ctx)).catch(fail("StreamReplayGame")),
  };
}
