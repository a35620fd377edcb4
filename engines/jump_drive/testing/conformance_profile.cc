// Conformance profile of Jump Drive (engines/jump_drive): a progress policy that places the
// card worth most, step caps, the option sets to cover (every option value), and for the
// supplied content (a Pack, J15) a valid pack and a wrong value of every field.
//
// Progress policy, for the deciding seat: PLACE the listed placement with the most cards put
// into the empire (a development with a world first; EXPLORE only when nothing else is
// listed); CONVOY over DECLINE; any card to pay or discard; one decision in ten uniformly at
// random, so playouts differ.
#include <string>
#include <vector>

#include "arbiter/games/jump_drive/v1/jump_drive.pb.h"
#include "engines/core/rng.h"
#include "tests/conformance/profile.h"

namespace arbiter::conformance {
namespace {

namespace jpb = ::arbiter::games::jump_drive::v1;

size_t JumpDriveProgress(const PolicyInput& in) {
  Rng rng(in.seed);
  if (in.legal.empty()) return 0;
  if (rng.Uniform(10) == 0) return static_cast<size_t>(rng.Uniform(in.legal.size()));
  size_t best = 0;
  int best_score = -1;
  for (size_t i = 0; i < in.legal.size(); ++i) {
    jpb::Action a;
    if (!in.legal[i].UnpackTo(&a)) continue;
    int score = 1;
    if (a.has_place()) {
      score = 10 + (a.place().development().empty() ? 0 : 10) + (a.place().world().empty() ? 0 : 12);
    } else if (a.has_convoy()) {
      score = 20;
    } else if (a.has_explore() || a.has_decline()) {
      score = 0;
    }
    score = score * 4 + static_cast<int>(rng.Uniform(4));
    if (score > best_score) {
      best_score = score;
      best = i;
    }
  }
  return best;
}

jpb::Card Card(const std::string& id, const std::string& kind, int cost, int vp, int income) {
  jpb::Card c;
  c.set_id(id);
  c.set_name(id);
  c.set_count(4);
  c.set_kind(kind);
  c.set_cost(cost);
  if (kind == "world") c.set_color("blue");
  c.mutable_icons()->set_explore(1);
  c.set_vp(vp);
  c.set_income(income);
  return c;
}

// A small invented pack using every part of the schema: both kinds, a military world, a
// keyword, every icon, powers with filters, counts, per, discount and unless, preset hands.
jpb::Pack GoodPack() {
  jpb::Pack p;
  p.set_id("conformance_pack");
  p.set_version("1");
  p.set_invented(true);
  p.set_source("invented for the conformance suite");
  jpb::Card* d = p.add_cards();
  *d = Card("specialist", "development", 1, 1, 1);
  jpb::Power* pw = d->add_powers();
  pw->set_effect("contact_specialist");
  pw->set_exclude("color:yellow");
  pw->set_discount(1);
  jpb::Card* m = p.add_cards();
  *m = Card("marines", "development", 2, 2, 0);
  m->mutable_icons()->set_military(2);
  pw = m->add_powers();
  pw->set_effect("vp_per");
  pw->set_count("icon:military");
  pw->set_n(1);
  pw->set_per(2);
  jpb::Card* t = p.add_cards();
  *t = Card("pact", "development", 1, 1, 1);
  pw = t->add_powers();
  pw->set_effect("requires_no_military");
  pw->set_unless("card:specialist");
  t->add_powers()->set_effect("unique_in_empire");
  jpb::Card* w = p.add_cards();
  *w = Card("colony", "world", 1, 1, 1);
  w->mutable_icons()->set_chromosome(1);
  pw = w->add_powers();
  pw->set_effect("cost_discount");
  pw->set_target("kind:world&color:blue");
  pw->set_n(1);
  jpb::Card* r = p.add_cards();
  *r = Card("rebels", "world", 2, 3, 1);
  r->set_military_world(true);
  r->set_color("gray");
  r->add_keywords("rebel");
  r->set_count(8);
  r->set_source("invented");
  r->set_confidence("high");
  *p.mutable_survey_team() = Card("survey_team", "development", 1, 0, 1);
  for (const char* letter : {"A", "B", "C", "D"}) {
    jpb::PresetHand* h = p.add_preset_hands();
    h->set_letter(letter);
    for (const char* c : {"specialist", "marines", "colony", "rebels", "rebels"}) h->add_cards(c);
  }
  p.set_deck_size(24);
  return p;
}

google::protobuf::Any Packed(const jpb::Pack& p) {
  google::protobuf::Any a;
  a.PackFrom(p);
  return a;
}

// A wrong value of every field of a Card at `at` ("cards[0]" or "survey_team").
void BadCard(const jpb::Pack& good, const std::string& at, jpb::Card* (*card)(jpb::Pack*),
             std::vector<BadContent>* out) {
  auto add = [&](const std::string& field, auto mutate) {
    jpb::Pack p = good;
    mutate(card(&p));
    out->push_back({at + "." + field, Packed(p)});
  };
  add("id", [](jpb::Card* c) { c->set_id("Bad Id"); });
  add("name", [](jpb::Card* c) { c->set_name(""); });
  add("count", [](jpb::Card* c) { c->set_count(0); });
  add("kind", [](jpb::Card* c) { c->set_kind("planet"); });
  add("cost", [](jpb::Card* c) { c->set_cost(-1); });
  add("military_world", [](jpb::Card* c) {
    c->set_kind("development");
    c->clear_color();
    c->set_military_world(true);
  });
  add("color", [](jpb::Card* c) { c->set_color("red"); });
  add("keywords[0]", [](jpb::Card* c) { c->add_keywords("Rebel"); });
  add("icons", [](jpb::Card* c) {
    c->mutable_icons()->set_explore(5);
    c->mutable_icons()->set_military(5);
    c->mutable_icons()->set_chromosome(5);
  });
  add("icons.explore", [](jpb::Card* c) { c->mutable_icons()->set_explore(-1); });
  add("icons.military", [](jpb::Card* c) { c->mutable_icons()->set_military(11); });
  add("icons.chromosome", [](jpb::Card* c) { c->mutable_icons()->set_chromosome(-2); });
  add("vp", [](jpb::Card* c) { c->set_vp(-1); });
  add("income", [](jpb::Card* c) { c->set_income(21); });
  add("powers", [](jpb::Card* c) {
    for (int i = 0; i < 9; ++i) c->add_powers()->set_effect("unique_in_empire");
  });
  auto power = [&](const std::string& field, auto mutate) {
    add("powers[0]." + field, [&](jpb::Card* c) {
      c->clear_powers();
      jpb::Power* p = c->add_powers();
      p->set_effect("vp_per");
      p->set_count("kind:world");
      p->set_n(1);
      mutate(p);
    });
  };
  power("effect", [](jpb::Power* p) { p->set_effect("teleport"); });
  power("target", [](jpb::Power* p) { p->set_target("kind:world"); });
  power("count", [](jpb::Power* p) { p->set_count("colour:blue"); });
  power("has", [](jpb::Power* p) { p->set_has("card:specialist"); });
  power("exclude", [](jpb::Power* p) { p->set_exclude("color:yellow"); });
  power("unless", [](jpb::Power* p) { p->set_unless("card:specialist"); });
  power("n", [](jpb::Power* p) { p->set_n(0); });
  power("per", [](jpb::Power* p) { p->set_per(-1); });
  power("discount", [](jpb::Power* p) { p->set_discount(2); });
  add("source", [](jpb::Card* c) { c->set_source(std::string(600, 'x')); });
  add("confidence", [](jpb::Card* c) { c->set_confidence("bad\ntext"); });
}

std::vector<BadContent> BadPacks(const jpb::Pack& good) {
  std::vector<BadContent> out;
  auto add = [&](const std::string& field, auto mutate) {
    jpb::Pack p = good;
    mutate(&p);
    out.push_back({field, Packed(p)});
  };
  add("id", [](jpb::Pack* p) { p->set_id(""); });
  add("version", [](jpb::Pack* p) { p->set_version(""); });
  add("invented", [](jpb::Pack* p) {
    p->set_invented(false);
    p->clear_source();
  });
  add("source", [](jpb::Pack* p) { p->set_source(std::string(600, 's')); });
  add("deck_size", [](jpb::Pack* p) { p->set_deck_size(112); });
  add("cards", [](jpb::Pack* p) { p->clear_cards(); });
  add("survey_team", [](jpb::Pack* p) { p->clear_survey_team(); });
  add("preset_hands", [](jpb::Pack* p) { *p->add_preset_hands() = p->preset_hands(0); });
  add("preset_hands[0].letter", [](jpb::Pack* p) { p->mutable_preset_hands(0)->set_letter("E"); });
  add("preset_hands[0].cards", [](jpb::Pack* p) { p->mutable_preset_hands(0)->add_cards("colony"); });
  // Cards 1 and 3: a development and a world (the military_world case needs a world).
  BadCard(good, "cards[3]", [](jpb::Pack* p) { return p->mutable_cards(3); }, &out);
  BadCard(good, "survey_team", [](jpb::Pack* p) { return p->mutable_survey_team(); }, &out);
  return out;
}

ConformanceProfile JumpDriveProfile() {
  ConformanceProfile p;
  p.progress_policy = JumpDriveProgress;
  p.uniform_step_cap = 600;
  p.progress_step_cap = 6000;
  p.playouts = 160;
  p.option_sets = {
      {},
      {{"war_propaganda_tie", "nearest_clockwise"}, {"convoy_same_round", "false"}},
  };
  const jpb::Pack good = GoodPack();
  p.good_content = Packed(good);
  p.bad_contents = BadPacks(good);
  return p;
}

const ProfileRegistration kJumpDrive("jump_drive", JumpDriveProfile);

}  // namespace
}  // namespace arbiter::conformance
