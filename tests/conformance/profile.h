// Per-game settings of the engine conformance suite (tests/conformance/README.md).
//
// Every game in DefaultRegistry() is run through the suite. A game may register a
// ConformanceProfile that tells the suite how to play it: a progress policy that steers random
// playouts towards the game's end, step caps, which seat counts and option sets to cover, and how
// many playouts to run. A game without a profile gets DefaultProfile(info).
//
// A game's profile lives in its own folder, engines/<game>/testing/conformance_profile.cc,
// written by the game's engineer and declared in engines/<game>/CMakeLists.txt with
//   arbiter_conformance_profile(GAME <game> SRCS testing/conformance_profile.cc DEPS <game>_proto)
// (cmake/arbiter.cmake). tests/conformance compiles every declared profile directly into the
// `conformance_test` executable (not into an archive), so a static ProfileRegistration object
// is enough and no shared file changes. Example, for a game `my_game`:
//
//   // engines/my_game/testing/conformance_profile.cc
//   #include "tests/conformance/profile.h"
//   #include "arbiter/games/my_game/v1/my_game.pb.h"
//
//   namespace arbiter::conformance {
//   namespace {
//
//   ConformanceProfile MyGameProfile() {
//     ConformanceProfile p;
//     // Prefer scoring moves; otherwise uniform. Must return an index into in.legal (the
//     // suite treats anything else as a test failure, not a crash).
//     p.progress_policy = [](const PolicyInput& in) -> size_t {
//       arbiter::Rng rng(in.seed);
//       games::my_game::v1::Action a;
//       for (size_t i = 0; i < in.legal.size(); ++i) {
//         if (in.legal[i].UnpackTo(&a) && a.has_score()) return i;
//       }
//       return static_cast<size_t>(rng.Uniform(in.legal.size()));
//     };
//     p.uniform_step_cap = 400;      // uniform play rarely ends the game
//     p.progress_step_cap = 3000;    // a progress playout that has not ended by now fails
//     p.option_sets = {{}, {{"variant", "short"}}};
//     return p;
//   }
//
//   const ProfileRegistration kMyGame("my_game", MyGameProfile);
//
//   }  // namespace
//   }  // namespace arbiter::conformance
//
// The suite runs `playouts` seeded playouts per game (ARBITER_CONFORMANCE_PLAYOUTS=N overrides
// every profile, e.g. 10000 for the flagged long run), spread evenly over the cross product of
// {uniform policy with uniform_step_cap, progress policy with progress_step_cap} x {SEEDED,
// EXTERNAL randomness} x seat counts x option sets. First seats vary with the playout seed.
#ifndef ARBITER_TESTS_CONFORMANCE_PROFILE_H_
#define ARBITER_TESTS_CONFORMANCE_PROFILE_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "engines/core/game.h"
#include "engines/core/rng.h"
#include "google/protobuf/any.pb.h"

namespace arbiter::conformance {

// What a policy sees when asked for a move. All references are valid only during the call.
struct PolicyInput {
  const Game& game;
  // The full state (not a view); policies may unpack the game's payload from it.
  const v1::GameState& state;
  // Turn(state), already computed.
  const v1::TurnStatus& turn;
  // The seat to move (one of turn.acting_seats), or kChance when turn.chance_pending.
  int actor;
  // LegalActions(state, actor), non-empty, in the engine's canonical order.
  const std::vector<google::protobuf::Any>& legal;
  // A fresh seed for this decision (derived from the playout seed and step). Use it with
  // arbiter::Rng (engines/core/rng.h) so playouts replay exactly.
  uint64_t seed;
};

// Chooses one of in.legal by index: must return a value < in.legal.size(). Must be a pure
// function of its input (the suite replays playouts to check determinism).
using Policy = std::function<size_t(const PolicyInput& in)>;

// Picks uniformly among in.legal with arbiter::Rng(in.seed).
size_t UniformPolicy(const PolicyInput& in);

// A setup the suite covers: a seat count and game options (name -> value, missing options
// take their defaults).
struct SetupVariant {
  int seat_count = 0;
  std::map<std::string, std::string> options;
};

// One content field set to a wrong value, for the content_fields check (suite.h): a game that
// accepts supplied content (GameInfo.accepts_supplied_content) must refuse `content` with
// INVALID_ARGUMENT naming `field`, at NewGame ("setup.content.supplied.<field>: ...") and in a
// state ("state.content.supplied.<field>: ...").
struct BadContent {
  // The field's path inside the content message, with indices, e.g. "cards[1].value".
  std::string field;
  // A whole content message (GameInfo.content_type) with that field wrong, packed.
  google::protobuf::Any content;
};

// How the suite plays one game. Every field has a usable default.
struct ConformanceProfile {
  // Policy that favours the game's end. Playouts under it must FINISH within progress_step_cap
  // steps (chance outcomes count as steps) with every seat ranked. Unset: UniformPolicy.
  // In EXTERNAL randomness the suite chooses chance outcomes itself, uniformly; the policy is
  // asked only for seats' moves.
  Policy progress_policy;
  // Step cap of uniform playouts (which need not end). Steps = applied actions, chance included.
  int uniform_step_cap = 2000;
  // Step cap of progress-policy playouts, which must end within it.
  int progress_step_cap = 2000;
  // Seat counts to cover. Empty: every count in [info.min_seats, info.max_seats].
  std::vector<int> seat_counts;
  // Option sets to cover, each crossed with every seat count. Empty: just the defaults ({}).
  std::vector<std::map<std::string, std::string>> option_sets;
  // Seeded playouts in the normal run (overridden by ARBITER_CONFORMANCE_PLAYOUTS).
  int playouts = 2000;
  // For a game that accepts supplied content: a valid content message (GameInfo.content_type,
  // packed), checked like each built-in content by content_round_trip, and the base the
  // content_fields check starts from.
  google::protobuf::Any good_content;
  // For a game that accepts supplied content: at least one wrong value for every field of the
  // content message (every field path, nested messages included, indices aside).
  std::vector<BadContent> bad_contents;
};

// The profile with every default: uniform progress policy, step caps 2000, every seat count,
// default options, 2000 playouts.
ConformanceProfile DefaultProfile(const v1::GameInfo& info);

// The registered profile of `game_id` with defaults filled in (progress_policy set, seat_counts
// and option_sets non-empty), or DefaultProfile(info) when none is registered. info must be
// the game's GameInfo.
ConformanceProfile ProfileFor(const v1::GameInfo& info);

// OK, or INVALID_ARGUMENT naming the first bad field of a filled-in profile: a seat count
// outside the game's range, an option set CheckSetup rejects, a step cap or playout count < 1.
absl::Status ValidateProfile(const v1::GameInfo& info, const ConformanceProfile& filled);

// The cross product seat_counts x option_sets of a filled-in profile, in a stable order.
std::vector<SetupVariant> SetupVariants(const ConformanceProfile& filled);

// Registers a profile factory under a game id at static-initialisation time. Define one
// namespace-scope `const ProfileRegistration` per profile file. Registering one id twice is a
// mistake the suite reports: RegisteredProfileIds() then lists it twice and the game's
// conformance test fails; ProfileFor uses the first registration.
class ProfileRegistration {
 public:
  ProfileRegistration(const char* game_id, ConformanceProfile (*make)());
};

// Ids with a registered profile, sorted, duplicates kept (so a double registration is visible).
std::vector<std::string> RegisteredProfileIds();

}  // namespace arbiter::conformance

#endif  // ARBITER_TESTS_CONFORMANCE_PROFILE_H_
