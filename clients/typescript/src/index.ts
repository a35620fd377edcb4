// @arbiter/client: the Arbiter RulesService for TypeScript. The API (client.ts), the generated
// messages most callers need, and the registry of every generated type (gen/registry.ts). Each
// game's own messages: import "@arbiter/client/gen/arbiter/games/<game>/v1/<game>_pb".
// Node transport and TLS: "@arbiter/client/node" (node.ts). Browsers: build a transport with
// @connectrpc/connect-web and `new ArbiterClient(transport)`.
export * from "./client.js";
export { RoundRobinTransport, parseTargets, type RetryPolicy } from "./replicas.js";
export { registry, allFiles } from "./gen/registry.js";
export * from "./gen/arbiter/v1/rules_service_pb.js";
export * from "./gen/arbiter/v1/game_state_pb.js";
export * from "./gen/arbiter/v1/game_info_pb.js";
export * from "./gen/arbiter/v1/record_pb.js";
export * from "./gen/arbiter/v1/turn_pb.js";
export * from "./gen/arbiter/v1/violation_pb.js";
export * from "./gen/arbiter/v1/event_pb.js";
