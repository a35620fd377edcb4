// What this binary is: the project version and the git commit it was built from, for
// `--version` and the build-info metric.
//
//   std::cout << "arbiterd " << BuildVersion() << " (" << BuildCommit() << ")\n";
#ifndef ARBITER_SERVICE_BUILD_INFO_H_
#define ARBITER_SERVICE_BUILD_INFO_H_

#include <string>

namespace arbiter::service {

// The CMake project version, e.g. "0.1.0".
const char* BuildVersion();
// The short git commit hash of the build (12 hex digits, "-dirty" appended when tracked files
// differed from that commit), or "unknown" outside a git checkout.
const char* BuildCommit();
// "<program> <version> (commit <commit>)".
std::string VersionLine(const std::string& program);

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_BUILD_INFO_H_
