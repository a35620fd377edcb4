#include "service/sealing/seal_calls.h"

namespace arbiter::service {

absl::Status SealResponse(const StateSealer* sealer, v1::NewGameResponse* response) {
  if (sealer == nullptr || !response->has_state()) return absl::OkStatus();
  return sealer->Seal(response->mutable_state());
}

absl::Status SealResponse(const StateSealer* sealer, v1::ApplyActionResponse* response) {
  if (sealer == nullptr || !response->has_state()) return absl::OkStatus();
  return sealer->Seal(response->mutable_state());
}

absl::Status SealReport(const StateSealer* sealer, v1::ReplayReport* report) {
  if (sealer != nullptr) report->clear_state_before();
  return absl::OkStatus();
}

}  // namespace arbiter::service
