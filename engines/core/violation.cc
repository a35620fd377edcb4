#include "engines/core/violation.h"

namespace arbiter {

v1::Violation MakeViolation(absl::string_view code, absl::string_view rule_ref,
                            absl::string_view field_path, absl::string_view message) {
  v1::Violation v;
  v.set_code(std::string(code));
  v.set_rule_ref(std::string(rule_ref));
  v.set_field_path(std::string(field_path));
  v.set_message(std::string(message));
  return v;
}

v1::Violation MakeViolation(const ViolationKind& kind, absl::string_view field_path,
                            absl::string_view message) {
  return MakeViolation(kind.code, kind.rule_ref, field_path, message);
}

ApplyResult Illegal(v1::Violation violation) {
  ApplyResult r;
  r.legal = false;
  r.violation = std::move(violation);
  return r;
}

}  // namespace arbiter
