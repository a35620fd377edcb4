// The boundary (engines/README.md): VoyagesGame and its GameInfo. Each call checks the
// envelope and the content, decodes the state once (DecodeState, state.h), judges or lists on
// the native State (rules.h, moves.h), encodes once. Rules version voyages/2021.1, state
// format 1.
#include "engines/voyages/voyages.h"

#include <map>
#include <memory>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/content.h"
#include "engines/core/envelope.h"
#include "engines/core/game.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"
#include "engines/core/violation.h"
#include "engines/voyages/content.inc"
#include "engines/voyages/moves.h"
#include "engines/voyages/options.h"
#include "engines/voyages/position.h"
#include "engines/voyages/rules.h"
#include "engines/voyages/state.h"
#include "engines/voyages/violations.h"

namespace arbiter {
namespace voyages {
namespace {

using Content = ContentLibrary<pb::MapPack>;

absl::Status ValidatePack(const pb::MapPack& pack, absl::string_view field) {
  return BuildPack(pack, field).status();
}

class VoyagesGame final : public Game {
 public:
  VoyagesGame() : content_(&ValidatePack, /*accepts_supplied=*/true) {
    // The title says what ships: the published map is not public (V15); only the invented
    // test map tw_test is built in (its ContentSpec says INVENTED FOR TESTS).
    GameInfoBuilder b("voyages", "Voyages (only the invented test map tw_test ships)", kMinSeats,
                      kMaxSeats, "voyages/2021.1");
    b.Messages<pb::State, pb::Action, pb::Event>().StateFormats(kStateFormat);
    AddOptionSpecs(b);
    b.Violations(kViolations);
    info_ = b.Build();
    // A built-in map that does not load is a broken engine; its tests load every one.
    content_.AddBuiltIns(kBuiltInContent).IgnoreError();
    content_.Describe(&info_);
    for (const v1::ContentSpec& spec : info_.built_in_content()) {
      v1::GameSetup setup;
      setup.mutable_content()->mutable_built_in()->set_name(spec.name());
      absl::StatusOr<Content::Chosen> c = content_.FromSetup(setup);
      if (!c.ok()) continue;
      absl::StatusOr<std::shared_ptr<const Pack>> p = BuildPack(*c->content, "content");
      if (p.ok()) built_in_[spec.name()] = *p;
    }
  }

  const v1::GameInfo& Info() const override { return info_; }

  absl::StatusOr<NewGameResult> NewGame(const v1::GameSetup& setup) const override {
    absl::StatusOr<SetupOptions> options = CheckedOptions(info_, setup);
    if (!options.ok()) return options.status();
    absl::StatusOr<Content::Chosen> chosen = content_.FromSetup(setup);
    if (!chosen.ok()) return chosen.status();
    absl::StatusOr<std::shared_ptr<const Pack>> pack = Native(*chosen, "setup.content.supplied");
    if (!pack.ok()) return pack.status();
    const pb::Options typed = ParseOptions(*options);
    State s;
    s.pack = pack->get();
    s.seat_count = setup.seat_count();
    s.first_seat = setup.first_seat();
    s.external = setup.randomness().mode() == v1::RANDOMNESS_MODE_EXTERNAL;
    s.rng_state = s.external ? 0 : setup.randomness().seed();
    s.options.stack_sailors = typed.stack_sailors();
    s.options.cumulative = typed.ocean_scoring() == pb::OCEAN_SCORING_CUMULATIVE;
    NewGameResult result;
    StartGame(s, &result.events);
    result.state = Encode(s, kFullState, chosen->ref);
    result.turn = TurnOf(s);
    return result;
  }

  absl::StatusOr<ApplyResult> Apply(const v1::GameState& state, int actor,
                                    const google::protobuf::Any& action) const override {
    Loaded x;
    ARBITER_RETURN_IF_ERROR(Load(state, &x));
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, x.s.seat_count));
    pb::Action a;
    ARBITER_RETURN_IF_ERROR(UnpackAction(action, &a));
    if (a.move_case() == pb::Action::MOVE_NOT_SET) {
      return absl::InvalidArgumentError("action: no move set");
    }
    ApplyResult result;
    if (Verdict v = Act(x.s, actor, a, &result.events)) return Illegal(*std::move(v));
    result.legal = true;
    result.state = Encode(x.s, kFullState, state.content());
    result.turn = TurnOf(x.s);
    return result;
  }

  absl::StatusOr<std::vector<google::protobuf::Any>> LegalActions(const v1::GameState& state,
                                                                  int actor) const override {
    Loaded x;
    ARBITER_RETURN_IF_ERROR(Load(state, &x));
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, x.s.seat_count));
    std::vector<Move> moves;
    ListMoves(x.s, actor, &moves);
    std::vector<google::protobuf::Any> out(moves.size());
    pb::Action a;
    for (size_t i = 0; i < moves.size(); ++i) {
      ToProto(x.s, moves[i], &a);
      PackInto(a, &out[i]);
    }
    return out;
  }

  absl::StatusOr<v1::GameState> View(const v1::GameState& state, int viewer) const override {
    Loaded x;
    ARBITER_RETURN_IF_ERROR(Load(state, &x));
    ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, x.s.seat_count));
    return Encode(x.s, viewer, state.content());
  }

  absl::Status Check(const v1::GameState& state) const override {
    Loaded x;
    return Load(state, &x);
  }

  absl::StatusOr<v1::TurnStatus> Turn(const v1::GameState& state) const override {
    Loaded x;
    ARBITER_RETURN_IF_ERROR(Load(state, &x));
    return TurnOf(x.s);
  }

  absl::StatusOr<std::unique_ptr<Position>> DecodePosition(
      const v1::GameState& state) const override {
    Loaded x;
    ARBITER_RETURN_IF_ERROR(Load(state, &x));
    return MakePosition(info_, std::move(x.pack), std::move(x.s), state.content());
  }

  absl::StatusOr<v1::GameState> ResampleHidden(const v1::GameState& state, int viewer,
                                               uint64_t seed) const override {
    Loaded x;
    ARBITER_RETURN_IF_ERROR(Load(state, &x));
    ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, x.s.seat_count));
    ResampleGenerator(x.s, seed);
    return Encode(x.s, kFullState, state.content());
  }

 private:
  struct Loaded {
    std::shared_ptr<const Pack> pack;
    State s;
  };

  absl::StatusOr<std::shared_ptr<const Pack>> Native(const Content::Chosen& c,
                                                     absl::string_view field) const {
    if (c.ref.has_built_in()) {
      auto it = built_in_.find(c.ref.built_in().name());
      if (it != built_in_.end()) return it->second;
    }
    return BuildPack(*c.content, field);
  }

  absl::Status Load(const v1::GameState& state, Loaded* out) const {
    ARBITER_RETURN_IF_ERROR(CheckEnvelope(info_, state));
    absl::StatusOr<Content::Chosen> chosen = content_.FromState(state);
    if (!chosen.ok()) return chosen.status();
    absl::StatusOr<std::shared_ptr<const Pack>> pack = Native(*chosen, "state.content.supplied");
    if (!pack.ok()) return pack.status();
    out->pack = *pack;
    pb::State payload;
    if (!payload.ParseFromString(state.payload().value())) {
      return absl::InvalidArgumentError("state.payload: not a parsable " + info_.state_type());
    }
    return DecodeState(payload, *out->pack, &out->s);
  }

  v1::GameState Encode(const State& s, int viewer, const v1::GameContent& content) const {
    pb::State payload;
    EncodeState(s, viewer, &payload);
    v1::GameState out = PackState(info_, payload);
    *out.mutable_content() = content;
    return out;
  }

  v1::GameInfo info_;
  Content content_;
  std::map<std::string, std::shared_ptr<const Pack>> built_in_;
};

}  // namespace

void Register(Registry& registry) {
  // The only error is ALREADY_EXISTS (registered twice), which leaves the first one in place.
  registry.Register(std::make_unique<VoyagesGame>()).IgnoreError();
}

}  // namespace voyages
}  // namespace arbiter
