#include "service/seal_calls.h"

#include "absl/strings/str_cat.h"

namespace arbiter::service {

absl::Status CheckNotSealed(const v1::GameState& state, absl::string_view field) {
  if (!state.has_sealed()) return absl::OkStatus();
  return absl::FailedPreconditionError(absl::StrCat(
      field, ".sealed: this server does not open sealed states (it runs without "
             "--seal_keys_file); send the open state"));
}

absl::Status SealResponse(const StateSealer* sealer, v1::NewGameResponse* response) {
  if (sealer == nullptr || !response->has_state()) return absl::OkStatus();
  return sealer->Seal(response->mutable_state());
}

absl::Status SealResponse(const StateSealer* sealer, v1::ApplyActionResponse* response) {
  if (sealer == nullptr || !response->has_state()) return absl::OkStatus();
  return sealer->Seal(response->mutable_state());
}

absl::Status SealReport(const StateSealer* sealer, v1::ReplayReport* report) {
  if (sealer == nullptr || !report->has_state_before()) return absl::OkStatus();
  return sealer->Seal(report->mutable_state_before());
}

}  // namespace arbiter::service
