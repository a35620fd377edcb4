#include "clients/cli/text_view.h"

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "clients/cli/summary.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/dynamic_message.h"
#include "google/protobuf/text_format.h"

namespace arbiter::cli {

TextStyle TextStyle::For(bool is_terminal, const char* term_env, const char* no_color_env) {
  TextStyle style;
  style.colour = is_terminal && (no_color_env == nullptr || no_color_env[0] == '\0') &&
                 (term_env == nullptr || std::strcmp(term_env, "dumb") != 0);
  return style;
}

TextStyle TextStyle::ForStdout() {
  return For(isatty(STDOUT_FILENO) != 0, std::getenv("TERM"), std::getenv("NO_COLOR"));
}

std::string Paint(const TextStyle& style, absl::string_view text, Colour colour, bool bold) {
  if (!style.colour || (colour == Colour::kNone && !bold) ||
      text.find_first_not_of(' ') == absl::string_view::npos) {
    return std::string(text);
  }
  std::string codes;
  if (bold) codes = "1";
  if (colour != Colour::kNone) {
    absl::StrAppend(&codes, codes.empty() ? "" : ";", 30 + static_cast<int>(colour) - 1);
  }
  return absl::StrCat("\x1b[", codes, "m", text, "\x1b[0m");
}

size_t VisibleWidth(absl::string_view text) {
  size_t width = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\x1b' && i + 1 < text.size() && text[i + 1] == '[') {
      i += 2;
      while (i < text.size() && text[i] != 'm') ++i;
      continue;
    }
    ++width;
  }
  return width;
}

std::string WrapItems(absl::string_view head, const std::vector<std::string>& items, size_t indent,
                      size_t width) {
  std::string out(head);
  if (items.empty()) return absl::StrCat(out, "-\n");
  size_t column = VisibleWidth(head);
  for (size_t i = 0; i < items.size(); ++i) {
    const std::string item = absl::StrCat(items[i], i + 1 < items.size() ? "," : "");
    const size_t w = VisibleWidth(item);
    const bool first_on_line = i == 0;
    if (!first_on_line && column + 1 + w > width) {
      absl::StrAppend(&out, "\n", std::string(indent, ' '));
      column = indent;
    } else if (!first_on_line) {
      out.push_back(' ');
      ++column;
    }
    absl::StrAppend(&out, item);
    column += w;
  }
  out.push_back('\n');
  return out;
}

Colour SeatColour(int seat) {
  static constexpr Colour kColours[] = {Colour::kRed, Colour::kBlue, Colour::kGreen,
                                        Colour::kYellow, Colour::kMagenta};
  if (seat < 0) return Colour::kNone;
  return kColours[seat % 5];
}

void TextViews::Add(absl::string_view game_id, DrawFunction draw) {
  draw_[std::string(game_id)] = std::move(draw);
}

const DrawFunction* TextViews::Find(absl::string_view game_id) const {
  auto it = draw_.find(game_id);
  return it == draw_.end() ? nullptr : &it->second;
}

std::vector<std::string> TextViews::GameIds() const {
  std::vector<std::string> ids;
  for (const auto& [id, draw] : draw_) ids.push_back(id);
  return ids;
}

const TextViews& DefaultTextViews() {
  static const TextViews* views = [] {
    auto* v = new TextViews;
    RegisterAllTextViews(*v);
    return v;
  }();
  return *views;
}

std::string DrawPayloadAsText(const v1::GameState& view) {
  const google::protobuf::Any& any = view.payload();
  absl::string_view url = any.type_url();
  const size_t slash = url.rfind('/');
  const std::string name(slash == absl::string_view::npos ? url : url.substr(slash + 1));
  const google::protobuf::Descriptor* descriptor =
      google::protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(name);
  if (descriptor == nullptr) {
    return absl::StrCat("<", name.empty() ? "(empty)" : name, ", ", any.value().size(),
                        " bytes>\n");
  }
  google::protobuf::DynamicMessageFactory factory;
  std::unique_ptr<google::protobuf::Message> message(factory.GetPrototype(descriptor)->New());
  if (!message->ParseFromString(any.value())) return absl::StrCat("<unparsable ", name, ">\n");
  google::protobuf::TextFormat::Printer printer;
  printer.SetUseUtf8StringEscaping(false);
  std::string out;
  printer.PrintToString(*message, &out);
  if (out.empty()) out = "(empty)\n";
  return out;
}

std::string DrawView(const TextViews& views, const ViewToDraw& view) {
  const std::string who =
      view.seat.has_value() ? absl::StrCat("seat ", *view.seat) : std::string("a spectator");
  // "GAME/2023.2" already names the game; another form of version gets the id beside it.
  const std::string& version = view.view.rules_version();
  const std::string game =
      absl::StartsWith(version, absl::StrCat(view.view.game_id(), "/"))
          ? version
          : absl::StrCat(view.view.game_id(), " (", version.empty() ? "?" : version, ")");
  std::string out = Paint(view.style, absl::StrCat("== ", game, ", as seen by ", who, " =="),
                          Colour::kNone, /*bold=*/true);
  out.push_back('\n');
  const DrawFunction* draw = views.Find(view.view.game_id());
  if (draw != nullptr) {
    absl::StatusOr<std::string> picture = (*draw)(view);
    if (picture.ok()) {
      absl::StrAppend(&out, *picture);
    } else {
      absl::StrAppend(&out, "(cannot draw this view: ", picture.status().message(), ")\n",
                      DrawPayloadAsText(view.view));
    }
  } else {
    absl::StrAppend(&out, DrawPayloadAsText(view.view));
  }
  absl::StrAppend(&out, SummarizeTurn(view.turn));
  return out;
}

}  // namespace arbiter::cli
