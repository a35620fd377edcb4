#include "engines/core/testing/card_race.h"

#include <algorithm>
#include <set>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/actor.h"
#include "engines/core/content.h"
#include "engines/core/envelope.h"
#include "engines/core/events.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/proto_position.h"
#include "engines/core/quote.h"
#include "engines/core/testing/card_race.pb.h"
#include "engines/core/testing/card_race_content.inc"
#include "engines/core/testing/two_seat_turn.h"
#include "engines/core/violation.h"

namespace arbiter::testing {
namespace {

namespace pb = ::arbiter::testing::card_race::v1;

constexpr int kMaxGoal = 100;
constexpr int kMaxCards = 16;
constexpr int kMaxValue = 10;
constexpr size_t kMaxNameLength = 16;

inline constexpr ViolationKind kNoSuchCard{"CARD_RACE_NO_SUCH_CARD", "R2",
                                           "the card index is not in the content's list"};

absl::Status CheckName(const std::string& name, const std::string& field) {
  if (name.empty() || name.size() > kMaxNameLength) {
    return absl::InvalidArgumentError(absl::StrCat(field, ": ", QuoteCallerText(name),
                                                   " is not 1..", kMaxNameLength,
                                                   " characters"));
  }
  for (char c : name) {
    if ((c < 'a' || c > 'z') && c != '_') {
      return absl::InvalidArgumentError(absl::StrCat(field, ": ", QuoteCallerText(name),
                                                     " has a character other than a-z and _"));
    }
  }
  return absl::OkStatus();
}

// Every field of the content; `field` is where it sits ("setup.content.supplied", ...).
absl::Status CheckContent(const pb::Content& c, absl::string_view field, bool check_values) {
  if (c.goal() < 1 || c.goal() > kMaxGoal) {
    return absl::InvalidArgumentError(
        absl::StrCat(field, ".goal: ", c.goal(), " is not in 1..", kMaxGoal));
  }
  if (c.cards_size() < 1 || c.cards_size() > kMaxCards) {
    return absl::InvalidArgumentError(absl::StrCat(field, ".cards: ", c.cards_size(),
                                                   " cards, not 1..", kMaxCards));
  }
  std::set<std::string> names;
  for (int i = 0; i < c.cards_size(); ++i) {
    const pb::Card& card = c.cards(i);
    const std::string at = absl::StrCat(field, ".cards[", i, "]");
    ARBITER_RETURN_IF_ERROR(CheckName(card.name(), at + ".name"));
    if (!names.insert(card.name()).second) {
      return absl::InvalidArgumentError(
          absl::StrCat(at, ".name: '", card.name(), "' names an earlier card too"));
    }
    if (check_values && (card.value() < 1 || card.value() > kMaxValue)) {
      return absl::InvalidArgumentError(
          absl::StrCat(at, ".value: ", card.value(), " is not in 1..", kMaxValue));
    }
  }
  return absl::OkStatus();
}

class CardRaceGame final : public Game {
 public:
  explicit CardRaceGame(CardRaceFlaw flaw)
      : flaw_(flaw),
        content_(
            [check_values = flaw != CardRaceFlaw::kSkipsValueCheck](
                const pb::Content& c, absl::string_view field) {
              return CheckContent(c, field, check_values);
            },
            /*accepts_supplied=*/true) {
    info_ = GameInfoBuilder("card_race", "Card race", 2, 2, "card_race/1.0")
                .Messages<pb::State, pb::Play, pb::Play>()
                .StateFormats(1)
                .SharedViolations(/*turn_rule_ref=*/"R1", /*game_over_rule_ref=*/"R3")
                .Violations({kNoSuchCard})
                .Build();
  }

  absl::Status Load() {
    ARBITER_RETURN_IF_ERROR(content_.AddBuiltIns(kBuiltInContent));
    content_.Describe(&info_);
    return absl::OkStatus();
  }

  const v1::GameInfo& Info() const override { return info_; }

  absl::StatusOr<NewGameResult> NewGame(const v1::GameSetup& setup) const override {
    ARBITER_RETURN_IF_ERROR(CheckSetup(info_, setup).status());
    absl::StatusOr<Content::Chosen> content = content_.FromSetup(setup);
    if (!content.ok()) return content.status();
    pb::State s;
    s.set_seat(setup.first_seat());
    NewGameResult r;
    r.state = PackState(info_, s);
    *r.state.mutable_content() = std::move(content->ref);
    r.turn = TurnOf(s, *content->content);
    return r;
  }

  absl::StatusOr<ApplyResult> Apply(const v1::GameState& state, int actor,
                                    const google::protobuf::Any& action) const override {
    pb::State s;
    absl::StatusOr<Content::Chosen> content = Load(state, &s);
    if (!content.ok()) return content.status();
    const pb::Content& c = *content->content;
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, 2));
    pb::Play play;
    ARBITER_RETURN_IF_ERROR(UnpackAction(action, &play));
    if (s.total() >= c.goal()) return Illegal(MakeViolation(kGameOver, "R3", "", "game over"));
    if (actor == kChance) {
      return Illegal(MakeViolation(kWrongActorForAction, "R1", "", "the seats play cards"));
    }
    if (actor != s.seat()) return Illegal(MakeViolation(kNotYourTurn, "R1", "", "not your turn"));
    if (play.card() < 0 || play.card() >= c.cards_size()) {
      return Illegal(MakeViolation(kNoSuchCard, "card",
                                   absl::StrCat("no card ", play.card(), " among ",
                                                c.cards_size())));
    }
    s.set_total(s.total() + c.cards(play.card()).value());
    if (s.total() < c.goal()) s.set_seat(1 - s.seat());
    ApplyResult r;
    r.legal = true;
    r.events.push_back(PublicEvent(play));
    r.state = PackState(info_, s);
    *r.state.mutable_content() = state.content();
    r.turn = TurnOf(s, c);
    return r;
  }

  absl::StatusOr<std::vector<google::protobuf::Any>> LegalActions(const v1::GameState& state,
                                                                  int actor) const override {
    pb::State s;
    absl::StatusOr<Content::Chosen> content = Load(state, &s);
    if (!content.ok()) return content.status();
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, 2));
    std::vector<google::protobuf::Any> out;
    if (s.total() >= content->content->goal() || actor != s.seat()) return out;
    for (int i = 0; i < content->content->cards_size(); ++i) out.push_back(CardRacePlay(i));
    return out;
  }

  absl::StatusOr<v1::GameState> View(const v1::GameState& state, int viewer) const override {
    pb::State s;
    absl::StatusOr<Content::Chosen> content = Load(state, &s);
    if (!content.ok()) return content.status();
    ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, 2));
    v1::GameState view = PackState(info_, s);  // nothing is hidden
    if (flaw_ != CardRaceFlaw::kViewDropsContent) *view.mutable_content() = state.content();
    return view;
  }

  absl::Status Check(const v1::GameState& state) const override {
    pb::State s;
    return Load(state, &s).status();
  }

  absl::StatusOr<v1::TurnStatus> Turn(const v1::GameState& state) const override {
    pb::State s;
    absl::StatusOr<Content::Chosen> content = Load(state, &s);
    if (!content.ok()) return content.status();
    return TurnOf(s, *content->content);
  }

  absl::StatusOr<std::unique_ptr<Position>> DecodePosition(
      const v1::GameState& state) const override {
    return ProtoPosition::Make(*this, state);
  }
  absl::StatusOr<v1::GameState> ResampleHidden(const v1::GameState& state, int viewer,
                                               uint64_t) const override {
    ARBITER_RETURN_IF_ERROR(Check(state));
    ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, 2));
    return state;
  }

 private:
  using Content = ContentLibrary<pb::Content>;

  // The payload and the content of `state`, both checked: a total beyond what the content's
  // cards can reach is not a state of this game.
  absl::StatusOr<Content::Chosen> Load(const v1::GameState& state, pb::State* s) const {
    ARBITER_RETURN_IF_ERROR(UnpackState(info_, state, s));
    absl::StatusOr<Content::Chosen> content = content_.FromState(state);
    if (!content.ok()) return content.status();
    if (s->seat() < 0 || s->seat() > 1) {
      return absl::InvalidArgumentError(
          absl::StrCat("state.payload.seat: ", s->seat(), " is not a seat of 2"));
    }
    int max_value = 0;
    for (const pb::Card& card : content->content->cards()) {
      max_value = std::max(max_value, card.value());
    }
    if (s->total() < 0 || s->total() >= content->content->goal() + max_value) {
      return absl::InvalidArgumentError(
          absl::StrCat("state.payload.total: ", s->total(), " is not in 0..",
                       content->content->goal() + max_value - 1));
    }
    return content;
  }

  static v1::TurnStatus TurnOf(const pb::State& s, const pb::Content& c) {
    return TwoSeatTurn(static_cast<int>(s.seat()), s.total() >= c.goal(), "play");
  }

  CardRaceFlaw flaw_;
  Content content_;
  v1::GameInfo info_;
};

}  // namespace

absl::StatusOr<std::unique_ptr<Game>> MakeCardRaceGame(CardRaceFlaw flaw) {
  auto game = std::make_unique<CardRaceGame>(flaw);
  ARBITER_RETURN_IF_ERROR(game->Load());
  return std::unique_ptr<Game>(std::move(game));
}

google::protobuf::Any CardRaceContent(int goal, std::initializer_list<int> values) {
  pb::Content c;
  c.set_goal(goal);
  int i = 0;
  for (int v : values) {
    pb::Card* card = c.add_cards();
    card->set_name(absl::StrCat("card_", std::string(1, static_cast<char>('a' + i++))));
    card->set_value(v);
  }
  google::protobuf::Any any;
  any.PackFrom(c);
  return any;
}

google::protobuf::Any CardRacePlay(int index) {
  pb::Play play;
  play.set_card(index);
  return Pack(play);
}

}  // namespace arbiter::testing
