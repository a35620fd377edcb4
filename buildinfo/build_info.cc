#include "buildinfo/build_info.h"

#include "git_commit.h"  // ARBITER_GIT_COMMIT, generated at build time (CMakeLists.txt)

namespace arbiter::buildinfo {

const char* BuildVersion() { return ARBITER_VERSION; }
const char* BuildCommit() { return ARBITER_GIT_COMMIT; }
std::string VersionLine(const std::string& program) {
  return program + " " + BuildVersion() + " (commit " + BuildCommit() + ")";
}

}  // namespace arbiter::buildinfo
