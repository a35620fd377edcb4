// The hand-written State wire codec (wire.h) against protobuf itself, the reference it must
// equal: WriteStateWire == SerializeToString of the proto form (full and every view) over
// playout states and arbitrary tables; ReadStateWire + TableFromRaw == ParseFromString +
// TableFromProto (same accept/refuse verdict, same fields, same error message) over playout
// states, their mutations (byte flips, truncations, insertions), crafted hostile encodings
// (unknown fields of every wire type, groups, deep nesting, overlong varints and tags, wrong
// wire types, duplicates, too many seats/steps) and the fuzz corpus (tests/fuzz/corpus/
// quibbles_fuzzer).
#include <climits>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/quibbles/quibbles_test_util.h"
#include "engines/quibbles/event_wire.h"
#include "engines/quibbles/rules.h"
#include "engines/quibbles/wire.h"
#include "gtest/gtest.h"
#include "tests/fuzz/fuzz_input.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

std::string Dump(const Counts& c) { return absl::StrJoin(c, ","); }

std::string Dump(const RawState& r) {
  std::string s = absl::StrCat(r.edition, "/", r.allow_empty_take, "/", r.stash_surplus, "/",
                               r.win_requires_six_cards, " mode=", r.randomness_mode,
                               " rng=", r.rng_state, " seats=", r.seat_count);
  for (int64_t p = 0; p < r.seat_count && p < kMaxSeats; ++p) {
    absl::StrAppend(&s, " [", Dump(r.seats[p].hand), " n=", r.seats[p].hand_size, " c=",
                    Dump(r.seats[p].collection), "]");
  }
  absl::StrAppend(&s, " row=", Dump(r.row), " discard=", Dump(r.discard_pile), " draw=",
                  Dump(r.draw_pile), " n=", r.draw_pile_size, " cur=", r.current_seat,
                  " phase=", r.phase, " after=", r.after_drawing, " steps=", r.pending_count);
  for (int64_t k = 0; k < r.pending_count && k < kMaxPending; ++k) {
    absl::StrAppend(&s, " (", r.pending[k].kind, ",", r.pending[k].seat, ",", r.pending[k].count,
                    ")");
  }
  absl::StrAppend(&s, " winner=", r.has_winner, ":", r.winner);
  return s;
}

std::string Dump(const Table& t) {
  std::string s = absl::StrCat(t.rules.allow_empty_take, t.rules.keep_surplus,
                               t.rules.win_requires_six_cards, " ext=", t.external, " rng=",
                               t.rng_state, " seats=", t.seat_count);
  for (int p = 0; p < kMaxSeats; ++p) {
    absl::StrAppend(&s, " [", Dump(t.hands[p]), "|", Dump(t.collections[p]), "]");
  }
  absl::StrAppend(&s, " row=", Dump(t.row), " discard=", Dump(t.discard), " draw=",
                  Dump(t.draw), " cur=", t.current_seat, " phase=", static_cast<int>(t.phase),
                  " after=", static_cast<int>(t.after), " steps=", t.pending_begin, "..",
                  t.pending_end);
  for (int k = t.pending_begin; k < t.pending_end; ++k) {
    absl::StrAppend(&s, " (", static_cast<int>(t.pending[k].kind), ",", t.pending[k].seat, ",",
                    t.pending[k].count, ")");
  }
  absl::StrAppend(&s, " winner=", t.winner);
  return s;
}

// The verdict of one path on payload bytes: "unparsable", or the raw fields and then the
// check's error message or the table.
std::string Reference(const std::string& bytes) {
  pb::State s;
  if (!s.ParseFromString(bytes)) return "unparsable";
  RawState raw;
  RawFromProto(s, &raw);
  Table t;
  const absl::Status st = TableFromProto(s, &t);
  return absl::StrCat(Dump(raw), " => ", st.ok() ? Dump(t) : st.ToString());
}

std::string Wire(const std::string& bytes) {
  RawState raw;
  if (!ReadStateWire(bytes, &raw)) return "unparsable";
  Table t;
  const absl::Status st = TableFromRaw(raw, &t);
  return absl::StrCat(Dump(raw), " => ", st.ok() ? Dump(t) : st.ToString());
}

// Counts of the verdicts seen, so that a test cannot pass on one kind alone.
struct Tally {
  int parsed = 0;
  int unparsable = 0;
  int valid = 0;
};

void ExpectSameVerdict(const std::string& bytes, Tally* tally, const std::string& what) {
  const std::string ref = Reference(bytes);
  EXPECT_EQ(Wire(bytes), ref) << what << " bytes (hex) "
                              << absl::BytesToHexString(bytes);
  if (ref == "unparsable") {
    ++tally->unparsable;
  } else {
    ++tally->parsed;
    if (ref.find("INVALID_ARGUMENT") == std::string::npos) ++tally->valid;
  }
}

// States of random games: every seat count, both randomness modes, every option value; some
// games played to their end. Built once for the tests that share them.
std::vector<std::string> MakePlayoutPayloads() {
  std::vector<std::string> out;
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
      out.push_back(state.payload().value());
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

const std::vector<std::string>& PlayoutPayloads() {
  static const std::vector<std::string>* const payloads =
      new std::vector<std::string>(MakePlayoutPayloads());
  return *payloads;
}

TEST(QuibblesWire, WriterIsByteIdenticalToProtobufOnPlayoutStates) {
  int finished = 0, drawing = 0;
  for (const std::string& bytes : PlayoutPayloads()) {
    pb::State s;
    ASSERT_TRUE(s.ParseFromString(bytes));
    Table t;
    ASSERT_TRUE(TableFromProto(s, &t).ok());
    finished += t.phase == Phase::kFinished;
    drawing += t.phase == Phase::kDrawing;
    std::string wire;
    WriteStateWire(t, kFullState, &wire);
    ASSERT_EQ(wire, ToProto(t).SerializeAsString()) << s.ShortDebugString();
    ASSERT_EQ(wire, bytes);  // what Apply returned is the canonical form
    for (int v = kSpectator; v < t.seat_count; ++v) {
      if (v == kChance) continue;
      WriteStateWire(t, v, &wire);
      ASSERT_EQ(wire, ViewOf(t, v).SerializeAsString()) << "viewer " << v;
    }
  }
  EXPECT_GT(finished, 0);
  EXPECT_GT(drawing, 0);
}

TEST(QuibblesWire, WriterIsByteIdenticalToProtobufOnArbitraryTables) {
  Rng rng(99);
  // Card counts stay within INT_MAX / 8 so that their totals (hand_size, draw_pile_size)
  // cannot overflow; single fields take the whole int32 range.
  auto int_in = [&rng](int high, int low) -> int {
    switch (rng.Uniform(6)) {
      case 0: return 0;
      case 1: return static_cast<int>(rng.Uniform(30));
      case 2: return -static_cast<int>(rng.Uniform(5)) - 1;
      case 3: return high - static_cast<int>(rng.Uniform(3));
      case 4: return low + static_cast<int>(rng.Uniform(3));
      default: return static_cast<int>(rng.Uniform(100000));
    }
  };
  auto any_int = [&int_in]() { return int_in(INT_MAX / 8, INT_MIN / 8); };
  auto any_field = [&int_in]() { return int_in(INT_MAX, INT_MIN); };
  for (int n = 0; n < 3000; ++n) {
    Table t;
    t.rules = {rng.Uniform(2) == 1, rng.Uniform(2) == 1, rng.Uniform(2) == 1};
    t.external = rng.Uniform(2) == 1;
    t.rng_state = rng.Uniform(3) == 0 ? 0 : rng.Next();
    t.seat_count = kMinSeats + static_cast<int>(rng.Uniform(kMaxSeats - kMinSeats + 1));
    for (int p = 0; p < kMaxSeats; ++p) {
      for (int i = 0; i < kValues; ++i) {
        t.hands[p][i] = rng.Uniform(3) == 0 ? any_int() : 0;
        t.collections[p][i] = rng.Uniform(3) == 0 ? any_int() : 0;
      }
    }
    for (int i = 0; i < kValues; ++i) {
      t.row[i] = rng.Uniform(2) == 0 ? any_int() : 0;
      t.discard[i] = any_int();
      t.draw[i] = rng.Uniform(2) == 0 ? any_int() : 0;
    }
    t.current_seat = any_field();
    t.phase = static_cast<Phase>(1 + rng.Uniform(4));
    t.after = static_cast<AfterDrawing>(rng.Uniform(4));
    t.pending_begin = static_cast<int>(rng.Uniform(kMaxPending + 1));
    t.pending_end = t.pending_begin + static_cast<int>(rng.Uniform(kMaxPending + 1 - t.pending_begin));
    for (PendingStep& step : t.pending) {
      step = {static_cast<PendingKind>(1 + rng.Uniform(3)), any_field(), any_field()};
    }
    t.winner = any_field();
    std::string wire;
    WriteStateWire(t, kFullState, &wire);
    ASSERT_EQ(wire, ToProto(t).SerializeAsString()) << ToProto(t).ShortDebugString();
    const int viewer = static_cast<int>(rng.Uniform(kMaxSeats + 1)) - 1;
    WriteStateWire(t, viewer == -1 ? kSpectator : viewer, &wire);
    ASSERT_EQ(wire, ViewOf(t, viewer == -1 ? kSpectator : viewer).SerializeAsString());
  }
}

TEST(QuibblesWire, ReaderAgreesWithProtobufOnPlayoutStatesAndMutations) {
  const std::vector<std::string>& payloads = PlayoutPayloads();
  Tally tally;
  Rng rng(7);
  for (size_t n = 0; n < payloads.size(); n += 7) {
    const std::string& bytes = payloads[n];
    ExpectSameVerdict(bytes, &tally, "playout");
    for (int m = 0; m < 24; ++m) {
      std::string x = bytes;
      const int flips = 1 + static_cast<int>(rng.Uniform(3));
      for (int f = 0; f < flips && !x.empty(); ++f) {
        const size_t at = rng.Uniform(x.size());
        switch (rng.Uniform(4)) {
          case 0: x[at] = static_cast<char>(rng.Uniform(256)); break;
          case 1: x[at] = static_cast<char>(x[at] ^ (1 << rng.Uniform(8))); break;
          case 2: x.insert(at, 1, static_cast<char>(rng.Uniform(256))); break;
          default: x.erase(at, 1 + rng.Uniform(4)); break;
        }
      }
      ExpectSameVerdict(x, &tally, "mutated");
    }
    ExpectSameVerdict(bytes.substr(0, rng.Uniform(bytes.size() + 1)), &tally, "truncated");
  }
  // Every truncation of a few states.
  for (size_t n = 0; n < payloads.size(); n += payloads.size() / 5 + 1) {
    for (size_t len = 0; len <= payloads[n].size(); ++len) {
      ExpectSameVerdict(payloads[n].substr(0, len), &tally, "truncated");
    }
  }
  EXPECT_GT(tally.valid, 100);
  EXPECT_GT(tally.parsed - tally.valid, 100);
  EXPECT_GT(tally.unparsable, 100);
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

// Every listed action of many playout states is ToAction's serialization, byte for byte.
TEST(QuibblesWire, ListedActionsAreByteIdenticalToProtobuf) {
  int listed = 0;
  for (const std::string& bytes : PlayoutPayloads()) {
    pb::State s;
    ASSERT_TRUE(s.ParseFromString(bytes));
    Table t;
    ASSERT_TRUE(TableFromProto(s, &t).ok());
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

// ---- Crafted encodings.

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

TEST(QuibblesWire, ReaderAgreesWithProtobufOnCraftedEncodings) {
  // A valid 2-seat state from a fresh game, and its parts re-encoded by hand.
  const std::string base = NewState(2, 5).payload().value();
  pb::State s;
  ASSERT_TRUE(s.ParseFromString(base));
  const std::string seat0 = s.seats(0).SerializeAsString();
  const std::string hand0 = s.seats(0).hand().SerializeAsString();
  const std::string opts = s.options().SerializeAsString();
  std::vector<std::string> unknown = {
      VarintField(14, 5),
      VarintField(1000, UINT64_MAX),
      Key(15, 1) + std::string(8, '\x01'),
      Key(15, 1) + std::string(7, '\x01'),
      Key(16, 5) + std::string(4, '\x02'),
      Key(16, 5) + std::string(3, '\x02'),
      Len(17, "abc"),
      Key(17, 2) + Varint(200) + "short",
      Key(17, 2) + "\x80\x80\x80\x80\x80\x01",
      Key(17, 2) + "\x83\x80\x80\x80\x00" + "abc",
      Groups(1, 18),
      Groups(3, 19, VarintField(1, 1) + Len(2, "x") + Key(3, 5) + "abcd"),
      Key(18, 3) + Key(19, 4),
      Key(18, 3),
      Key(18, 4),
      Key(0, 0) + Varint(1),
      Key(0, 2) + Varint(0),
      std::string(1, '\0'),
      Key(20, 6) + Varint(1),
      Key(20, 7) + Varint(1),
      Key((uint64_t{1} << 29) - 1, 0) + Varint(3),
      std::string("\x80\x80\x80\x80\x10", 5) + Varint(1),  // 5-byte tag, number wraps to 0
      std::string("\xf8\xff\xff\xff\x0f", 5) + Varint(2),  // 5-byte tag, largest number
      std::string("\x88\x80\x80\x80\x80\x00", 6) + Varint(2),  // 6-byte tag
      std::string("\x88\x80\x80\x80\x00", 5) + Varint(2),  // non-minimal tag 1 (options, varint)
      Key(21, 0) + std::string(9, '\xff') + "\x01",  // 10-byte varint
      Key(21, 0) + std::string(9, '\xff') + "\x7f",  // 10-byte varint, high bits dropped
      Key(21, 0) + std::string(10, '\xff') + "\x01",  // 11 bytes
  };
  for (int depth : {97, 98, 99, 100, 101}) unknown.push_back(Groups(depth, 22));
  // Known field numbers with other wire types, and odd values of known fields.
  std::vector<std::string> known = {
      Key(9, 2) + Varint(1) + "x",       // current_seat as bytes: unknown
      Key(4, 0) + Varint(1),             // seats as varint: unknown
      Key(5, 5) + "abcd",                // row as fixed32: unknown
      Key(13, 1) + std::string(8, '\0'),  // winner as fixed64: unknown
      VarintField(9, 1),
      VarintField(9, UINT64_MAX),        // -1
      VarintField(9, uint64_t{1} << 32 | 1),  // low 32 bits: 1
      Key(9, 0) + std::string(9, '\x81') + "\x00",  // 10-byte
      VarintField(10, 7),
      VarintField(10, 0),
      VarintField(2, 2),
      VarintField(2, 9),
      VarintField(3, 0),
      VarintField(13, 0),
      VarintField(13, 1),
      VarintField(11, 1),
      VarintField(8, 0),
      Len(12, VarintField(1, 2) + VarintField(3, 2)),
      Len(12, ""),
      Len(1, VarintField(1, 0)),         // options merged: edition 0
      Len(1, VarintField(3, 2) + VarintField(2, 7)),
      Len(1, VarintField(1, 1) + Groups(2, 9)),
      Len(1, VarintField(1, 1) + Key(9, 4)),
      Len(5, VarintField(1, 1)),         // row merged
      Len(5, Len(1, "")),                // row: unknown length-delimited inside
      Len(5, VarintField(7, 3)),         // row: unknown value 7
      Len(5, Groups(99, 1)),
      Len(5, Groups(98, 1)),
      Len(4, seat0),                      // a third seat
      Len(4, seat0) + Len(4, seat0) + Len(4, seat0) + Len(4, seat0),  // six seats
      Len(4, Len(1, hand0 + hand0) + VarintField(2, 12)),
      Len(4, Len(1, Groups(97, 3)) + VarintField(2, 0)),
      Len(4, Len(1, Groups(98, 3)) + VarintField(2, 0)),
      Len(4, Len(1, VarintField(1, UINT64_MAX)) + VarintField(2, UINT64_MAX)),
      Len(4, Len(3, VarintField(6, 4)) + VarintField(2, 0)),
      Len(4, Key(1, 2) + Varint(hand0.size() + 1) + hand0),  // hand overruns the seat
      Len(7, ""),
      Len(6, VarintField(2, 3)),
      Len(12, VarintField(1, 3)) + Len(12, VarintField(1, 1) + VarintField(3, 1)),
  };
  std::string eight_steps;
  for (int k = 0; k < 8; ++k) eight_steps += Len(12, VarintField(1, 2) + VarintField(3, 1));
  known.push_back(eight_steps);
  known.push_back(Len(1, opts) + Len(1, opts));

  Tally tally;
  // Each piece appended, prepended, and in the middle (after the options), and the state with
  // a seat wrapped around it.
  const size_t middle = 2 + opts.size();
  for (const std::vector<std::string>* list : {&unknown, &known}) {
    for (const std::string& piece : *list) {
      ExpectSameVerdict(base + piece, &tally, "appended");
      ExpectSameVerdict(piece + base, &tally, "prepended");
      ExpectSameVerdict(base.substr(0, middle) + piece + base.substr(middle), &tally, "middle");
      ExpectSameVerdict(piece, &tally, "alone");
      ExpectSameVerdict(base + Len(4, piece), &tally, "in a third seat");
      ExpectSameVerdict(base + Len(6, piece), &tally, "in the discard pile");
      ExpectSameVerdict(base + Len(4, Len(1, piece)), &tally, "in a hand");
      ExpectSameVerdict(base + Len(12, piece), &tally, "in a step");
    }
  }
  EXPECT_GT(tally.valid, 10);
  EXPECT_GT(tally.parsed - tally.valid, 50);
  EXPECT_GT(tally.unparsable, 50);
}

// The fuzz corpus (engine_fuzzer.cc's input layout): each state payload and its verdicts,
// then a few mutations of it; and Check on the whole envelope matches the reference path.
TEST(QuibblesWire, ReaderAgreesWithProtobufOnFuzzCorpus) {
  const std::filesystem::path dir(QUIBBLES_FUZZ_CORPUS);
  ASSERT_TRUE(std::filesystem::is_directory(dir)) << dir;
  Tally tally;
  Rng rng(11);
  int files = 0;
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
    const std::string& payload = state.payload().value();
    ExpectSameVerdict(payload, &tally, entry.path().filename().string());
    // Check (envelope + payload) against the reference path.
    Table t;
    absl::Status reference = CheckEnvelope(Game().Info(), state);
    if (reference.ok()) {
      pb::State s;
      reference = s.ParseFromString(payload)
                      ? TableFromProto(s, &t)
                      : absl::InvalidArgumentError("state.payload: not a parsable " +
                                                   Game().Info().state_type());
    }
    EXPECT_EQ(Game().Check(state).ToString(), reference.ToString()) << entry.path();
    for (int m = 0; m < 8 && !payload.empty(); ++m) {
      std::string x = payload;
      x[rng.Uniform(x.size())] = static_cast<char>(rng.Uniform(256));
      ExpectSameVerdict(x, &tally, "mutated corpus file");
    }
  }
  EXPECT_GT(files, 50);
  EXPECT_GT(tally.valid, 10);
  EXPECT_GT(tally.unparsable, 10);
}

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
