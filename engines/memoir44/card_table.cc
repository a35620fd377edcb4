// The command deck parsed from the embedded data/command_cards.csv (cards.h).
#include <array>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "engines/memoir44/cards.h"
#include "engines/memoir44/cards_data.inc"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/state.h"

namespace arbiter::memoir44 {
namespace {

struct Table {
  std::array<CardInfo, kCardCount + 1> cards{};  // [0] unused
  std::vector<std::string> names;                // owns the names
  bool ok = false;
  int ambush = 0;
};

Table Parse() {
  Table t;
  t.names.reserve(kCardCount + 1);
  int next = 1;
  bool ok = true;
  for (absl::string_view line : absl::StrSplit(internal::kCommandCardsCsv, '\n')) {
    line = absl::StripTrailingAsciiWhitespace(line);
    if (line.empty() || line[0] == '#' || absl::StartsWith(line, "card_id,")) continue;
    std::vector<absl::string_view> f = absl::StrSplit(line, ',');
    int id = 0;
    if (f.size() < 4 || !absl::SimpleAtoi(f[0], &id) || id != next || id > kCardCount) {
      ok = false;
      break;
    }
    pb::CardKind kind;
    if (!pb::CardKind_Parse("CARD_KIND_" + std::string(f[1]), &kind) ||
        kind == pb::CARD_KIND_UNSPECIFIED) {
      ok = false;
      break;
    }
    pb::Section section = pb::SECTION_UNSPECIFIED;
    if (!f[2].empty() && !pb::Section_Parse("SECTION_" + std::string(f[2]), &section)) {
      ok = false;
      break;
    }
    t.names.emplace_back(f[3]);
    t.cards[id] = CardInfo{kind, section, {}};
    if (kind == pb::CARD_KIND_AMBUSH) t.ambush = id;
    ++next;
  }
  // names were appended in id order; bind the views once the vector no longer grows.
  for (int id = 1; id < next && id <= kCardCount; ++id) t.cards[id].name = t.names[id - 1];
  t.ok = ok && next == kCardCount + 1;
  return t;
}

const Table& Deck() {
  static const Table* const table = new Table(Parse());
  return *table;
}

}  // namespace

const CardInfo& Card(int card_id) {
  static const CardInfo kNone{};
  if (card_id < 1 || card_id > kCardCount) return kNone;
  return Deck().cards[card_id];
}

bool CardTableOk() { return Deck().ok; }

int AmbushCardId() { return Deck().ambush; }

pb::CardKind CardKindOf(int card_id) { return Card(card_id).kind; }
pb::Section CardSectionOf(int card_id) { return Card(card_id).section; }

}  // namespace arbiter::memoir44
