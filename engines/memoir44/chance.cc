// M17 draw pile and M19 chance: dice rolls, draws and shuffles in SEEDED mode (arbiter::Rng,
// engines/core/rng.h, its state in s.rng_state) and EXTERNAL mode (each roll of N dice and each
// card drawn is a ChanceOutcome the caller supplies, checked against what is possible: the
// pending kind, N dice of the six faces, a card that is in the draw pile: one in a hand, in
// play, in Recon's pair or discarded cannot be drawn). R12 (deck_reshuffle), R14
// (deck_out_rule).
//
// Draws due are s.cards_to_deal[seat]: at setup player1's first (setup.cc fills them), at the
// end of a turn the non-active seat's (the Ambush owner, M4.5) before the active seat's.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/core/rng.h"
#include "engines/memoir44/cards.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

// M19: infantry, infantry, armor, flag, star, grenade.
constexpr pb::DieFace kDieFaces[6] = {pb::DIE_FACE_INFANTRY, pb::DIE_FACE_INFANTRY,
                                      pb::DIE_FACE_ARMOR,    pb::DIE_FACE_FLAG,
                                      pb::DIE_FACE_STAR,     pb::DIE_FACE_GRENADE};
// The distinct faces in enum order (ListChance).
constexpr pb::DieFace kDistinctFaces[5] = {pb::DIE_FACE_INFANTRY, pb::DIE_FACE_ARMOR,
                                           pb::DIE_FACE_GRENADE, pb::DIE_FACE_STAR,
                                           pb::DIE_FACE_FLAG};
// Rolls of more dice than this list no outcomes (C(n+4, 4) multisets: 1001 at 10).
constexpr int kMaxListedDice = 10;

// The seat whose draw is due next, -1 none.
int NextDrawSeat(const State& s) {
  if (s.phase == pb::PHASE_SETUP) {
    for (int seat = 0; seat < 2; ++seat) {
      if (s.cards_to_deal[seat] > 0) return seat;
    }
    return -1;
  }
  const int other = 1 - s.current_seat;
  if (s.cards_to_deal[other] > 0) return other;
  if (s.cards_to_deal[s.current_seat] > 0) return s.current_seat;
  return -1;
}

// Recon's two cards (M5) go to recon_drawn: the end-of-turn draw of the active seat when the
// card in effect is Recon.
bool DrawsForRecon(const State& s, int seat) {
  return s.phase == pb::PHASE_BATTLE && seat == s.current_seat &&
         EffectiveKind(s) == pb::CARD_KIND_RECON;
}

void GiveCard(Ctx& c, int seat, int card) {
  State& s = c.s;
  if (DrawsForRecon(s, seat)) {
    s.recon_drawn.push_back(static_cast<int8_t>(card));
  } else {
    s.players[seat].hand.push_back(static_cast<int8_t>(card));
  }
  --s.cards_to_deal[seat];
  pb::Event e;
  e.mutable_card_drawn()->set_seat(seat);
  e.mutable_card_drawn()->set_card_id(card);
  pb::Event hidden;
  hidden.mutable_card_drawn()->set_seat(seat);
  c.Private(e, seat, hidden);
}

// R14: a draw due from an empty pile with no reshuffle ends the game.
void DeckOut(Ctx& c) {
  State& s = c.s;
  int winner = -1;
  if (s.options.deck_out_rule() != pb::DECK_OUT_RULE_DRAW) {
    const int named = s.scenario->SeatOf(s.scenario->deck_out_winner);
    if (named >= 0) {
      winner = named;
    } else if (s.players[0].medals != s.players[1].medals) {
      winner = s.players[0].medals > s.players[1].medals ? 0 : 1;
    }
  }
  s.phase = pb::PHASE_GAME_OVER;
  s.winner = winner;
  s.chance = pb::CHANCE_UNSPECIFIED;
  s.cards_to_deal = {0, 0};
  pb::Event e;
  e.mutable_game_ended()->set_winner(winner);
  e.mutable_game_ended()->set_reason("R14: a draw is due from an empty pile and no reshuffle");
  c.Public(e);
}

// What follows the draws: the first turn after the deal, Recon's KEEP, or the next turn.
void DrawsDone(Ctx& c) {
  State& s = c.s;
  if (s.phase == pb::PHASE_SETUP) {
    BeginTurn(c, s.first_seat);
    return;
  }
  if (s.recon_drawn.size() >= 2) {
    s.phase = pb::PHASE_RECON_KEEP;
    return;
  }
  if (s.recon_drawn.size() == 1) {  // the pile held only one card: it is kept
    s.players[s.current_seat].hand.push_back(s.recon_drawn[0]);
    s.recon_drawn.clear();
  }
  BeginTurn(c, 1 - s.current_seat);
}

bool IsFace(int f) { return f >= pb::DIE_FACE_INFANTRY && f <= pb::DIE_FACE_FLAG; }

void AddMultisets(int n, int from, std::vector<pb::DieFace>& cur, ActionList* out) {
  if (static_cast<int>(cur.size()) == n) {
    out->AddChanceRoll(cur);
    return;
  }
  for (int i = from; i < 5; ++i) {
    cur.push_back(kDistinctFaces[i]);
    AddMultisets(n, i, cur, out);
    cur.pop_back();
  }
}

}  // namespace

bool ReshuffleOn(const State& s) {
  switch (s.options.deck_reshuffle()) {
    case pb::DECK_RESHUFFLE_ON:
      return true;
    case pb::DECK_RESHUFFLE_OFF:
      return false;
    default:
      return s.scenario == nullptr || s.scenario->deck_reshuffle;
  }
}

void MergePiles(Ctx& c) {
  State& s = c.s;
  s.draw_pile.insert(s.draw_pile.end(), s.discard_pile.begin(), s.discard_pile.end());
  s.discard_pile.clear();
  if (s.external) {
    std::sort(s.draw_pile.begin(), s.draw_pile.end());
  } else {
    Rng rng(s.rng_state);
    rng.Shuffle(absl::MakeSpan(s.draw_pile));
    s.rng_state = rng.state();
  }
  pb::Event e;
  e.mutable_pile_shuffled()->set_cards(static_cast<int>(s.draw_pile.size()));
  c.Public(e);
}

bool RollDice(Ctx& c, int n, std::vector<pb::DieFace>* faces) {
  State& s = c.s;
  faces->clear();
  if (s.external) {
    s.chance = pb::CHANCE_ROLL;
    s.chance_dice = n;
    s.chance_seat = s.current_seat;
    return false;
  }
  Rng rng(s.rng_state);
  for (int i = 0; i < n; ++i) faces->push_back(kDieFaces[rng.Uniform(6)]);
  s.rng_state = rng.state();
  return true;
}

void ContinueDraws(Ctx& c) {
  State& s = c.s;
  // Each pass draws one card or stops: bounded by the cards due (at most 60 + 2).
  while (s.phase != pb::PHASE_GAME_OVER) {
    // M4.5: at a turn's end the Ambush owner draws first, then the active seat discards (and
    // Their Finest Hour merges the piles) before its own draw.
    if (s.phase == pb::PHASE_BATTLE && s.card_in_play != 0 &&
        s.cards_to_deal[1 - s.current_seat] == 0) {
      DiscardTurnCard(c);
      continue;
    }
    const int seat = NextDrawSeat(s);
    if (seat < 0) break;
    if (s.draw_pile.empty()) {
      if (!ReshuffleOn(s)) {
        DeckOut(c);
        return;
      }
      if (s.discard_pile.empty()) {  // every card is held: nothing to draw
        s.cards_to_deal[seat] = 0;
        continue;
      }
      MergePiles(c);
    }
    if (s.external) {
      s.chance = pb::CHANCE_DRAW;
      s.chance_seat = seat;
      return;
    }
    const int card = s.draw_pile.front();
    s.draw_pile.erase(s.draw_pile.begin());
    GiveCard(c, seat, card);
  }
  s.chance = pb::CHANCE_UNSPECIFIED;
  s.chance_seat = 0;
  if (s.phase != pb::PHASE_GAME_OVER) DrawsDone(c);
}

Verdict ApplyChance(Ctx& c, const pb::ChanceOutcome& o) {
  State& s = c.s;
  if (s.chance == pb::CHANCE_DRAW) {
    if (o.dice_size() > 0) {
      return MakeViolation(kChanceWrongKind, "chance.dice", "a card draw is pending, not a roll");
    }
    auto it = std::find(s.draw_pile.begin(), s.draw_pile.end(), o.card_id());
    if (o.card_id() < 1 || o.card_id() > kCardCount || it == s.draw_pile.end()) {
      return MakeViolation(kChanceCardUnavailable, "chance.card_id",
                           absl::StrCat("card ", o.card_id(),
                                        " is not in the draw pile (held, in play or discarded)"));
    }
    s.draw_pile.erase(it);
    s.chance = pb::CHANCE_UNSPECIFIED;
    GiveCard(c, s.chance_seat, o.card_id());
    ContinueDraws(c);
    return std::nullopt;
  }
  // CHANCE_ROLL
  if (o.card_id() != 0) {
    return MakeViolation(kChanceWrongKind, "chance.card_id", "a roll is pending, not a draw");
  }
  if (o.dice_size() != s.chance_dice) {
    return MakeViolation(
        kChanceDiceCount, "chance.dice",
        absl::StrCat(o.dice_size(), " dice given, ", s.chance_dice, " are rolled"));
  }
  for (int i = 0; i < o.dice_size(); ++i) {
    if (!IsFace(o.dice(i))) {
      return MakeViolation(kChanceBadFace, absl::StrCat("chance.dice[", i, "]"),
                           absl::StrCat(o.dice(i), " is not a die face"));
    }
  }
  s.chance = pb::CHANCE_UNSPECIFIED;
  s.chance_dice = 0;
  s.chance_seat = 0;
  std::vector<pb::DieFace> faces;
  faces.reserve(o.dice_size());
  for (int f : o.dice()) faces.push_back(static_cast<pb::DieFace>(f));
  if (s.has_battle) {
    OnBattleRoll(c, faces);
  } else {
    OnCardRoll(c, faces);
  }
  return std::nullopt;
}

void ListChance(const State& s, ActionList* out) {
  if (s.chance == pb::CHANCE_DRAW) {
    std::vector<int8_t> cards = s.draw_pile;
    std::sort(cards.begin(), cards.end());
    for (int8_t card : cards) out->AddChanceCard(card);
  } else if (s.chance == pb::CHANCE_ROLL && s.chance_dice >= 1 && s.chance_dice <= kMaxListedDice) {
    std::vector<pb::DieFace> cur;
    cur.reserve(s.chance_dice);
    AddMultisets(s.chance_dice, 0, cur, out);
  }
}

}  // namespace arbiter::memoir44
