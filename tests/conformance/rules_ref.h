// Whether a game's violation catalogue (GameInfo.violations) resolves in its rules reference,
// engines/<game>/rules.md: every rule_ref must be the id of one of its section headings, a
// "## <ID> <title>" or "### <ID> <title>" line whose first word is the id (e.g. "## Q4 Split").
//
//   std::vector<std::string> problems = RuleRefProblems(game.Info(), rules_md_text);
//   EXPECT_THAT(problems, testing::IsEmpty());   // one line per code that does not resolve
//
// rules_ref_test runs it over every registered game (and the core's race game); the conformance
// suite's violation_catalogue check ties what Apply answers to the catalogue.
#ifndef ARBITER_TESTS_CONFORMANCE_RULES_REF_H_
#define ARBITER_TESTS_CONFORMANCE_RULES_REF_H_

#include <set>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "arbiter/v1/game_info.pb.h"

namespace arbiter::conformance {

// The section ids of a rules.md: the first word of every "## " and "### " heading line.
std::set<std::string> RuleSectionIds(absl::string_view markdown);

// One line per problem: an empty catalogue; a catalogued code whose rule_ref is empty or names
// no section of `markdown`. Empty when the catalogue resolves.
std::vector<std::string> RuleRefProblems(const v1::GameInfo& info, absl::string_view markdown);

}  // namespace arbiter::conformance

#endif  // ARBITER_TESTS_CONFORMANCE_RULES_REF_H_
