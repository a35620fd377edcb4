// DecodeState / EncodeState (state.h): the payload to the native State and back, one function
// per section (options, randomness and round, sheets).
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/voyages/state.h"

namespace arbiter {
namespace voyages {
namespace {

absl::Status Bad(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("state.payload.", field, ": ", what));
}

absl::Status Range(const std::string& field, int64_t v, int64_t lo, int64_t hi) {
  if (v < lo || v > hi) return Bad(field, absl::StrCat(v, " is not in ", lo, "..", hi));
  return absl::OkStatus();
}

absl::Status DecodeOptions(const pb::Options& o, Options* out) {
  if (o.ocean_scoring() != pb::OCEAN_SCORING_TABLE &&
      o.ocean_scoring() != pb::OCEAN_SCORING_CUMULATIVE) {
    return Bad("options.ocean_scoring", "must be TABLE or CUMULATIVE");
  }
  out->stack_sailors = o.stack_sailors();
  out->cumulative = o.ocean_scoring() == pb::OCEAN_SCORING_CUMULATIVE;
  return absl::OkStatus();
}

absl::Status DecodeSpace(const pb::Coord& c, const Pack& pack, const std::string& field, int* out) {
  *out = pack.Find(c.q(), c.r());
  if (*out < 0) return Bad(field, absl::StrCat("(", c.q(), ", ", c.r(), ") is not a space of the map"));
  return absl::OkStatus();
}

// A list of ids, each of `names` at most once and in their order, into a bit set.
absl::Status DecodeIds(const google::protobuf::RepeatedPtrField<std::string>& list,
                       const std::vector<std::string>& names, const std::string& field,
                       uint64_t* out) {
  *out = 0;
  int last = -1;
  for (int i = 0; i < list.size(); ++i) {
    int k = -1;
    for (size_t j = 0; j < names.size(); ++j) {
      if (names[j] == list[i]) k = static_cast<int>(j);
    }
    if (k < 0) return Bad(absl::StrCat(field, "[", i, "]"), "not an id of the map");
    if (k <= last) return Bad(absl::StrCat(field, "[", i, "]"), "listed twice or out of the map's order");
    last = k;
    *out |= uint64_t{1} << k;
  }
  return absl::OkStatus();
}

absl::Status DecodeSheet(const pb::Sheet& p, const Pack& pack, int i, Sheet* out) {
  const std::string at = absl::StrCat("sheets[", i, "]");
  ARBITER_RETURN_IF_ERROR(DecodeSpace(p.ship(), pack, at + ".ship", &out->ship));
  ARBITER_RETURN_IF_ERROR(Range(at + ".ready_regular", p.ready_regular(), 0, pack.capacity));
  ARBITER_RETURN_IF_ERROR(Range(at + ".exhausted_regular", p.exhausted_regular(), 0, pack.capacity));
  ARBITER_RETURN_IF_ERROR(Range(at + ".ready_heroic", p.ready_heroic(), 0, pack.capacity));
  ARBITER_RETURN_IF_ERROR(Range(at + ".exhausted_heroic", p.exhausted_heroic(), 0, pack.capacity));
  out->ready_regular = p.ready_regular();
  out->exhausted_regular = p.exhausted_regular();
  out->ready_heroic = p.ready_heroic();
  out->exhausted_heroic = p.exhausted_heroic();
  if (p.cargo_size() != static_cast<int>(pack.cargo.size())) {
    return Bad(at + ".cargo", absl::StrCat(p.cargo_size(), " entries, the map has ",
                                           pack.cargo.size(), " cargo types"));
  }
  for (int t = 0; t < p.cargo_size(); ++t) {
    ARBITER_RETURN_IF_ERROR(
        Range(absl::StrCat(at, ".cargo[", t, "]"), p.cargo(t), 0, pack.cargo[t].capacity));
    out->cargo[t] = p.cargo(t);
  }
  ARBITER_RETURN_IF_ERROR(Range(at + ".stars", p.stars(), 0, kMaxCount));
  ARBITER_RETURN_IF_ERROR(Range(at + ".gold", p.gold(), 0, kMaxCount));
  ARBITER_RETURN_IF_ERROR(Range(at + ".sales_gold", p.sales_gold(), 0, kMaxCount));
  ARBITER_RETURN_IF_ERROR(Range(at + ".cargo_sold", p.cargo_sold(), 0, kMaxCount));
  out->stars = p.stars();
  out->gold = p.gold();
  out->sales_gold = p.sales_gold();
  out->cargo_sold = p.cargo_sold();
  const int cells = pack.rows * pack.cols;
  int last = -1;
  for (int k = 0; k < p.marked_size(); ++k) {
    const int c = p.marked(k);
    const std::string f = absl::StrCat(at, ".marked[", k, "]");
    if (c < 0 || c >= cells || pack.cells[c] == 0) return Bad(f, "not a duty cell with a value");
    if (c <= last) return Bad(f, "not ascending, or listed twice");
    last = c;
    out->marked |= uint64_t{1} << c;
  }
  std::vector<std::string> island_ids;
  for (const IslandInfo& is : pack.islands) island_ids.push_back(is.id);
  ARBITER_RETURN_IF_ERROR(DecodeIds(p.visited_islands(), island_ids, at + ".visited_islands", &out->islands));
  ARBITER_RETURN_IF_ERROR(DecodeIds(p.explored_regions(), pack.regions, at + ".explored_regions", &out->regions));
  last = -1;
  for (int k = 0; k < p.collected_size(); ++k) {
    int c = -1;
    const std::string f = absl::StrCat(at, ".collected[", k, "]");
    ARBITER_RETURN_IF_ERROR(DecodeSpace(p.collected(k), pack, f, &c));
    if (c <= last) return Bad(f, "not in the map's order, or listed twice");
    last = c;
    out->collected.set(c);
  }
  out->dread_defeated = p.dread_defeated();
  last = -1;
  for (int k = 0; k < p.thresholds_paid_size(); ++k) {
    const int t = p.thresholds_paid(k);
    const std::string f = absl::StrCat(at, ".thresholds_paid[", k, "]");
    if (t < 0 || t >= static_cast<int>(pack.thresholds.size())) return Bad(f, "not a star threshold of the map");
    if (t <= last) return Bad(f, "not ascending, or listed twice");
    last = t;
    out->thresholds |= uint32_t{1} << t;
  }
  if (p.step() < pb::STEP_SAIL || p.step() > pb::STEP_DONE) {
    return Bad(at + ".step", absl::StrCat("unknown or unset value ", p.step()));
  }
  out->step = static_cast<Step>(p.step());
  if (p.stop() < pb::STOP_UNSPECIFIED || p.stop() > pb::STOP_AGAIN) {
    return Bad(at + ".stop", absl::StrCat("unknown value ", p.stop()));
  }
  out->stop = static_cast<Stop>(p.stop());
  out->sold = p.sold();
  return absl::OkStatus();
}

void EncodeSheet(const Pack& pack, const Sheet& s, pb::Sheet* p) {
  p->mutable_ship()->set_q(pack.spaces[s.ship].q);
  p->mutable_ship()->set_r(pack.spaces[s.ship].r);
  p->set_ready_regular(s.ready_regular);
  p->set_exhausted_regular(s.exhausted_regular);
  p->set_ready_heroic(s.ready_heroic);
  p->set_exhausted_heroic(s.exhausted_heroic);
  for (size_t t = 0; t < pack.cargo.size(); ++t) p->add_cargo(s.cargo[t]);
  p->set_stars(s.stars);
  p->set_gold(s.gold);
  p->set_sales_gold(s.sales_gold);
  p->set_cargo_sold(s.cargo_sold);
  for (int c = 0; c < pack.rows * pack.cols; ++c) {
    if (s.marked >> c & 1) p->add_marked(c);
  }
  for (size_t k = 0; k < pack.islands.size(); ++k) {
    if (s.islands >> k & 1) p->add_visited_islands(pack.islands[k].id);
  }
  for (size_t k = 0; k < pack.regions.size(); ++k) {
    if (s.regions >> k & 1) p->add_explored_regions(pack.regions[k]);
  }
  for (size_t k = 0; k < pack.spaces.size(); ++k) {
    if (!s.collected.test(k)) continue;
    pb::Coord* c = p->add_collected();
    c->set_q(pack.spaces[k].q);
    c->set_r(pack.spaces[k].r);
  }
  p->set_dread_defeated(s.dread_defeated);
  for (size_t t = 0; t < pack.thresholds.size(); ++t) {
    if (s.thresholds >> t & 1) p->add_thresholds_paid(static_cast<int>(t));
  }
  p->set_step(static_cast<pb::Step>(static_cast<int>(s.step)));
  p->set_stop(static_cast<pb::Stop>(static_cast<int>(s.stop)));
  p->set_sold(s.sold);
}

}  // namespace

bool Sheet::operator==(const Sheet& o) const {
  return ship == o.ship && ready_regular == o.ready_regular &&
         exhausted_regular == o.exhausted_regular && ready_heroic == o.ready_heroic &&
         exhausted_heroic == o.exhausted_heroic && cargo == o.cargo && stars == o.stars &&
         gold == o.gold && sales_gold == o.sales_gold && cargo_sold == o.cargo_sold &&
         marked == o.marked && islands == o.islands && regions == o.regions &&
         collected == o.collected && dread_defeated == o.dread_defeated &&
         thresholds == o.thresholds && step == o.step && stop == o.stop && sold == o.sold;
}

absl::Status DecodeState(const pb::State& p, const Pack& pack, State* out) {
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
  if (p.sheets_size() < kMinSeats || p.sheets_size() > kMaxSeats) {
    return Bad("sheets", absl::StrCat(p.sheets_size(), " sheets, expected 1..", kMaxSeats));
  }
  s.seat_count = p.sheets_size();
  if (p.seat_count() != s.seat_count) {
    return Bad("seat_count", absl::StrCat(p.seat_count(), " seats but ", s.seat_count, " sheets"));
  }
  if (p.first_seat() < 0 || p.first_seat() >= s.seat_count) {
    return Bad("first_seat", absl::StrCat(p.first_seat(), " is not a seat"));
  }
  s.first_seat = p.first_seat();
  ARBITER_RETURN_IF_ERROR(Range("round", p.round(), 1, kMaxRounds));
  s.round = p.round();
  if (p.phase() < pb::PHASE_ROLL || p.phase() > pb::PHASE_FINISHED) {
    return Bad("phase", absl::StrCat("unknown or unset value ", p.phase()));
  }
  s.phase = static_cast<Phase>(p.phase());
  if (s.phase == Phase::kRoll) {
    if (p.dice_size() != 0) return Bad("dice", "no dice before the round's roll");
  } else {
    if (p.dice_size() != 3) return Bad("dice", absl::StrCat(p.dice_size(), " dice, the roll is 3"));
    for (int k = 0; k < 3; ++k) {
      ARBITER_RETURN_IF_ERROR(Range(absl::StrCat("dice[", k, "]"), p.dice(k), 1, 6));
      s.dice[k] = p.dice(k);
    }
  }
  ARBITER_RETURN_IF_ERROR(Range("final_round", p.final_round(), 0, kMaxRounds));
  s.final_round = p.final_round();
  s.sheets.resize(s.seat_count);
  for (int i = 0; i < s.seat_count; ++i) {
    ARBITER_RETURN_IF_ERROR(DecodeSheet(p.sheets(i), pack, i, &s.sheets[i]));
  }
  ARBITER_RETURN_IF_ERROR(CheckState(s));
  *out = std::move(s);
  return absl::OkStatus();
}

void EncodeState(const State& s, int viewer, pb::State* out) {
  const Pack& pack = *s.pack;
  out->mutable_options()->set_stack_sailors(s.options.stack_sailors);
  out->mutable_options()->set_ocean_scoring(s.options.cumulative ? pb::OCEAN_SCORING_CUMULATIVE
                                                                 : pb::OCEAN_SCORING_TABLE);
  out->set_randomness_mode(s.external ? v1::RANDOMNESS_MODE_EXTERNAL : v1::RANDOMNESS_MODE_SEEDED);
  // V12: the generator state is the only secret.
  out->set_rng_state(viewer == kFullState ? s.rng_state : 0);
  out->set_first_seat(s.first_seat);
  out->set_seat_count(s.seat_count);
  out->set_round(s.round);
  out->set_phase(static_cast<pb::Phase>(static_cast<int>(s.phase)));
  out->clear_dice();
  if (s.phase != Phase::kRoll) {
    for (int d : s.dice) out->add_dice(d);
  }
  out->set_final_round(s.final_round);
  out->clear_sheets();
  for (const Sheet& sheet : s.sheets) EncodeSheet(pack, sheet, out->add_sheets());
}

}  // namespace voyages
}  // namespace arbiter
