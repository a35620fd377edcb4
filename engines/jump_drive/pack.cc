// BuildPack (pack.h): the J15 validation of a content pack and its native form.
#include "engines/jump_drive/pack.h"

#include <string>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "engines/core/envelope.h"

namespace arbiter {
namespace jump_drive {
namespace {

constexpr size_t kMaxText = 512;
constexpr size_t kMaxIdLength = 64;

absl::Status Bad(absl::string_view root, absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat(root, ".", field, ": ", what));
}

bool IsId(absl::string_view s, absl::string_view extra) {
  if (s.empty() || s.size() > kMaxIdLength) return false;
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

Color ParseColor(absl::string_view s) {
  if (s == "blue") return Color::kBlue;
  if (s == "brown") return Color::kBrown;
  if (s == "green") return Color::kGreen;
  if (s == "yellow") return Color::kYellow;
  if (s == "gray") return Color::kGray;
  return Color::kNone;
}

// What the filter parser needs besides the text.
struct FilterContext {
  const absl::flat_hash_map<std::string, int>* by_name;
  const absl::flat_hash_map<std::string, int>* keyword_bits;
};

// Parses `text` (J15 filter form) into `out`; an error message (empty when fine).
std::string ParseFilter(absl::string_view text, bool allow_icon, const FilterContext& ctx,
                        Filter* out) {
  *out = Filter();
  if (text.empty()) return "a filter is required";
  if (text.size() > kMaxText) return "longer than 512 characters";
  for (absl::string_view part : absl::StrSplit(text, '&')) {
    const size_t colon = part.find(':');
    if (colon == absl::string_view::npos) return absl::StrCat("unknown filter '", part, "'");
    const absl::string_view key = part.substr(0, colon), value = part.substr(colon + 1);
    if (key == "kind" && value == "development") {
      out->kind = 1;
    } else if (key == "kind" && value == "world") {
      out->kind = 2;
    } else if (key == "world" && value == "military") {
      out->military = 1;
    } else if (key == "world" && value == "nonmilitary") {
      out->military = 2;
    } else if (key == "color" && ParseColor(value) != Color::kNone) {
      out->color = ParseColor(value);
    } else if (key == "keyword") {
      auto it = ctx.keyword_bits->find(value);
      // A keyword no card carries matches nothing; it is still well formed when lower case.
      if (value.empty() || !IsId(value, "")) return absl::StrCat("bad keyword '", value, "'");
      out->keywords |= it == ctx.keyword_bits->end() ? (1u << 31) : (1u << it->second);
    } else if (key == "card") {
      auto it = ctx.by_name->find(value);
      if (it == ctx.by_name->end()) return absl::StrCat("no card is named '", value, "'");
      out->card = static_cast<int16_t>(it->second);
    } else if (key == "icon" && allow_icon && value == "explore") {
      out->icon = kExplore;
    } else if (key == "icon" && allow_icon && value == "military") {
      out->icon = kMilitary;
    } else if (key == "icon" && allow_icon && value == "chromosome") {
      out->icon = kChromosome;
    } else {
      return absl::StrCat("unknown filter '", part, "'");
    }
  }
  return "";
}

struct EffectSpec {
  absl::string_view name;
  Effect effect;
  absl::string_view filter_arg;  // "target", "count", "has", "exclude", "unless" or ""
  bool filter_optional;
  bool takes_n;
  bool takes_per;
  bool takes_discount;
};

constexpr EffectSpec kEffects[] = {
    {"cost_discount", Effect::kCostDiscount, "target", false, true, false, false},
    {"military_vs", Effect::kMilitaryVs, "target", false, true, false, false},
    {"military_per", Effect::kMilitaryPer, "count", false, true, true, false},
    {"vp_per", Effect::kVpPer, "count", false, true, true, false},
    {"income_per", Effect::kIncomePer, "count", false, true, true, false},
    {"vp_per_other", Effect::kVpPerOther, "count", false, true, true, false},
    {"vp_with", Effect::kVpWith, "has", false, true, false, false},
    {"income_with", Effect::kIncomeWith, "has", false, true, false, false},
    {"contact_specialist", Effect::kContactSpecialist, "exclude", false, false, false, true},
    {"colony_convoy", Effect::kColonyConvoy, "", false, false, false, true},
    {"military_convoy", Effect::kMilitaryConvoy, "", false, false, false, false},
    {"requires_no_military", Effect::kRequiresNoMilitary, "unless", true, false, false, false},
    {"unique_in_empire", Effect::kUniqueInEmpire, "", false, false, false, false},
    {"moves_to_top_military", Effect::kMovesToTopMilitary, "", false, false, false, false},
};

absl::Status CheckPower(const pb::Power& p, const std::string& at, const FilterContext& ctx,
                        Power* out) {
  const EffectSpec* spec = nullptr;
  for (const EffectSpec& e : kEffects) {
    if (e.name == p.effect()) spec = &e;
  }
  if (spec == nullptr) {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".effect: unknown effect '", p.effect().substr(0, 64), "'"));
  }
  out->effect = spec->effect;
  const std::pair<absl::string_view, const std::string*> filters[] = {
      {"target", &p.target()}, {"count", &p.count()}, {"has", &p.has()},
      {"exclude", &p.exclude()}, {"unless", &p.unless()}};
  for (const auto& [name, value] : filters) {
    if (name != spec->filter_arg) {
      if (!value->empty()) {
        return absl::InvalidArgumentError(
            absl::StrCat(at, ".", name, ": not an argument of ", spec->name));
      }
      continue;
    }
    if (value->empty() && spec->filter_optional) continue;
    const std::string error = ParseFilter(*value, name == "count", ctx, &out->filter);
    if (!error.empty()) return absl::InvalidArgumentError(absl::StrCat(at, ".", name, ": ", error));
    out->has_filter = true;
  }
  auto number = [&](absl::string_view name, int value, bool takes, int lo) -> absl::Status {
    if (!takes) {
      if (value != 0) {
        return absl::InvalidArgumentError(
            absl::StrCat(at, ".", name, ": not an argument of ", spec->name));
      }
      return absl::OkStatus();
    }
    if (value < lo || value > kMaxValue) {
      return absl::InvalidArgumentError(
          absl::StrCat(at, ".", name, ": ", value, " is not in ", lo, "..", kMaxValue));
    }
    return absl::OkStatus();
  };
  if (auto s = number("n", p.n(), spec->takes_n, 1); !s.ok()) return s;
  if (auto s = number("per", p.per(), spec->takes_per, 0); !s.ok()) return s;
  if (auto s = number("discount", p.discount(), spec->takes_discount, 1); !s.ok()) return s;
  out->n = p.n();
  out->per = p.per() == 0 ? 1 : p.per();
  out->discount = p.discount();
  return absl::OkStatus();
}

// Fields of one card that need no other card (powers come later, once every name is known).
absl::Status CheckCardFields(const pb::Card& c, const std::string& at, bool survey_team,
                             CardInfo* out) {
  if (!IsId(c.id(), "")) {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".id: must be 1..64 characters a-z, 0-9, _"));
  }
  if (c.name().empty() || !IsPrintable(c.name(), kMaxIdLength)) {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".name: must be 1..64 printable characters"));
  }
  const int min_count = survey_team ? 4 : 1;
  if (c.count() < min_count || c.count() > kMaxCopies) {
    return absl::InvalidArgumentError(absl::StrCat(
        at, ".count: ", c.count(), " is not in ", min_count, "..", kMaxCopies,
        survey_team ? " (one Survey Team per seat, up to 4 seats)" : ""));
  }
  if (c.kind() != "development" && c.kind() != "world") {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".kind: must be development or world"));
  }
  if (survey_team && c.kind() != "development") {
    return absl::InvalidArgumentError(absl::StrCat(at, ".kind: the Survey Team is a development"));
  }
  out->development = c.kind() == "development";
  if (c.cost() < 0 || c.cost() > kMaxValue) {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".cost: ", c.cost(), " is not in 0..", kMaxValue));
  }
  if (out->development && c.military_world()) {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".military_world: a development is never a military world"));
  }
  if (out->development ? !c.color().empty() : ParseColor(c.color()) == Color::kNone) {
    return absl::InvalidArgumentError(absl::StrCat(
        at, ".color: ", out->development ? "a development has no colour"
                                         : "must be blue, brown, green, yellow or gray"));
  }
  if (c.keywords_size() > kMaxKeywords) {
    return absl::InvalidArgumentError(absl::StrCat(at, ".keywords: at most 16"));
  }
  for (int k = 0; k < c.keywords_size(); ++k) {
    bool repeated = false;
    for (int j = 0; j < k; ++j) repeated |= c.keywords(j) == c.keywords(k);
    if (!IsId(c.keywords(k), "") || repeated) {
      return absl::InvalidArgumentError(absl::StrCat(
          at, ".keywords[", k, "]: must be lower case a-z, 0-9, _ and given once"));
    }
  }
  const int icons[3] = {c.icons().explore(), c.icons().military(), c.icons().chromosome()};
  const char* icon_names[3] = {"explore", "military", "chromosome"};
  int total = 0;
  for (int i = 0; i < 3; ++i) {
    if (icons[i] < 0 || icons[i] > kMaxIcons) {
      return absl::InvalidArgumentError(absl::StrCat(at, ".icons.", icon_names[i], ": ",
                                                     icons[i], " is not in 0..", kMaxIcons));
    }
    total += icons[i];
    out->icons[i] = icons[i];
  }
  if (total > kMaxIcons) {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".icons: ", total, " icons in all, at most ", kMaxIcons));
  }
  if (c.vp() < 0 || c.vp() > kMaxValue) {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".vp: ", c.vp(), " is not in 0..", kMaxValue));
  }
  if (c.income() < 0 || c.income() > kMaxValue) {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".income: ", c.income(), " is not in 0..", kMaxValue));
  }
  if (c.powers_size() > kMaxPowers) {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".powers: ", c.powers_size(), " powers, at most ", kMaxPowers));
  }
  if (!IsPrintable(c.source(), kMaxText)) {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".source: at most 512 printable characters"));
  }
  if (!IsPrintable(c.confidence(), kMaxText)) {
    return absl::InvalidArgumentError(
        absl::StrCat(at, ".confidence: at most 512 printable characters"));
  }
  out->id = c.id();
  out->name = c.name();
  out->count = c.count();
  out->military = c.military_world();
  out->cost = c.cost();
  out->color = ParseColor(c.color());
  out->vp = c.vp();
  out->income = c.income();
  return absl::OkStatus();
}

}  // namespace

bool Matches(const Pack& pack, const Filter& f, int c) {
  const CardInfo& card = pack.cards[c];
  if (f.kind == 1 && !card.development) return false;
  if (f.kind == 2 && card.development) return false;
  if (f.military == 1 && (card.development || !card.military)) return false;
  if (f.military == 2 && (card.development || card.military)) return false;
  if (f.color != Color::kNone && card.color != f.color) return false;
  if ((card.keywords & f.keywords) != f.keywords) return false;
  if (f.card >= 0 && f.card != c) return false;
  return true;
}

absl::StatusOr<std::shared_ptr<const Pack>> BuildPack(const pb::Pack& m,
                                                      absl::string_view field) {
  const std::string root(field);
  auto pack = std::make_shared<Pack>();
  if (!IsId(m.id(), ".-")) return Bad(root, "id", "must be 1..64 characters a-z, 0-9, _ . -");
  if (m.version().empty() || !IsPrintable(m.version(), kMaxIdLength)) {
    return Bad(root, "version", "must be 1..64 printable characters");
  }
  if (!IsPrintable(m.source(), kMaxText)) {
    return Bad(root, "source", "at most 512 printable characters");
  }
  if (!m.invented() && m.source().empty()) {
    return Bad(root, "invented", "false, but no source is given (a published pack names one)");
  }
  if (m.cards_size() == 0) return Bad(root, "cards", "no cards");
  if (m.cards_size() > kMaxCardTypes) {
    return Bad(root, "cards", absl::StrCat(m.cards_size(), " card types, at most ", kMaxCardTypes));
  }
  if (!m.has_survey_team()) return Bad(root, "survey_team", "missing (J2: one per seat)");
  const int n = m.cards_size();
  pack->cards.resize(n + 1);
  pack->deck_types = n;
  pack->survey = n;
  absl::flat_hash_map<std::string, int> by_name;
  absl::flat_hash_map<std::string, int> keyword_bits;
  auto card_at = [&](int i) {
    return i < n ? absl::StrCat(root, ".cards[", i, "]") : absl::StrCat(root, ".survey_team");
  };
  for (int i = 0; i <= n; ++i) {
    const pb::Card& c = i < n ? m.cards(i) : m.survey_team();
    const std::string at = card_at(i);
    ARBITER_RETURN_IF_ERROR(CheckCardFields(c, at, i == n, &pack->cards[i]));
    if (!pack->by_id.emplace(c.id(), i).second) {
      return absl::InvalidArgumentError(absl::StrCat(at, ".id: '", c.id(), "' given twice"));
    }
    if (!by_name.emplace(c.name(), i).second) {
      return absl::InvalidArgumentError(absl::StrCat(at, ".name: '", c.name(), "' given twice"));
    }
    for (const std::string& k : c.keywords()) {
      if (!keyword_bits.contains(k)) {
        if (keyword_bits.size() >= kMaxKeywords) {
          return absl::InvalidArgumentError(
              absl::StrCat(at, ".keywords: more than 16 keywords in the pack"));
        }
        const int bit = static_cast<int>(keyword_bits.size());
        keyword_bits.emplace(k, bit);
      }
      pack->cards[i].keywords |= 1u << keyword_bits[k];
    }
    if (i < n) pack->deck_cards += c.count();
  }
  pack->survey_copies = m.survey_team().count();
  if (pack->deck_cards > kMaxDeckCards) {
    return Bad(root, "cards", absl::StrCat(pack->deck_cards, " cards, at most ", kMaxDeckCards));
  }
  if (m.deck_size() != 0 && m.deck_size() != pack->deck_cards) {
    return Bad(root, "deck_size",
               absl::StrCat(m.deck_size(), " but the cards' counts add up to ", pack->deck_cards));
  }
  const FilterContext ctx{&by_name, &keyword_bits};
  for (int i = 0; i <= n; ++i) {
    const pb::Card& c = i < n ? m.cards(i) : m.survey_team();
    CardInfo& info = pack->cards[i];
    for (int k = 0; k < c.powers_size(); ++k) {
      Power p;
      ARBITER_RETURN_IF_ERROR(
          CheckPower(c.powers(k), absl::StrCat(card_at(i), ".powers[", k, "]"), ctx, &p));
      if (i == n && (p.effect == Effect::kColonyConvoy || p.effect == Effect::kMovesToTopMilitary)) {
        return absl::InvalidArgumentError(absl::StrCat(
            card_at(i), ".powers[", k, "].effect: the Survey Team never leaves its empire"));
      }
      info.contact_specialist |= p.effect == Effect::kContactSpecialist;
      info.colony_convoy |= p.effect == Effect::kColonyConvoy;
      info.military_convoy |= p.effect == Effect::kMilitaryConvoy;
      info.unique_in_empire |= p.effect == Effect::kUniqueInEmpire;
      info.moves_to_top_military |= p.effect == Effect::kMovesToTopMilitary;
      info.powers.push_back(p);
    }
  }
  if (m.preset_hands_size() > 4) {
    return Bad(root, "preset_hands", absl::StrCat(m.preset_hands_size(), " hands, at most 4"));
  }
  std::vector<int> used(n, 0);
  for (int h = 0; h < m.preset_hands_size(); ++h) {
    const pb::PresetHand& hand = m.preset_hands(h);
    const std::string at = absl::StrCat(root, ".preset_hands[", h, "]");
    const std::string& l = hand.letter();
    if (l.size() != 1 || l[0] < 'A' || l[0] > 'D' || pack->has_preset[l[0] - 'A']) {
      return absl::InvalidArgumentError(
          absl::StrCat(at, ".letter: must be one of A, B, C, D, each once"));
    }
    if (hand.cards_size() != kPresetHandSize) {
      return absl::InvalidArgumentError(
          absl::StrCat(at, ".cards: ", hand.cards_size(), " cards, a preset hand has 5"));
    }
    std::vector<int>& cards = pack->preset[l[0] - 'A'];
    for (int k = 0; k < hand.cards_size(); ++k) {
      const int c = pack->Find(hand.cards(k));
      if (c < 0 || c >= n) {
        return absl::InvalidArgumentError(
            absl::StrCat(at, ".cards[", k, "]: not a card of the deck"));
      }
      if (++used[c] > pack->cards[c].count) {
        return absl::InvalidArgumentError(absl::StrCat(
            at, ".cards[", k, "]: the preset hands hold more '", hand.cards(k), "' than its ",
            pack->cards[c].count, " copies"));
      }
      cards.push_back(c);
    }
    pack->has_preset[l[0] - 'A'] = true;
    ++pack->preset_count;
  }
  return std::shared_ptr<const Pack>(std::move(pack));
}

}  // namespace jump_drive
}  // namespace arbiter
