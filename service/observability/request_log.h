// Structured logs for arbiterd: one JSON object per line (to stderr by default), thread-safe.
//
//   Logger logger(LogLevel::kInfo);                       // writes to stderr
//   logger.Log(LogLevel::kInfo, "serving", {{"listen", "[::]:50051"}, {"threads", 8}});
//   RequestLog request_log(&logger);                      // a CallObserver (call_observer.h)
//
// A line looks like
//   {"ts":"2026-11-30T01:02:03.456Z","level":"info","msg":"request","method":"ApplyAction",
//    "game":"my_game","code":"OK","verdict":"illegal","violation":"MY_GAME_SET_TOO_SMALL",
//    "latency_ms":0.412,"state_bytes":318,"peer":"ipv4:127.0.0.1:40312"}
// plus "caller" (the authenticated caller's name, service/server/auth.h) when the transport
// authenticated one, and "error" for non-OK codes. Request lines carry only what CallRecord
// carries: never a state, an action, a hand, a token or any other game content. Error
// messages are cut at kMaxErrorLength bytes.
//
// Levels: a request line is "info" for OK, "warn" for errors caused by the caller
// (INVALID_ARGUMENT, NOT_FOUND, FAILED_PRECONDITION, RESOURCE_EXHAUSTED, DEADLINE_EXCEEDED,
// CANCELLED, OUT_OF_RANGE, ALREADY_EXISTS, PERMISSION_DENIED, UNAUTHENTICATED, ABORTED,
// UNAVAILABLE, UNIMPLEMENTED: a method this server does not have) and "error" for server faults
// (INTERNAL, UNKNOWN, DATA_LOSS).
// At "debug" a "call started" line is also written for every call.
#ifndef ARBITER_SERVICE_OBSERVABILITY_REQUEST_LOG_H_
#define ARBITER_SERVICE_OBSERVABILITY_REQUEST_LOG_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"
#include "service/observability/call_observer.h"

namespace arbiter::service {

enum class LogLevel { kDebug = 0, kInfo = 1, kWarn = 2, kError = 3, kOff = 4 };

// "debug", "info", "warn", "error", "off" (case-insensitive; "warning" also accepted).
// Errors: INVALID_ARGUMENT naming the accepted values.
absl::StatusOr<LogLevel> ParseLogLevel(absl::string_view name);
absl::string_view LogLevelName(LogLevel level);

// A JSON field of a log line: a string (escaped) or a number.
class LogField {
 public:
  LogField(absl::string_view key, absl::string_view value);
  LogField(absl::string_view key, const char* value) : LogField(key, absl::string_view(value)) {}
  LogField(absl::string_view key, const std::string& value)
      : LogField(key, absl::string_view(value)) {}
  LogField(absl::string_view key, double value);
  LogField(absl::string_view key, int64_t value);
  LogField(absl::string_view key, int value) : LogField(key, static_cast<int64_t>(value)) {}
  LogField(absl::string_view key, uint64_t value);
  LogField(absl::string_view key, bool value);

  // `"key":value`, ready to append.
  const std::string& json() const { return json_; }

 private:
  std::string json_;
};

// Appends `s` to `out` as a JSON string literal (quotes, backslash, control characters and
// bytes >= 0x7f escaped, so invalid UTF-8 in an error message cannot break the line).
void AppendJsonString(absl::string_view s, std::string& out);

class Logger {
 public:
  // Receives each complete line, without the newline. Called under the logger's lock.
  using Sink = std::function<void(absl::string_view line)>;

  // Writes to stderr.
  explicit Logger(LogLevel level);
  Logger(LogLevel level, Sink sink);

  bool Enabled(LogLevel level) const {
    return level != LogLevel::kOff && level >= level_.load(std::memory_order_relaxed);
  }
  void set_level(LogLevel level) { level_.store(level, std::memory_order_relaxed); }
  LogLevel level() const { return level_.load(std::memory_order_relaxed); }

  // Writes {"ts":...,"level":...,"msg":...,<fields>} if `level` is enabled.
  void Log(LogLevel level, absl::string_view msg, std::initializer_list<LogField> fields = {});

 private:
  friend class RequestLog;  // writes pre-built request lines
  void Write(LogLevel level, absl::string_view msg, const std::string& fields_json);

  std::atomic<LogLevel> level_;
  absl::Mutex mu_;
  Sink sink_ ABSL_GUARDED_BY(mu_);
};

class RequestLog final : public CallObserver {
 public:
  static constexpr size_t kMaxErrorLength = 1024;

  // `logger` must outlive this observer.
  explicit RequestLog(Logger* logger) : logger_(logger) {}

  void OnCallStart(absl::string_view method) override;
  void OnCallEnd(const CallRecord& record) override;
  // True when the request line for `code` is written at the logger's level.
  bool WantsCaller(absl::string_view code) const override {
    return logger_->Enabled(LevelFor(code));
  }

  // The level of the request line for a gRPC code name (see above).
  static LogLevel LevelFor(absl::string_view code);

 private:
  Logger* logger_;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_OBSERVABILITY_REQUEST_LOG_H_
