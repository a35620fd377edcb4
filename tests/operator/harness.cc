#include "tests/operator/harness.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/time/clock.h"
#include "google/protobuf/util/json_util.h"

extern char** environ;

namespace arbiter::operator_testing {
namespace {

// Closes a file descriptor when it goes out of scope.
struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) close(fd);
  }
};

}  // namespace

absl::StatusOr<int> FreeTcpPort() {
  Fd s{socket(AF_INET, SOCK_STREAM, 0)};
  if (s.fd < 0) return absl::InternalError(absl::StrCat("socket: ", std::strerror(errno)));
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  addr.sin_port = 0;
  if (bind(s.fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) != 0) {
    return absl::InternalError(absl::StrCat("bind: ", std::strerror(errno)));
  }
  socklen_t len = sizeof(addr);
  if (getsockname(s.fd, reinterpret_cast<sockaddr*>(&addr), &len) != 0) {
    return absl::InternalError(absl::StrCat("getsockname: ", std::strerror(errno)));
  }
  return static_cast<int>(ntohs(addr.sin_port));
}

absl::StatusOr<std::string> HttpGet(int port, absl::string_view target, absl::Duration timeout) {
  const absl::Time deadline = absl::Now() + timeout;
  Fd s{socket(AF_INET, SOCK_STREAM, 0)};
  if (s.fd < 0) return absl::InternalError(absl::StrCat("socket: ", std::strerror(errno)));
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  addr.sin_port = htons(static_cast<uint16_t>(port));
  if (connect(s.fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) != 0) {
    return absl::UnavailableError(
        absl::StrCat("connect 127.0.0.1:", port, ": ", std::strerror(errno)));
  }
  const std::string request =
      absl::StrCat("GET ", target, " HTTP/1.0\r\nHost: 127.0.0.1:", port, "\r\n\r\n");
  size_t sent = 0;
  while (sent < request.size()) {
    ssize_t n = send(s.fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) return absl::UnavailableError(absl::StrCat("send: ", std::strerror(errno)));
    sent += static_cast<size_t>(n);
  }
  std::string response;
  char buffer[16384];
  while (true) {
    const absl::Duration left = deadline - absl::Now();
    if (left <= absl::ZeroDuration()) {
      return absl::DeadlineExceededError(absl::StrCat("GET ", target, ": timed out"));
    }
    pollfd p{s.fd, POLLIN, 0};
    int ready = poll(&p, 1, static_cast<int>(absl::ToInt64Milliseconds(left)) + 1);
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) continue;
    ssize_t n = recv(s.fd, buffer, sizeof(buffer), 0);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return absl::UnavailableError(absl::StrCat("recv: ", std::strerror(errno)));
    if (n == 0) break;
    response.append(buffer, static_cast<size_t>(n));
  }
  const size_t header_end = response.find("\r\n\r\n");
  if (header_end == std::string::npos) {
    return absl::UnavailableError(absl::StrCat("GET ", target, ": no HTTP header in response"));
  }
  const std::string status_line = response.substr(0, response.find("\r\n"));
  std::string body = response.substr(header_end + 4);
  if (!absl::StrContains(status_line, " 200")) {
    return absl::UnknownError(
        absl::StrCat("GET ", target, ": ", status_line, ": ", body.substr(0, 500)));
  }
  return body;
}

std::string UrlEncode(absl::string_view s) {
  std::string out;
  for (unsigned char c : s) {
    if (absl::ascii_isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out.push_back(static_cast<char>(c));
    } else {
      absl::StrAppend(&out, "%", absl::Hex(c, absl::kZeroPad2));
    }
  }
  return out;
}

absl::StatusOr<google::protobuf::Struct> ParseJsonObject(absl::string_view json) {
  google::protobuf::Struct out;
  google::protobuf::util::Status status =
      google::protobuf::util::JsonStringToMessage(std::string(json), &out);
  if (!status.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("not a JSON object: ", status.ToString(), ": ", json.substr(0, 300)));
  }
  return out;
}

absl::StatusOr<std::unique_ptr<Subprocess>> Subprocess::Start(
    const std::vector<std::string>& argv, const std::vector<std::string>& env) {
  if (argv.empty()) return absl::InvalidArgumentError("argv is empty");
  std::unique_ptr<Subprocess> p(new Subprocess());
  std::string tmpl = (std::filesystem::temp_directory_path() / "arbiter-op-XXXXXX").string();
  if (mkdtemp(tmpl.data()) == nullptr) {
    return absl::InternalError(absl::StrCat("mkdtemp: ", std::strerror(errno)));
  }
  p->dir_ = tmpl;

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  const std::string out = p->dir_ + "/stdout", err = p->dir_ + "/stderr";
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  // The child starts with default signal dispositions and an empty mask.
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  sigset_t none, all;
  sigemptyset(&none);
  sigfillset(&all);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setsigdefault(&attr, &all);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);

  std::vector<std::string> env_strings;
  for (char** e = environ; *e != nullptr; ++e) env_strings.emplace_back(*e);
  for (const std::string& e : env) env_strings.push_back(e);
  std::vector<char*> envp, args;
  for (std::string& e : env_strings) envp.push_back(e.data());
  envp.push_back(nullptr);
  std::vector<std::string> argv_copy = argv;
  for (std::string& a : argv_copy) args.push_back(a.data());
  args.push_back(nullptr);

  const int rc = posix_spawn(&p->pid_, args[0], &actions, &attr, args.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (rc != 0) {
    p->pid_ = -1;
    return absl::InternalError(absl::StrCat("spawn ", argv[0], ": ", std::strerror(rc)));
  }
  return p;
}

Subprocess::~Subprocess() {
  if (pid_ > 0 && !reaped_) {
    kill(pid_, SIGKILL);
    int status = 0;
    waitpid(pid_, &status, 0);
  }
  if (!dir_.empty()) {
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }
}

bool Subprocess::running() {
  if (pid_ <= 0 || reaped_) return false;
  int status = 0;
  pid_t r = waitpid(pid_, &status, WNOHANG);
  if (r == pid_) {
    reaped_ = true;
    exit_code_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return false;
  }
  return true;
}

void Subprocess::Signal(int signal_number) {
  if (running()) kill(pid_, signal_number);
}

absl::StatusOr<int> Subprocess::Wait(absl::Duration timeout) {
  if (Eventually([this] { return !running(); }, timeout)) return exit_code_;
  return absl::DeadlineExceededError(absl::StrCat("pid ", pid_, " still running after ",
                                                  absl::FormatDuration(timeout)));
}

std::string Subprocess::Stdout() const { return ReadFile(dir_ + "/stdout").value_or(""); }
std::string Subprocess::Stderr() const { return ReadFile(dir_ + "/stderr").value_or(""); }

absl::StatusOr<std::string> Subprocess::WaitForOutputLine(absl::string_view prefix,
                                                          absl::Duration timeout) {
  const absl::Time deadline = absl::Now() + timeout;
  while (true) {
    for (absl::string_view line : absl::StrSplit(Stdout(), '\n')) {
      if (absl::StartsWith(line, prefix)) return std::string(line.substr(prefix.size()));
    }
    if (!running()) {
      return absl::FailedPreconditionError(absl::StrCat(
          "process exited (code ", exit_code_, ") before printing \"", prefix,
          "\"; stderr: ", Stderr().substr(0, 2000)));
    }
    if (absl::Now() > deadline) {
      return absl::DeadlineExceededError(
          absl::StrCat("no \"", prefix, "\" line after ", absl::FormatDuration(timeout)));
    }
    absl::SleepFor(absl::Milliseconds(20));
  }
}

bool Eventually(const std::function<bool()>& condition, absl::Duration timeout) {
  const absl::Time deadline = absl::Now() + timeout;
  while (true) {
    if (condition()) return true;
    if (absl::Now() > deadline) return false;
    absl::SleepFor(absl::Milliseconds(50));
  }
}

absl::StatusOr<std::string> ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot open ", path));
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

absl::Status WriteFile(const std::string& path, absl::string_view contents) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
  out.close();
  if (!out) return absl::InternalError(absl::StrCat("cannot write ", path));
  return absl::OkStatus();
}

absl::StatusOr<int> PortOf(absl::string_view host_port) {
  host_port = absl::StripAsciiWhitespace(host_port);
  const size_t colon = host_port.rfind(':');
  int port = 0;
  if (colon == absl::string_view::npos ||
      !absl::SimpleAtoi(host_port.substr(colon + 1), &port) || port <= 0 || port > 65535) {
    return absl::InvalidArgumentError(absl::StrCat("no port in \"", host_port, "\""));
  }
  return port;
}

}  // namespace arbiter::operator_testing
