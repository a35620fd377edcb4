// Test helper: a Logger sink (request_log.h) that keeps every line, for tests that check what
// arbiterd logs.
//
//   CapturedLines lines;
//   Logger logger(LogLevel::kInfo, lines.sink());
//   ... lines.get() ...   // the lines so far, without newlines
#ifndef ARBITER_SERVICE_OBSERVABILITY_LOG_LINES_TESTING_H_
#define ARBITER_SERVICE_OBSERVABILITY_LOG_LINES_TESTING_H_

#include <string>
#include <vector>

#include "absl/synchronization/mutex.h"
#include "service/observability/request_log.h"

namespace arbiter::service {

class CapturedLines {
 public:
  // Valid while this object lives; thread-safe.
  Logger::Sink sink() {
    return [this](absl::string_view line) {
      absl::MutexLock lock(&mu_);
      lines_.emplace_back(line);
    };
  }
  std::vector<std::string> get() {
    absl::MutexLock lock(&mu_);
    return lines_;
  }

 private:
  absl::Mutex mu_;
  std::vector<std::string> lines_;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_OBSERVABILITY_LOG_LINES_TESTING_H_
