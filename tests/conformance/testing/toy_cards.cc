#include "tests/conformance/testing/toy_cards.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "engines/core/envelope.h"
#include "engines/core/events.h"
#include "engines/core/proto_position.h"
#include "engines/core/rng.h"
#include "engines/core/violation.h"
#include "google/protobuf/unknown_field_set.h"
#include "tests/conformance/testing/toy_cards.pb.h"

namespace arbiter::conformance::testing {
namespace {

namespace pb = ::arbiter::testing::toy_cards::v1;

// ToyFlaw::kPositionListsFewer: ProtoPosition whose ListLegal drops the last action of a list
// of two or more.
class ShortListPosition final : public Position {
 public:
  explicit ShortListPosition(std::unique_ptr<Position> inner) : inner_(std::move(inner)) {}
  v1::TurnStatus Turn() const override { return inner_->Turn(); }
  bool Decides(int actor) const override { return inner_->Decides(actor); }
  void Deciders(std::vector<int>* actors) const override { inner_->Deciders(actors); }
  bool Finished() const override { return inner_->Finished(); }
  absl::StatusOr<bool> Apply(int actor, const google::protobuf::Any& action,
                             v1::Violation* violation, std::vector<v1::Event>* events) override {
    return inner_->Apply(actor, action, violation, events);
  }
  absl::StatusOr<int> ListLegal(int actor) override {
    absl::StatusOr<int> n = inner_->ListLegal(actor);
    if (n.ok() && *n > 1) return *n - 1;
    return n;
  }
  absl::Status PlayListed(int index, std::vector<v1::Event>* events) override {
    return inner_->PlayListed(index, events);
  }
  absl::Status ListedAction(int index, google::protobuf::Any* out) const override {
    return inner_->ListedAction(index, out);
  }
  absl::StatusOr<v1::GameState> Encode() const override { return inner_->Encode(); }
  std::unique_ptr<Position> Clone() const override {
    return std::make_unique<ShortListPosition>(inner_->Clone());
  }

 private:
  std::unique_ptr<Position> inner_;
};

constexpr int kValues = 5;
constexpr int kCopies = 3;
constexpr int kDealt = 2;

class ToyCards final : public Game {
 public:
  explicit ToyCards(ToyFlaw flaw) : flaw_(flaw) {
    info_.set_game_id("toy_cards");
    info_.set_title("Toy cards (conformance self-test)");
    info_.set_min_seats(2);
    info_.set_max_seats(4);
    v1::OptionSpec* target = info_.add_options();
    target->set_name("target");
    target->set_description("Score that ends the game.");
    target->set_default_value("8");
    target->add_allowed_values("8");
    target->add_allowed_values("12");
    info_.set_rules_version("toy_cards/1.0");
    info_.set_state_format_version(1);
    info_.set_state_type(pb::State::descriptor()->full_name());
    info_.set_action_type(pb::Action::descriptor()->full_name());
    info_.set_event_type(pb::Event::descriptor()->full_name());
    // The violation catalogue (code, rule_ref), each as Apply cites it.
    const std::pair<const char*, const char*> catalogue[] = {
        {"ARBITER_CHANCE_OUTCOME_PENDING", "T4"},
        {"ARBITER_GAME_OVER", "T3"},
        {"ARBITER_NOT_YOUR_TURN", flaw == ToyFlaw::kCatalogueCitesOtherRule ? "T9" : "T2"},
        {"ARBITER_NO_CHANCE_PENDING", "T4"},
        {"ARBITER_WRONG_ACTOR_FOR_ACTION", "T4"},
        {"TOY_CANNOT_PASS", "T2"},
        {"TOY_NOT_IN_HAND", "T2"},
        {"TOY_NOT_IN_PILE", "T4"},
        {"TOY_NO_SUCH_CARD", "T1"},
        {"TOY_PILE_EMPTY", "T2"},
        {"TOY_PLAY_ONE_OR_TWO", "T2"},
    };
    for (const auto& [code, rule_ref] : catalogue) {
      if (flaw == ToyFlaw::kCatalogueLacksCode && absl::string_view(code) == "TOY_NOT_IN_HAND") {
        continue;
      }
      v1::ViolationSpec* spec = info_.add_violations();
      spec->set_code(code);
      spec->set_rule_ref(rule_ref);
      spec->set_description("toy rule");
    }
  }

  const v1::GameInfo& Info() const override { return info_; }

  absl::StatusOr<NewGameResult> NewGame(const v1::GameSetup& setup) const override {
    absl::StatusOr<std::map<std::string, std::string>> options = CheckSetup(info_, setup);
    if (!options.ok()) return options.status();
    pb::State s;
    int target = 0;
    if (!absl::SimpleAtoi(options->at("target"), &target)) {
      return absl::InvalidArgumentError("setup.options[target]: not a number");
    }
    s.mutable_options()->set_target(target);
    const int n = setup.seat_count();
    for (int i = 0; i < n; ++i) s.add_seats();
    for (int v = 0; v < kValues; ++v) {
      s.add_pile_counts(kCopies);
      s.add_played(0);
    }
    s.set_pile_count(kValues * kCopies);
    s.set_current_seat(setup.first_seat());
    s.set_external(setup.randomness().mode() == v1::RANDOMNESS_MODE_EXTERNAL);
    if (!s.external()) s.set_rng_state(setup.randomness().seed());
    NewGameResult r;
    for (int round = 0; round < kDealt; ++round) {
      for (int k = 0; k < n; ++k) {
        const int seat = (setup.first_seat() + k) % n;
        if (s.external()) {
          s.add_receivers(seat);
        } else {
          r.events.push_back(DrawSeeded(&s, seat));
        }
      }
    }
    r.state = PackState(info_, s);
    r.turn = TurnOf(s);
    return r;
  }

  absl::StatusOr<ApplyResult> Apply(const v1::GameState& state, int actor,
                                    const google::protobuf::Any& action) const override {
    pb::State s;
    ARBITER_RETURN_IF_ERROR(Load(state, &s, flaw_ != ToyFlaw::kSkipsCountCheck));
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, s.seats_size()));
    pb::Action a;
    ARBITER_RETURN_IF_ERROR(UnpackAction(action, &a));
    if (a.kind_case() == pb::Action::KIND_NOT_SET) {
      return absl::InvalidArgumentError("action: no move set");
    }
    if (s.finished()) return Illegal(MakeViolation(kGameOver, "T3", "", "the game is over"));
    const v1::TurnStatus before = TurnOf(s);
    ApplyResult r;
    if (s.receivers_size() > 0) {
      if (actor != kChance) {
        return Illegal(MakeViolation(kChanceOutcomePending, "T4", "", "a card is being dealt"));
      }
      if (a.kind_case() != pb::Action::kChance) {
        return Illegal(MakeViolation(kWrongActorForAction, "T4", "", "chance deals cards"));
      }
      const int v = a.chance().value();
      if (v < 1 || v > kValues || s.pile_counts(v - 1) == 0) {
        return Illegal(MakeViolation("TOY_NOT_IN_PILE", "T4", "chance.value",
                                     "no such card in the pile"));
      }
      const int seat = s.receivers(0);
      s.mutable_receivers()->erase(s.mutable_receivers()->begin());
      Give(&s, seat, v);
      r.events.push_back(DrawEvent(seat, v));
    } else {
      if (a.kind_case() == pb::Action::kChance) {
        return Illegal(MakeViolation(actor == kChance ? kNoChancePending : kWrongActorForAction,
                                     "T4", "chance", "no card is being dealt"));
      }
      if (actor == kChance) {
        return Illegal(MakeViolation(kWrongActorForAction, "T4", "", "chance only deals"));
      }
      if (actor != s.current_seat() && flaw_ != ToyFlaw::kIgnoresTurnOrder) {
        return Illegal(MakeViolation(kNotYourTurn, "T2", "", "not your turn"));
      }
      const int seat = s.current_seat();
      pb::Seat* me = s.mutable_seats(seat);
      if (a.kind_case() == pb::Action::kPlay) {
        const auto& values = a.play().values();
        const bool empty_ok = flaw_ == ToyFlaw::kAcceptsEmptyPlay;
        if ((values.empty() && !empty_ok) || values.size() > 2) {
          return Illegal(MakeViolation("TOY_PLAY_ONE_OR_TWO", "T2", "play.values",
                                       "play one or two cards"));
        }
        std::vector<int> hand(me->hand().begin(), me->hand().end());
        int sum = 0;
        for (int i = 0; i < values.size(); ++i) {
          const int v = values[i];
          if (v < 1 || v > kValues) {
            if (flaw_ == ToyFlaw::kErrorsOnBadValue) return absl::InternalError("bad value");
            return Illegal(MakeViolation("TOY_NO_SUCH_CARD", "T1",
                                         absl::StrCat("play.values[", i, "]"), "values are 1..5"));
          }
          auto it = std::find(hand.begin(), hand.end(), v);
          if (it == hand.end()) {
            std::string message = "that card is not in your hand";
            if (flaw_ == ToyFlaw::kRefusalNamesPile) {
              absl::StrAppend(&message, " (the pile holds ", s.pile_counts(v - 1), ")");
            }
            return Illegal(MakeViolation("TOY_NOT_IN_HAND", "T2",
                                         absl::StrCat("play.values[", i, "]"), message));
          }
          hand.erase(it);
          sum += v;
          if (!(flaw_ == ToyFlaw::kLosesPlayedCard && i == 1)) {
            s.set_played(v - 1, s.played(v - 1) + 1);
          }
        }
        me->clear_hand();
        for (int v : hand) me->add_hand(v);
        me->set_hand_count(me->hand_count() - values.size());
        me->set_score(me->score() + sum);
        pb::Played played;
        played.set_seat(seat);
        played.mutable_values()->CopyFrom(values);
        static std::atomic<int> calls{0};
        played.set_score(me->score() +
                         (flaw_ == ToyFlaw::kNondeterministic ? (calls++ % 2) : 0));
        if (flaw_ == ToyFlaw::kUnknownFieldCounter) {
          // Field 99 is not in the schema: binary keeps it, JSON does not.
          constexpr int kCounterField = 99;
          google::protobuf::UnknownFieldSet* unknown =
              s.GetReflection()->MutableUnknownFields(&s);
          uint64_t plays = 0;
          for (int i = 0; i < unknown->field_count(); ++i) {
            if (unknown->field(i).number() == kCounterField) plays = unknown->field(i).varint();
          }
          unknown->DeleteByNumber(kCounterField);
          unknown->AddVarint(kCounterField, plays + 1);
          played.set_score(me->score() + static_cast<int>(plays % 7));
        }
        r.events.push_back(PublicEvent(played));
        if (me->score() >= s.options().target() && flaw_ != ToyFlaw::kNeverEnds) {
          s.set_finished(true);
        }
      } else if (a.kind_case() == pb::Action::kDraw) {
        int in_pile = 0;  // counted again: kSkipsCountCheck trusts no pile_count
        for (int c : s.pile_counts()) in_pile += c;
        if (s.pile_count() == 0 || in_pile == 0) {
          return Illegal(MakeViolation("TOY_PILE_EMPTY", "T2", "draw", "the pile is empty"));
        }
        if (s.external()) {
          s.add_receivers(seat);
        } else {
          r.events.push_back(DrawSeeded(&s, seat));
        }
      } else {  // pass
        if (!PassAllowed(s)) {
          return Illegal(MakeViolation("TOY_CANNOT_PASS", "T2", "pass",
                                       "pass only with an empty hand and an empty pile"));
        }
        pb::Passed passed;
        passed.set_seat(seat);
        r.events.push_back(PublicEvent(passed));
      }
      if (!s.finished()) {
        if (AllEmpty(s) && flaw_ != ToyFlaw::kNeverEnds) {
          s.set_finished(true);
        } else {
          s.set_current_seat((seat + 1) % s.seats_size());
        }
      }
    }
    r.legal = true;
    r.state = PackState(info_, s);
    r.turn = flaw_ == ToyFlaw::kStaleTurn ? before : TurnOf(s);
    return r;
  }

  absl::StatusOr<std::vector<google::protobuf::Any>> LegalActions(
      const v1::GameState& state, int actor) const override {
    pb::State s;
    ARBITER_RETURN_IF_ERROR(Load(state, &s, flaw_ != ToyFlaw::kSkipsCountCheck));
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, s.seats_size()));
    std::vector<google::protobuf::Any> out;
    if (s.finished()) return out;
    pb::Action a;
    if (actor == kChance) {
      if (s.receivers_size() == 0) return out;
      for (int v = 1; v <= kValues; ++v) {
        if (s.pile_counts(v - 1) == 0) continue;
        a.mutable_chance()->set_value(v);
        out.push_back(Pack(a));
      }
      return out;
    }
    if (s.receivers_size() > 0 || actor != s.current_seat()) return out;
    const auto& hand = s.seats(actor).hand();
    std::vector<int> distinct(hand.begin(), hand.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    for (size_t i = 0; i < distinct.size(); ++i) {
      a.mutable_play()->clear_values();
      a.mutable_play()->add_values(distinct[i]);
      out.push_back(Pack(a));
      for (size_t j = i; j < distinct.size(); ++j) {
        if (j == i && std::count(hand.begin(), hand.end(), distinct[i]) < 2) continue;
        a.mutable_play()->clear_values();
        a.mutable_play()->add_values(distinct[i]);
        a.mutable_play()->add_values(distinct[j]);
        out.push_back(Pack(a));
      }
    }
    if (flaw_ == ToyFlaw::kListsCardNotInHand && !hand.empty() &&
        std::find(hand.begin(), hand.end(), kValues) == hand.end()) {
      a.mutable_play()->clear_values();
      a.mutable_play()->add_values(kValues);
      out.push_back(Pack(a));
    }
    if (s.pile_count() > 0) {
      a.mutable_draw();
      out.push_back(Pack(a));
    }
    if (PassAllowed(s)) {
      a.mutable_pass();
      out.push_back(Pack(a));
    }
    if (flaw_ == ToyFlaw::kUnstableListing && !out.empty()) {
      static std::atomic<int> calls{0};
      std::rotate(out.begin(), out.begin() + (calls++ % out.size()), out.end());
    }
    return out;
  }

  absl::StatusOr<v1::GameState> View(const v1::GameState& state, int viewer) const override {
    pb::State s;
    ARBITER_RETURN_IF_ERROR(Load(state, &s, true));
    ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, s.seats_size()));
    if (flaw_ == ToyFlaw::kViewRejectsSpectator && viewer == kSpectator) {
      return absl::InvalidArgumentError("viewer: spectators not supported");
    }
    if (flaw_ != ToyFlaw::kViewKeepsGenerator) s.clear_rng_state();
    s.clear_pile_counts();
    for (int i = 0; i < s.seats_size(); ++i) {
      if (i != viewer && flaw_ != ToyFlaw::kViewShowsHands) s.mutable_seats(i)->clear_hand();
    }
    return PackState(info_, s);
  }

  absl::Status Check(const v1::GameState& state) const override {
    pb::State s;
    return Load(state, &s, true);
  }

  absl::StatusOr<v1::TurnStatus> Turn(const v1::GameState& state) const override {
    pb::State s;
    ARBITER_RETURN_IF_ERROR(Load(state, &s, true));
    return TurnOf(s);
  }

  absl::StatusOr<std::unique_ptr<Position>> DecodePosition(
      const v1::GameState& state) const override {
    absl::StatusOr<std::unique_ptr<Position>> p = ProtoPosition::Make(*this, state);
    if (!p.ok() || flaw_ != ToyFlaw::kPositionListsFewer) return p;
    return std::unique_ptr<Position>(new ShortListPosition(*std::move(p)));
  }
  absl::StatusOr<v1::GameState> ResampleHidden(const v1::GameState& state, int viewer,
                                               uint64_t seed) const override {
    pb::State s;
    ARBITER_RETURN_IF_ERROR(Load(state, &s, true));
    ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, s.seats_size()));
    std::vector<int> unknown;
    for (int v = 1; v <= kValues; ++v) unknown.insert(unknown.end(), s.pile_counts(v - 1), v);
    // kResampleOwnHand: the viewer's hand is wrongly treated as unknown too.
    const int known = flaw_ == ToyFlaw::kResampleOwnHand ? -100 : viewer;
    for (int i = 0; i < s.seats_size(); ++i) {
      if (i == known) continue;
      unknown.insert(unknown.end(), s.seats(i).hand().begin(), s.seats(i).hand().end());
    }
    static std::atomic<uint64_t> calls{0};
    Rng rng(flaw_ == ToyFlaw::kUnstableResample ? seed + calls++ : seed);
    rng.Shuffle(absl::MakeSpan(unknown));
    size_t next = 0;
    for (int i = 0; i < s.seats_size(); ++i) {
      if (i == known) continue;
      std::vector<int> hand(unknown.begin() + next, unknown.begin() + next + s.seats(i).hand_count());
      next += hand.size();
      std::sort(hand.begin(), hand.end());
      s.mutable_seats(i)->clear_hand();
      for (int v : hand) s.mutable_seats(i)->add_hand(v);
    }
    for (int v = 0; v < kValues; ++v) s.set_pile_counts(v, 0);
    for (; next < unknown.size(); ++next) {
      s.set_pile_counts(unknown[next] - 1, s.pile_counts(unknown[next] - 1) + 1);
    }
    if (!s.external()) s.set_rng_state(rng.Next());
    return PackState(info_, s);
  }

 private:
  // Parses and validates a full state. `counts`: also check every card is accounted for.
  absl::Status Load(const v1::GameState& state, pb::State* s, bool counts) const {
    if (flaw_ == ToyFlaw::kWrongVersionCode && state.rules_version() != info_.rules_version()) {
      return absl::InvalidArgumentError("state.rules_version: unknown");
    }
    ARBITER_RETURN_IF_ERROR(UnpackState(info_, state, s));
    const int n = s->seats_size();
    if (n < 2 || n > 4) return absl::InvalidArgumentError("state.payload.seats: 2..4 seats");
    if (s->options().target() != 8 && s->options().target() != 12) {
      return absl::InvalidArgumentError("state.payload.options.target: 8 or 12");
    }
    if (s->pile_count() < 0 || s->pile_counts().size() != kValues || s->played().size() != kValues) {
      return absl::InvalidArgumentError("state.payload.pile: counts of 5 values");
    }
    if (s->current_seat() < 0 || s->current_seat() >= n) {
      return absl::InvalidArgumentError("state.payload.current_seat: not a seat");
    }
    if (!s->external() && s->receivers_size() > 0) {
      return absl::InvalidArgumentError("state.payload.receivers: only in EXTERNAL mode");
    }
    if (s->external() && s->rng_state() != 0) {
      return absl::InvalidArgumentError("state.payload.rng_state: unused in EXTERNAL mode");
    }
    if (s->receivers_size() > s->pile_count()) {
      return absl::InvalidArgumentError("state.payload.receivers: more than the pile holds");
    }
    for (int r : s->receivers()) {
      if (r < 0 || r >= n) return absl::InvalidArgumentError("state.payload.receivers: seat");
    }
    std::vector<int> total(kValues, 0);
    int pile = 0;
    int64_t scored = 0;
    int64_t score_sum = 0;
    for (int v = 0; v < kValues; ++v) {
      if (s->pile_counts(v) < 0 || s->pile_counts(v) > kCopies || s->played(v) < 0 ||
          s->played(v) > kCopies) {
        return absl::InvalidArgumentError(absl::StrCat("state.payload.pile[", v, "]: 0..3"));
      }
      total[v] += s->pile_counts(v) + s->played(v);
      pile += s->pile_counts(v);
      scored += int64_t{v + 1} * s->played(v);
    }
    bool hands_empty = true;
    for (int i = 0; i < n; ++i) {
      const pb::Seat& seat = s->seats(i);
      if (seat.hand_count() != seat.hand().size() || seat.score() < 0 || seat.score() > 45) {
        return absl::InvalidArgumentError(absl::StrCat("state.payload.seats[", i, "]: sizes"));
      }
      for (int j = 0; j < seat.hand().size(); ++j) {
        const int v = seat.hand(j);
        if (v < 1 || v > kValues || (j > 0 && v < seat.hand(j - 1))) {
          return absl::InvalidArgumentError(
              absl::StrCat("state.payload.seats[", i, "].hand: values 1..5 ascending"));
        }
        ++total[v - 1];
      }
      hands_empty = hands_empty && seat.hand().empty();
      score_sum += seat.score();
    }
    if (!counts) return absl::OkStatus();
    for (int v = 0; v < kValues; ++v) {
      if (total[v] != kCopies) {
        return absl::InvalidArgumentError(absl::StrCat(
            "state.payload: ", total[v], " cards of value ", v + 1, " accounted for, not 3"));
      }
    }
    if (pile != s->pile_count() || scored != score_sum) {
      return absl::InvalidArgumentError("state.payload.pile_count/score: inconsistent");
    }
    bool reached = false;
    for (const pb::Seat& seat : s->seats()) reached = reached || seat.score() >= s->options().target();
    if (flaw_ != ToyFlaw::kNeverEnds &&
        s->finished() != (reached || (hands_empty && pile == 0 && s->receivers_size() == 0))) {
      return absl::InvalidArgumentError("state.payload.finished: inconsistent");
    }
    return absl::OkStatus();
  }

  static bool AllEmpty(const pb::State& s) {
    if (s.pile_count() > 0 || s.receivers_size() > 0) return false;
    for (const pb::Seat& seat : s.seats()) {
      if (!seat.hand().empty()) return false;
    }
    return true;
  }

  bool PassAllowed(const pb::State& s) const {
    const bool empty = s.seats(s.current_seat()).hand().empty() && s.pile_count() == 0;
    return empty || (flaw_ == ToyFlaw::kPassDependsOnPile && s.pile_counts(kValues - 1) > 0);
  }

  static void Give(pb::State* s, int seat, int v) {
    pb::Seat* to = s->mutable_seats(seat);
    std::vector<int> hand(to->hand().begin(), to->hand().end());
    hand.insert(std::upper_bound(hand.begin(), hand.end(), v), v);
    to->clear_hand();
    for (int h : hand) to->add_hand(h);
    to->set_hand_count(to->hand_count() + 1);
    s->set_pile_counts(v - 1, s->pile_counts(v - 1) - 1);
    s->set_pile_count(s->pile_count() - 1);
  }

  v1::Event DrawEvent(int seat, int v) const {
    pb::Drew drew;
    drew.set_seat(seat);
    drew.set_value(v);
    if (flaw_ == ToyFlaw::kDrawEventPublic) return PublicEvent(drew);
    pb::DrewPublic shown;
    shown.set_seat(seat);
    return PrivateEvent(drew, {seat}, shown);
  }

  // SEEDED: draws one card for `seat` from the generator in the state (pile not empty).
  v1::Event DrawSeeded(pb::State* s, int seat) const {
    Rng rng(s->rng_state());
    const int v = 1 + rng.Weighted(absl::MakeConstSpan(s->pile_counts().data(), s->pile_counts().size()));
    s->set_rng_state(rng.state());
    Give(s, seat, v);
    return DrawEvent(seat, v);
  }

  v1::TurnStatus TurnOf(const pb::State& s) const {
    v1::TurnStatus t;
    if (s.finished()) {
      t.mutable_outcome()->set_status(v1::OUTCOME_STATUS_FINISHED);
      std::vector<v1::SeatResult> results;
      for (int i = 0; i < s.seats_size(); ++i) {
        v1::SeatResult r;
        r.set_seat(i);
        r.set_score(s.seats(i).score());
        int rank = 1;
        for (const pb::Seat& other : s.seats()) rank += other.score() > s.seats(i).score();
        r.set_rank(rank);
        r.set_won(rank == 1 || flaw_ == ToyFlaw::kOutcomeEveryoneWon);
        if (flaw_ != ToyFlaw::kOutcomeOnlyWinner || rank == 1) results.push_back(r);
      }
      std::stable_sort(results.begin(), results.end(),
                       [](const auto& a, const auto& b) { return a.rank() < b.rank(); });
      for (const auto& r : results) *t.mutable_outcome()->add_results() = r;
      t.set_decision("game_over");
      return t;
    }
    t.mutable_outcome()->set_status(v1::OUTCOME_STATUS_ONGOING);
    if (s.receivers_size() > 0) {
      t.set_chance_pending(true);
      t.set_decision("deal");
    } else {
      t.add_acting_seats(s.current_seat());
      t.set_decision("play_or_draw");
    }
    return t;
  }

  ToyFlaw flaw_;
  v1::GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> MakeToyCards(ToyFlaw flaw) { return std::make_unique<ToyCards>(flaw); }

}  // namespace arbiter::conformance::testing
