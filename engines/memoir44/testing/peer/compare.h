// Compares the peer's legal-move set at one position with the engine's (position.h) and
// classifies every difference by the rules (engines/memoir44/rules.md, the project's copy of
// the shared rules file): which side the rules say is wrong, and the section that says so.
//
//   PositionResult r = Compare(position, engine_moves);
//   if (!r.agree) for (const Finding& f : r.findings) ...f.verdict, f.rule, f.cls...
//
// A finding is one move listed by one side only ("peer_only", "engine_only") or listed by both
// with different dice ("dice"). Its verdict:
//   peer         the rules forbid what the peer lists, or allow what it leaves out (a known
//                fault of the peer, e.g. Assault ordering a subset where M5 orders all);
//   engine       the rules say the engine is wrong;
//   vocabulary   the peer has a move the rules have no word for (its stay-in-place move):
//                not counted as a disagreement;
//   ambiguous    the rules file does not decide it (named in the report as a ruling to make);
//   unexplained  no rule matched: to be read by a person, who adds the rule here.
// The ORDER and target-set decisions are judged by an independent reading of M5/M6 (which
// units the card orders, its quotas by section and type, Their Finest Hour's dice), written
// here from the rules text, not from the engine.
#ifndef ARBITER_ENGINES_MEMOIR44_TESTING_PEER_COMPARE_H_
#define ARBITER_ENGINES_MEMOIR44_TESTING_PEER_COMPARE_H_

#include <string>
#include <vector>

#include "engines/memoir44/testing/peer/neutral.h"
#include "engines/memoir44/testing/peer/position.h"

namespace arbiter::memoir44::peer {

struct Finding {
  std::string side;     // peer_only | engine_only | dice | seat
  std::string verdict;  // peer | engine | vocabulary | ambiguous | unexplained
  std::string rule;     // the rules.md section deciding it ("M5", "R9"), "" when unexplained
  std::string cls;      // a short class name, e.g. "order breaks Assault"
  std::string detail;   // what about this move broke or met the rule
  NeutralMove move;
  int engine_dice = -1;  // dice findings: the engine's count (move.dice is the peer's)
};

struct PositionResult {
  bool agree = false;     // the sets are equal, vocabulary aside
  std::vector<Finding> findings;
  int peer_moves = 0, engine_moves = 0, common = 0;
};

PositionResult Compare(const NeutralPosition& p, const EngineMoves& engine);

// M5/M6 (fallback, quotas, Their Finest Hour's dice): may the acting seat's card in `p` order
// exactly the units `set`? Exposed for the tests of this tool.
bool OrderFits(const NeutralPosition& p, const std::vector<Hex>& set, std::string* why);

}  // namespace arbiter::memoir44::peer

#endif  // ARBITER_ENGINES_MEMOIR44_TESTING_PEER_COMPARE_H_
