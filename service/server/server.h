// A running arbiterd gRPC server: RulesService over a registry, plus grpc.health.v1.Health
// (health_service.h: Watch streams capped in number and time),
// server reflection and a fallback that answers calls to any other method UNIMPLEMENTED, counted
// and logged (unknown_method.h), listening on ServerConfig::listen with ServerConfig's message
// size limit, secured per ServerConfig::transport (plaintext, TLS, mutual TLS, bearer tokens; see
// transport_config.h), plus an optional plaintext health-only port (transport.health_listen),
// with the transport's memory and time bounds of ServerConfig::transport_limits (gRPC's resource
// quota, stream, idle and age limits; the unsent-answer ledger: transport_limits.h,
// unsent_answers.h). With ServerConfig::bench_echo (benchmarks only), also the benchmark echo
// arbiter.bench.v1.BenchEcho (bench_echo.h) on the same port and threads.
// The process wrapper (main.cc) and the in-process tests both use this.
//
//   ServerConfig config;
//   config.listen = "127.0.0.1:0";
//   absl::StatusOr<std::unique_ptr<Server>> server = Server::Start(config, DefaultRegistry(), {});
//   Connect((*server)->address());                 // "127.0.0.1:41234"
//   (*server)->Shutdown();                         // the one shutdown path; idempotent
#ifndef ARBITER_SERVICE_SERVER_SERVER_H_
#define ARBITER_SERVICE_SERVER_SERVER_H_

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "service/server/bench_echo.h"
#include "engines/core/registry.h"
#include "grpcpp/grpcpp.h"
#include "service/observability/call_observer.h"
#include "service/server/drain.h"
#include "service/server/health_service.h"
#include "service/server/rules_service.h"
#include "service/server/server_config.h"
#include "service/observability/request_log.h"
#include "service/server/unknown_method.h"
#include "service/server/unsent_answers.h"

namespace arbiter::service {

class Server {
 public:
  // Builds and starts the server. UNAVAILABLE when the address cannot be bound,
  // INVALID_ARGUMENT when it is not HOST:PORT, the seal key file or key id is wrong
  // (seal_config.h LoadStateSealer), or a TLS/token file is wrong (the message names the
  // setting and file, never a secret or key), NOT_FOUND when a TLS/token file is missing.
  // `registry` and the observers must outlive it.
  static absl::StatusOr<std::unique_ptr<Server>> Start(const ServerConfig& config,
                                                       const Registry& registry,
                                                       std::vector<CallObserver*> observers);
  ~Server();  // Shutdown(), then waits.

  // The bound port (the chosen one when the config said port 0).
  int port() const { return port_; }
  // HOST:PORT with the bound port, e.g. "0.0.0.0:50051", "[::1]:41234".
  const std::string& address() const { return address_; }
  const ServerConfig& config() const { return config_; }
  // The ledger of answers not yet taken by their clients (tests read its counts).
  const UnsentAnswers& unsent_answers() const { return unsent_; }
  // HOST:PORT of the plaintext health-only port, "" when transport.health_listen is empty.
  const std::string& health_address() const { return health_address_; }

  // Stops the server: health turns NOT_SERVING (on the health-only port too) (Watch streams see it), new calls are refused,
  // calls already started get config().shutdown_grace_seconds to finish and are then
  // cancelled. Returns as soon as every started RulesService call has finished (streams that
  // never end by themselves, like health Watch, are then cancelled), at the latest at the
  // deadline. Safe to call more than once and from any thread; later calls do nothing.
  void Shutdown();
  // Blocks until the server has shut down.
  void Wait();

 private:
  Server(const ServerConfig& config, const Registry& registry,
         std::vector<CallObserver*> observers, std::unique_ptr<StateSealer> sealer,
         std::shared_ptr<const TokenTable> tokens);

  ServerConfig config_;
  // Observes every call (added to the caller's observers) so Shutdown knows when the calls
  // already started are done. Declared before service_, which holds a pointer to it.
  InflightCalls inflight_;
  // Seals states when config.seal asks for it (seal_config.h); null otherwise. Before service_,
  // which holds a pointer to it.
  std::unique_ptr<StateSealer> sealer_;
  // The bearer tokens (transport.auth_tokens_file), shared with the port's processor; null
  // without them. Before service_, which holds a pointer to it.
  std::shared_ptr<const TokenTable> tokens_;
  // Writes the transport's own warnings (dropped unsent answers) as JSON lines on stderr, at
  // config.log_level. Before unsent_, which holds a pointer to it.
  Logger transport_log_;
  // Bounds the unary answers not yet taken by their clients (unsent_answers.h). Before
  // service_, which holds a pointer to it.
  UnsentAnswers unsent_;
  RulesServiceImpl service_;
  // The benchmark echo (bench_echo.h) on service_'s parts; registered only with
  // config.bench_echo. Before server_, which serves it.
  BenchEchoService bench_echo_;
  // grpc.health.v1.Health, capped (health_service.h): one for the main port, one for the
  // health-only port. Before server_ and health_server_, which serve them.
  HealthService health_;
  HealthService port_health_;
  // Answers calls to methods no service here has (UNIMPLEMENTED), counted and logged.
  UnknownMethodService unknown_methods_;
  std::unique_ptr<grpc::Server> server_;
  int port_ = 0;
  std::string address_;
  // Serves only grpc.health.v1.Health, plaintext; null without transport.health_listen.
  std::unique_ptr<grpc::Server> health_server_;
  int health_port_ = 0;
  std::string health_address_;
  std::once_flag shutdown_once_;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_SERVER_H_
