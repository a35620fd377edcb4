// Sealing around the RulesService calls (seal.h): what the gRPC handlers do with the states that
// cross the wire, so api/rules.h knows only that a sealed state is not its to open.
//
//   with a sealer (sealing on)                without one (sealing off, the default)
//   request state: must be sealed; opened     request state: must not be sealed
//     before the call (errors of              (api/rules.h CheckNotSealed, shared with the
//     StateSealer::Open)                       in-process CLI: FAILED_PRECONDITION
//                                              "state.sealed: this server does not open
//                                              sealed states ...")
//   response states sealed: NewGame.state,    responses untouched
//     ApplyAction.state; a replay report's
//     state_before withheld (below)
//   GetPlayerView.view is never sealed (a view is what its player may see), ListLegalActions
//   answers carry no state.
//
//   v1::ApplyActionRequest opened;
//   absl::StatusOr<const v1::ApplyActionRequest*> use = OpenRequest(sealer, *request, &opened);
//   if (use.ok()) status = ApplyAction(registry, **use, response);
//   if (status.ok()) status = SealResponse(sealer, response);
#ifndef ARBITER_SERVICE_SEALING_SEAL_CALLS_H_
#define ARBITER_SERVICE_SEALING_SEAL_CALLS_H_

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "arbiter/v1/rules_service.pb.h"
#include "service/sealing/seal.h"

namespace arbiter::service {

// The request to hand to api/rules.h: `request` itself when it has no state or sealing is off
// (api/rules.h refuses a sealed one then); else `*storage`, a copy of `request` with its state
// opened.
template <typename Request>
absl::StatusOr<const Request*> OpenRequest(const StateSealer* sealer, const Request& request,
                                           Request* storage) {
  // api/rules.h answers "state: missing", and "state.sealed: ..." (CheckNotSealed).
  if (!request.has_state() || sealer == nullptr) return &request;
  *storage = request;
  if (absl::Status s = sealer->Open(storage->mutable_state(), "state"); !s.ok()) return s;
  return storage;
}

// Seal the response's states in place when `sealer` is set; no-ops otherwise.
absl::Status SealResponse(const StateSealer* sealer, v1::NewGameResponse* response);
absl::Status SealResponse(const StateSealer* sealer, v1::ApplyActionResponse* response);

// What sealing does to a ReplayGame / StreamReplayGame report when `sealer` is set: it clears
// `state_before`, sealed or not; no-op otherwise. A replay's caller chooses the whole setup
// (the seed, or in RANDOMNESS_MODE_EXTERNAL every chance outcome, i.e. the deal) and the steps,
// so a sealed state_before would be a state minted for any caller, which ApplyAction would then
// accept as one this server issued (issue 24). An open one would show every hidden value.
// Under sealing only NewGame and ApplyAction, the trusted side's calls (docs/operations.md
// "Sealed state"), issue sealed states; the report keeps its verdict, step index, step,
// violation and digests. Always OK (a Status for the handlers' uniform flow).
absl::Status SealReport(const StateSealer* sealer, v1::ReplayReport* report);

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SEALING_SEAL_CALLS_H_
