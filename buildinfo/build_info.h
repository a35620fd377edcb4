// What this binary is: the project version and the git commit it was built from, for
// `--version` of arbiterd and of the `arbiter` CLI, and arbiterd's arbiter_build_info metric.
// Top level, not under service/, because the CLI uses it too (clients/ includes nothing from
// service/).
//
//   std::cout << VersionLine("arbiterd") << "\n";   // "arbiterd 0.1.0 (commit 1a2b3c4d5e6f)"
#ifndef ARBITER_BUILDINFO_BUILD_INFO_H_
#define ARBITER_BUILDINFO_BUILD_INFO_H_

#include <string>

namespace arbiter::buildinfo {

// The CMake project version, e.g. "0.1.0".
const char* BuildVersion();
// The short git commit hash of the build (12 hex digits, "-dirty" appended when tracked files
// differed from that commit), or "unknown" outside a git checkout.
const char* BuildCommit();
// "<program> <version> (commit <commit>)".
std::string VersionLine(const std::string& program);

}  // namespace arbiter::buildinfo

#endif  // ARBITER_BUILDINFO_BUILD_INFO_H_
