// The native position check (suite.h kCheckPosition): CheckPositionAgreement
// (engines/core/testing/position_agreement.h) from a playout's first state, with the playout's
// seed and step cap. No per-game code: every game is checked through Game::DecodePosition.
#include "absl/strings/str_cat.h"
#include "engines/core/testing/position_agreement.h"
#include "tests/conformance/internal/checks.h"

namespace arbiter::conformance::internal {

void CheckPositionAgrees(Context& ctx, const v1::GameState& start, uint64_t seed, int max_steps,
                         int probe_every) {
  ++ctx.coverage().position_playouts;
  absl::Status s = arbiter::testing::CheckPositionAgreement(
      ctx.game, start,
      {.seed = seed, .max_steps = max_steps, .probe_every = probe_every});
  if (!s.ok()) {
    ctx.Fail(kCheckPosition,
             absl::StrCat("the native position (DecodePosition) and the proto path disagree "
                          "(agreement seed ", seed, "): ", DescribeStatus(s)));
  }
}

}  // namespace arbiter::conformance::internal
