// BuildPack (pack.h): the V14 validation of a map pack and its native form.
#include "engines/voyages/pack.h"

#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"

namespace arbiter {
namespace voyages {
namespace {

constexpr size_t kMaxText = 512;
constexpr size_t kMaxId = 64;
// N4: a market's SELL choices (ListLegalActions lists each).
constexpr int64_t kMaxSaleChoices = 4096;

absl::Status Bad(absl::string_view at, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat(at, ": ", what));
}

bool IsId(absl::string_view s, absl::string_view extra = "") {
  if (s.empty() || s.size() > kMaxId) return false;
  for (char c : s) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
                    extra.find(c) != absl::string_view::npos;
    if (!ok) return false;
  }
  return true;
}

bool IsPrintable(absl::string_view s, size_t max) {
  if (s.size() > max) return false;
  for (unsigned char c : s) {
    if (c < 0x20 || c == 0x7f) return false;
  }
  return true;
}

std::string Short(absl::string_view s) { return std::string(s.substr(0, 64)); }

constexpr absl::string_view kDirections[6] = {"E", "NE", "NW", "W", "SW", "SE"};
constexpr int kSteps[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};

struct KindName {
  absl::string_view name;
  EffectKind kind;
};
constexpr KindName kEffectNames[] = {
    {"gain_sailors", EffectKind::kGainSailors}, {"gain_relic", EffectKind::kGainRelic},
    {"ready_sailors", EffectKind::kReadySailors}, {"gain_cargo", EffectKind::kGainCargo},
    {"sell", EffectKind::kSell},                 {"gain_star", EffectKind::kGainStar},
    {"gain_gold", EffectKind::kGainGold},        {"dread", EffectKind::kDread},
};

// Where an effect may stand.
enum class Place { kSpace, kDreadSpace };

absl::Status CheckNumber(const std::string& at, int v, int lo, int hi) {
  if (v < lo || v > hi) return Bad(at, absl::StrCat(v, " is not in ", lo, "..", hi));
  return absl::OkStatus();
}

absl::Status CheckNumber(const std::string& at, int v, int lo, int hi);

// An automatic effect: a duty line's or the Dread's reward.
absl::Status CheckReward(const pb::Reward& e, const std::string& at, const Pack& pack,
                         Effect* out) {
  bool found = false;
  for (const KindName& k : kEffectNames) {
    if (k.name == e.kind()) {
      out->kind = k.kind;
      found = true;
    }
  }
  if (!found) return Bad(at + ".kind", absl::StrCat("unknown effect '", Short(e.kind()), "'"));
  if (out->kind == EffectKind::kSell || out->kind == EffectKind::kDread) {
    return Bad(at + ".kind", "a reward is an automatic effect (no sell, no dread)");
  }
  ARBITER_RETURN_IF_ERROR(CheckNumber(at + ".n", e.n(), 1, kMaxN));
  out->n = e.n();
  out->price.fill(-1);
  if (out->kind == EffectKind::kGainCargo) {
    out->type = pack.CargoIndex(e.type());
    if (out->type < 0) return Bad(at + ".type", absl::StrCat("unknown cargo type '", Short(e.type()), "'"));
  } else if (!e.type().empty()) {
    return Bad(at + ".type", absl::StrCat("not an argument of ", e.kind()));
  }
  return absl::OkStatus();
}

absl::Status CheckRewards(const google::protobuf::RepeatedPtrField<pb::Reward>& list,
                          const std::string& at, const Pack& pack, std::vector<Effect>* out) {
  if (list.size() > kMaxEffects) return Bad(at, "more than 16 effects");
  for (int k = 0; k < list.size(); ++k) {
    Effect e;
    ARBITER_RETURN_IF_ERROR(CheckReward(list[k], absl::StrCat(at, "[", k, "]"), pack, &e));
    out->push_back(std::move(e));
  }
  return absl::OkStatus();
}

absl::Status CheckEffect(const pb::Effect& e, const std::string& at, const Pack& pack,
                         Place place, Effect* out) {
  bool found = false;
  for (const KindName& k : kEffectNames) {
    if (k.name == e.kind()) {
      out->kind = k.kind;
      found = true;
    }
  }
  if (!found) return Bad(at + ".kind", absl::StrCat("unknown effect '", Short(e.kind()), "'"));
  const EffectKind kind = out->kind;
  const bool takes_n = kind != EffectKind::kSell && kind != EffectKind::kDread;
  if (takes_n) {
    ARBITER_RETURN_IF_ERROR(CheckNumber(at + ".n", e.n(), 1, kMaxN));
  } else if (e.n() != 0) {
    return Bad(at + ".n", absl::StrCat("not an argument of ", e.kind()));
  }
  out->n = e.n();
  if (kind == EffectKind::kGainCargo) {
    out->type = pack.CargoIndex(e.type());
    if (out->type < 0) return Bad(at + ".type", absl::StrCat("unknown cargo type '", Short(e.type()), "'"));
  } else if (!e.type().empty()) {
    return Bad(at + ".type", absl::StrCat("not an argument of ", e.kind()));
  }
  out->price.fill(-1);
  if (kind == EffectKind::kSell) {
    if (place != Place::kSpace) return Bad(at + ".kind", "sell stands only on a water or island space");
    if (e.prices_size() == 0) return Bad(at + ".prices", "a sell lists at least one price");
    if (e.prices_size() > kMaxCargoTypes) return Bad(at + ".prices", "more prices than cargo types");
    for (int j = 0; j < e.prices_size(); ++j) {
      const std::string p = absl::StrCat(at, ".prices[", j, "]");
      const int t = pack.CargoIndex(e.prices(j).type());
      if (t < 0) return Bad(p + ".type", absl::StrCat("unknown cargo type '", Short(e.prices(j).type()), "'"));
      if (out->price[t] >= 0) return Bad(p + ".type", "listed twice");
      ARBITER_RETURN_IF_ERROR(CheckNumber(p + ".gold", e.prices(j).gold(), 0, kMaxGold));
      out->price[t] = e.prices(j).gold();
    }
    // N4: ListLegalActions lists one SELL per choice of counts, 0..capacity of each bought type.
    int64_t choices = 1;
    for (size_t t = 0; t < pack.cargo.size(); ++t) {
      if (out->price[t] >= 0) choices *= pack.cargo[t].capacity + 1;
    }
    if (choices > kMaxSaleChoices) {
      return Bad(at + ".prices", absl::StrCat(choices, " choices of counts (the product of capacity + 1 ",
                                              "over the types bought), more than ", kMaxSaleChoices));
    }
  } else if (e.prices_size() > 0) {
    return Bad(at + ".prices", absl::StrCat("not an argument of ", e.kind()));
  }
  if (e.repeatable() && kind == EffectKind::kDread) {
    return Bad(at + ".repeatable", "the Dread is offered until defeated (R13), never repeated");
  }
  out->repeatable = e.repeatable();
  if (kind == EffectKind::kDread) {
    if (place != Place::kDreadSpace) return Bad(at + ".kind", "dread stands only on the dread space");
    const pb::DreadCost& c = e.cost();
    const std::string ca = at + ".cost";
    if (c.kind() == "exhaust_ready") {
      out->cost = CostKind::kExhaustReady;
    } else if (c.kind() == "exhaust_heroic") {
      out->cost = CostKind::kExhaustHeroic;
    } else if (c.kind() == "pay_cargo") {
      out->cost = CostKind::kPayCargo;
    } else {
      return Bad(ca + ".kind", absl::StrCat("unknown cost '", Short(c.kind()), "'"));
    }
    ARBITER_RETURN_IF_ERROR(CheckNumber(ca + ".n", c.n(), 1, kMaxN));
    out->cost_n = c.n();
    if (out->cost == CostKind::kPayCargo) {
      out->cost_type = pack.CargoIndex(c.type());
      if (out->cost_type < 0) return Bad(ca + ".type", absl::StrCat("unknown cargo type '", Short(c.type()), "'"));
    } else if (!c.type().empty()) {
      return Bad(ca + ".type", "only pay_cargo takes a type");
    }
    ARBITER_RETURN_IF_ERROR(CheckRewards(e.reward(), at + ".reward", pack, &out->reward));
  } else {
    if (e.has_cost()) return Bad(at + ".cost", absl::StrCat("not an argument of ", e.kind()));
    if (e.reward_size() > 0) return Bad(at + ".reward", absl::StrCat("not an argument of ", e.kind()));
  }
  return absl::OkStatus();
}

absl::Status CheckEffects(const google::protobuf::RepeatedPtrField<pb::Effect>& list,
                          const std::string& at, const Pack& pack, Place place,
                          std::vector<Effect>* out) {
  if (list.size() > kMaxEffects) return Bad(at, "more than 16 effects");
  for (int k = 0; k < list.size(); ++k) {
    Effect e;
    ARBITER_RETURN_IF_ERROR(CheckEffect(list[k], absl::StrCat(at, "[", k, "]"), pack, place, &e));
    out->push_back(std::move(e));
  }
  return absl::OkStatus();
}

absl::Status CheckHeader(const pb::MapPack& m, const std::string& root) {
  if (!IsId(m.id(), ".-")) return Bad(root + ".id", "must be 1..64 characters a-z, 0-9, _ . -");
  if (m.version().empty() || !IsPrintable(m.version(), kMaxId)) {
    return Bad(root + ".version", "must be 1..64 printable characters");
  }
  if (!IsPrintable(m.source(), kMaxText)) return Bad(root + ".source", "at most 512 printable characters");
  if (!m.invented() && m.source().empty()) {
    return Bad(root + ".invented", "false, but no source is given (a published map names one)");
  }
  return absl::OkStatus();
}

absl::Status CheckTables(const pb::MapPack& m, const std::string& root, Pack* p) {
  if (m.windrose_size() != 6) {
    return Bad(root + ".windrose", absl::StrCat(m.windrose_size(), " entries, one per die value 1..6"));
  }
  bool used[6] = {};
  for (int v = 0; v < 6; ++v) {
    int d = -1;
    for (int k = 0; k < 6; ++k) {
      if (kDirections[k] == m.windrose(v)) d = k;
    }
    if (d < 0 || used[d]) {
      return Bad(absl::StrCat(root, ".windrose[", v, "]"),
                 "not a permutation of the six directions E, NE, NW, W, SW, SE");
    }
    used[d] = true;
    p->windrose[v] = {kSteps[d][0], kSteps[d][1]};
  }
  if (m.cargo_size() > kMaxCargoTypes) return Bad(root + ".cargo", "more than 8 cargo types");
  for (int i = 0; i < m.cargo_size(); ++i) {
    const std::string at = absl::StrCat(root, ".cargo[", i, "]");
    const pb::Cargo& c = m.cargo(i);
    if (!IsId(c.type()) || p->CargoIndex(c.type()) >= 0) {
      return Bad(at + ".type", "must be 1..64 characters a-z, 0-9, _ and unique");
    }
    ARBITER_RETURN_IF_ERROR(CheckNumber(at + ".capacity", c.capacity(), 1, kMaxN));
    ARBITER_RETURN_IF_ERROR(CheckNumber(at + ".unsold_value", c.unsold_value(), 0, kMaxGold));
    p->cargo.push_back({c.type(), c.capacity(), c.unsold_value()});
  }
  if (m.islands_size() > kMaxIslands) return Bad(root + ".islands", "more than 64 islands");
  for (int i = 0; i < m.islands_size(); ++i) {
    const std::string at = absl::StrCat(root, ".islands[", i, "]");
    const pb::Island& is = m.islands(i);
    if (!IsId(is.id()) || p->IslandIndex(is.id()) >= 0) {
      return Bad(at + ".id", "must be 1..64 characters a-z, 0-9, _ and unique");
    }
    if (is.name().empty() || !IsPrintable(is.name(), kMaxId)) {
      return Bad(at + ".name", "must be 1..64 printable characters");
    }
    ARBITER_RETURN_IF_ERROR(CheckNumber(at + ".gold", is.gold(), 0, kMaxGold));
    p->islands.push_back({is.id(), is.name(), is.gold()});
  }
  if (m.regions_size() > kMaxRegions) return Bad(root + ".regions", "more than 64 regions");
  for (int i = 0; i < m.regions_size(); ++i) {
    if (!IsId(m.regions(i)) || p->RegionIndex(m.regions(i)) >= 0) {
      return Bad(absl::StrCat(root, ".regions[", i, "]"), "must be 1..64 characters a-z, 0-9, _ and unique");
    }
    p->regions.push_back(m.regions(i));
  }
  if (m.ocean_table_size() < m.regions_size()) {
    return Bad(root + ".ocean_table", absl::StrCat(m.ocean_table_size(), " entries, shorter than the ",
                                                   m.regions_size(), " regions"));
  }
  if (m.ocean_table_size() > kMaxRegions) return Bad(root + ".ocean_table", "more than 64 entries");
  for (int i = 0; i < m.ocean_table_size(); ++i) {
    ARBITER_RETURN_IF_ERROR(
        CheckNumber(absl::StrCat(root, ".ocean_table[", i, "]"), m.ocean_table(i), 0, 1000));
    p->ocean_table.push_back(m.ocean_table(i));
  }
  if (!m.has_sailors()) return Bad(root + ".sailors", "missing");
  const pb::Sailors& s = m.sailors();
  ARBITER_RETURN_IF_ERROR(CheckNumber(root + ".sailors.capacity", s.capacity(), 1, kMaxSailors));
  ARBITER_RETURN_IF_ERROR(CheckNumber(root + ".sailors.start_ready", s.start_ready(), 0, s.capacity()));
  p->capacity = s.capacity();
  p->start_ready = s.start_ready();
  return absl::OkStatus();
}

absl::Status CheckSpaces(const pb::MapPack& m, const std::string& root, Pack* p) {
  if (m.spaces_size() == 0) return Bad(root + ".spaces", "no spaces");
  if (m.spaces_size() > kMaxSpaces) return Bad(root + ".spaces", "more than 1024 spaces");
  std::vector<bool> island_used(p->islands.size(), false);
  int dreads = 0;
  for (int i = 0; i < m.spaces_size(); ++i) {
    const pb::Space& ps = m.spaces(i);
    const std::string at = absl::StrCat(root, ".spaces[", i, "]");
    ARBITER_RETURN_IF_ERROR(CheckNumber(at + ".q", ps.q(), -kMaxCoord, kMaxCoord));
    ARBITER_RETURN_IF_ERROR(CheckNumber(at + ".r", ps.r(), -kMaxCoord, kMaxCoord));
    if (!p->by_coord.emplace(Pack::Key(ps.q(), ps.r()), i).second) {
      return Bad(at + ".q", absl::StrCat("(", ps.q(), ", ", ps.r(), ") given twice"));
    }
    Space s;
    s.q = ps.q();
    s.r = ps.r();
    if (ps.kind() == "water") {
      s.kind = SpaceKind::kWater;
    } else if (ps.kind() == "island") {
      s.kind = SpaceKind::kIsland;
    } else if (ps.kind() == "dread") {
      s.kind = SpaceKind::kDread;
      if (++dreads > 1) return Bad(at + ".kind", "a second dread space (at most one)");
    } else if (ps.kind() == "blocked") {
      s.kind = SpaceKind::kBlocked;
    } else {
      return Bad(at + ".kind", absl::StrCat("unknown kind '", Short(ps.kind()), "' (water, island, dread, blocked)"));
    }
    if (!ps.region().empty()) {
      if (s.kind != SpaceKind::kWater) return Bad(at + ".region", "only water spaces belong to a region");
      s.region = p->RegionIndex(ps.region());
      if (s.region < 0) return Bad(at + ".region", absl::StrCat("unknown region '", Short(ps.region()), "'"));
    }
    if (s.kind == SpaceKind::kIsland) {
      s.island = p->IslandIndex(ps.island());
      if (s.island < 0) return Bad(at + ".island", absl::StrCat("unknown island '", Short(ps.island()), "'"));
      island_used[s.island] = true;
    } else if (!ps.island().empty()) {
      return Bad(at + ".island", "only island spaces name an island");
    }
    if (s.kind == SpaceKind::kBlocked && ps.effects_size() > 0) {
      return Bad(at + ".effects", "a blocked space is never entered");
    }
    const Place place = s.kind == SpaceKind::kDread ? Place::kDreadSpace : Place::kSpace;
    ARBITER_RETURN_IF_ERROR(CheckEffects(ps.effects(), at + ".effects", *p, place, &s.effects));
    for (int k = 0; k < static_cast<int>(s.effects.size()); ++k) {
      const Effect& e = s.effects[k];
      if (e.kind == EffectKind::kSell) {
        if (s.sells) return Bad(absl::StrCat(at, ".effects[", k, "].kind"), "a second sell on one space");
        s.sells = true;
      }
      if (e.kind == EffectKind::kDread) {
        if (s.has_dread) return Bad(absl::StrCat(at, ".effects[", k, "].kind"), "a second dread on one space");
        s.has_dread = true;
      }
    }
    p->spaces.push_back(std::move(s));
  }
  for (size_t k = 0; k < island_used.size(); ++k) {
    if (!island_used[k]) return Bad(absl::StrCat(root, ".islands[", k, "].id"), "an island without spaces");
  }
  const std::string at = root + ".start";
  if (!m.has_start()) return Bad(at, "missing");
  ARBITER_RETURN_IF_ERROR(CheckNumber(at + ".q", m.start().q(), -kMaxCoord, kMaxCoord));
  ARBITER_RETURN_IF_ERROR(CheckNumber(at + ".r", m.start().r(), -kMaxCoord, kMaxCoord));
  p->start = p->Find(m.start().q(), m.start().r());
  if (p->start < 0) return Bad(at, "not a space of the map");
  if (p->spaces[p->start].kind != SpaceKind::kWater) return Bad(at, "the start must be a water space");
  return absl::OkStatus();
}

absl::Status CheckDuties(const pb::MapPack& m, const std::string& root, Pack* p) {
  const pb::Duties& d = m.duties();
  const std::string at = root + ".duties";
  if (!m.has_duties()) return Bad(at, "missing");
  if (d.rows_size() < 1 || d.rows_size() > kMaxDutySide) return Bad(at + ".rows", "1..6 rows");
  p->rows = d.rows_size();
  p->cols = d.rows(0).cells_size();
  for (int i = 0; i < p->rows; ++i) {
    const std::string ra = absl::StrCat(at, ".rows[", i, "].cells");
    if (d.rows(i).cells_size() != p->cols || p->cols < 1 || p->cols > kMaxDutySide) {
      return Bad(ra, "every row has the same 1..6 cells");
    }
    for (int j = 0; j < p->cols; ++j) {
      const int v = d.rows(i).cells(j);
      if (v < 0 || v > 6) return Bad(absl::StrCat(ra, "[", j, "]"), absl::StrCat(v, " is not a duty value 1..6 (0 blank)"));
      p->cells.push_back(v);
    }
  }
  if (d.row_rewards_size() != p->rows) {
    return Bad(at + ".row_rewards", absl::StrCat(d.row_rewards_size(), " lists for ", p->rows, " rows"));
  }
  if (d.col_rewards_size() != p->cols) {
    return Bad(at + ".col_rewards", absl::StrCat(d.col_rewards_size(), " lists for ", p->cols, " columns"));
  }
  p->row_rewards.resize(p->rows);
  p->col_rewards.resize(p->cols);
  for (int i = 0; i < p->rows; ++i) {
    ARBITER_RETURN_IF_ERROR(CheckRewards(d.row_rewards(i).effects(),
                                         absl::StrCat(at, ".row_rewards[", i, "].effects"), *p,
                                         &p->row_rewards[i]));
  }
  for (int j = 0; j < p->cols; ++j) {
    ARBITER_RETURN_IF_ERROR(CheckRewards(d.col_rewards(j).effects(),
                                         absl::StrCat(at, ".col_rewards[", j, "].effects"), *p,
                                         &p->col_rewards[j]));
  }
  return absl::OkStatus();
}

absl::Status CheckThresholds(const pb::MapPack& m, const std::string& root, Pack* p) {
  if (m.star_thresholds_size() > kMaxThresholds) return Bad(root + ".star_thresholds", "more than 32");
  for (int i = 0; i < m.star_thresholds_size(); ++i) {
    const pb::StarThreshold& t = m.star_thresholds(i);
    const std::string at = absl::StrCat(root, ".star_thresholds[", i, "]");
    Threshold out;
    const std::pair<absl::string_view, Counter> names[] = {
        {"islands_visited", Counter::kIslandsVisited}, {"regions_explored", Counter::kRegionsExplored},
        {"cargo_sold", Counter::kCargoSold},           {"duty_lines", Counter::kDutyLines},
        {"sailors", Counter::kSailors},                {"heroic_sailors", Counter::kHeroicSailors}};
    bool found = false;
    for (const auto& [name, c] : names) {
      if (name == t.counter()) {
        out.counter = c;
        found = true;
      }
    }
    if (!found) return Bad(at + ".counter", absl::StrCat("unknown counter '", Short(t.counter()), "'"));
    ARBITER_RETURN_IF_ERROR(CheckNumber(at + ".at", t.at(), 1, 1000));
    ARBITER_RETURN_IF_ERROR(CheckNumber(at + ".stars", t.stars(), 1, 10));
    out.at = t.at();
    out.stars = t.stars();
    p->thresholds.push_back(out);
  }
  return absl::OkStatus();
}

}  // namespace

absl::string_view EffectName(EffectKind k) {
  for (const KindName& n : kEffectNames) {
    if (n.kind == k) return n.name;
  }
  return "";
}

int Pack::CargoIndex(absl::string_view type) const {
  for (size_t i = 0; i < cargo.size(); ++i) {
    if (cargo[i].type == type) return static_cast<int>(i);
  }
  return -1;
}

int Pack::RegionIndex(absl::string_view id) const {
  for (size_t i = 0; i < regions.size(); ++i) {
    if (regions[i] == id) return static_cast<int>(i);
  }
  return -1;
}

int Pack::IslandIndex(absl::string_view id) const {
  for (size_t i = 0; i < islands.size(); ++i) {
    if (islands[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

absl::StatusOr<std::shared_ptr<const Pack>> BuildPack(const pb::MapPack& m,
                                                      absl::string_view field) {
  const std::string root(field);
  auto pack = std::make_shared<Pack>();
  ARBITER_RETURN_IF_ERROR(CheckHeader(m, root));
  ARBITER_RETURN_IF_ERROR(CheckTables(m, root, pack.get()));
  ARBITER_RETURN_IF_ERROR(CheckSpaces(m, root, pack.get()));
  ARBITER_RETURN_IF_ERROR(CheckDuties(m, root, pack.get()));
  ARBITER_RETURN_IF_ERROR(CheckThresholds(m, root, pack.get()));
  return std::shared_ptr<const Pack>(std::move(pack));
}

}  // namespace voyages
}  // namespace arbiter
