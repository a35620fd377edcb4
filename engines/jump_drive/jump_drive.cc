// The boundary (engines/README.md): JumpDriveGame and its GameInfo. Each call checks the
// envelope and the content, decodes the state once (DecodePayload, state.h), judges or lists on
// the native State (rules.h), encodes once. Rules version jump_drive/2017.2 (rules.md "Engine
// notes"); it reads state formats 1 and 2 and writes 2 (state.h).
#include "engines/jump_drive/jump_drive.h"

#include <map>
#include <memory>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/arena.h"
#include "engines/core/content.h"
#include "engines/core/envelope.h"
#include "engines/core/game.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"
#include "engines/core/thread_scratch.h"
#include "engines/core/violation.h"
#include "engines/jump_drive/content.inc"
#include "engines/jump_drive/options.h"
#include "engines/jump_drive/position.h"
#include "engines/jump_drive/rules.h"
#include "engines/jump_drive/state.h"
#include "engines/jump_drive/violations.h"

namespace arbiter {
namespace jump_drive {
namespace {

using Content = ContentLibrary<pb::Pack>;

// The parsed payload and the payload being built, per thread on one arena reset past 256 KiB
// (engines/core/thread_scratch.h): a payload lists its cards by id (CardCount, empire), so on
// the heap every call made and freed one message and one string per listed card; on the arena
// the parse and the build reuse the last call's elements and strings. A message from it is
// valid until the next Fresh on this thread: Load reads kParsed before Encode asks for kBuilt.
// A payload over kReuseLimitBytes (ordinary states are under 4 KiB; only a broken or hostile one
// is this large) is parsed on an arena that dies with the call, so no thread keeps its garbage.
enum Slot { kParsed, kBuilt };
using Messages = ThreadScratch<256 * 1024, pb::State, pb::State>;
constexpr size_t kReuseLimitBytes = 16 * 1024;

absl::Status ValidatePack(const pb::Pack& pack, absl::string_view field) {
  return BuildPack(pack, field).status();
}

class JumpDriveGame final : public Game {
 public:
  JumpDriveGame() : content_(&ValidatePack, /*accepts_supplied=*/true) {
    GameInfoBuilder b("jump_drive", "Jump Drive", kMinSeats, kMaxSeats, "jump_drive/2017.2");
    b.Messages<pb::State, pb::Action, pb::Event>().StateFormats(kStateFormat, kOldestStateFormat);
    AddOptionSpecs(b);
    b.Violations(kViolations);
    info_ = b.Build();
    // A built-in pack that does not load is a broken engine; its tests load every one.
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
    const int seats = setup.seat_count();
    if (typed.start_hands() == pb::START_HANDS_PRESET && (*pack)->preset_count < seats) {
      return absl::InvalidArgumentError(absl::StrCat(
          "setup.options.start_hands: the pack lists ", (*pack)->preset_count,
          " preset hands, ", seats, " seats need one each (R19)"));
    }
    if ((*pack)->survey_copies < seats) {
      return absl::InvalidArgumentError(absl::StrCat(
          "setup.seat_count: ", seats, " seats, the pack has ", (*pack)->survey_copies,
          " Survey Teams"));
    }
    if (typed.start_hands() != pb::START_HANDS_PRESET && (*pack)->deck_cards < kDealCards * seats) {
      return absl::InvalidArgumentError(absl::StrCat(
          "setup.content: the pack's ", (*pack)->deck_cards, " cards cannot deal 7 to each of ",
          seats, " seats"));
    }
    State s;
    s.pack = pack->get();
    s.seat_count = seats;
    s.first_seat = setup.first_seat();
    s.external = setup.randomness().mode() == v1::RANDOMNESS_MODE_EXTERNAL;
    s.rng_state = s.external ? 0 : setup.randomness().seed();
    s.options.preset = typed.start_hands() == pb::START_HANDS_PRESET;
    s.options.nearest_clockwise =
        typed.war_propaganda_tie() == pb::WAR_PROPAGANDA_TIE_NEAREST_CLOCKWISE;
    s.options.convoy_same_round = typed.convoy_same_round();
    for (int i = 0; i < seats; ++i) s.seats[i].hand.assign((*pack)->deck_types, 0);
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
    std::vector<pb::Action> actions;
    ListActions(x.s, actor, &actions);
    std::vector<google::protobuf::Any> out(actions.size());
    for (size_t i = 0; i < actions.size(); ++i) PackInto(actions[i], &out[i]);
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
    ResampleHiddenCards(x.s, viewer, seed);
    return Encode(x.s, kFullState, state.content());
  }

 private:
  // A decoded state and the pack it points into (kept alive with it).
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
    const std::string& bytes = state.payload().value();
    if (bytes.size() > kReuseLimitBytes) {
      ScratchArena arena;
      return Decode(bytes, state.state_format_version(), arena.Create<pb::State>(), out);
    }
    return Decode(bytes, state.state_format_version(), Messages::ThisThread().Fresh<kParsed>(),
                  out);
  }

  // Parses `bytes` into `payload` (empty) and decodes it with the reader of the state's own
  // format (CheckEnvelope accepted it: 1..2, state.h).
  absl::Status Decode(const std::string& bytes, uint32_t format, pb::State* payload,
                      Loaded* out) const {
    if (!payload->ParseFromString(bytes)) {
      return absl::InvalidArgumentError("state.payload: not a parsable " + info_.state_type());
    }
    return DecodePayload(*payload, *out->pack, format, &out->s);
  }

  v1::GameState Encode(const State& s, int viewer, const v1::GameContent& content) const {
    pb::State* payload = Messages::ThisThread().Fresh<kBuilt>();
    EncodePayload(s, viewer, payload);
    v1::GameState out = PackState(info_, *payload);
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
  registry.Register(std::make_unique<JumpDriveGame>()).IgnoreError();
}

}  // namespace jump_drive
}  // namespace arbiter
