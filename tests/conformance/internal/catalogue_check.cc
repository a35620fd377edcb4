// kCheckCatalogue: every violation the suite sees an engine answer is in the engine's own
// catalogue (GameInfo.violations), under the rules section it cites. Each (code, rule_ref)
// that is not is reported once per run, at the first place it was seen.
#include "absl/strings/str_cat.h"
#include "tests/conformance/internal/checks.h"

namespace arbiter::conformance::internal {

void CheckCatalogued(Context& ctx, const v1::Violation& violation,
                     absl::FunctionRef<std::string()> what) {
  if (ctx.catalogue_reported.count({violation.code(), violation.rule_ref()}) > 0) return;
  for (const v1::ViolationSpec& spec : ctx.game.Info().violations()) {
    if (spec.code() != violation.code()) continue;
    if (spec.rule_ref() != violation.rule_ref()) {
      ctx.catalogue_reported.insert({violation.code(), violation.rule_ref()});
      ctx.Fail(kCheckCatalogue,
               absl::StrCat(what(), ": violation ", violation.code(), " cites rule_ref '",
                            violation.rule_ref(), "' but GameInfo.violations lists it under '",
                            spec.rule_ref(), "'"));
    }
    return;
  }
  ctx.catalogue_reported.insert({violation.code(), violation.rule_ref()});
  ctx.Fail(kCheckCatalogue, absl::StrCat(what(), ": violation ", violation.code(), " (rule_ref '",
                                         violation.rule_ref(),
                                         "') is not listed in GameInfo.violations"));
}

}  // namespace arbiter::conformance::internal
