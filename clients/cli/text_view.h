// The position drawn in text for a person at a terminal: what `arbiter view`, `apply` and `new`
// print on a terminal (issue 21 §5) instead of JSON. Each game draws its own view (its board,
// hands, scores, whose turn, the pending decision) from the view proto the CLI got, in-process
// or from an arbiterd (--server), so the picture is the same either way. A game without a
// drawing gets the game-agnostic one: the view's payload in proto text format.
//
//   TextViews views;
//   RegisterAllTextViews(views);                     // generated: every game's RegisterTextView
//   std::cout << DrawView(views, {response.view(), response.turn(), /*seat=*/1,
//                                 TextStyle::ForStdout()});
//
// A game adds its drawing in its own folder, engines/<game>/cli/text_view.cc, declared in its
// CMakeLists.txt with arbiter_text_view(GAME <game> SRCS cli/text_view.cc DEPS ...) and
// defining
//   void arbiter::<game>::RegisterTextView(arbiter::cli::TextViews& views);
// Its golden tests are engines/<game>/cli/golden/<name>.<seatN|spectator>.json (a
// GetPlayerViewResponse, as `arbiter view --format json` prints it) beside the expected
// <name>.<seatN|spectator>.txt (clients/cli/text_view_test.cc; clients/cli/golden_view.py makes
// the inputs).
//
// Drawings are plain ASCII (portable to any terminal and font), lines end in '\n', and are
// meant for a terminal 80 columns wide. Colour is ANSI SGR escapes, only when TextStyle says
// so. A drawing never fails: a payload that does not parse, or a game whose data this binary
// lacks, falls back to the game-agnostic drawing with a note saying why.
#ifndef ARBITER_CLIENTS_CLI_TEXT_VIEW_H_
#define ARBITER_CLIENTS_CLI_TEXT_VIEW_H_

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/v1/game_state.pb.h"
#include "arbiter/v1/turn.pb.h"

namespace arbiter::cli {

// How text is styled.
struct TextStyle {
  // ANSI colour escapes on.
  bool colour = false;

  // Colour when stdout is a terminal, TERM is not "dumb", and NO_COLOR is unset or empty
  // (https://no-color.org).
  static TextStyle ForStdout();
  // The same rule from its inputs, for tests.
  static TextStyle For(bool is_terminal, const char* term_env, const char* no_color_env);
};

// ANSI colours (the 8 standard foreground colours), and plain.
enum class Colour { kNone, kBlack, kRed, kGreen, kYellow, kBlue, kMagenta, kCyan, kWhite };

// `text` in `colour` (bold when `bold`) when `style.colour`, else `text` unchanged (also when it
// is empty or only spaces). Escapes take no columns on a terminal: alignment is computed on the
// plain text.
std::string Paint(const TextStyle& style, absl::string_view text, Colour colour, bool bold = false);
// The columns `text` takes on a terminal: its length without ANSI SGR escapes.
size_t VisibleWidth(absl::string_view text);

// `head` then `items` joined by ", ", in lines of at most `width` visible columns (escapes not
// counted), continuation lines indented by `indent` spaces; ends in '\n'. An item longer than a
// line gets a line of its own. No items: `head` then "-".
//   WrapItems("    routes (3): ", {"Berlin-Essen 2 blue", ...}, 8)
std::string WrapItems(absl::string_view head, const std::vector<std::string>& items, size_t indent,
                      size_t width = 80);

// A seat's colour: seats 0..4 red, blue, green, yellow, magenta, then cycling.
Colour SeatColour(int seat);

// What a game's drawing gets.
struct ViewToDraw {
  // GetPlayerViewResponse.view: the state with what the viewer may not know removed.
  const v1::GameState& view;
  // GetPlayerViewResponse.turn.
  const v1::TurnStatus& turn;
  // The viewing seat; nullopt for a spectator.
  std::optional<int> seat;
  TextStyle style;
};

// A game's drawing: the lines of the picture (without the shared header and turn line), or an
// error when the view cannot be drawn (then the game-agnostic drawing is used, with the
// error's message as a note).
using DrawFunction = std::function<absl::StatusOr<std::string>(const ViewToDraw&)>;

// The drawings by game id.
class TextViews {
 public:
  // Adds (or replaces) the drawing of `game_id`.
  void Add(absl::string_view game_id, DrawFunction draw);
  // nullptr when the game has none.
  const DrawFunction* Find(absl::string_view game_id) const;
  // The game ids with a drawing, ascending.
  std::vector<std::string> GameIds() const;

 private:
  std::map<std::string, DrawFunction, std::less<>> draw_;
};

// Every game's drawing of this build (generated from the arbiter_text_view declarations).
void RegisterAllTextViews(TextViews& views);
// A TextViews holding every game's drawing, built on first use (thread-safe).
const TextViews& DefaultTextViews();

// The whole picture: a header line "== RULES_VERSION, as seen by seat N ==" (or "by a
// spectator"; "GAME (RULES_VERSION)" when the version does not start with "GAME/"), the game's
// drawing (or the game-agnostic one), then SummarizeTurn's line.
std::string DrawView(const TextViews& views, const ViewToDraw& view);

// The game-agnostic drawing: the payload in proto text format (or "<TYPE, N bytes>" when this
// binary does not know its type). Ends in '\n'.
std::string DrawPayloadAsText(const v1::GameState& view);

}  // namespace arbiter::cli

#endif  // ARBITER_CLIENTS_CLI_TEXT_VIEW_H_
