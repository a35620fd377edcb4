// Writes starting corpora for the fuzz targets from real games: seeded random playouts of every
// registered game (clients/records/playout.h) at the smallest and largest seat counts, in both
// randomness modes, the first two other values of each option (and a NewGame of every value),
// plus the record fixtures named on the command line, and the further engine seeds a game
// registers for itself (seed_extras.h, e.g. its states in an older state format).
// Run by scripts/fuzz.sh seeds, which then keeps only the inputs that add coverage
// (libFuzzer -merge=1) in each target's corpus folder (tests/fuzz/CMakeLists.txt).
//
//   make_seeds OUT_DIR [RECORD_FILE...]
// writes OUT_DIR/<target>/seed-<n> for request_fuzzer, record_fuzzer and <game>_fuzzer, in the
// input layouts their sources document. Exit status 1 on any error.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "arbiter/v1/rules_service.pb.h"
#include "clients/records/playout.h"
#include "clients/records/record_io.h"
#include "engines/all_games.h"
#include "engines/core/actor.h"
#include "tests/fuzz/fuzz_input.h"
#include "tests/fuzz/fuzz_seal.h"
#include "tests/fuzz/seed_extras.h"

namespace arbiter::fuzz {
namespace {

constexpr int kPlayoutSteps = 40;
constexpr int kRecordSeedSteps = 30;
constexpr int kEngineSeedEvery = 4;
constexpr int kOptionPlayouts = 2;

class SeedWriter {
 public:
  explicit SeedWriter(std::filesystem::path out) : out_(std::move(out)) {}

  bool Write(const std::string& target, const std::string& bytes) {
    const std::filesystem::path dir = out_ / target;
    std::filesystem::create_directories(dir);
    const std::filesystem::path file = dir / absl::StrCat("seed-", count_++);
    if (!records::WriteFile(file.string(), bytes).ok()) {
      std::fprintf(stderr, "cannot write %s\n", file.c_str());
      return false;
    }
    return true;
  }

 private:
  std::filesystem::path out_;
  int count_ = 0;
};

std::string Tagged(uint8_t tag, const std::string& body) {
  std::string out;
  PutByte(&out, tag);
  out += body;
  return out;
}

// Both forms of a record for record_fuzzer: binary (tag 0) and JSON (tag 1).
bool WriteRecordSeeds(SeedWriter& w, v1::GameRecord record) {
  if (record.steps_size() > kRecordSeedSteps) {
    record.mutable_steps()->DeleteSubrange(kRecordSeedSteps,
                                           record.steps_size() - kRecordSeedSteps);
  }
  absl::StatusOr<std::string> json = records::ToJson(record, /*pretty=*/false);
  if (!json.ok()) return false;
  return w.Write("record_fuzzer", Tagged(0, record.SerializeAsString())) &&
         w.Write("record_fuzzer", Tagged(1, *json));
}

// Engine seeds (engine_fuzzer.cc layout), envelope-free and, now and then, whole messages.
bool WriteEngineSeed(SeedWriter& w, const Game& game, const v1::GameState& state, int actor,
                     const google::protobuf::Any& action, bool whole) {
  std::string seed;
  uint8_t control = static_cast<uint8_t>(actor + 1) & 0x07;
  if (whole) control |= 0x18;
  PutByte(&seed, control);
  if (!PutChunk(&seed, whole ? state.SerializeAsString() : state.payload().value())) return true;
  seed += whole ? action.SerializeAsString() : action.value();
  return w.Write(absl::StrCat(game.Info().game_id(), "_fuzzer"), seed);
}

// The game's own further seeds of `state` (seed_extras.h), as whole GameStates.
bool WriteExtraSeeds(SeedWriter& w, const Game& game, const v1::GameState& state, int actor,
                     const google::protobuf::Any& action) {
  for (SeedExtra extra : SeedExtrasFor(game.Info().game_id())) {
    absl::StatusOr<std::vector<v1::GameState>> states = extra(game, state);
    if (!states.ok()) {
      std::fprintf(stderr, "%s: %s\n", game.Info().game_id().c_str(),
                   states.status().ToString().c_str());
      return false;
    }
    for (const v1::GameState& s : *states) {
      if (!WriteEngineSeed(w, game, s, actor, action, /*whole=*/true)) return false;
    }
  }
  return true;
}

bool WriteRequestSeeds(SeedWriter& w, const v1::GameState& state, int actor,
                       const google::protobuf::Any& action) {
  v1::ApplyActionRequest apply;
  *apply.mutable_state() = state;
  *apply.mutable_actor() = ActorToProto(actor);
  *apply.mutable_action() = action;
  v1::ListLegalActionsRequest legal;
  *legal.mutable_state() = state;
  *legal.mutable_actor() = ActorToProto(actor);
  v1::GetPlayerViewRequest view;
  *view.mutable_state() = state;
  *view.mutable_viewer() = ViewerToProto(actor >= 0 ? actor : kSpectator);
  if (!w.Write("request_fuzzer", Tagged(2, apply.SerializeAsString())) ||
      !w.Write("request_fuzzer", Tagged(3, legal.SerializeAsString())) ||
      !w.Write("request_fuzzer", Tagged(4, view.SerializeAsString()))) {
    return false;
  }
  // The same requests to a sealing server (method byte's bit 7), states sealed with its key.
  if (!FuzzSealer().Seal(apply.mutable_state()).ok() ||
      !FuzzSealer().Seal(legal.mutable_state()).ok() ||
      !FuzzSealer().Seal(view.mutable_state()).ok()) {
    return false;
  }
  return w.Write("request_fuzzer", Tagged(0x82, apply.SerializeAsString())) &&
         w.Write("request_fuzzer", Tagged(0x83, legal.SerializeAsString())) &&
         w.Write("request_fuzzer", Tagged(0x84, view.SerializeAsString()));
}

bool WriteStreamSeed(SeedWriter& w, const v1::GameRecord& record) {
  v1::StreamReplayGameRequest header;
  *header.mutable_header() = record;
  header.mutable_header()->clear_steps();
  std::string seed;
  PutByte(&seed, 6);
  if (!PutChunk(&seed, header.SerializeAsString())) return true;
  for (int begin = 0; begin < std::min(record.steps_size(), kRecordSeedSteps); begin += 8) {
    v1::StreamReplayGameRequest steps;
    for (int i = begin; i < std::min({record.steps_size(), kRecordSeedSteps, begin + 8}); ++i) {
      *steps.mutable_steps()->add_steps() = record.steps(i);
    }
    if (!PutChunk(&seed, steps.SerializeAsString())) return true;
  }
  return w.Write("request_fuzzer", seed);
}

// One playout: its record (record and replay seeds) and its states (engine and request seeds).
bool Playout(SeedWriter& w, const Game& game, const v1::GameSetup& setup, uint64_t policy_seed,
             bool all_seeds) {
  v1::NewGameRequest new_game;
  *new_game.mutable_setup() = setup;
  if (!w.Write("request_fuzzer", Tagged(1, new_game.SerializeAsString())) ||
      !w.Write("request_fuzzer", Tagged(0x81, new_game.SerializeAsString()))) {
    return false;
  }
  if (!all_seeds) return true;
  records::PlayoutOptions options;
  options.max_steps = kPlayoutSteps;
  options.policy_seed = policy_seed;
  options.with_digests = policy_seed % 2 == 0;
  absl::StatusOr<v1::GameRecord> record = records::RecordPlayout(game, setup, options);
  if (!record.ok()) return true;  // an option value that needs others (its NewGame seed stays)
  if (!WriteRecordSeeds(w, *record) || !WriteStreamSeed(w, *record)) return false;
  v1::GameRecord short_record = *record;
  if (short_record.steps_size() > 10) {
    short_record.mutable_steps()->DeleteSubrange(10, short_record.steps_size() - 10);
  }
  v1::ReplayGameRequest replay;
  *replay.mutable_record() = short_record;
  if (!w.Write("request_fuzzer", Tagged(5, replay.SerializeAsString()))) return false;

  absl::StatusOr<NewGameResult> started = game.NewGame(setup);
  if (!started.ok()) return false;
  v1::GameState state = started->state;
  for (int i = 0; i < record->steps_size(); ++i) {
    const v1::RecordStep& step = record->steps(i);
    absl::StatusOr<int> actor = ActorFromProto(step.actor(), "actor");
    if (!actor.ok()) return false;
    if (i % kEngineSeedEvery == 0) {
      if (!WriteEngineSeed(w, game, state, *actor, step.action(), i % (4 * kEngineSeedEvery) == 0) ||
          !WriteExtraSeeds(w, game, state, *actor, step.action()) ||
          !WriteRequestSeeds(w, state, *actor, step.action())) {
        return false;
      }
    }
    absl::StatusOr<ApplyResult> next = game.Apply(state, *actor, step.action());
    if (!next.ok() || !next->legal) {
      std::fprintf(stderr, "%s: step %d of its own playout is not legal\n",
                   game.Info().game_id().c_str(), i);
      return false;
    }
    state = next->state;
  }
  return true;
}

int Main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: make_seeds OUT_DIR [RECORD_FILE...]\n");
    return 1;
  }
  SeedWriter w{std::filesystem::path(argv[1])};
  if (!w.Write("request_fuzzer", Tagged(0, ""))) return 1;
  for (const Game* game : DefaultRegistry().List()) {
    const v1::GameInfo& info = game->Info();
    uint64_t policy_seed = 1;
    for (int seats : {info.min_seats(), info.max_seats()}) {
      for (v1::RandomnessMode mode : {v1::RANDOMNESS_MODE_SEEDED, v1::RANDOMNESS_MODE_EXTERNAL}) {
        v1::GameSetup setup;
        setup.set_game_id(info.game_id());
        setup.set_seat_count(seats);
        setup.mutable_randomness()->set_mode(mode);
        setup.mutable_randomness()->set_seed(policy_seed);
        if (!Playout(w, *game, setup, policy_seed++, true)) return 1;
      }
    }
    for (const v1::OptionSpec& option : info.options()) {
      int played = 0;  // full playouts for the first few other values only
      for (const std::string& value : option.allowed_values()) {
        v1::GameSetup setup;
        setup.set_game_id(info.game_id());
        setup.set_seat_count(info.min_seats());
        setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_SEEDED);
        setup.mutable_randomness()->set_seed(policy_seed);
        (*setup.mutable_options())[option.name()] = value;
        const bool play = value != option.default_value() && played < kOptionPlayouts;
        played += play;
        if (!Playout(w, *game, setup, policy_seed++, play)) return 1;
      }
    }
  }
  for (int i = 2; i < argc; ++i) {
    absl::StatusOr<v1::GameRecord> record = records::ReadRecordFile(argv[i]);
    if (!record.ok()) continue;  // the corrupt fixtures: their bytes are seeds as they are
    if (!WriteRecordSeeds(w, *record)) return 1;
  }
  return 0;
}

}  // namespace
}  // namespace arbiter::fuzz

int main(int argc, char** argv) { return arbiter::fuzz::Main(argc, argv); }
