// The neutral dump reader (neutral.h): JSON lines through protobuf's JSON parser into a
// google.protobuf.Value, then into the plain structs. Every field is checked for its kind; a
// line that does not match the driver's format is refused naming the line and the field.
#include "engines/memoir44/testing/peer/neutral.h"

#include <zlib.h>

#include <algorithm>
#include <cstdlib>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"

namespace arbiter::memoir44::peer {
namespace {

using google::protobuf::ListValue;
using google::protobuf::Struct;
using google::protobuf::Value;

// A field-checking view of one JSON line; the first failure is kept in `error`.
struct Json {
  std::string* error;
  std::string where;

  bool Fail(const std::string& field, const std::string& what) {
    if (error->empty()) *error = absl::StrCat(where, ": ", field, ": ", what);
    return false;
  }
  const Value* Get(const Struct& s, const std::string& key) {
    auto it = s.fields().find(key);
    return it == s.fields().end() ? nullptr : &it->second;
  }
  bool Int(const Value* v, const std::string& field, int* out) {
    if (v == nullptr || v->kind_case() != Value::kNumberValue) return Fail(field, "not a number");
    *out = static_cast<int>(v->number_value());
    return true;
  }
  bool Str(const Value* v, const std::string& field, std::string* out) {
    if (v == nullptr || v->kind_case() == Value::kNullValue) {
      out->clear();
      return true;
    }
    if (v->kind_case() != Value::kStringValue) return Fail(field, "not a string");
    *out = v->string_value();
    return true;
  }
  bool HexOf(const Value* v, const std::string& field, Hex* out) {
    if (v == nullptr || v->kind_case() != Value::kListValue || v->list_value().values_size() < 2) {
      return Fail(field, "not a hex [c, r]");
    }
    const ListValue& l = v->list_value();
    if (!Int(&l.values(0), field, &out->c) || !Int(&l.values(1), field, &out->r)) return false;
    if (out->r < 0 || out->r > 8 || out->c < 0 || out->c > 24 || (out->c + out->r) % 2 != 0) {
      return Fail(field, absl::StrCat(HexText(*out), " is not a hex of M2"));
    }
    return true;
  }
  bool Hexes(const Value* v, const std::string& field, std::vector<Hex>* out) {
    out->clear();
    if (v == nullptr || v->kind_case() != Value::kListValue) return Fail(field, "not a list");
    for (int i = 0; i < v->list_value().values_size(); ++i) {
      Hex h;
      if (!HexOf(&v->list_value().values(i), absl::StrCat(field, "[", i, "]"), &h)) return false;
      out->push_back(h);
    }
    std::sort(out->begin(), out->end());
    return true;
  }
  bool Labels(const Value* v, const std::string& field, std::vector<std::string>* out) {
    out->clear();
    if (v == nullptr || v->kind_case() != Value::kListValue) return Fail(field, "not a list");
    for (int i = 0; i < v->list_value().values_size(); ++i) {
      std::string s;
      if (!Str(&v->list_value().values(i), absl::StrCat(field, "[", i, "]"), &s)) return false;
      out->push_back(std::move(s));
    }
    return true;
  }
  const Struct* Obj(const Value* v, const std::string& field) {
    if (v == nullptr || v->kind_case() != Value::kStructValue) {
      Fail(field, "not an object");
      return nullptr;
    }
    return &v->struct_value();
  }

  bool Move(const Value* v, const std::string& field, NeutralMove* m) {
    const Struct* s = Obj(v, field);
    if (s == nullptr) return false;
    *m = NeutralMove();
    if (!Str(Get(*s, "type"), field + ".type", &m->type) || m->type.empty()) {
      return Fail(field + ".type", "missing");
    }
    if (!Str(Get(*s, "card"), field + ".card", &m->card)) return false;
    if (!Str(Get(*s, "section"), field + ".section", &m->section)) return false;
    for (auto [key, hex] : {std::pair<const char*, Hex*>{"from", &m->from}, {"to", &m->to},
                            {"unit", &m->unit}, {"target", &m->target}}) {
      if (Get(*s, key) != nullptr && !HexOf(Get(*s, key), absl::StrCat(field, ".", key), hex)) {
        return false;
      }
    }
    if (Get(*s, "units") != nullptr && !Hexes(Get(*s, "units"), field + ".units", &m->units)) {
      return false;
    }
    if (Get(*s, "dice") != nullptr && !Int(Get(*s, "dice"), field + ".dice", &m->dice)) {
      return false;
    }
    return true;
  }

  bool State(const Struct& s, NeutralState* st) {
    *st = NeutralState();
    std::string player, to_act;
    if (!Str(Get(s, "phase"), "state.phase", &st->phase) ||
        !Str(Get(s, "player"), "state.player", &player) ||
        !Str(Get(s, "to_act"), "state.to_act", &to_act) ||
        !Str(Get(s, "card"), "state.card", &st->card)) {
      return false;
    }
    if (player != "player1" && player != "player2") return Fail("state.player", player);
    st->seat = player == "player1" ? 0 : 1;
    st->axis_to_act = to_act == "axis";
    const Value* units = Get(s, "units");
    if (units == nullptr || units->kind_case() != Value::kListValue) {
      return Fail("state.units", "not a list");
    }
    for (int i = 0; i < units->list_value().values_size(); ++i) {
      const std::string f = absl::StrCat("state.units[", i, "]");
      const Value& u = units->list_value().values(i);
      if (u.kind_case() != Value::kListValue || u.list_value().values_size() != 5) {
        return Fail(f, "not [c, r, side, type, figures]");
      }
      const ListValue& l = u.list_value();
      NeutralUnit nu;
      std::string side;
      if (!HexOf(&u, f, &nu.at) || !Str(&l.values(2), f, &side) || !Str(&l.values(3), f, &nu.type) ||
          !Int(&l.values(4), f, &nu.figures)) {
        return false;
      }
      nu.axis = side == "axis";
      st->units.push_back(nu);
    }
    const Struct* turn = Obj(Get(s, "turn"), "state.turn");
    if (turn == nullptr) return false;
    if (!Hexes(Get(*turn, "ordered"), "state.turn.ordered", &st->ordered) ||
        !Hexes(Get(*turn, "moved"), "state.turn.moved", &st->moved) ||
        !Hexes(Get(*turn, "no_battle"), "state.turn.no_battle", &st->no_battle)) {
      return false;
    }
    const Value* battled = Get(*turn, "battled");
    if (battled == nullptr || battled->kind_case() != Value::kListValue) {
      return Fail("state.turn.battled", "not a list");
    }
    for (int i = 0; i < battled->list_value().values_size(); ++i) {
      const std::string f = absl::StrCat("state.turn.battled[", i, "]");
      const Value& b = battled->list_value().values(i);
      Hex h;
      int n = 0;
      if (!HexOf(&b, f, &h)) return false;
      if (b.list_value().values_size() != 3 || !Int(&b.list_value().values(2), f, &n)) {
        return Fail(f, "not [c, r, n]");
      }
      st->battled[h] = n;
    }
    const Struct* terrain = Obj(Get(s, "terrain"), "state.terrain");
    if (terrain == nullptr) return false;
    for (const auto& [name, hexes] : terrain->fields()) {
      std::vector<Hex> hs;
      if (!Hexes(&hexes, "state.terrain." + name, &hs)) return false;
      for (Hex h : hs) st->terrain[h] = name;
    }
    const Value* obstacles = Get(s, "obstacles");
    if (obstacles == nullptr || obstacles->kind_case() != Value::kListValue) {
      return Fail("state.obstacles", "not a list");
    }
    for (int i = 0; i < obstacles->list_value().values_size(); ++i) {
      const std::string f = absl::StrCat("state.obstacles[", i, "]");
      const Value& o = obstacles->list_value().values(i);
      NeutralObstacle no;
      if (!HexOf(&o, f, &no.at)) return false;
      if (o.list_value().values_size() != 4 || !Str(&o.list_value().values(2), f, &no.kind) ||
          !Str(&o.list_value().values(3), f, &no.owner)) {
        return Fail(f, "not [c, r, kind, side]");
      }
      st->obstacles.push_back(no);
    }
    const Struct* hands = Obj(Get(s, "hands"), "state.hands");
    if (hands == nullptr) return false;
    if (!Labels(Get(*hands, "player1"), "state.hands.player1", &st->hands[0]) ||
        !Labels(Get(*hands, "player2"), "state.hands.player2", &st->hands[1]) ||
        !Int(Get(s, "deck"), "state.deck", &st->deck) ||
        !Labels(Get(s, "discard"), "state.discard", &st->discard)) {
      return false;
    }
    const Struct* medals = Obj(Get(s, "medals"), "state.medals");
    if (medals == nullptr) return false;
    if (!Int(Get(*medals, "allies"), "state.medals.allies", &st->medals_allies) ||
        !Int(Get(*medals, "axis"), "state.medals.axis", &st->medals_axis) ||
        !Int(Get(s, "medals_to_win"), "state.medals_to_win", &st->medals_to_win)) {
      return false;
    }
    const Value* pending = Get(s, "pending");
    if (pending != nullptr) {
      const Struct* p = Obj(pending, "state.pending");
      if (p == nullptr) return false;
      if (Get(*p, "unit") && !HexOf(Get(*p, "unit"), "state.pending.unit", &st->pending_unit)) {
        return false;
      }
      if (Get(*p, "to") && !HexOf(Get(*p, "to"), "state.pending.to", &st->pending_to)) return false;
      if (Get(*p, "flags") && !Int(Get(*p, "flags"), "state.pending.flags", &st->pending_flags)) {
        return false;
      }
      if (const Value* v = Get(*p, "overrun_allowed")) st->overrun_allowed = v->bool_value();
      if (Get(*p, "max") && !Int(Get(*p, "max"), "state.pending.max", &st->targets_max)) return false;
      if (Get(*p, "dice") && !Int(Get(*p, "dice"), "state.pending.dice", &st->targets_dice)) {
        return false;
      }
      if (const Value* v = Get(*p, "stars_hit")) st->stars_hit = v->bool_value();
      if (Get(*p, "cards") && !Labels(Get(*p, "cards"), "state.pending.cards", &st->keep_cards)) {
        return false;
      }
    }
    return true;
  }
};

}  // namespace

std::string HexText(Hex h) { return absl::StrCat("(", h.c, ",", h.r, ")"); }

int Distance(Hex a, Hex b) {
  const int dr = std::abs(a.r - b.r), dc = std::abs(a.c - b.c);
  return dr + std::max(0, (dc - dr) / 2);
}

std::string NeutralMove::Key() const {
  std::string k = type;
  if (!card.empty()) absl::StrAppend(&k, " ", card);
  if (!section.empty()) absl::StrAppend(&k, " ", section);
  if (unit.valid()) absl::StrAppend(&k, " ", HexText(unit));
  if (from.valid()) absl::StrAppend(&k, " ", HexText(from));
  if (target.valid()) absl::StrAppend(&k, ">", HexText(target));
  if (to.valid()) absl::StrAppend(&k, ">", HexText(to));
  if (type == "order" || type == "targets") {
    absl::StrAppend(&k, " [", absl::StrJoin(units, " ", [](std::string* o, Hex h) {
      o->append(HexText(h));
    }), "]");
  }
  return k;
}

std::string NeutralMove::Text() const {
  return dice >= 0 ? absl::StrCat(Key(), " dice ", dice) : Key();
}

const NeutralUnit* NeutralState::UnitAt(Hex h) const {
  for (const NeutralUnit& u : units) {
    if (u.at == h) return &u;
  }
  return nullptr;
}

std::string NeutralState::TerrainAt(Hex h) const {
  auto it = terrain.find(h);
  return it == terrain.end() ? "clear" : it->second;
}

void SplitLabel(const std::string& label, std::string* card, std::string* section) {
  for (const char* s : {" left", " center", " right"}) {
    const std::string suffix = s;
    if (label.size() > suffix.size() &&
        label.compare(label.size() - suffix.size(), suffix.size(), suffix) == 0) {
      *card = label.substr(0, label.size() - suffix.size());
      *section = suffix.substr(1);
      return;
    }
  }
  *card = label;
  section->clear();
}

DumpReader::~DumpReader() {
  if (file_ != nullptr) gzclose(static_cast<gzFile>(file_));
}

bool DumpReader::Open(const std::string& path, std::string* error) {
  path_ = path;
  gzFile f = gzopen(path.c_str(), "rb");
  if (f == nullptr) {
    *error = absl::StrCat(path, ": cannot open");
    return false;
  }
  gzbuffer(f, 1 << 17);
  file_ = f;
  return true;
}

bool DumpReader::ReadLine(std::string* line) {
  line->clear();
  char buf[1 << 16];
  gzFile f = static_cast<gzFile>(file_);
  while (gzgets(f, buf, sizeof buf) != nullptr) {
    line->append(buf);
    if (!line->empty() && line->back() == '\n') {
      line->pop_back();
      return true;
    }
  }
  return !line->empty();
}

bool DumpReader::Next(NeutralPosition* out, std::string* error) {
  error->clear();
  std::string text;
  while (ReadLine(&text)) {
    ++line_;
    if (text.empty()) continue;
    Value v;
    const auto parsed = google::protobuf::util::JsonStringToMessage(text, &v);
    Json j{error, absl::StrCat(path_, ":", line_)};
    if (!parsed.ok() || v.kind_case() != Value::kStructValue) {
      j.Fail("line", "not a JSON object");
      return false;
    }
    const Struct& s = v.struct_value();
    int game = 0;
    if (!j.Int(j.Get(s, "game"), "game", &game)) return false;
    if (game != game_) {
      game_ = game;
      play_dice_.clear();
      last_battle_.reset();
      last_rolls_.clear();
      hexes_moved_.clear();
    }
    if (j.Get(s, "setup") != nullptr) {
      ++games_started_;
      continue;
    }
    if (j.Get(s, "final") != nullptr) {
      ++games_finished_;
      continue;
    }
    if (j.Get(s, "error") != nullptr) {
      ++error_lines_;
      continue;
    }
    if (j.Get(s, "truncated") != nullptr) continue;
    NeutralPosition& p = *out;
    p = NeutralPosition();
    p.game = game;
    p.line = line_;
    if (!j.Int(j.Get(s, "step"), "step", &p.step) ||
        !j.Str(j.Get(s, "scenario"), "scenario", &p.scenario)) {
      return false;
    }
    const Struct* st = j.Obj(j.Get(s, "state"), "state");
    if (st == nullptr || !j.State(*st, &p.state)) return false;
    const Value* legal = j.Get(s, "legal");
    if (legal == nullptr || legal->kind_case() != Value::kListValue) {
      return j.Fail("legal", "not a list");
    }
    for (int i = 0; i < legal->list_value().values_size(); ++i) {
      NeutralMove m;
      if (!j.Move(&legal->list_value().values(i), absl::StrCat("legal[", i, "]"), &m)) return false;
      p.legal.push_back(std::move(m));
    }
    if (!j.Move(j.Get(s, "chosen"), "chosen", &p.chosen)) return false;
    if (const Value* t = j.Get(s, "truncated_sets")) p.truncated_sets = t->bool_value();
    if (p.state.phase == "play") {
      play_dice_.clear();
      hexes_moved_.clear();
    }
    p.play_dice = play_dice_;
    p.hexes_moved = hexes_moved_;
    if (p.state.phase == "retreat" || p.state.phase == "take_ground" ||
        p.state.phase == "overrun") {
      p.cause = last_battle_;
      p.cause_rolls = last_rolls_;
    }
    // What this line's decision rolled and chose, for the lines after it.
    std::vector<std::string> rolled;
    std::vector<std::vector<std::string>> rolls;
    if (const Value* chance = j.Get(s, "chance");
        chance != nullptr && chance->kind_case() == Value::kListValue) {
      for (const Value& c : chance->list_value().values()) {
        if (c.kind_case() != Value::kStructValue) continue;
        if (const Value* dice = j.Get(c.struct_value(), "dice")) {
          std::vector<std::string> faces;
          if (!j.Labels(dice, "chance.dice", &faces)) return false;
          rolled.insert(rolled.end(), faces.begin(), faces.end());
          rolls.push_back(std::move(faces));
        }
      }
    }
    if (p.chosen.type == "play") play_dice_ = rolled;
    if (p.chosen.type == "battle" || p.chosen.type == "overrun" || p.chosen.type == "targets" ||
        p.chosen.type == "take_ground") {
      last_battle_ = p.chosen;
      if (p.chosen.type != "take_ground") last_rolls_ = rolls;
    }
    // Hexes moved this turn follow the unit (a move adds its distance; the peer gives no path,
    // so the distance is a lower bound of the path's length).
    auto carry = [&](Hex from, Hex to, int add) {
      auto it = hexes_moved_.find(from);
      const int before = it == hexes_moved_.end() ? 0 : it->second;
      if (it != hexes_moved_.end()) hexes_moved_.erase(it);
      hexes_moved_[to] = before + add;
    };
    if (p.chosen.type == "move") carry(p.chosen.from, p.chosen.to, Distance(p.chosen.from, p.chosen.to));
    if (p.chosen.type == "take_ground") carry(p.chosen.from, p.chosen.to, 0);
    return true;
  }
  return false;
}

}  // namespace arbiter::memoir44::peer
