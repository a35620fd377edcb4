// J15: pack validation, every error naming the card and field.
#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "engines/jump_drive/test_util.h"

namespace arbiter {
namespace jump_drive {
namespace {

using namespace testing;  // NOLINT

std::string Error(const pb::Pack& p) {
  absl::StatusOr<std::shared_ptr<const Pack>> built = BuildPack(p, "setup.content.supplied");
  return built.ok() ? "" : std::string(built.status().message());
}

TEST(J15, EveryEffectOfTheVocabularyParses) {
  auto pack = MakePack(
      Dev("a", 1, Pw("cost_discount", "target: \"kind:world&color:blue\" n: 1") +
                      Pw("military_vs", "target: \"keyword:rebel\" n: 4") +
                      Pw("military_per", "count: \"icon:chromosome\" n: 1") +
                      Pw("vp_per", "count: \"world:military\" n: 1 per: 2") +
                      Pw("income_per", "count: \"icon:explore\" n: 1 per: 2") +
                      Pw("vp_per_other", "count: \"kind:development\" n: 1")) +
      Dev("b", 1, Pw("vp_with", "has: \"card:a\" n: 1") + Pw("income_with", "has: \"world:nonmilitary\" n: 2") +
                      Pw("contact_specialist", "exclude: \"color:yellow\" discount: 1") +
                      Pw("colony_convoy", "discount: 2") + Pw("military_convoy") +
                      Pw("requires_no_military", "unless: \"card:b\"") + Pw("unique_in_empire") +
                      Pw("moves_to_top_military")) +
      MilWorld("r", 3, "gray", "keywords: \"rebel\""));
  ASSERT_NE(pack, nullptr);
  EXPECT_EQ(pack->cards[0].powers.size(), 6u);
  EXPECT_TRUE(pack->cards[1].contact_specialist && pack->cards[1].colony_convoy &&
              pack->cards[1].military_convoy && pack->cards[1].unique_in_empire &&
              pack->cards[1].moves_to_top_military);
  EXPECT_EQ(pack->survey, pack->deck_types);
}

TEST(J15, ErrorsNameCardAndField) {
  const pb::Pack good = PackMessage(Dev("a", 1) + World("w", 2, "blue"));
  ASSERT_EQ(Error(good), "");
  struct Case {
    std::string field;
    std::function<void(pb::Pack*)> mutate;
  };
  const std::vector<Case> cases = {
      {"cards[0].powers[0].effect", [](pb::Pack* p) { p->mutable_cards(0)->add_powers()->set_effect("fly"); }},
      {"cards[0].powers[0].target",
       [](pb::Pack* p) {
         pb::Power* w = p->mutable_cards(0)->add_powers();
         w->set_effect("cost_discount");
         w->set_target("colour:blue");
         w->set_n(1);
       }},
      {"cards[0].powers[0].has",
       [](pb::Pack* p) {
         pb::Power* w = p->mutable_cards(0)->add_powers();
         w->set_effect("vp_with");
         w->set_has("card:Nobody");
         w->set_n(1);
       }},
      {"cards[0].powers[0].n",
       [](pb::Pack* p) {
         pb::Power* w = p->mutable_cards(0)->add_powers();
         w->set_effect("vp_per");
         w->set_count("kind:world");
         w->set_n(-3);
       }},
      {"cards[1].color", [](pb::Pack* p) { p->mutable_cards(1)->clear_color(); }},
      {"cards[1].cost", [](pb::Pack* p) { p->mutable_cards(1)->set_cost(99); }},
      {"cards[1].id", [](pb::Pack* p) { p->mutable_cards(1)->set_id("a"); }},
      {"cards[1].name", [](pb::Pack* p) { p->mutable_cards(1)->set_name("a"); }},
      {"survey_team", [](pb::Pack* p) { p->clear_survey_team(); }},
      {"survey_team.count", [](pb::Pack* p) { p->mutable_survey_team()->set_count(3); }},
      {"deck_size", [](pb::Pack* p) { p->set_deck_size(112); }},
      {"preset_hands[0].cards",
       [](pb::Pack* p) {
         pb::PresetHand* h = p->add_preset_hands();
         h->set_letter("A");
         h->add_cards("a");
       }},
      {"preset_hands[0].cards[4]",
       [](pb::Pack* p) {
         pb::PresetHand* h = p->add_preset_hands();
         h->set_letter("A");
         for (int k = 0; k < 5; ++k) h->add_cards("a");  // 4 copies
       }},
  };
  for (const Case& c : cases) {
    pb::Pack p = good;
    c.mutate(&p);
    const std::string e = Error(p);
    EXPECT_TRUE(absl::StartsWith(e, "setup.content.supplied." + c.field + ":"))
        << c.field << " -> " << e;
  }
}

// Supplied packs at NewGame and in every state are checked.
TEST(J15, SuppliedPackRefusedAtNewGame) {
  pb::Pack p = PackMessage(Dev("a", 1));
  p.mutable_cards(0)->set_kind("planet");
  const absl::Status s = Engine().NewGame(NewSetup(2, 1, &p)).status();
  EXPECT_TRUE(absl::StartsWith(s.message(), "setup.content.supplied.cards[0].kind:")) << s;
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
