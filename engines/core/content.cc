#include "engines/core/content.h"

#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "engines/core/quote.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/text_format.h"

namespace arbiter {
namespace {

const v1::ContentSpec* FindBuiltIn(const v1::GameInfo& info, absl::string_view name) {
  for (const v1::ContentSpec& spec : info.built_in_content()) {
    if (spec.name() == name) return &spec;
  }
  return nullptr;
}

std::string BuiltInNames(const v1::GameInfo& info) {
  if (info.built_in_content().empty()) return "none";
  return absl::StrJoin(info.built_in_content(), ", ",
                       [](std::string* out, const v1::ContentSpec& spec) {
                         absl::StrAppend(out, "'", spec.name(), "'");
                       });
}

// What `setup` or `state` (`where`) says about content, against the game: the checks both
// share. `in_state` makes the built-in name and digest required and an unknown name a
// FAILED_PRECONDITION (the state was made by a server with other content).
absl::Status CheckContent(const v1::GameInfo& info, bool has_content,
                          const v1::GameContent& content, absl::string_view where,
                          bool in_state) {
  const std::string field = absl::StrCat(where, ".content");
  if (info.content_type().empty()) {
    if (!has_content) return absl::OkStatus();
    return absl::InvalidArgumentError(
        absl::StrCat(field, ": game '", info.game_id(), "' takes no content"));
  }
  if (content.source_case() == v1::GameContent::SOURCE_NOT_SET) {
    if (!in_state && !info.built_in_content().empty()) return absl::OkStatus();
    return absl::InvalidArgumentError(absl::StrCat(
        field, ": missing (game '", info.game_id(), "' is played with ",
        info.built_in_content().empty() ? "supplied content"
                                        : "built-in content " + BuiltInNames(info),
        info.accepts_supplied_content() && !info.built_in_content().empty()
            ? " or supplied content"
            : "",
        ")"));
  }
  if (content.has_supplied()) {
    if (!info.accepts_supplied_content()) {
      return absl::InvalidArgumentError(absl::StrCat(
          field, ".supplied: game '", info.game_id(),
          "' takes no supplied content (built-in: ", BuiltInNames(info), ")"));
    }
    return CheckAnyType(content.supplied(), info.content_type(), field + ".supplied");
  }
  const v1::BuiltInContent& built_in = content.built_in();
  if (built_in.name().empty()) {
    return absl::InvalidArgumentError(absl::StrCat(field, ".built_in.name: missing"));
  }
  const v1::ContentSpec* spec = FindBuiltIn(info, built_in.name());
  if (spec == nullptr) {
    const std::string message =
        absl::StrCat(field, ".built_in.name: ", QuoteCallerText(built_in.name()),
                     " is not built-in content of '", info.game_id(),
                     "' on this server (it has ", BuiltInNames(info), ")");
    return in_state ? absl::FailedPreconditionError(message)
                    : absl::InvalidArgumentError(message);
  }
  if (built_in.digest().empty()) {
    if (!in_state) return absl::OkStatus();
    return absl::InvalidArgumentError(absl::StrCat(field, ".built_in.digest: missing"));
  }
  if (built_in.digest() != spec->digest()) {
    return absl::FailedPreconditionError(absl::StrCat(
        field, ".built_in.digest: ", QuoteCallerText(built_in.digest()),
        " is not the digest of this server's content '", spec->name(), "' (", spec->digest(),
        "): made with other data"));
  }
  return absl::OkStatus();
}

// Collects the text format parser's errors.
class Errors : public google::protobuf::io::ErrorCollector {
 public:
  void AddError(int line, google::protobuf::io::ColumnNumber column,
                const std::string& message) override {
    if (first_.empty()) first_ = absl::StrCat("line ", line + 1, ":", column + 1, ": ", message);
  }
  const std::string& first() const { return first_; }

 private:
  std::string first_;
};

}  // namespace

absl::Status CheckSetupContent(const v1::GameInfo& info, const v1::GameSetup& setup) {
  if (info.content_type().empty() && !setup.has_content()) return absl::OkStatus();
  return CheckContent(info, setup.has_content(), setup.content(), "setup", /*in_state=*/false);
}

absl::Status CheckStateContent(const v1::GameInfo& info, const v1::GameState& state) {
  // Every call of every game passes here: no allocation for a game without content.
  if (info.content_type().empty() && !state.has_content()) return absl::OkStatus();
  return CheckContent(info, state.has_content(), state.content(), "state", /*in_state=*/true);
}

absl::StatusOr<ContentFileHeader> ParseContentFile(absl::string_view name,
                                                   absl::string_view text,
                                                   google::protobuf::Message* out) {
  const std::string where = absl::StrCat("content '", name, "'");
  ContentFileHeader header;
  struct Line {
    absl::string_view key;
    std::string* value;
  };
  const Line keys[] = {{"description", &header.description},
                       {"source", &header.source},
                       {"confidence", &header.confidence}};
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    line = absl::StripAsciiWhitespace(line);
    if (line.empty()) continue;
    if (!absl::ConsumePrefix(&line, "#")) break;  // the header ends at the first data line
    line = absl::StripLeadingAsciiWhitespace(line);
    for (const Line& key : keys) {
      absl::string_view rest = line;
      if (!absl::ConsumePrefix(&rest, key.key) || !absl::ConsumePrefix(&rest, ":")) continue;
      if (!key.value->empty()) {
        return absl::InvalidArgumentError(absl::StrCat(where, ": two '", key.key, ":' lines"));
      }
      *key.value = std::string(absl::StripAsciiWhitespace(rest));
      if (key.value->empty()) {
        return absl::InvalidArgumentError(absl::StrCat(where, ": empty '", key.key, ":' line"));
      }
    }
  }
  for (const Line& key : keys) {
    if (key.value->empty()) {
      return absl::InvalidArgumentError(
          absl::StrCat(where, ": no '# ", key.key, ":' line before the data"));
    }
  }
  Errors errors;
  google::protobuf::TextFormat::Parser parser;
  parser.RecordErrorsTo(&errors);
  out->Clear();
  if (!parser.ParseFromString(std::string(text), out)) {
    return absl::InvalidArgumentError(absl::StrCat(where, ": ", errors.first()));
  }
  return header;
}

}  // namespace arbiter
