#include "engines/core/quote.h"

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"

namespace arbiter {
namespace {

absl::string_view Kept(absl::string_view text) { return text.substr(0, kMaxQuotedBytes); }
absl::string_view CutMark(absl::string_view text) {
  return text.size() > kMaxQuotedBytes ? "..." : "";
}

}  // namespace

std::string EscapeCallerText(absl::string_view text) {
  return absl::StrCat(absl::CHexEscape(Kept(text)), CutMark(text));
}

std::string QuoteCallerText(absl::string_view text) {
  return absl::StrCat("'", absl::CHexEscape(Kept(text)), "'", CutMark(text));
}

}  // namespace arbiter
