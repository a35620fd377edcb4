// The views drawn in text (text_view.h): the golden files of every game's drawing, and the
// shared part (colour rule, header, game-agnostic fallback, drawings that fail).
//
// Golden files: every <name>.<seatN|spectator>.json in the golden folders (engines/<game>/
// cli/golden/, from ARBITER_TEXT_VIEW_GOLDEN_DIRS) is a GetPlayerViewResponse as `arbiter view
// --format json` prints it; its drawing without colour must equal <name>.<viewer>.txt, and with
// colour <name>.<viewer>.ansi when that file exists. ARBITER_UPDATE_GOLDEN=1 rewrites them.
#include "clients/cli/text_view.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "arbiter/v1/rules_service.pb.h"
#include "clients/cli/backend.h"
#include "clients/cli/json_io.h"
#include "engines/all_games.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/dynamic_message.h"
#include "gtest/gtest.h"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Every golden input of every folder.
std::vector<fs::path> GoldenInputs() {
  std::vector<fs::path> inputs;
  for (absl::string_view dir :
       absl::StrSplit(ARBITER_TEXT_VIEW_GOLDEN_DIRS, ':', absl::SkipEmpty())) {
    if (!fs::is_directory(std::string(dir))) continue;
    for (const fs::directory_entry& e : fs::directory_iterator(std::string(dir))) {
      if (e.path().extension() == ".json") inputs.push_back(e.path());
    }
  }
  std::sort(inputs.begin(), inputs.end());
  return inputs;
}

// "quibbles_start.seat1.json" -> seat 1; "...spectator.json" -> nullopt.
std::optional<int> ViewerOfName(const fs::path& path) {
  const std::string viewer = path.stem().extension().string();  // ".seat1" / ".spectator"
  int seat = 0;
  if (absl::StartsWith(viewer, ".seat") && absl::SimpleAtoi(viewer.substr(5), &seat)) {
    return seat;
  }
  return std::nullopt;
}

// A golden view names built-in content (a scenario, a map) by name and digest; the drawing
// draws it only when this build has the same (a server with other data: its note instead). So
// that a change to the data changes only the drawings that show it (ARBITER_UPDATE_GOLDEN=1
// rewrites those), not every view made before it, the view takes this build's digest of the
// content of that name.
void UseThisBuildsContent(v1::GameState* view) {
  if (!view->content().has_built_in()) return;
  static const v1::ListGamesResponse* games = [] {
    auto* g = new v1::ListGamesResponse;
    EXPECT_TRUE(InProcessBackend(DefaultRegistry())->ListGames({}, g).ok());
    return g;
  }();
  for (const v1::GameInfo& info : games->games()) {
    if (info.game_id() != view->game_id()) continue;
    for (const v1::ContentSpec& spec : info.built_in_content()) {
      if (spec.name() == view->content().built_in().name()) {
        view->mutable_content()->mutable_built_in()->set_digest(spec.digest());
      }
    }
  }
}

void CheckGolden(const fs::path& expected_path, const std::string& actual) {
  if (std::getenv("ARBITER_UPDATE_GOLDEN") != nullptr) {
    std::ofstream(expected_path, std::ios::binary) << actual;
    return;
  }
  ASSERT_TRUE(fs::exists(expected_path)) << expected_path << " is missing; drawing:\n" << actual;
  EXPECT_EQ(ReadFile(expected_path), actual)
      << "drawing differs from " << expected_path
      << " (a change meant? ARBITER_UPDATE_GOLDEN=1 rewrites it: read the diff before committing)";
}

TEST(TextViewGolden, EveryGameHasGoldenFilesAndTheyMatch) {
  const TextViews& views = DefaultTextViews();
  const std::vector<fs::path> inputs = GoldenInputs();
  std::set<std::string> games_tested;
  for (const fs::path& input : inputs) {
    SCOPED_TRACE(input.string());
    const std::string viewer = input.stem().extension().string();
    ASSERT_TRUE(viewer == ".spectator" || ViewerOfName(input).has_value())
        << "name it <name>.seatN.json or <name>.spectator.json";
    v1::GetPlayerViewResponse response;
    ASSERT_TRUE(ParseJson(ReadFile(input), input.string(), &response).ok());
    UseThisBuildsContent(response.mutable_view());
    ASSERT_NE(views.Find(response.view().game_id()), nullptr)
        << "no drawing registered for " << response.view().game_id();
    games_tested.insert(response.view().game_id());
    ViewToDraw view{response.view(), response.turn(), ViewerOfName(input), TextStyle{}};
    const std::string plain = DrawView(views, view);
    EXPECT_EQ(plain.find('\x1b'), std::string::npos) << "escape codes without colour";
    EXPECT_EQ(plain.find("cannot draw"), std::string::npos) << plain;
    fs::path txt = input;
    txt.replace_extension(".txt");
    CheckGolden(txt, plain);
    fs::path ansi = input;
    ansi.replace_extension(".ansi");
    if (fs::exists(ansi)) {
      view.style.colour = true;
      const std::string coloured = DrawView(views, view);
      EXPECT_NE(coloured.find("\x1b["), std::string::npos);
      CheckGolden(ansi, coloured);
    }
  }
  // Each registered drawing has golden files.
  for (const std::string& game : views.GameIds()) {
    EXPECT_TRUE(games_tested.count(game) > 0) << "no golden file draws " << game;
  }
}

TEST(TextStyle, ColourOnlyOnATerminalWithoutNoColorOrDumbTerm) {
  EXPECT_TRUE(TextStyle::For(true, "xterm-256color", nullptr).colour);
  EXPECT_TRUE(TextStyle::For(true, nullptr, "").colour);  // NO_COLOR empty: not set
  EXPECT_FALSE(TextStyle::For(false, "xterm", nullptr).colour);
  EXPECT_FALSE(TextStyle::For(true, "xterm", "1").colour);
  EXPECT_FALSE(TextStyle::For(true, "dumb", nullptr).colour);
}

TEST(Paint, EscapesOnlyWithColour) {
  TextStyle plain;
  EXPECT_EQ(Paint(plain, "seat 1", Colour::kBlue, true), "seat 1");
  TextStyle colour{true};
  EXPECT_EQ(Paint(colour, "seat 1", Colour::kBlue, true), "\x1b[1;34mseat 1\x1b[0m");
  EXPECT_EQ(Paint(colour, "x", Colour::kRed), "\x1b[31mx\x1b[0m");
  EXPECT_EQ(Paint(colour, "x", Colour::kNone), "x");
  EXPECT_EQ(Paint(colour, "  ", Colour::kRed, true), "  ");
}

v1::GameState StateOf(const google::protobuf::Message& payload, const std::string& game_id) {
  v1::GameState state;
  state.set_game_id(game_id);
  state.set_rules_version(game_id + "/1.0");
  state.mutable_payload()->PackFrom(payload);
  return state;
}

TEST(DrawView, UnknownGameGetsThePayloadAsTextWithHeaderAndTurn) {
  v1::Viewer payload;  // any message linked into the binary
  payload.set_seat(3);
  const v1::GameState state = StateOf(payload, "no_such_game");
  v1::TurnStatus turn;
  turn.add_acting_seats(1);
  turn.set_decision("bid");
  EXPECT_EQ(DrawView(DefaultTextViews(), {state, turn, 1, TextStyle{}}),
            "== no_such_game/1.0, as seen by seat 1 ==\n"
            "seat: 3\n"
            "turn: seat 1 acts (bid)\n");
  EXPECT_EQ(DrawView(DefaultTextViews(), {state, turn, std::nullopt, TextStyle{}}),
            "== no_such_game/1.0, as seen by a spectator ==\n"
            "seat: 3\n"
            "turn: seat 1 acts (bid)\n");
}

TEST(DrawView, PayloadOfAnUnknownTypeIsNamedNotParsed) {
  v1::GameState state;
  state.set_game_id("g");
  state.set_rules_version("v7");
  state.mutable_payload()->set_type_url("type.googleapis.com/nowhere.State");
  state.mutable_payload()->set_value("abc");
  EXPECT_EQ(DrawView(DefaultTextViews(), {state, {}, std::nullopt, TextStyle{}}),
            "== g (v7), as seen by a spectator ==\n<nowhere.State, 3 bytes>\n"
            "turn: nobody may act\n");
}

TEST(DrawView, AFailingDrawingFallsBackWithANote) {
  TextViews views;
  views.Add("g", [](const ViewToDraw&) -> absl::StatusOr<std::string> {
    return absl::InvalidArgumentError("no board data for content 'x'");
  });
  v1::Viewer payload;
  payload.set_spectator(true);
  const v1::GameState state = StateOf(payload, "g");
  EXPECT_EQ(DrawView(views, {state, {}, std::nullopt, TextStyle{}}),
            "== g/1.0, as seen by a spectator ==\n"
            "(cannot draw this view: no board data for content 'x')\n"
            "spectator: true\n"
            "turn: nobody may act\n");
}

// Every registered game's drawing refuses a payload that is not its State, and the fallback
// draws it instead, with the note. (Hostile views: a drawing never crashes, it falls back.)
TEST(DrawView, EveryGameFallsBackOnAPayloadOfAnotherType) {
  const TextViews& views = DefaultTextViews();
  for (const std::string& game : views.GameIds()) {
    SCOPED_TRACE(game);
    v1::Viewer wrong;
    wrong.set_seat(0);
    const std::string drawn = DrawView(views, {StateOf(wrong, game), {}, 0, TextStyle{}});
    EXPECT_NE(drawn.find("cannot draw this view"), std::string::npos) << drawn;
  }
}

// Sets every integer and enum field reachable in `message` (through submessages and the first
// element of repeated fields, depth at most 6) to `value`, one field at a time, calling
// `visit` after each change; the field is restored before the next.
void MutateEachInteger(google::protobuf::Message* message, int64_t value, int depth,
                       const std::function<void()>& visit) {
  if (depth > 6) return;
  const google::protobuf::Reflection* r = message->GetReflection();
  const google::protobuf::Descriptor* d = message->GetDescriptor();
  using FD = google::protobuf::FieldDescriptor;
  for (int i = 0; i < d->field_count(); ++i) {
    const FD* f = d->field(i);
    if (f->cpp_type() == FD::CPPTYPE_MESSAGE) {
      if (f->is_repeated()) {
        if (r->FieldSize(*message, f) > 0) {
          MutateEachInteger(r->MutableRepeatedMessage(message, f, 0), value, depth + 1, visit);
        }
      } else if (r->HasField(*message, f)) {
        MutateEachInteger(r->MutableMessage(message, f), value, depth + 1, visit);
      }
      continue;
    }
    std::unique_ptr<google::protobuf::Message> saved(message->New());
    saved->CopyFrom(*message);
    bool changed = true;
    const bool repeated = f->is_repeated();
    if (repeated && r->FieldSize(*message, f) == 0) {
      changed = false;
    } else {
      switch (f->cpp_type()) {
        case FD::CPPTYPE_INT32:
          repeated ? r->SetRepeatedInt32(message, f, 0, static_cast<int32_t>(value))
                   : r->SetInt32(message, f, static_cast<int32_t>(value));
          break;
        case FD::CPPTYPE_INT64:
          repeated ? r->SetRepeatedInt64(message, f, 0, value) : r->SetInt64(message, f, value);
          break;
        case FD::CPPTYPE_UINT32:
          repeated ? r->SetRepeatedUInt32(message, f, 0, static_cast<uint32_t>(value))
                   : r->SetUInt32(message, f, static_cast<uint32_t>(value));
          break;
        case FD::CPPTYPE_UINT64:
          repeated ? r->SetRepeatedUInt64(message, f, 0, static_cast<uint64_t>(value))
                   : r->SetUInt64(message, f, static_cast<uint64_t>(value));
          break;
        case FD::CPPTYPE_ENUM:
          repeated ? r->SetRepeatedEnumValue(message, f, 0, static_cast<int>(value))
                   : r->SetEnumValue(message, f, static_cast<int>(value));
          break;
        default:
          changed = false;
      }
    }
    if (changed) visit();
    message->CopyFrom(*saved);
  }
}

// Hostile views (a server that answers nonsense): every golden view with each integer field set
// to out-of-range values in turn is drawn without crashing, and still as a drawing or the
// fallback. (A sanitizer build, scripts/test-sanitizers.sh, checks the memory accesses.)
TEST(DrawView, EveryGameDrawsHostileValuesWithoutCrashing) {
  const TextViews& views = DefaultTextViews();
  google::protobuf::DynamicMessageFactory factory;
  int drawn = 0;
  for (const fs::path& input : GoldenInputs()) {
    SCOPED_TRACE(input.string());
    v1::GetPlayerViewResponse response;
    ASSERT_TRUE(ParseJson(ReadFile(input), input.string(), &response).ok());
    UseThisBuildsContent(response.mutable_view());
    const google::protobuf::Descriptor* type =
        google::protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(std::string(
            absl::StripPrefix(response.view().payload().type_url(), "type.googleapis.com/")));
    ASSERT_NE(type, nullptr);
    std::unique_ptr<google::protobuf::Message> payload(factory.GetPrototype(type)->New());
    ASSERT_TRUE(response.view().payload().UnpackTo(payload.get()));
    for (int64_t value : {int64_t{-1}, int64_t{1} << 20, int64_t{-(int64_t{1} << 31)}}) {
      MutateEachInteger(payload.get(), value, 0, [&] {
        v1::GameState view = response.view();
        view.mutable_payload()->PackFrom(*payload);
        const std::string out = DrawView(views, {view, response.turn(), 0, TextStyle{true}});
        EXPECT_TRUE(absl::StartsWith(out, "\x1b[1m== ")) << out;
        ++drawn;
      });
    }
  }
  EXPECT_GT(drawn, 100);
}

}  // namespace
}  // namespace arbiter::cli
