#include "tests/conformance/rules_ref.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace arbiter::conformance {

std::set<std::string> RuleSectionIds(absl::string_view markdown) {
  std::set<std::string> ids;
  for (absl::string_view line : absl::StrSplit(markdown, '\n')) {
    line = absl::StripTrailingAsciiWhitespace(line);
    absl::string_view rest;
    if (absl::StartsWith(line, "### ")) {
      rest = line.substr(4);
    } else if (absl::StartsWith(line, "## ")) {
      rest = line.substr(3);
    } else {
      continue;
    }
    rest = absl::StripLeadingAsciiWhitespace(rest);
    const absl::string_view id = rest.substr(0, rest.find(' '));
    if (!id.empty()) ids.insert(std::string(id));
  }
  return ids;
}

std::vector<std::string> RuleRefProblems(const v1::GameInfo& info, absl::string_view markdown) {
  std::vector<std::string> problems;
  if (info.violations().empty()) {
    problems.push_back(absl::StrCat(info.game_id(), ": GameInfo.violations is empty"));
  }
  const std::set<std::string> ids = RuleSectionIds(markdown);
  for (const v1::ViolationSpec& spec : info.violations()) {
    if (spec.rule_ref().empty()) {
      problems.push_back(absl::StrCat(info.game_id(), ": ", spec.code(), " has no rule_ref"));
    } else if (ids.count(spec.rule_ref()) == 0) {
      problems.push_back(absl::StrCat(info.game_id(), ": ", spec.code(), " cites rule_ref '",
                                      spec.rule_ref(), "', which no section of rules.md has"));
    }
  }
  return problems;
}

}  // namespace arbiter::conformance
