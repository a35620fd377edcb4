// Helpers for tests that run real processes on localhost: arbiterd, prometheus, promtool.
// Medium-size tests only (one machine, loopback), never hard-coded ports.
//
//   Subprocess server = *Subprocess::Start({ArbiterdPath(), "--listen=127.0.0.1:0"});
//   absl::StatusOr<std::string> line = server.WaitForOutputLine("listening on ", absl::Seconds(20));
//   absl::StatusOr<std::string> body = HttpGet(9090, "/api/v1/query?query=up", absl::Seconds(5));
//   server.Signal(SIGTERM);
//   absl::StatusOr<int> exit_code = server.Wait(absl::Seconds(20));
#ifndef ARBITER_TESTS_OPERATOR_HARNESS_H_
#define ARBITER_TESTS_OPERATOR_HARNESS_H_

#include <sys/types.h>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/time/time.h"
#include "google/protobuf/struct.pb.h"

namespace arbiter::operator_testing {

// A port on 127.0.0.1 that was free a moment ago (bind to port 0, read it, close). For
// programs that cannot report the port they bound themselves.
absl::StatusOr<int> FreeTcpPort();

// GET http://127.0.0.1:<port><target> (HTTP/1.0). The body when the status is 200; otherwise
// an error naming the status line and the start of the body. UNAVAILABLE when nothing listens.
absl::StatusOr<std::string> HttpGet(int port, absl::string_view target, absl::Duration timeout);

// `s` with every byte outside [A-Za-z0-9-_.~] percent-encoded, for a URL query value.
std::string UrlEncode(absl::string_view s);

// Parses JSON text into a google.protobuf.Struct (protobuf's JSON mapping).
absl::StatusOr<google::protobuf::Struct> ParseJsonObject(absl::string_view json);

// A child process with stdout and stderr captured into files in a fresh temporary directory.
// The destructor sends SIGKILL if it still runs, reaps it, and removes the directory.
class Subprocess {
 public:
  // argv[0] is a path. `env` entries (NAME=value) are added to this process's environment.
  static absl::StatusOr<std::unique_ptr<Subprocess>> Start(
      const std::vector<std::string>& argv, const std::vector<std::string>& env = {});
  ~Subprocess();

  pid_t pid() const { return pid_; }
  bool running();
  // Sends `signal_number` (no effect once reaped).
  void Signal(int signal_number);
  // Waits up to `timeout` for the process to exit. Its exit code, or 128+signal when a signal
  // ended it. DEADLINE_EXCEEDED when it still runs.
  absl::StatusOr<int> Wait(absl::Duration timeout);

  std::string Stdout() const;
  std::string Stderr() const;
  // Waits until a stdout line starts with `prefix`; returns the rest of that line.
  // DEADLINE_EXCEEDED on timeout, FAILED_PRECONDITION when the process exited first (the
  // message then carries its stderr).
  absl::StatusOr<std::string> WaitForOutputLine(absl::string_view prefix, absl::Duration timeout);

  // A private temporary directory that lives as long as this object (for configs, data).
  const std::string& dir() const { return dir_; }

 private:
  Subprocess() = default;
  pid_t pid_ = -1;
  bool reaped_ = false;
  int exit_code_ = -1;
  std::string dir_;
};

// Polls `condition` every 50 ms until it is true or `timeout` passes; returns its last value.
bool Eventually(const std::function<bool()>& condition, absl::Duration timeout);

// Reads a whole file; NOT_FOUND when it cannot be opened.
absl::StatusOr<std::string> ReadFile(const std::string& path);
// Writes a whole file.
absl::Status WriteFile(const std::string& path, absl::string_view contents);

// "127.0.0.1:41234" from a line such as "listening on 127.0.0.1:41234"; the port, or
// INVALID_ARGUMENT.
absl::StatusOr<int> PortOf(absl::string_view host_port);

}  // namespace arbiter::operator_testing

#endif  // ARBITER_TESTS_OPERATOR_HARNESS_H_
