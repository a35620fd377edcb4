#include "service/build_info.h"

namespace arbiter::service {

const char* BuildVersion() { return ARBITER_VERSION; }
const char* BuildCommit() { return ARBITER_GIT_COMMIT; }
std::string VersionLine(const std::string& program) {
  return program + " " + BuildVersion() + " (commit " + BuildCommit() + ")";
}

}  // namespace arbiter::service
