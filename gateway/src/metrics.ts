// The gateway's Prometheus metrics (prom-client), served on their own port at /metrics.
//
//   gateway_requests_total{method, protocol, code}   RPCs answered; code is the gRPC name
//                                                    (OK, INVALID_ARGUMENT, ...), protocol
//                                                    connect, grpc or grpc_web
//   gateway_request_duration_seconds{method, protocol}  time from request to answer, seconds
//   gateway_inflight_requests                        RPCs started and not answered
//   gateway_upstream_errors_total{method, code}      calls arbiterd (or the way to it) answered
//                                                    with an error, passed on unchanged
//   plus prom-client's default process metrics, prefixed gateway_
// Requests refused by the gateway itself before forwarding (a body that is not the method's
// message, an unsupported content type, over --max_message_bytes) count in
// gateway_requests_total with their code and no upstream error.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: "gateway_requests_total",
    help: "RPCs answered by the gateway, by method, protocol and gRPC code.",
    labelNames: ["method", "protocol", "code"] as const,
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: "gateway_request_duration_seconds",
    help: "Time from request to answer, seconds.",
    labelNames: ["method", "protocol"] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly inflight = new Gauge({
    name: "gateway_inflight_requests",
    help: "RPCs started and not yet answered.",
    registers: [this.registry],
  });
  readonly upstreamErrors = new Counter({
    name: "gateway_upstream_errors_total",
    help: "Calls to arbiterd that ended in an error (passed on unchanged), by method and gRPC code.",
    labelNames: ["method", "code"] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: "gateway_" });
  }
}
