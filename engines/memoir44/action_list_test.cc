// ActionList (action_list.h): each kind's proto form is the pb::Action the listers built
// directly before the native list, byte for byte (the same submessages present, even empty or
// at hex (0, 0)), and Clear keeps nothing of the previous listing.
#include "engines/memoir44/action_list.h"

#include <string>

#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

std::string Bytes(const pb::Action& a) {
  std::string out;
  EXPECT_TRUE(a.SerializeToString(&out));
  return out;
}

TEST(Memoir44ActionList, EachKindSerializesAsTheProtoListingDid) {
  const HexId corner = HexAt(0, 0);  // (0, 0): a present but empty Hex submessage
  const HexId a = HexAt(10, 4), b = HexAt(11, 5);
  ActionList list;
  std::vector<pb::Action> want;
  auto hex = [](HexId h) { return ToHex(h); };

  list.AddPlay(12, pb::SECTION_LEFT);
  want.emplace_back().mutable_play()->set_card_id(12);
  want.back().mutable_play()->set_section(pb::SECTION_LEFT);
  list.AddPlay(3);
  want.emplace_back().mutable_play()->set_card_id(3);
  const HexId units[] = {corner, a};
  list.AddOrder(units);
  *want.emplace_back().mutable_order()->add_units() = hex(corner);
  *want.back().mutable_order()->add_units() = hex(a);
  list.AddTargets({});
  want.emplace_back().mutable_targets();  // Medics & Mechanics' "no unit": present, empty
  list.AddTargets(absl::MakeConstSpan(&b, 1));
  *want.emplace_back().mutable_targets()->add_hexes() = hex(b);
  const HexId path[] = {a, b};
  list.AddMove(corner, path);
  *want.emplace_back().mutable_move()->mutable_from() = hex(corner);
  *want.back().mutable_move()->add_path() = hex(a);
  *want.back().mutable_move()->add_path() = hex(b);
  list.AddEndMoves();
  want.emplace_back().mutable_end_moves();
  list.AddBattle(a, corner);
  *want.emplace_back().mutable_battle()->mutable_from() = hex(a);
  *want.back().mutable_battle()->mutable_target() = hex(corner);
  list.AddEndTurn();
  want.emplace_back().mutable_end_turn();
  list.AddAmbush(57);
  want.emplace_back().mutable_ambush()->set_card_id(57);
  list.AddDecline();
  want.emplace_back().mutable_decline();
  list.AddRetreat({}, true);
  want.emplace_back().mutable_retreat()->set_ignore_flag(true);
  list.AddRetreat(path, false);
  *want.emplace_back().mutable_retreat()->add_path() = hex(a);
  *want.back().mutable_retreat()->add_path() = hex(b);
  list.AddTakeGround();
  want.emplace_back().mutable_take_ground();
  list.AddOverrun(corner);
  *want.emplace_back().mutable_armor_overrun()->mutable_target() = hex(corner);
  list.AddKeep(8);
  want.emplace_back().mutable_keep()->set_card_id(8);
  list.AddChanceCard(60);
  want.emplace_back().mutable_chance()->set_card_id(60);
  const pb::DieFace faces[] = {pb::DIE_FACE_INFANTRY, pb::DIE_FACE_FLAG};
  list.AddChanceRoll(faces);
  want.emplace_back().mutable_chance()->add_dice(pb::DIE_FACE_INFANTRY);
  want.back().mutable_chance()->add_dice(pb::DIE_FACE_FLAG);

  list.AddPlay(9, pb::SECTION_UNSPECIFIED, /*as_air_power=*/true);  // M3, Mortain's Recon
  want.emplace_back().mutable_play()->set_card_id(9);
  want.back().mutable_play()->set_as_air_power(true);
  list.AddClearWire(corner);
  *want.emplace_back().mutable_clear_wire()->mutable_from() = hex(corner);

  ASSERT_EQ(list.size(), want.size());
  pb::Action got;
  for (size_t i = 0; i < want.size(); ++i) {
    list.ToProto(i, &got);
    EXPECT_EQ(Bytes(got), Bytes(want[i])) << i << ": " << got.ShortDebugString() << " vs "
                                          << want[i].ShortDebugString();
    EXPECT_EQ(Bytes(list.Get(i)), Bytes(want[i])) << i;
  }
  size_t n = 0;
  for (const pb::Action& x : list) EXPECT_EQ(Bytes(x), Bytes(want[n++]));
  EXPECT_EQ(n, want.size());
  EXPECT_EQ(list.Hexes(list[5]).size(), 2u);  // the move's path
  EXPECT_EQ(list[5].from, corner);

  list.Clear();
  EXPECT_TRUE(list.empty());
  list.AddMove(a, absl::MakeConstSpan(&b, 1));
  ASSERT_EQ(list.size(), 1u);
  ASSERT_EQ(list.Hexes(list[0]).size(), 1u);
  EXPECT_EQ(list.Hexes(list[0])[0], b);
}

}  // namespace
}  // namespace arbiter::memoir44
