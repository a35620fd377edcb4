// Real RulesService traffic for operator tests, with a tally of what the client saw, so that
// tests compare the server's metrics and logs with independent client-side counts.
//
//   Tally tally;
//   auto stub = v1::RulesService::NewStub(grpc::CreateChannel(addr, ...));
//   absl::Status s = PlayGame(*stub, "my_game", /*seed=*/7, /*max_moves=*/20, &tally);
//   tally.calls[{"ApplyAction", "OK"}]          // calls answered OK
#ifndef ARBITER_TESTS_OPERATOR_TRAFFIC_H_
#define ARBITER_TESTS_OPERATOR_TRAFFIC_H_

#include <cstdint>
#include <map>
#include <string>
#include <utility>

#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"
#include "arbiter/v1/rules_service.grpc.pb.h"
#include "grpcpp/grpcpp.h"

namespace arbiter::operator_testing {

// What a client saw, by method. Thread-safe.
class Tally {
 public:
  // One finished call: gRPC code name ("OK", "UNAVAILABLE", ...), and for OK ApplyAction calls
  // the verdict ("legal"/"illegal") and violation code.
  void Add(const std::string& method, const grpc::Status& status, bool sent_state,
           const std::string& verdict = "", const std::string& violation = "");
  void Merge(const Tally& other);

  std::map<std::pair<std::string, std::string>, int64_t> calls() const;  // (method, code)
  std::map<std::string, int64_t> verdicts() const;                      // verdict
  std::map<std::string, int64_t> violations() const;                    // code
  int64_t total() const;
  int64_t with_state() const;  // calls that sent a game state
  int64_t count(const std::string& method, const std::string& code) const;

 private:
  mutable absl::Mutex mu_;
  std::map<std::pair<std::string, std::string>, int64_t> calls_ ABSL_GUARDED_BY(mu_);
  std::map<std::string, int64_t> verdicts_ ABSL_GUARDED_BY(mu_);
  std::map<std::string, int64_t> violations_ ABSL_GUARDED_BY(mu_);
  int64_t with_state_ ABSL_GUARDED_BY(mu_) = 0;
};

// The gRPC code name of `code`, e.g. "INVALID_ARGUMENT".
std::string CodeName(grpc::StatusCode code);

// Plays one seeded game of `game_id` with the fewest seats: NewGame, then up to `max_moves`
// times ListLegalActions for the first acting seat and ApplyAction of one of those actions
// (chosen by `seed`); every other move the same action is also sent by a seat that may not act
// (normally illegal), and the view of seat 0 is fetched. Every call is tallied. Each call
// gets `deadline` from its start. Returns the first unexpected transport error (anything but
// OK); OK when the game ended or max_moves were played.
absl::Status PlayGame(v1::RulesService::Stub& stub, const std::string& game_id, uint64_t seed,
                      int max_moves, Tally* tally,
                      std::chrono::milliseconds deadline = std::chrono::seconds(10));

}  // namespace arbiter::operator_testing

#endif  // ARBITER_TESTS_OPERATOR_TRAFFIC_H_
