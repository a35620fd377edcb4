// Quibbles' wire forms, all written and read by protobuf's generated code (state.h, moves.h,
// scratch.h): the state bytes of playout states (full and every view) are
// byte-identical to what the engine wrote before (a golden digest, which records and fixtures
// depend on) and canonical; the per-thread reused messages (scratch.h) leave nothing of one
// call in the next; hostile encodings are refused exactly as protobuf refuses them (a few
// regression cases: field 0, wire types 6/7, truncations, overlong varints, nesting past the
// recursion limit) and unknown fields are skipped; every event and listed action is protobuf's
// canonical serialization; the fuzz corpus gets Check's verdict of the reference path
// (ParseFromString + DecodePayload).
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/escaping.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "engines/core/digest.h"
#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/quibbles/test_util.h"
#include "engines/quibbles/rules.h"
#include "google/protobuf/wrappers.pb.h"
#include "gtest/gtest.h"
#include "tests/fuzz/fuzz_input.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

// States of random games: every seat count, both randomness modes, every option value; some
// games played to their end. Built once for the tests that share them.
std::vector<v1::GameState> MakePlayoutStates() {
  std::vector<v1::GameState> out;
  Rng rng(2026);
  for (int g = 0; g < 16; ++g) {
    const int seats = 2 + g % 4;
    const bool external = g % 2 == 1;
    std::vector<std::pair<std::string, std::string>> options = {
        {"allow_empty_take", g % 3 == 0 ? "true" : "false"},
        {"stash_surplus", g % 5 < 2 ? "keep_surplus" : "discard_all"},
        {"win_requires_six_cards", g % 7 == 3 ? "true" : "false"}};
    v1::GameState state = NewState(seats, 100 + g, external, options, g % seats);
    const int decisions = g < 4 ? 4000 : 150;
    for (int d = 0; d < decisions; ++d) {
      out.push_back(state);
      absl::StatusOr<v1::TurnStatus> turn = Game().Turn(state);
      if (!turn.ok() || turn->outcome().status() == v1::OUTCOME_STATUS_FINISHED) break;
      const int actor = turn->chance_pending() ? kChance : turn->acting_seats(0);
      absl::StatusOr<std::vector<google::protobuf::Any>> legal = Game().LegalActions(state, actor);
      if (!legal.ok() || legal->empty()) break;
      absl::StatusOr<ApplyResult> r =
          Game().Apply(state, actor, (*legal)[rng.Uniform(legal->size())]);
      if (!r.ok() || !r->legal) break;
      state = r->state;
    }
  }
  return out;
}

const std::vector<v1::GameState>& PlayoutStates() {
  static const std::vector<v1::GameState>* const states =
      new std::vector<v1::GameState>(MakePlayoutStates());
  return *states;
}

// SHA-256 of every playout payload and of every view of it (spectator, then each seat), each
// preceded by its length.
std::string PlayoutBytesDigest() {
  google::protobuf::BytesValue all;
  std::string* bytes = all.mutable_value();
  auto add = [bytes](const std::string& b) { absl::StrAppend(bytes, b.size(), ":", b); };
  for (const v1::GameState& state : PlayoutStates()) {
    add(state.payload().value());
    pb::State s;
    if (!s.ParseFromString(state.payload().value())) return "unparsable playout state";
    for (int v = kSpectator; v < s.seats_size(); ++v) {
      if (v == kChance) continue;
      absl::StatusOr<v1::GameState> view = Game().View(state, v);
      if (!view.ok()) return view.status().ToString();
      add(view->payload().value());
    }
  }
  return absl::StrCat(PlayoutStates().size(), " states, ", StateDigest(all));
}

// ---- Hand-made encodings.

std::string Varint(uint64_t v) {
  std::string s;
  while (v >= 0x80) {
    s.push_back(static_cast<char>(v | 0x80));
    v >>= 7;
  }
  s.push_back(static_cast<char>(v));
  return s;
}
std::string Key(uint64_t field, int wire_type) { return Varint(field << 3 | wire_type); }
std::string Len(uint64_t field, const std::string& body) {
  return Key(field, 2) + Varint(body.size()) + body;
}
std::string VarintField(uint64_t field, uint64_t v) { return Key(field, 0) + Varint(v); }
// `levels` nested groups of field `field` (each closed), `inner` in the middle.
std::string Groups(int levels, uint64_t field, const std::string& inner = "") {
  std::string s = inner;
  for (int i = 0; i < levels; ++i) s = Key(field, 3) + s + Key(field, 4);
  return s;
}


// The bytes Apply and View return for the playout states are the bytes the engine returned
// before its wire code moved onto protobuf (the hand-written writer of commit 5c6c308, itself
// held byte for byte to SerializeToString): recorded states and fixtures depend on them.
// The digest changed once since, with rules quibbles/2023.2: under allow_empty_take a lone 1
// is no longer listed as a SPLIT (R1), so those playouts' random choices differ (with 2023.1's
// listing the same code gave 5f03c224...4290 for the same 14453 states).
TEST(QuibblesWire, PlayoutStateBytesAreUnchanged) {
  EXPECT_EQ(PlayoutBytesDigest(),
            "14453 states, e11cd63b181381351d03a9ffee0cbd0d84a39bb9e448c2fd125ea167713eb2fb");
}

// Every playout state is protobuf's canonical serialization of its own proto form (parse,
// check, EncodePayload, serialize gives the same bytes), and each view is ViewOf's serialization.
TEST(QuibblesWire, PlayoutStatesAreCanonical) {
  int finished = 0, drawing = 0;
  for (const v1::GameState& state : PlayoutStates()) {
    const std::string& bytes = state.payload().value();
    pb::State s;
    ASSERT_TRUE(s.ParseFromString(bytes));
    State t;
    ASSERT_TRUE(DecodePayload(s, &t).ok());
    finished += t.phase == Phase::kFinished;
    drawing += t.phase == Phase::kDrawing;
    ASSERT_EQ(EncodePayload(t).SerializeAsString(), bytes) << s.ShortDebugString();
    for (int v = kSpectator; v < t.seat_count; ++v) {
      if (v == kChance) continue;
      absl::StatusOr<v1::GameState> view = Game().View(state, v);
      ASSERT_TRUE(view.ok());
      pb::State seen;
      ASSERT_TRUE(seen.ParseFromString(view->payload().value()));
      ASSERT_EQ(view->payload().value(), ViewOf(t, v).SerializeAsString()) << "viewer " << v;
      // Q11: what the viewer may not see is absent, the sizes stay.
      EXPECT_EQ(seen.rng_state(), 0u);
      EXPECT_FALSE(seen.has_draw_pile());
      EXPECT_EQ(seen.draw_pile_size(), s.draw_pile_size());
      for (int p = 0; p < t.seat_count; ++p) {
        EXPECT_EQ(seen.seats(p).has_hand(), p == v) << "viewer " << v << " seat " << p;
        EXPECT_EQ(seen.seats(p).hand_size(), s.seats(p).hand_size());
      }
    }
  }
  EXPECT_GT(finished, 0);
  EXPECT_GT(drawing, 0);
}

// The per-thread messages (scratch.h) carry nothing from one call into the next: after a
// state with every field set and extra unknown fields, a sparse state, a refused state, a
// large hostile payload (parsed into its own message) and a view, each call's answer is the
// answer a fresh process gives (computed through the reference path).
TEST(QuibblesWire, ReusedMessagesCarryNothingOver) {
  const std::vector<v1::GameState>& states = PlayoutStates();
  std::vector<v1::GameState> mixed;
  for (size_t n = 0; n < states.size(); n += 97) mixed.push_back(states[n]);
  ASSERT_GT(mixed.size(), 20u);
  v1::GameState padded = mixed[3];
  padded.mutable_payload()->mutable_value()->append(VarintField(40, 7) + Len(41, "junk"));
  v1::GameState huge = mixed[5];
  for (int k = 0; k < 3000; ++k) {
    huge.mutable_payload()->mutable_value()->append(Len(4, Len(1, VarintField(1, 2))));
  }
  v1::GameState broken = mixed[7];
  broken.mutable_payload()->mutable_value()->append(Key(0, 0) + Varint(1));
  std::vector<v1::GameState> order;
  for (size_t n = 0; n < mixed.size(); ++n) {
    order.push_back(mixed[n]);
    if (n % 4 == 0) order.push_back(padded);
    if (n % 5 == 1) order.push_back(huge);
    if (n % 6 == 2) order.push_back(broken);
  }
  int ok = 0, refused = 0;
  for (int round = 0; round < 2; ++round) {
    for (const v1::GameState& state : order) {
      pb::State s;
      State t;
      absl::Status reference = s.ParseFromString(state.payload().value())
                                   ? DecodePayload(s, &t)
                                   : absl::InvalidArgumentError(
                                         "state.payload: not a parsable " +
                                         Game().Info().state_type());
      ASSERT_EQ(Game().Check(state).ToString(), reference.ToString());
      if (!reference.ok()) {
        ++refused;
        continue;
      }
      ++ok;
      absl::StatusOr<v1::GameState> full = Game().View(state, 0);
      ASSERT_TRUE(full.ok());
      ASSERT_EQ(full->payload().value(), ViewOf(t, 0).SerializeAsString());
      absl::StatusOr<v1::GameState> spectator = Game().View(state, kSpectator);
      ASSERT_TRUE(spectator.ok());
      ASSERT_EQ(spectator->payload().value(), ViewOf(t, kSpectator).SerializeAsString());
      absl::StatusOr<v1::TurnStatus> turn = Game().Turn(state);
      ASSERT_TRUE(turn.ok());
    }
  }
  EXPECT_GT(ok, 40);
  EXPECT_GT(refused, 10);
}

// Hostile encodings get protobuf's verdict through Check: refused as "not a parsable" state
// when protobuf refuses the bytes, and otherwise judged by the state checks (unknown fields
// skipped). A few regression cases from the hand-written reader's test.
TEST(QuibblesWire, HostileEncodingsGetProtobufsVerdict) {
  const v1::GameState base = NewState(2, 5);
  const std::string& payload = base.payload().value();
  const std::string unparsable =
      "INVALID_ARGUMENT: state.payload: not a parsable arbiter.games.quibbles.v1.State";
  auto check = [&base](const std::string& bytes) {
    v1::GameState state = base;
    state.mutable_payload()->set_value(bytes);
    return Game().Check(state).ToString();
  };
  ASSERT_EQ(check(payload), "OK");
  // Refused by protobuf.
  for (const std::string& piece : {
           Key(0, 0) + Varint(1),                          // field number 0
           Key(20, 6) + Varint(1),                         // wire type 6
           Key(20, 7) + Varint(1),                         // wire type 7
           Key(18, 4),                                     // stray end-group
           Key(18, 3),                                     // unclosed group
           Key(17, 2) + Varint(200) + "short",             // length past the end
           Key(21, 0) + std::string(10, '\xff') + "\x01",  // 11-byte varint
           std::string("\x88\x80\x80\x80\x80\x00", 6) + Varint(2),  // 6-byte tag
           Groups(101, 22),                                // past the recursion limit
           Len(5, Groups(100, 1)),                         // the same inside the row
       }) {
    EXPECT_EQ(check(payload + piece), unparsable) << absl::BytesToHexString(piece);
  }
  for (size_t len : {size_t{1}, payload.size() / 2, payload.size() - 1}) {
    const std::string cut = payload.substr(0, len);
    pb::State s;
    EXPECT_EQ(check(cut) == unparsable, !s.ParseFromString(cut)) << len;
  }
  // Skipped by protobuf: the state stays valid.
  for (const std::string& piece : {
           VarintField(1000, UINT64_MAX),
           Key(15, 1) + std::string(8, '\x01'),
           Len(17, "abc"),
           Groups(3, 19, VarintField(1, 1) + Len(2, "x") + Key(3, 5) + "abcd"),
           Groups(98, 22),
           Key(9, 2) + Varint(1) + "x",  // current_seat as bytes: an unknown field
       }) {
    EXPECT_EQ(check(payload + piece), "OK") << absl::BytesToHexString(piece);
  }
  // Parsed, then refused by the checks with the field named.
  EXPECT_EQ(check(payload + VarintField(10, 7)),
            "INVALID_ARGUMENT: state.payload.phase: unknown or unset value 7");
  EXPECT_EQ(check(payload + Len(4, "") + Len(4, "") + Len(4, "") + Len(4, "")),
            "INVALID_ARGUMENT: state.payload.seats: 6 seats, expected 2..5");
}

// Every event of many playouts (both modes, every seat count, games played to their end) is
// in protobuf's canonical form: parsing and re-serializing it gives the same bytes. (The
// events' contents are held by the action and turn tests.)
TEST(QuibblesWire, EventsAreByteIdenticalToProtobuf) {
  std::map<int, int> kinds;
  Rng rng(31);
  auto check = [&kinds](const std::vector<v1::Event>& events) {
    for (const v1::Event& e : events) {
      for (const google::protobuf::Any* any : {&e.detail(), &e.public_detail()}) {
        if (any->type_url().empty()) continue;
        ASSERT_EQ(any->type_url(), "type.googleapis.com/arbiter.games.quibbles.v1.Event");
        pb::Event parsed;
        ASSERT_TRUE(parsed.ParseFromString(any->value()));
        ASSERT_EQ(parsed.SerializeAsString(), any->value()) << parsed.ShortDebugString();
        ++kinds[parsed.kind_case()];
      }
    }
  };
  for (int g = 0; g < 24; ++g) {
    v1::GameSetup setup;
    setup.set_game_id("quibbles");
    setup.set_seat_count(2 + g % 4);
    setup.mutable_randomness()->set_mode(g % 3 == 2 ? v1::RANDOMNESS_MODE_EXTERNAL
                                                    : v1::RANDOMNESS_MODE_SEEDED);
    setup.mutable_randomness()->set_seed(500 + g);
    (*setup.mutable_options())["allow_empty_take"] = g % 2 ? "true" : "false";
    absl::StatusOr<NewGameResult> start = Game().NewGame(setup);
    ASSERT_TRUE(start.ok());
    check(start->events);
    v1::GameState state = start->state;
    for (int d = 0; d < 400; ++d) {
      absl::StatusOr<v1::TurnStatus> turn = Game().Turn(state);
      ASSERT_TRUE(turn.ok());
      if (turn->outcome().status() == v1::OUTCOME_STATUS_FINISHED) break;
      const int actor = turn->chance_pending() ? kChance : turn->acting_seats(0);
      std::vector<pb::Action> legal = Legal(state, actor);
      ASSERT_FALSE(legal.empty());
      // Mostly stash when possible, so that games end and collections fill.
      size_t pick = rng.Uniform(legal.size());
      for (size_t i = 0; i < legal.size(); ++i) {
        if (legal[i].has_stash() && rng.Uniform(4) != 0) pick = i;
      }
      ApplyResult r = Try(state, actor, legal[pick]);
      ASSERT_TRUE(r.legal);
      check(r.events);
      state = r.state;
    }
  }
  // A win and a pass, from crafted states.
  Crafted win(2);
  win.Collection(0, {6, 6, 5}).Hand(0, {6, 6, 6, 6, 6, 6}).Phase(pb::PHASE_STASH_OR_END);
  ApplyResult won = Try(win.Build(), 0, StashOf(6));
  ASSERT_TRUE(won.legal);
  check(won.events);
  ApplyResult passed = Try(Crafted(3).Build(), 0, PassAction());
  ASSERT_TRUE(passed.legal);
  check(passed.events);
  // Every kind but ShortDraw (both piles empty), which the turn tests cover.
  for (int kind = pb::Event::kSplitPlayed; kind <= pb::Event::kTurnEnded; ++kind) {
    EXPECT_GT(kinds[kind], 0) << "event kind " << kind << " never seen";
  }
}

// Every listed action of many playout states is ToAction's serialization, byte for byte
// (PackAction builds it in a reused message: nothing of one action may leak into the next).
TEST(QuibblesWire, ListedActionsAreByteIdenticalToProtobuf) {
  int listed = 0;
  for (const v1::GameState& state : PlayoutStates()) {
    pb::State s;
    ASSERT_TRUE(s.ParseFromString(state.payload().value()));
    State t;
    ASSERT_TRUE(DecodePayload(s, &t).ok());
    std::vector<Move> moves;
    ListMoves(t, t.phase == Phase::kDrawing ? kChance : t.current_seat, &moves);
    for (const Move& m : moves) {
      google::protobuf::Any any;
      PackAction(m, &any);
      ASSERT_EQ(any.type_url(), "type.googleapis.com/arbiter.games.quibbles.v1.Action");
      ASSERT_EQ(any.value(), ToAction(m).SerializeAsString()) << ToAction(m).ShortDebugString();
      ++listed;
    }
  }
  // Each move kind on its own, including ones a listing rarely shows.
  for (Move::Kind kind : {Move::Kind::kEndTurn, Move::Kind::kPass, Move::Kind::kChance,
                          Move::Kind::kStash, Move::Kind::kDraw}) {
    Move m;
    m.kind = kind;
    m.value = 3;
    m.discard_from_collection = kind == Move::Kind::kStash ? 2 : 0;
    google::protobuf::Any any;
    PackAction(m, &any);
    EXPECT_EQ(any.value(), ToAction(m).SerializeAsString());
  }
  EXPECT_GT(listed, 10000);
}


// The fuzz corpus (engine_fuzzer.cc's input layout): Check on each state (envelope + payload)
// and a few mutations of its payload gives the reference path's verdict.
TEST(QuibblesWire, FuzzCorpusGetsTheReferenceVerdict) {
  const std::filesystem::path dir(QUIBBLES_FUZZ_CORPUS);
  ASSERT_TRUE(std::filesystem::is_directory(dir)) << dir;
  Rng rng(11);
  int files = 0, valid = 0, unparsable = 0;
  auto reference = [](const v1::GameState& state) {
    absl::Status st = CheckEnvelope(Game().Info(), state);
    if (!st.ok()) return st;
    pb::State s;
    State t;
    return s.ParseFromString(state.payload().value())
               ? DecodePayload(s, &t)
               : absl::InvalidArgumentError("state.payload: not a parsable " +
                                            Game().Info().state_type());
  };
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream content;
    content << in.rdbuf();
    const std::string data = content.str();
    fuzz::FuzzInput input(reinterpret_cast<const uint8_t*>(data.data()), data.size());
    const uint8_t control = input.TakeByte();
    const std::string part(input.TakeChunk());
    ++files;
    v1::GameState state;
    if (control & 0x08) {
      if (!state.ParseFromString(part)) continue;
    } else {
      state.set_game_id("quibbles");
      state.set_rules_version(Game().Info().rules_version());
      state.set_state_format_version(Game().Info().state_format_version());
      state.mutable_payload()->set_type_url("type.googleapis.com/" + Game().Info().state_type());
      state.mutable_payload()->set_value(part);
    }
    for (int m = 0; m < 9; ++m) {
      v1::GameState x = state;
      std::string* payload = x.mutable_payload()->mutable_value();
      if (m > 0 && !payload->empty()) {
        (*payload)[rng.Uniform(payload->size())] = static_cast<char>(rng.Uniform(256));
      }
      const absl::Status want = reference(x);
      EXPECT_EQ(Game().Check(x).ToString(), want.ToString()) << entry.path() << " mutation " << m;
      valid += want.ok();
      unparsable += absl::StrContains(want.message(), "not a parsable");
    }
  }
  EXPECT_GT(files, 50);
  EXPECT_GT(valid, 10);
  EXPECT_GT(unparsable, 10);
}

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
