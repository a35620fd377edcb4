#include "tests/operator/traffic.h"

#include <algorithm>
#include <memory>

#include "absl/strings/str_cat.h"

namespace arbiter::operator_testing {

std::string CodeName(grpc::StatusCode code) {
  // absl and gRPC share the canonical numbering.
  return absl::StatusCodeToString(static_cast<absl::StatusCode>(code));
}

void Tally::Add(const std::string& method, const grpc::Status& status, bool sent_state,
                const std::string& verdict, const std::string& violation) {
  absl::MutexLock lock(&mu_);
  ++calls_[{method, CodeName(status.error_code())}];
  if (sent_state) ++with_state_;
  if (!verdict.empty()) ++verdicts_[verdict];
  if (!violation.empty()) ++violations_[violation];
}

void Tally::Merge(const Tally& other) {
  absl::MutexLock lock(&mu_);
  absl::MutexLock other_lock(&other.mu_);
  for (const auto& [k, v] : other.calls_) calls_[k] += v;
  for (const auto& [k, v] : other.verdicts_) verdicts_[k] += v;
  for (const auto& [k, v] : other.violations_) violations_[k] += v;
  with_state_ += other.with_state_;
}

std::map<std::pair<std::string, std::string>, int64_t> Tally::calls() const {
  absl::MutexLock lock(&mu_);
  return calls_;
}
std::map<std::string, int64_t> Tally::verdicts() const {
  absl::MutexLock lock(&mu_);
  return verdicts_;
}
std::map<std::string, int64_t> Tally::violations() const {
  absl::MutexLock lock(&mu_);
  return violations_;
}
int64_t Tally::total() const {
  absl::MutexLock lock(&mu_);
  int64_t n = 0;
  for (const auto& [k, v] : calls_) n += v;
  return n;
}
int64_t Tally::with_state() const {
  absl::MutexLock lock(&mu_);
  return with_state_;
}
int64_t Tally::count(const std::string& method, const std::string& code) const {
  absl::MutexLock lock(&mu_);
  auto it = calls_.find({method, code});
  return it == calls_.end() ? 0 : it->second;
}

namespace {

std::unique_ptr<grpc::ClientContext> Context(std::chrono::milliseconds deadline) {
  auto context = std::make_unique<grpc::ClientContext>();
  context->set_deadline(std::chrono::system_clock::now() + deadline);
  return context;
}

absl::Status Unexpected(const std::string& method, const grpc::Status& status) {
  return absl::Status(static_cast<absl::StatusCode>(status.error_code()),
                      absl::StrCat(method, ": ", status.error_message()));
}

}  // namespace

absl::Status PlayGame(v1::RulesService::Stub& stub, const std::string& game_id, uint64_t seed,
                      int max_moves, Tally* tally, std::chrono::milliseconds deadline) {
  v1::ListGamesResponse games;
  {
    grpc::Status s = stub.ListGames(Context(deadline).get(), v1::ListGamesRequest(), &games);
    tally->Add("ListGames", s, false);
    if (!s.ok()) return Unexpected("ListGames", s);
  }
  const v1::GameInfo* info = nullptr;
  for (const v1::GameInfo& g : games.games()) {
    if (g.game_id() == game_id) info = &g;
  }
  if (info == nullptr) return absl::NotFoundError(absl::StrCat("no game ", game_id));

  v1::NewGameRequest new_game;
  new_game.mutable_setup()->set_game_id(game_id);
  new_game.mutable_setup()->set_seat_count(std::max(info->min_seats(), 2));
  new_game.mutable_setup()->mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_SEEDED);
  new_game.mutable_setup()->mutable_randomness()->set_seed(seed);
  v1::NewGameResponse started;
  {
    grpc::Status s = stub.NewGame(Context(deadline).get(), new_game, &started);
    tally->Add("NewGame", s, false);
    if (!s.ok()) return Unexpected("NewGame", s);
  }
  const int seats = new_game.setup().seat_count();
  v1::GameState state = started.state();
  v1::TurnStatus turn = started.turn();
  uint64_t pick = seed;
  for (int move = 0; move < max_moves && !turn.acting_seats().empty(); ++move) {
    const int seat = turn.acting_seats(0);
    v1::ListLegalActionsRequest legal_request;
    *legal_request.mutable_state() = state;
    legal_request.mutable_actor()->set_seat(seat);
    v1::ListLegalActionsResponse legal;
    grpc::Status s = stub.ListLegalActions(Context(deadline).get(), legal_request, &legal);
    tally->Add("ListLegalActions", s, true);
    if (!s.ok()) return Unexpected("ListLegalActions", s);
    if (legal.actions().empty()) break;
    pick = pick * 6364136223846793005ULL + 1442695040888963407ULL;
    const google::protobuf::Any& action = legal.actions((pick >> 33) % legal.actions_size());

    if (move % 2 == 1) {
      // The same action by a seat that may not act now.
      int other = -1;
      for (int candidate = 0; candidate < seats && other < 0; ++candidate) {
        if (std::find(turn.acting_seats().begin(), turn.acting_seats().end(), candidate) ==
            turn.acting_seats().end()) {
          other = candidate;
        }
      }
      if (other >= 0) {
        v1::ApplyActionRequest wrong;
        *wrong.mutable_state() = state;
        wrong.mutable_actor()->set_seat(other);
        *wrong.mutable_action() = action;
        v1::ApplyActionResponse judged;
        s = stub.ApplyAction(Context(deadline).get(), wrong, &judged);
        tally->Add("ApplyAction", s, true, s.ok() ? (judged.legal() ? "legal" : "illegal") : "",
                   s.ok() && !judged.legal() ? judged.violation().code() : "");
        if (!s.ok()) return Unexpected("ApplyAction", s);
      }
      v1::GetPlayerViewRequest view_request;
      *view_request.mutable_state() = state;
      view_request.mutable_viewer()->set_seat(0);
      v1::GetPlayerViewResponse view;
      s = stub.GetPlayerView(Context(deadline).get(), view_request, &view);
      tally->Add("GetPlayerView", s, true);
      if (!s.ok()) return Unexpected("GetPlayerView", s);
    }

    v1::ApplyActionRequest apply;
    *apply.mutable_state() = state;
    apply.mutable_actor()->set_seat(seat);
    *apply.mutable_action() = action;
    v1::ApplyActionResponse applied;
    s = stub.ApplyAction(Context(deadline).get(), apply, &applied);
    tally->Add("ApplyAction", s, true, s.ok() ? (applied.legal() ? "legal" : "illegal") : "",
               s.ok() && !applied.legal() ? applied.violation().code() : "");
    if (!s.ok()) return Unexpected("ApplyAction", s);
    if (!applied.legal()) {
      return absl::InternalError(absl::StrCat("a listed legal action was judged illegal: ",
                                              applied.violation().code()));
    }
    state = applied.state();
    turn = applied.turn();
  }
  return absl::OkStatus();
}

}  // namespace arbiter::operator_testing
