// DecodePayload / EncodePayload (state.h): the payload to the native State and back, one
// function per section (options, randomness, seats, piles, pending draws, discard records).
// Both state formats are read here (state.h: format 1 lacks the discard records); format 2 is
// written.
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/jump_drive/state.h"

namespace arbiter {
namespace jump_drive {
namespace {

absl::Status Bad(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("state.payload.", field, ": ", what));
}

// The field path "<at>.<name>" ("<name>" when `at` is empty), built only for an error.
std::string FieldOf(absl::string_view at, absl::string_view name) {
  return at.empty() ? std::string(name) : absl::StrCat(at, ".", name);
}

// The card index of `id`, or -1. EncodeCounts lists cards in pack order, so the card after
// `previous` is tried first (ids are unique in a pack, BuildPack: the same index as Find's).
int FindAfter(const Pack& pack, const std::string& id, int previous) {
  const int next = previous + 1;
  if (next >= 0 && next < static_cast<int>(pack.cards.size()) && pack.cards[next].id == id) {
    return next;
  }
  return pack.Find(id);
}

// A CardCount list into counts per deck card; the list's field is "<at>.<name>" (FieldOf).
absl::Status DecodeCounts(const google::protobuf::RepeatedPtrField<pb::CardCount>& list,
                          const Pack& pack, absl::string_view at, absl::string_view name,
                          std::vector<int>* out, int* size) {
  out->assign(pack.deck_types, 0);
  *size = 0;
  int previous = -1;
  for (int i = 0; i < list.size(); ++i) {
    const int c = FindAfter(pack, list[i].card(), previous);
    previous = c;
    if (c < 0 || c >= pack.deck_types) {
      return Bad(absl::StrCat(FieldOf(at, name), "[", i, "].card"), "not a card of the deck");
    }
    if ((*out)[c] != 0) {
      return Bad(absl::StrCat(FieldOf(at, name), "[", i, "].card"), "listed twice");
    }
    if (list[i].count() < 1 || list[i].count() > pack.cards[c].count) {
      return Bad(absl::StrCat(FieldOf(at, name), "[", i, "].count"),
                 absl::StrCat(list[i].count(), " is not in 1..", pack.cards[c].count));
    }
    (*out)[c] = list[i].count();
    *size += list[i].count();
  }
  return absl::OkStatus();
}

// A card id into an index; -1 for empty. `field()` gives the field path, for an error only.
template <typename Field>
absl::Status DecodeCard(const std::string& id, const Pack& pack, Field field, int* out) {
  *out = -1;
  if (id.empty()) return absl::OkStatus();
  *out = pack.Find(id);
  if (*out < 0) return Bad(field(), "not a card of the pack");
  return absl::OkStatus();
}

// The placement of seat field `at` ("seats[i]"): its field is "<at>.placement".
absl::Status DecodePlacement(const pb::Placement& p, const Pack& pack, absl::string_view at,
                             Placement* out) {
  auto field = [at](absl::string_view name) { return absl::StrCat(at, ".placement", name); };
  out->explore = p.explore();
  ARBITER_RETURN_IF_ERROR(
      DecodeCard(p.development(), pack, [&] { return field(".development"); }, &out->dev));
  ARBITER_RETURN_IF_ERROR(DecodeCard(p.world(), pack, [&] { return field(".world"); }, &out->world));
  if (p.mode() < 0 || p.mode() > pb::WORLD_MODE_CONTACT) {
    return Bad(field(".mode"), absl::StrCat("unknown value ", p.mode()));
  }
  out->mode = static_cast<Mode>(p.mode());
  return absl::OkStatus();
}

absl::Status DecodeOptions(const pb::Options& o, Options* out) {
  if (o.start_hands() != pb::START_HANDS_DEAL7_KEEP5 && o.start_hands() != pb::START_HANDS_PRESET) {
    return Bad("options.start_hands", "must be DEAL7_KEEP5 or PRESET");
  }
  if (o.war_propaganda_tie() != pb::WAR_PROPAGANDA_TIE_STAY &&
      o.war_propaganda_tie() != pb::WAR_PROPAGANDA_TIE_NEAREST_CLOCKWISE) {
    return Bad("options.war_propaganda_tie", "must be STAY or NEAREST_CLOCKWISE");
  }
  out->preset = o.start_hands() == pb::START_HANDS_PRESET;
  out->nearest_clockwise = o.war_propaganda_tie() == pb::WAR_PROPAGANDA_TIE_NEAREST_CLOCKWISE;
  out->convoy_same_round = o.convoy_same_round();
  return absl::OkStatus();
}

absl::Status DecodeSeat(const pb::Seat& p, const Pack& pack, int i, Seat* out) {
  const std::string at = absl::StrCat("seats[", i, "]");
  int size = 0;
  ARBITER_RETURN_IF_ERROR(DecodeCounts(p.hand(), pack, at, "hand", &out->hand, &size));
  if (p.hand_count() != size) {
    return Bad(at + ".hand_count", absl::StrCat(p.hand_count(), " but the hand holds ", size));
  }
  out->hand_size = size;
  if (p.empire_size() > pack.deck_cards + 1) {
    return Bad(at + ".empire", "more cards than the pack has");
  }
  out->empire.clear();
  out->empire.reserve(p.empire_size());
  for (int k = 0; k < p.empire_size(); ++k) {
    int c = -1;
    ARBITER_RETURN_IF_ERROR(DecodeCard(
        p.empire(k), pack, [&] { return absl::StrCat(at, ".empire[", k, "]"); }, &c));
    if (c < 0) return Bad(absl::StrCat(at, ".empire[", k, "]"), "empty card id");
    out->empire.push_back(c);
  }
  if (p.explore_markers() < 0 || p.explore_markers() > kMaxRounds) {
    return Bad(at + ".explore_markers", absl::StrCat(p.explore_markers(), " is not in 0..10000"));
  }
  out->markers = p.explore_markers();
  if (p.vp() < 0 || p.vp() > 1000000) return Bad(at + ".vp", absl::StrCat(p.vp(), " is not in 0..1000000"));
  out->vp = p.vp();
  out->survey_used = p.survey_team_used();
  out->committed = p.committed();
  ARBITER_RETURN_IF_ERROR(DecodePlacement(p.placement(), pack, at, &out->placed));
  if (p.step() < 0 || p.step() > pb::STEP_HAND_LIMIT) {
    return Bad(at + ".step", absl::StrCat("unknown value ", p.step()));
  }
  out->step = static_cast<Step>(p.step());
  if (p.owed() < 0 || p.owed() > kMaxDeckCards) {
    return Bad(at + ".owed", absl::StrCat(p.owed(), " is not in 0..", kMaxDeckCards));
  }
  out->owed = p.owed();
  out->preset = -1;
  if (!p.preset_hand().empty()) {
    const std::string& l = p.preset_hand();
    if (l.size() != 1 || l[0] < 'A' || l[0] > 'D') return Bad(at + ".preset_hand", "not A..D");
    out->preset = l[0] - 'A';
  }
  ARBITER_RETURN_IF_ERROR(DecodeCard(
      p.convoy_world(), pack, [&] { return at + ".convoy_world"; }, &out->convoy_world));
  return DecodeCounts(p.discarded(), pack, at, "discarded", &out->discarded,
                      &out->discarded_size);
}

void EncodeCounts(const Pack& pack, const std::vector<int>& counts,
                  google::protobuf::RepeatedPtrField<pb::CardCount>* out) {
  out->Clear();
  for (int c = 0; c < static_cast<int>(counts.size()); ++c) {
    if (counts[c] == 0) continue;
    pb::CardCount* e = out->Add();
    e->set_card(pack.cards[c].id);
    e->set_count(counts[c]);
  }
}

void EncodePlacement(const Pack& pack, const Placement& p, pb::Placement* out) {
  out->set_explore(p.explore);
  if (p.dev >= 0) out->set_development(pack.cards[p.dev].id);
  if (p.world >= 0) out->set_world(pack.cards[p.world].id);
  out->set_mode(static_cast<pb::WorldMode>(static_cast<int>(p.mode)));
}

// Format 1 has no discard records (state.h): a state of format 1 that sets one mixes the
// layouts and is refused naming the field (engines/README.md), never read with it dropped.
absl::Status CheckLayout(const pb::State& p, uint32_t format) {
  if (format >= 2) return absl::OkStatus();
  auto foreign = [format](const std::string& field) {
    return Bad(field, absl::StrCat("a field of state format 2 in a state of format ", format,
                                   " (GameState.state_format_version)"));
  };
  for (int i = 0; i < p.seats_size(); ++i) {
    if (p.seats(i).discarded_size() > 0) return foreign(absl::StrCat("seats[", i, "].discarded"));
  }
  if (p.open_discards_size() > 0) return foreign("open_discards");
  return absl::OkStatus();
}

}  // namespace

absl::Status DecodePayload(const pb::State& p, const Pack& pack, uint32_t format, State* out) {
  if (format < kOldestStateFormat || format > kStateFormat) {
    return absl::InvalidArgumentError(absl::StrCat("state.state_format_version: ", format,
                                                   " is not in ", kOldestStateFormat, "..",
                                                   kStateFormat));
  }
  State s;
  s.pack = &pack;
  ARBITER_RETURN_IF_ERROR(DecodeOptions(p.options(), &s.options));
  switch (p.randomness_mode()) {
    case v1::RANDOMNESS_MODE_UNSPECIFIED:
    case v1::RANDOMNESS_MODE_SEEDED:
      s.external = false;
      break;
    case v1::RANDOMNESS_MODE_EXTERNAL:
      s.external = true;
      break;
    default:
      return Bad("randomness_mode", absl::StrCat("unknown value ", p.randomness_mode()));
  }
  s.rng_state = p.rng_state();
  if (p.seats_size() < kMinSeats || p.seats_size() > kMaxSeats) {
    return Bad("seats", absl::StrCat(p.seats_size(), " seats, expected 2..4"));
  }
  s.seat_count = p.seats_size();
  if (p.dealer() < 0 || p.dealer() >= s.seat_count) {
    return Bad("dealer", absl::StrCat(p.dealer(), " is not a seat"));
  }
  s.first_seat = p.dealer();
  ARBITER_RETURN_IF_ERROR(CheckLayout(p, format));
  if (p.round() < 0 || p.round() > kMaxRounds) return Bad("round", "not in 0..10000");
  s.round = p.round();
  if (p.phase() < pb::PHASE_SETUP || p.phase() > pb::PHASE_FINISHED) {
    return Bad("phase", absl::StrCat("unknown or unset value ", p.phase()));
  }
  s.phase = static_cast<Phase>(p.phase());
  for (int i = 0; i < s.seat_count; ++i) {
    ARBITER_RETURN_IF_ERROR(DecodeSeat(p.seats(i), pack, i, &s.seats[i]));
  }
  ARBITER_RETURN_IF_ERROR(DecodeCounts(p.draw_pile(), pack, "", "draw_pile", &s.draw, &s.draw_size));
  if (p.draw_pile_count() != s.draw_size) {
    return Bad("draw_pile_count", absl::StrCat(p.draw_pile_count(), " but the pile holds ", s.draw_size));
  }
  ARBITER_RETURN_IF_ERROR(
      DecodeCounts(p.discard_pile(), pack, "", "discard_pile", &s.discard, &s.discard_size));
  if (p.discard_pile_count() != s.discard_size) {
    return Bad("discard_pile_count",
               absl::StrCat(p.discard_pile_count(), " but the pile holds ", s.discard_size));
  }
  if (p.pending_draws_size() > 2 * kMaxSeats) {
    return Bad("pending_draws", absl::StrCat(p.pending_draws_size(), " entries, at most 8"));
  }
  for (int k = 0; k < p.pending_draws_size(); ++k) {
    const pb::PendingDraw& d = p.pending_draws(k);
    if (d.seat() < 0 || d.seat() >= s.seat_count) {
      return Bad(absl::StrCat("pending_draws[", k, "].seat"), "not a seat");
    }
    if (d.count() < 1 || d.count() > kMaxDeckCards) {
      return Bad(absl::StrCat("pending_draws[", k, "].count"),
                 absl::StrCat(d.count(), " is not in 1..", kMaxDeckCards));
    }
    s.pending.push_back({d.seat(), d.count()});
  }
  if (p.presets_assigned() < 0 || p.presets_assigned() > s.seat_count) {
    return Bad("presets_assigned", "not in 0..seats");
  }
  s.presets_assigned = p.presets_assigned();
  ARBITER_RETURN_IF_ERROR(DecodeCounts(p.open_discards(), pack, "", "open_discards", &s.open_discard,
                                       &s.open_discard_size));
  ARBITER_RETURN_IF_ERROR(CheckState(s));
  *out = std::move(s);
  return absl::OkStatus();
}

void EncodePayload(const State& s, int viewer, pb::State* out) {
  const Pack& pack = *s.pack;
  const bool full = viewer == kFullState;
  pb::Options* o = out->mutable_options();
  o->set_start_hands(s.options.preset ? pb::START_HANDS_PRESET : pb::START_HANDS_DEAL7_KEEP5);
  o->set_war_propaganda_tie(s.options.nearest_clockwise ? pb::WAR_PROPAGANDA_TIE_NEAREST_CLOCKWISE
                                                        : pb::WAR_PROPAGANDA_TIE_STAY);
  o->set_convoy_same_round(s.options.convoy_same_round);
  out->set_randomness_mode(s.external ? v1::RANDOMNESS_MODE_EXTERNAL : v1::RANDOMNESS_MODE_SEEDED);
  out->set_rng_state(full ? s.rng_state : 0);
  out->set_dealer(s.first_seat);
  out->set_round(s.round);
  out->set_phase(static_cast<pb::Phase>(static_cast<int>(s.phase)));
  out->clear_seats();
  for (int i = 0; i < s.seat_count; ++i) {
    const Seat& seat = s.seats[i];
    const bool own = full || viewer == i;
    pb::Seat* p = out->add_seats();
    if (own) EncodeCounts(pack, seat.hand, p->mutable_hand());
    p->set_hand_count(seat.hand_size);
    for (int c : seat.empire) p->add_empire(pack.cards[c].id);
    p->set_explore_markers(seat.markers);
    p->set_vp(seat.vp);
    p->set_survey_team_used(seat.survey_used);
    p->set_committed(seat.committed);
    // J11: a placement is its owner's until the reveal (PLACE ends with it).
    if (own || s.phase != Phase::kPlace) EncodePlacement(pack, seat.placed, p->mutable_placement());
    p->set_step(static_cast<pb::Step>(static_cast<int>(seat.step)));
    p->set_owed(seat.owed);
    if (own && seat.preset >= 0) p->set_preset_hand(std::string(1, static_cast<char>('A' + seat.preset)));
    if (seat.convoy_world >= 0) p->set_convoy_world(pack.cards[seat.convoy_world].id);
    if (own) EncodeCounts(pack, seat.discarded, p->mutable_discarded());
  }
  if (full) {
    EncodeCounts(pack, s.draw, out->mutable_draw_pile());
    EncodeCounts(pack, s.discard, out->mutable_discard_pile());
  } else {
    out->clear_draw_pile();
    out->clear_discard_pile();
  }
  out->set_draw_pile_count(s.draw_size);
  out->set_discard_pile_count(s.discard_size);
  out->clear_pending_draws();
  for (const Draw& d : s.pending) {
    pb::PendingDraw* p = out->add_pending_draws();
    p->set_seat(d.seat);
    p->set_count(d.count);
  }
  out->set_presets_assigned(s.presets_assigned);
  EncodeCounts(pack, s.open_discard, out->mutable_open_discards());
}

}  // namespace jump_drive
}  // namespace arbiter
