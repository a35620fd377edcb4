// The content checks of the conformance suite (suite.h kCheckContentFields and
// kCheckContentRoundTrip; engines/core/content.h): run once per game, on a profile setup.
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "arbiter/v1/game_info.pb.h"
#include "engines/core/game.h"
#include "google/protobuf/descriptor.h"
#include "tests/conformance/internal/checks.h"
#include "tests/conformance/internal/context.h"

namespace arbiter::conformance::internal {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::FieldDescriptor;

// Nesting depth of content messages the coverage walk follows.
constexpr int kMaxFieldDepth = 6;
// Steps played from each content choice while checking that the content stays.
constexpr int kRoundTripSteps = 12;

// Every field path of `type`: "goal", "cards", "cards.name", ... (nested messages followed,
// except Any and maps, whose entries are one field).
void FieldPaths(const Descriptor* type, const std::string& prefix, int depth,
                std::vector<std::string>* out) {
  for (int i = 0; i < type->field_count(); ++i) {
    const FieldDescriptor* f = type->field(i);
    const std::string path = prefix.empty() ? f->name() : absl::StrCat(prefix, ".", f->name());
    out->push_back(path);
    if (f->type() == FieldDescriptor::TYPE_MESSAGE && !f->is_map() && depth < kMaxFieldDepth &&
        f->message_type()->full_name() != "google.protobuf.Any") {
      FieldPaths(f->message_type(), path, depth + 1, out);
    }
  }
}

// "cards[12].value" -> "cards.value".
std::string WithoutIndices(absl::string_view field) {
  std::string out;
  bool in_index = false;
  for (char c : field) {
    if (c == '[') in_index = true;
    if (!in_index) out.push_back(c);
    if (c == ']') in_index = false;
  }
  return out;
}

// The message names the field: it starts with "<prefix>:".
bool Names(const absl::Status& status, const std::string& prefix) {
  return status.code() == absl::StatusCode::kInvalidArgument &&
         absl::StartsWith(status.message(), prefix + ":");
}

// The seat to act and its first legal action in `state`, or nothing when no one can act.
bool FirstMove(const Game& game, const v1::GameState& state, const v1::TurnStatus& turn,
               int* actor, google::protobuf::Any* action) {
  if (turn.outcome().status() == v1::OUTCOME_STATUS_FINISHED) return false;
  *actor = turn.chance_pending() ? kChance
                                 : (turn.acting_seats().empty() ? -1 : turn.acting_seats(0));
  if (*actor == -1) return false;
  absl::StatusOr<std::vector<google::protobuf::Any>> legal = game.LegalActions(state, *actor);
  if (!legal.ok() || legal->empty()) return false;
  *action = legal->front();
  return true;
}

// The same content: the same built-in name and digest, or the same supplied message.
bool SameContent(const v1::GameContent& a, const v1::GameContent& b) {
  if (a.has_supplied() && b.has_supplied()) {
    std::unique_ptr<google::protobuf::Message> ma = Unpack(a.supplied());
    std::unique_ptr<google::protobuf::Message> mb = Unpack(b.supplied());
    if (ma != nullptr && mb != nullptr && ma->GetDescriptor() == mb->GetDescriptor()) {
      return Bytes(*ma) == Bytes(*mb);
    }
  }
  return Bytes(a) == Bytes(b);
}

// Every method refuses `state` (whose content is wrong) with INVALID_ARGUMENT naming `prefix`.
void ExpectStateRefused(Context& ctx, const v1::GameState& state, int actor,
                        const google::protobuf::Any& action, const std::string& prefix,
                        absl::string_view check, absl::string_view what) {
  const Game& game = ctx.game;
  struct Call {
    const char* name;
    std::function<absl::Status()> run;
  };
  const Call calls[] = {
      {"Check", [&] { return game.Check(state); }},
      {"Turn", [&] { return game.Turn(state).status(); }},
      {"View(seat 0)", [&] { return game.View(state, 0).status(); }},
      {"View(spectator)", [&] { return game.View(state, kSpectator).status(); }},
      {"LegalActions", [&] { return game.LegalActions(state, actor).status(); }},
      {"Apply", [&] { return game.Apply(state, actor, action).status(); }},
      {"ResampleHidden", [&] { return game.ResampleHidden(state, 0, 1).status(); }},
  };
  for (const Call& call : calls) {
    ++ctx.coverage().content_refusals;
    const absl::Status s = call.run();
    if (!Names(s, prefix)) {
      ctx.Fail(check, absl::StrCat(call.name, " on a state with ", what, " returned ",
                                   DescribeStatus(s), ", expected INVALID_ARGUMENT \"", prefix,
                                   ": ...\""));
    }
  }
}

// kCheckContentFields: every field of the content message refused when wrong.
void CheckContentFields(Context& ctx, const v1::GameSetup& base) {
  const v1::GameInfo& info = ctx.game.Info();
  const ConformanceProfile& profile = ctx.profile;
  ctx.where = absl::StrCat(info.game_id(), " content_fields");
  v1::GameSetup good = base;
  *good.mutable_content()->mutable_supplied() = profile.good_content;
  absl::StatusOr<NewGameResult> start = ctx.game.NewGame(good);
  if (profile.good_content.type_url().empty() || !start.ok()) {
    ctx.Fail(kCheckContentFields,
             absl::StrCat("the game accepts supplied content, but the profile's good_content ",
                          profile.good_content.type_url().empty()
                              ? std::string("is unset")
                              : "is refused: " + DescribeStatus(start.status())));
    return;
  }
  // Coverage: a wrong value for every field.
  const Descriptor* type =
      google::protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(
          info.content_type());
  if (type == nullptr) {
    ctx.Fail(kCheckContentFields,
             absl::StrCat("content type ", info.content_type(), " is not linked in"));
    return;
  }
  std::vector<std::string> fields;
  FieldPaths(type, "", 0, &fields);
  std::set<std::string> sampled;
  for (const BadContent& bad : profile.bad_contents) sampled.insert(WithoutIndices(bad.field));
  for (const std::string& field : fields) {
    if (sampled.count(field) == 0) {
      ctx.Fail(kCheckContentFields,
               absl::StrCat("no wrong value of content field ", field, " in the profile"));
    }
  }
  int actor = 0;
  google::protobuf::Any action;
  FirstMove(ctx.game, start->state, start->turn, &actor, &action);
  for (const BadContent& bad : profile.bad_contents) {
    v1::GameSetup setup = base;
    *setup.mutable_content()->mutable_supplied() = bad.content;
    ++ctx.coverage().content_refusals;
    const absl::Status s = ctx.game.NewGame(setup).status();
    const std::string prefix = absl::StrCat("setup.content.supplied.", bad.field);
    if (!Names(s, prefix)) {
      ctx.Fail(kCheckContentFields,
               absl::StrCat("NewGame with content field ", bad.field, " wrong (",
                            Describe(bad.content), ") returned ", DescribeStatus(s),
                            ", expected INVALID_ARGUMENT \"", prefix, ": ...\""));
    }
    v1::GameState state = start->state;
    *state.mutable_content()->mutable_supplied() = bad.content;
    ExpectStateRefused(ctx, state, actor, action,
                       absl::StrCat("state.content.supplied.", bad.field), kCheckContentFields,
                       absl::StrCat("content field ", bad.field, " wrong"));
  }
  // Content of another type.
  v1::GameSetup other = base;
  other.mutable_content()->mutable_supplied()->PackFrom(info);
  ++ctx.coverage().content_refusals;
  const absl::Status s = ctx.game.NewGame(other).status();
  if (!Names(s, "setup.content.supplied")) {
    ctx.Fail(kCheckContentFields,
             absl::StrCat("NewGame with supplied content of type arbiter.v1.GameInfo returned ",
                          DescribeStatus(s), ", expected INVALID_ARGUMENT naming "
                          "setup.content.supplied"));
  }
}

// Plays a few steps from `setup`, checking that NewGame, every view and every next state carry
// `expected`.
void CheckCarried(Context& ctx, const v1::GameSetup& setup, const v1::GameContent& expected,
                  absl::string_view what) {
  const Game& game = ctx.game;
  absl::StatusOr<NewGameResult> start = game.NewGame(setup);
  if (!start.ok()) {
    ctx.Fail(kCheckContentRoundTrip,
             absl::StrCat("NewGame with ", what, " errors: ", DescribeStatus(start.status())));
    return;
  }
  ++ctx.coverage().content_round_trips;
  v1::GameState state = start->state;
  v1::TurnStatus turn = start->turn;
  if (!SameContent(state.content(), expected)) {
    ctx.Fail(kCheckContentRoundTrip,
             absl::StrCat("the state NewGame made with ", what, " does not carry it"));
    return;
  }
  for (int step = 0; step <= kRoundTripSteps; ++step) {
    std::vector<int> viewers = {kSpectator};
    for (int seat = 0; seat < setup.seat_count(); ++seat) viewers.push_back(seat);
    for (int viewer : viewers) {
      absl::StatusOr<v1::GameState> view = game.View(state, viewer);
      if (view.ok() && Bytes(view->content()) != Bytes(state.content())) {
        ctx.Fail(kCheckContentRoundTrip,
                 absl::StrCat("View(", viewer, ") at step ", step, " with ", what,
                              " changes the state's content"));
        return;
      }
    }
    int actor = 0;
    google::protobuf::Any action;
    if (!FirstMove(game, state, turn, &actor, &action)) return;
    absl::StatusOr<ApplyResult> next = game.Apply(state, actor, action);
    if (!next.ok() || !next->legal) return;  // the playouts judge that
    if (Bytes(next->state.content()) != Bytes(state.content())) {
      ctx.Fail(kCheckContentRoundTrip,
               absl::StrCat("Apply at step ", step, " with ", what,
                            " changes the state's content"));
      return;
    }
    state = std::move(next->state);
    turn = std::move(next->turn);
  }
}

// kCheckContentRoundTrip for a game with content.
void CheckContentCarried(Context& ctx, const v1::GameSetup& base) {
  const v1::GameInfo& info = ctx.game.Info();
  ctx.where = absl::StrCat(info.game_id(), " content_round_trip");
  for (const v1::ContentSpec& spec : info.built_in_content()) {
    v1::GameSetup setup = base;
    setup.mutable_content()->mutable_built_in()->set_name(spec.name());
    v1::GameContent expected;
    expected.mutable_built_in()->set_name(spec.name());
    expected.mutable_built_in()->set_digest(spec.digest());
    CheckCarried(ctx, setup, expected, absl::StrCat("built-in content '", spec.name(), "'"));

    // The same state from a server whose data differs.
    absl::StatusOr<NewGameResult> start = ctx.game.NewGame(setup);
    if (!start.ok()) continue;
    v1::GameState state = start->state;
    state.mutable_content()->mutable_built_in()->set_digest(std::string(64, '0'));
    const absl::Status s = ctx.game.Check(state);
    if (s.code() != absl::StatusCode::kFailedPrecondition ||
        !absl::StartsWith(s.message(), "state.content.built_in.digest:")) {
      ctx.Fail(kCheckContentRoundTrip,
               absl::StrCat("Check on a state naming '", spec.name(),
                            "' with another digest returned ", DescribeStatus(s),
                            ", expected FAILED_PRECONDITION naming "
                            "state.content.built_in.digest"));
    }
  }
  if (info.accepts_supplied_content() && !ctx.profile.good_content.type_url().empty()) {
    v1::GameSetup setup = base;
    *setup.mutable_content()->mutable_supplied() = ctx.profile.good_content;
    CheckCarried(ctx, setup, setup.content(), "the profile's good_content");
  }
  v1::GameSetup unknown = base;
  unknown.mutable_content()->mutable_built_in()->set_name("no_such_content_for_conformance");
  const absl::Status s = ctx.game.NewGame(unknown).status();
  if (!Names(s, "setup.content.built_in.name")) {
    ctx.Fail(kCheckContentRoundTrip,
             absl::StrCat("NewGame naming unknown built-in content returned ", DescribeStatus(s),
                          ", expected INVALID_ARGUMENT naming setup.content.built_in.name"));
  }
}

// kCheckContentRoundTrip for a game without content: it refuses any and makes none.
void CheckNoContent(Context& ctx, const v1::GameSetup& base) {
  const v1::GameInfo& info = ctx.game.Info();
  ctx.where = absl::StrCat(info.game_id(), " content_round_trip");
  absl::StatusOr<NewGameResult> start = ctx.game.NewGame(base);
  if (!start.ok()) return;  // the setup check reports it
  ++ctx.coverage().content_round_trips;
  if (start->state.has_content()) {
    ctx.Fail(kCheckContentRoundTrip, "a game without content puts content in its state");
  }
  v1::GameSetup setup = base;
  setup.mutable_content()->mutable_built_in()->set_name("conformance");
  absl::Status s = ctx.game.NewGame(setup).status();
  if (!Names(s, "setup.content")) {
    ctx.Fail(kCheckContentRoundTrip,
             absl::StrCat("NewGame with content for a game without content returned ",
                          DescribeStatus(s), ", expected INVALID_ARGUMENT naming setup.content"));
  }
  v1::GameState state = start->state;
  *state.mutable_content()->mutable_supplied() = state.payload();
  s = ctx.game.Check(state);
  if (!Names(s, "state.content")) {
    ctx.Fail(kCheckContentRoundTrip,
             absl::StrCat("Check on a state with content for a game without content returned ",
                          DescribeStatus(s), ", expected INVALID_ARGUMENT naming state.content"));
  }
}

}  // namespace

void CheckContent(Context& ctx, const v1::GameSetup& setup) {
  const v1::GameInfo& info = ctx.game.Info();
  if (info.content_type().empty()) {
    CheckNoContent(ctx, setup);
  } else {
    CheckContentCarried(ctx, setup);
    if (info.accepts_supplied_content()) CheckContentFields(ctx, setup);
  }
  ctx.where = info.game_id();
}

}  // namespace arbiter::conformance::internal
