#include "clients/common/json_input.h"

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"

namespace arbiter::client {
namespace {

constexpr size_t kMaxErrorBytes = 200;
constexpr size_t kMaxExcerptBytes = 40;

// The first `max` bytes of `text` escaped, "..." after when cut.
std::string EscapeHead(absl::string_view text, size_t max) {
  if (text.size() <= max) return absl::CHexEscape(text);
  return absl::StrCat(absl::CHexEscape(text.substr(0, max)), "...");
}

// The last `max` bytes of `text` escaped, "..." before when cut.
std::string EscapeTail(absl::string_view text, size_t max) {
  if (text.size() <= max) return absl::CHexEscape(text);
  return absl::StrCat("...", absl::CHexEscape(text.substr(text.size() - max)));
}

}  // namespace

absl::Status CheckJsonNesting(absl::string_view json, absl::string_view what, int max_nesting) {
  int level = 0;
  char quote = 0;  // the open string's delimiter, 0 outside strings
  for (size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (quote != 0) {
      if (c == '\\') {
        ++i;  // the escaped byte, whatever it is (\", \\, \u...)
      } else if (c == quote) {
        quote = 0;
      }
      continue;
    }
    switch (c) {
      case '"':
      case '\'':
        quote = c;
        break;
      case '[':
      case '{':
        if (++level > max_nesting) {
          return absl::InvalidArgumentError(
              absl::StrCat(what, ": JSON nested deeper than ", max_nesting,
                           " arrays/objects (byte ", i, " opens level ", level, ")"));
        }
        break;
      case ']':
      case '}':
        if (level > 0) --level;  // unbalanced: the parser reports it
        break;
      default:
        break;
    }
  }
  return absl::OkStatus();
}

std::string PrintableParseError(absl::string_view message) {
  // protobuf 3.21 (json_stream_parser.cc): StrCat(error, "\n", excerpt, "\n", spaces, "^"),
  // the caret under the error's byte of the excerpt; the excerpt may hold newlines itself.
  const size_t first = message.find('\n');
  const size_t last = message.rfind('\n');
  if (first != absl::string_view::npos && last > first) {
    const absl::string_view caret = message.substr(last + 1);
    const size_t column = caret.find_first_not_of(' ');
    const absl::string_view excerpt = message.substr(first + 1, last - first - 1);
    if (column != absl::string_view::npos && caret.substr(column) == "^" &&
        column <= excerpt.size()) {
      return absl::StrCat(EscapeHead(message.substr(0, first), kMaxErrorBytes),
                          " (input before the error: \"",
                          EscapeTail(excerpt.substr(0, column), kMaxExcerptBytes),
                          "\", from it: \"",
                          EscapeHead(excerpt.substr(column), kMaxExcerptBytes), "\")");
    }
  }
  return EscapeHead(message, kMaxErrorBytes);
}

absl::Status ParseJsonMessage(absl::string_view json, absl::string_view what,
                              google::protobuf::Message* message,
                              const google::protobuf::util::JsonParseOptions& options) {
  if (absl::Status nesting = CheckJsonNesting(json, what); !nesting.ok()) return nesting;
  const auto status = google::protobuf::util::JsonStringToMessage(
      google::protobuf::StringPiece(json.data(), json.size()), message, options);
  if (!status.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat(what, ": ", PrintableParseError(status.message().as_string())));
  }
  return absl::OkStatus();
}

}  // namespace arbiter::client
