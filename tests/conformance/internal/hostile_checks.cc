// Hostile inputs: corrupted payloads and actions, bad envelopes, actors and viewers (checks.h).
#include <climits>
#include <functional>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "tests/conformance/internal/checks.h"
#include "tests/conformance/internal/mutation.h"

namespace arbiter::conformance::internal {
namespace {

std::string RandomBytes(Rng& rng, size_t max_len) {
  std::string out(static_cast<size_t>(rng.Uniform(max_len + 1)), '\0');
  for (char& c : out) c = static_cast<char>(rng.Uniform(256));
  return out;
}

// `bytes` cut short at a random point, or with 1..3 random bytes changed.
std::string Corrupt(Rng& rng, const std::string& bytes) {
  if (bytes.empty()) return RandomBytes(rng, 8);
  if (rng.Uniform(2) == 0) return bytes.substr(0, static_cast<size_t>(rng.Uniform(bytes.size())));
  std::string out = bytes;
  const int flips = 1 + static_cast<int>(rng.Uniform(3));
  for (int i = 0; i < flips; ++i) {
    out[static_cast<size_t>(rng.Uniform(out.size()))] = static_cast<char>(rng.Uniform(256));
  }
  return out;
}

// Runs `call`, failing kCheckHostile when it is slower than kSlowCallSeconds or its code is not
// among `allowed`.
void Expect(Context& ctx, absl::string_view what, std::initializer_list<absl::StatusCode> allowed,
            const std::function<absl::Status()>& call) {
  ++ctx.coverage().hostile_inputs;
  const absl::Time start = absl::Now();
  const absl::Status s = call();
  const double seconds = absl::ToDoubleSeconds(absl::Now() - start);
  if (seconds > kSlowCallSeconds) {
    ctx.Fail(kCheckHostile, absl::StrCat(what, ": took ", seconds, " s (a hang?)"));
  }
  for (absl::StatusCode c : allowed) {
    if (s.code() == c) return;
  }
  ctx.Fail(kCheckHostile, absl::StrCat(what, ": returned ", DescribeStatus(s),
                                       ", outside its contract"));
}

// Every method on a state whose payload (or envelope) was corrupted. When Check accepts the
// corrupted state, it is a valid state and must keep the turn contract; when Check rejects it,
// Apply must not accept an action on it.
void ProbeState(Context& ctx, const std::string& what, const v1::GameState& bad, int actor,
                const google::protobuf::Any& action,
                std::initializer_list<absl::StatusCode> allowed) {
  const Game& g = ctx.game;
  absl::Status checked;
  Expect(ctx, what + ": Check", allowed, [&] { return checked = g.Check(bad); });
  absl::StatusOr<ApplyResult> applied;
  Expect(ctx, what + ": Apply", allowed, [&] {
    applied = g.Apply(bad, actor, action);
    return applied.status();
  });
  Expect(ctx, what + ": LegalActions", allowed,
         [&] { return g.LegalActions(bad, actor).status(); });
  Expect(ctx, what + ": View", allowed, [&] { return g.View(bad, kSpectator).status(); });
  Expect(ctx, what + ": Turn", allowed, [&] { return g.Turn(bad).status(); });
  Expect(ctx, what + ": ResampleHidden", allowed,
         [&] { return g.ResampleHidden(bad, 0, 7).status(); });
  if (!checked.ok() && applied.ok() && applied->legal) {
    ctx.Fail(kCheckHostile, absl::StrCat(what, ": Check rejects the state (",
                                         DescribeStatus(checked), ") but Apply accepts ",
                                         Describe(action), " on it"));
  }
  if (checked.ok()) {
    // A corrupted payload that is still a valid state: the turn contract holds on it.
    absl::StatusOr<v1::TurnStatus> turn = g.Turn(bad);
    if (turn.ok()) {
      TurnSnapshot snapshot;
      const std::string saved = ctx.where;
      ctx.where = absl::StrCat(saved, " [", what, ", accepted by Check]");
      CheckTurn(ctx, bad, *turn, /*deep=*/true, &snapshot);
      ctx.where = saved;
    }
  }
}

}  // namespace

void CheckHostileInputs(Context& ctx, const v1::GameState& state, int actor,
                        const std::vector<google::protobuf::Any>& legal, uint64_t seed) {
  if (legal.empty()) return;
  const Game& g = ctx.game;
  const v1::GameInfo& info = g.Info();
  Rng rng(seed);
  const google::protobuf::Any& action = legal[static_cast<size_t>(rng.Uniform(legal.size()))];
  const std::initializer_list<absl::StatusCode> kPayloadCodes = {absl::StatusCode::kOk,
                                                                 absl::StatusCode::kInvalidArgument};
  CandidateJudge judge(ctx, state, actor, legal);
  for (int i = 0; i < ctx.options.hostile_inputs; ++i) {
    v1::GameState bad = state;
    const bool random = i % 4 == 0;
    bad.mutable_payload()->set_value(random ? RandomBytes(rng, 64)
                                            : Corrupt(rng, state.payload().value()));
    ProbeState(ctx, absl::StrCat(random ? "random" : "corrupted", " payload #", i), bad, actor,
               action, kPayloadCodes);
    // Actions: random and corrupted bytes are judged like mutations.
    google::protobuf::Any bad_action = action;
    bad_action.set_value(i % 4 == 1 ? RandomBytes(rng, 32) : Corrupt(rng, action.value()));
    judge.Judge(bad_action, absl::StrCat("corrupted action #", i), kCheckHostile);
    ++ctx.coverage().hostile_inputs;
  }
  // Well-formed payloads with one field changed (the reflection mutations of mutation.h):
  // mostly states that parse but break an invariant, which Check must catch before Apply.
  std::vector<Mutation> payloads = MutationsOf(state.payload());
  for (int i = 0; i < ctx.options.hostile_inputs && !payloads.empty(); ++i) {
    const size_t pick = static_cast<size_t>(rng.Uniform(payloads.size()));
    v1::GameState bad = state;
    *bad.mutable_payload() = payloads[pick].action;
    ProbeState(ctx, absl::StrCat("payload mutation (", payloads[pick].label, ")"), bad, actor,
               action, kPayloadCodes);
    payloads[pick] = std::move(payloads.back());
    payloads.pop_back();
  }
  // Envelopes: exact codes from engines/core/envelope.h's CheckEnvelope.
  {
    v1::GameState bad = state;
    bad.set_game_id(info.game_id() + "_other");
    ProbeState(ctx, "wrong game_id", bad, actor, action, {absl::StatusCode::kInvalidArgument});
  }
  {
    v1::GameState bad = state;
    bad.set_rules_version(info.rules_version() + ".unknown");
    ProbeState(ctx, "unknown rules_version", bad, actor, action,
               {absl::StatusCode::kFailedPrecondition});
  }
  {
    v1::GameState bad = state;
    bad.set_state_format_version(info.state_format_version() + 1);
    ProbeState(ctx, "unknown state_format_version", bad, actor, action,
               {absl::StatusCode::kFailedPrecondition});
  }
  {
    v1::GameState bad = state;
    bad.mutable_payload()->set_type_url("type.googleapis.com/" + info.action_type());
    ProbeState(ctx, "payload of the wrong type", bad, actor, action,
               {absl::StatusCode::kInvalidArgument});
  }
  {
    v1::GameState bad;
    ProbeState(ctx, "empty GameState", bad, actor, action, {absl::StatusCode::kInvalidArgument});
  }
  // Actions of the wrong type, or empty.
  for (const std::string& url : {std::string("type.googleapis.com/") + info.state_type(),
                                 std::string("type.googleapis.com/no.such.Type"), std::string()}) {
    google::protobuf::Any bad_action = action;
    bad_action.set_type_url(url);
    Expect(ctx, absl::StrCat("action with type_url '", url, "': Apply"),
           {absl::StatusCode::kInvalidArgument},
           [&] { return g.Apply(state, actor, bad_action).status(); });
  }
  // Actors and viewers out of range.
  for (int bad_seat : {ctx.seat_count, ctx.seat_count + 1, -4, -1000, INT_MIN, INT_MAX}) {
    Expect(ctx, absl::StrCat("Apply by actor ", bad_seat), {absl::StatusCode::kInvalidArgument},
           [&] { return g.Apply(state, bad_seat, action).status(); });
    Expect(ctx, absl::StrCat("LegalActions of actor ", bad_seat),
           {absl::StatusCode::kInvalidArgument, absl::StatusCode::kOk}, [&] {
             absl::StatusOr<std::vector<google::protobuf::Any>> l =
                 g.LegalActions(state, bad_seat);
             if (l.ok() && !l->empty()) {
               return absl::InternalError("lists actions for a seat that does not exist");
             }
             return l.status();
           });
    if (bad_seat == kChance) continue;
    Expect(ctx, absl::StrCat("View for viewer ", bad_seat), {absl::StatusCode::kInvalidArgument},
           [&] { return g.View(state, bad_seat).status(); });
    Expect(ctx, absl::StrCat("ResampleHidden for viewer ", bad_seat),
           {absl::StatusCode::kInvalidArgument},
           [&] { return g.ResampleHidden(state, bad_seat, 1).status(); });
  }
}

}  // namespace arbiter::conformance::internal
