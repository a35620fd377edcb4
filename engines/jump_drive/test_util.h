// What the Jump Drive tests share: invented packs written in proto text format (the tests never
// depend on the built-in pack's unverified values), native states set up in one line, actions.
#ifndef ARBITER_ENGINES_JUMP_DRIVE_TEST_UTIL_H_
#define ARBITER_ENGINES_JUMP_DRIVE_TEST_UTIL_H_

#include <memory>
#include <string>

#include "arbiter/games/jump_drive/v1/jump_drive.pb.h"
#include "engines/core/game.h"
#include "engines/jump_drive/rules.h"

namespace arbiter {
namespace jump_drive {
namespace testing {

// Card records in text format. `extra` is appended inside the record (icons, powers, ...).
std::string Dev(const std::string& id, int cost, const std::string& extra = "", int count = 4);
std::string World(const std::string& id, int cost, const std::string& color,
                  const std::string& extra = "", int count = 4);
std::string MilWorld(const std::string& id, int defence, const std::string& color,
                     const std::string& extra = "", int count = 4);
// A power record, e.g. Pw("cost_discount", "target: \"color:brown\" n: 1").
std::string Pw(const std::string& effect, const std::string& args = "");

// The pb::Pack of `cards` (records as above) plus a "filler" development (cost 0, 40 copies,
// nothing else) and a Survey Team (cost 1, no icons), invented.
pb::Pack PackMessage(const std::string& cards);
// BuildPack of it; a test failure (and nullptr) when it is refused.
std::shared_ptr<const Pack> MakePack(const std::string& cards);

// A state of round 1's PLACE over `pack`, EXTERNAL randomness (draws wait for outcomes), every
// card in the draw pile, empty hands and empires.
State PlaceState(const Pack& pack, int seats);
// Moves `n` copies of `id` from the draw pile to the seat's hand / empire.
void Give(State& s, int seat, const std::string& id, int n = 1);
void Build(State& s, int seat, const std::string& id);
int Card(const State& s, const std::string& id);

pb::Action PlaceA(const std::string& dev, const std::string& world = "",
                  pb::WorldMode mode = pb::WORLD_MODE_UNSPECIFIED);
pb::Action ExploreA();
pb::Action PayA(const std::string& id);
pb::Action ConvoyA(const std::string& world);
pb::Action DeclineA();
pb::Action ExploreDiscardA(const std::string& id);
pb::Action LimitA(const std::string& id);
pb::Action ChanceA(const std::string& id);
pb::Action SetupDiscardA(const std::string& a, const std::string& b);

// The violation code of `v`, or "" when legal.
std::string CodeOf(const Verdict& v);
// Act, expecting it legal; returns the code ("" when legal).
std::string Do(State& s, int actor, const pb::Action& a);
// Answers every pending draw with `id` (EXTERNAL) while one is pending.
void DrawAll(State& s, const std::string& id);
// Pays what the seat owes with `id`.
void PayWith(State& s, int seat, const std::string& id);
// Every seat but `except` explores, and their explore steps are answered with filler.
void OthersExplore(State& s, int except);

// The registered engine (DefaultRegistry) and a packed supplied pack setup.
const Game& Engine();
v1::GameSetup NewSetup(int seats, uint64_t seed, const pb::Pack* pack = nullptr,
                    bool external = false);

}  // namespace testing
}  // namespace jump_drive
}  // namespace arbiter

#endif  // ARBITER_ENGINES_JUMP_DRIVE_TEST_UTIL_H_
