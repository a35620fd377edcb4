// V12: the view (Game::View) is EncodeState for the viewer: every sheet, the dice and the
// round are public; only the generator state is cleared. ResampleHidden therefore redraws the
// generator state alone (SEEDED), which nothing a viewer sees depends on.
#include "engines/core/rng.h"
#include "engines/voyages/rules.h"

namespace arbiter {
namespace voyages {

void ResampleGenerator(State& s, uint64_t seed) {
  if (s.external) return;
  Rng rng(seed);
  s.rng_state = rng.Next();
}

}  // namespace voyages
}  // namespace arbiter
