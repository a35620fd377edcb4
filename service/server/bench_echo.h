// The benchmark echo (issue 22 section 1): the least a stateless call carrying a game state
// costs in this server. Off unless arbiterd runs with --bench_echo (ARBITER_BENCH_ECHO);
// without it the service is not registered and its paths answer UNIMPLEMENTED like any
// unknown method (unknown_method.h). Never enable it in production: it keeps answers in memory.
//
// Two raw unary methods of the service arbiter.bench.v1.BenchEcho (no proto file: both carry
// arbiter.v1 messages):
//   /arbiter.bench.v1.BenchEcho/Prepare  request: an ApplyActionRequest. Answered exactly as
//       ApplyAction answers it (the same Answer() and serialization), and the answer's bytes
//       are kept under the request's exact bytes.
//   /arbiter.bench.v1.BenchEcho/Echo     request: the same bytes. Parsed as an
//       ApplyActionRequest on the request arena as ApplyAction parses it (the state stays bytes
//       in its Any), then answered with a copy of the prepared bytes: no game work. A request
//       whose exact bytes were not prepared is FAILED_PRECONDITION.
// Both run inside ServeRawUnaryWith (raw_unary.h), the code around every RulesService unary
// call (call scope and observers, metadata and unsent-answer checks, arena, deadline, ledger),
// so Echo differs from ApplyAction only by its answer: look up and copy instead of the engine
// and the response's serialization. The observers see method "BenchEcho.Prepare" /
// "BenchEcho.Echo" (metrics label "unknown": metrics.h bounds it to RulesService's methods).
//
// Bounded: the prepared answers (request and response bytes) take at most
// --bench_echo_max_bytes (default 256 MiB); past it Prepare is RESOURCE_EXHAUSTED naming the
// flag. Requests are bounded by --max_message_bytes as every call's; every path ends in a
// status naming what was wrong.
//
//   BenchEchoService echo(parts, /*max_bytes=*/256 << 20);
//   builder.RegisterService(&echo);   // only with --bench_echo; must outlive the grpc::Server
#ifndef ARBITER_SERVICE_SERVER_BENCH_ECHO_H_
#define ARBITER_SERVICE_SERVER_BENCH_ECHO_H_

#include <cstdint>
#include <string>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"
#include "grpcpp/grpcpp.h"
#include "grpcpp/impl/service_type.h"
#include "service/server/raw_unary.h"

namespace arbiter::service {

inline constexpr char kBenchEchoPrepare[] = "/arbiter.bench.v1.BenchEcho/Prepare";
inline constexpr char kBenchEchoEcho[] = "/arbiter.bench.v1.BenchEcho/Echo";

// Answers kept under their requests' exact bytes, at most `max_bytes` of both together (plus
// kEntryOverheadBytes an entry). Thread-safe.
class PreparedAnswers {
 public:
  // Bytes an entry counts beyond its request and answer (the table's own memory).
  static constexpr int64_t kEntryOverheadBytes = 128;

  explicit PreparedAnswers(int64_t max_bytes) : max_bytes_(max_bytes) {}

  // Keeps `answer` for `request` (replacing an earlier answer to the same bytes).
  // RESOURCE_EXHAUSTED "bench_echo: ... over --bench_echo_max_bytes" when it would not fit.
  absl::Status Put(absl::string_view request, absl::string_view answer);
  // Copies the answer kept for exactly `request` into `*out` as one slice. FAILED_PRECONDITION
  // "request: these N bytes were not prepared ..." when there is none.
  absl::Status CopyAnswer(absl::string_view request, grpc::ByteBuffer* out) const;

  int64_t bytes() const;
  int64_t size() const;

 private:
  const int64_t max_bytes_;
  mutable absl::Mutex mu_;
  absl::flat_hash_map<std::string, std::string> answers_ ABSL_GUARDED_BY(mu_);
  int64_t bytes_ ABSL_GUARDED_BY(mu_) = 0;
};

// The service: Prepare and Echo as raw callback methods over `parts` (which, and whose members,
// must outlive it).
class BenchEchoService final : public grpc::Service {
 public:
  BenchEchoService(const ServiceParts& parts, int64_t max_bytes);

  grpc::ServerUnaryReactor* Prepare(grpc::CallbackServerContext* context,
                                    const grpc::ByteBuffer* request, grpc::ByteBuffer* response);
  grpc::ServerUnaryReactor* Echo(grpc::CallbackServerContext* context,
                                 const grpc::ByteBuffer* request, grpc::ByteBuffer* response);

  const PreparedAnswers& prepared() const { return prepared_; }

 private:
  const ServiceParts parts_;
  PreparedAnswers prepared_;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_BENCH_ECHO_H_
