// The content pack (rules.md J15) in native form: every card type with its powers parsed, the
// filters compiled, the Survey Team as the last card index. BuildPack is also the validator
// ContentLibrary runs on built-in and supplied packs: every error names the field
// ("setup.content.supplied.cards[3].powers[0].target: unknown filter 'colour:blue'").
//
//   absl::StatusOr<std::shared_ptr<const Pack>> p = BuildPack(message, "setup.content.supplied");
//   const CardInfo& c = (*p)->cards[index];   // index < deck_types: a deck card
//   int survey = (*p)->survey;                 // == deck_types
#ifndef ARBITER_ENGINES_JUMP_DRIVE_PACK_H_
#define ARBITER_ENGINES_JUMP_DRIVE_PACK_H_

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/games/jump_drive/v1/jump_drive.pb.h"

namespace arbiter {
namespace jump_drive {

namespace pb = ::arbiter::games::jump_drive::v1;

inline constexpr int kMaxCardTypes = 128;
inline constexpr int kMaxDeckCards = 400;
inline constexpr int kMaxCopies = 20;
inline constexpr int kMaxValue = 20;
inline constexpr int kMaxIcons = 10;
inline constexpr int kMaxPowers = 8;
inline constexpr int kMaxKeywords = 16;
inline constexpr int kPresetHandSize = 5;

enum class Color : int8_t { kNone = 0, kBlue, kBrown, kGreen, kYellow, kGray };
enum Icon : int8_t { kExplore = 0, kMilitary = 1, kChromosome = 2 };

// A compiled J15 filter; every set part must hold.
struct Filter {
  int8_t kind = 0;      // 0 any, 1 development, 2 world
  int8_t military = 0;  // 0 any, 1 military world, 2 non-military world
  Color color = Color::kNone;
  uint32_t keywords = 0;  // every bit must be set on the card
  int16_t card = -1;      // a card index, or -1
  int8_t icon = -1;       // counts only: sum this icon over the matching cards
};

enum class Effect : int8_t {
  kCostDiscount,
  kMilitaryVs,
  kMilitaryPer,
  kVpPer,
  kIncomePer,
  kVpPerOther,
  kVpWith,
  kIncomeWith,
  kContactSpecialist,
  kColonyConvoy,
  kMilitaryConvoy,
  kRequiresNoMilitary,
  kUniqueInEmpire,
  kMovesToTopMilitary,
};

struct Power {
  Effect effect = Effect::kCostDiscount;
  Filter filter;            // target / count / has / exclude / unless
  bool has_filter = false;  // false only for an absent optional `unless`
  int n = 0;
  int per = 1;
  int discount = 0;
};

struct CardInfo {
  std::string id;
  std::string name;
  int count = 0;
  bool development = false;
  bool military = false;  // a military world
  int cost = 0;           // printed cost or defence
  Color color = Color::kNone;
  uint32_t keywords = 0;
  std::array<int, 3> icons{};
  int vp = 0;
  int income = 0;
  std::vector<Power> powers;
  // Shortcuts into powers.
  bool contact_specialist = false;
  bool colony_convoy = false;
  bool military_convoy = false;
  bool unique_in_empire = false;
  bool moves_to_top_military = false;
};

struct Pack {
  // cards[0..deck_types) are the deck's types, cards[deck_types] is the Survey Team.
  std::vector<CardInfo> cards;
  int deck_types = 0;
  int survey = 0;          // == deck_types
  int survey_copies = 0;
  int deck_cards = 0;      // sum of the deck types' counts
  absl::flat_hash_map<std::string, int> by_id;  // every id, the Survey Team's included
  // Preset hands by letter A..D (card indices); has_preset[i] when the pack lists letter i.
  std::array<std::vector<int>, 4> preset;
  std::array<bool, 4> has_preset{};
  int preset_count = 0;

  // A card index for an id, or -1.
  int Find(absl::string_view id) const {
    auto it = by_id.find(id);
    return it == by_id.end() ? -1 : it->second;
  }
  const CardInfo& operator[](int i) const { return cards[i]; }
};

// True when card `c` matches `f` (icons aside).
bool Matches(const Pack& pack, const Filter& f, int c);

// Checks every field of `message` (J15) and builds the native pack. Errors: INVALID_ARGUMENT
// "<field>.<path>: ..." (field is e.g. "setup.content.supplied").
absl::StatusOr<std::shared_ptr<const Pack>> BuildPack(const pb::Pack& message,
                                                      absl::string_view field);

}  // namespace jump_drive
}  // namespace arbiter

#endif  // ARBITER_ENGINES_JUMP_DRIVE_PACK_H_
