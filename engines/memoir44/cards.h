// The Memoir '44 command deck (rules.md M5, M6, M7): card ids 1..60 with their kind, section
// (section cards) and name, read from data/command_cards.csv (embedded at build time).
//
//   const CardInfo& c = Card(12);       // {CARD_KIND_PROBE, SECTION_CENTER, "Probe"}
//   if (!CardTableOk()) ...             // the embedded file parsed to exactly 60 valid rows
//
// An id outside 1..60 gives a CardInfo of CARD_KIND_UNSPECIFIED. The kinds' order limits are
// ordering.cc's; their other effects cards.cc's.
#ifndef ARBITER_ENGINES_MEMOIR44_CARDS_H_
#define ARBITER_ENGINES_MEMOIR44_CARDS_H_

#include "absl/strings/string_view.h"
#include "arbiter/games/memoir44/v1/memoir44.pb.h"

namespace arbiter::memoir44 {

namespace pb = ::arbiter::games::memoir44::v1;

struct CardInfo {
  pb::CardKind kind = pb::CARD_KIND_UNSPECIFIED;
  pb::Section section = pb::SECTION_UNSPECIFIED;
  absl::string_view name;
};

const CardInfo& Card(int card_id);
// True when data/command_cards.csv parsed to 60 rows, ids 1..60 in order, known kinds.
bool CardTableOk();
// The id of the Ambush card (M7; the deck has one).
int AmbushCardId();

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_CARDS_H_
