#include "service/observability/request_log.h"

#include <cstdio>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"

namespace arbiter::service {

absl::StatusOr<LogLevel> ParseLogLevel(absl::string_view name) {
  const std::string lower = absl::AsciiStrToLower(name);
  if (lower == "debug") return LogLevel::kDebug;
  if (lower == "info") return LogLevel::kInfo;
  if (lower == "warn" || lower == "warning") return LogLevel::kWarn;
  if (lower == "error") return LogLevel::kError;
  if (lower == "off") return LogLevel::kOff;
  return absl::InvalidArgumentError(absl::StrCat(
      "log level \"", name, "\": expected one of debug, info, warn, error, off"));
}

absl::string_view LogLevelName(LogLevel level) {
  switch (level) {
    case LogLevel::kDebug: return "debug";
    case LogLevel::kInfo: return "info";
    case LogLevel::kWarn: return "warn";
    case LogLevel::kError: return "error";
    case LogLevel::kOff: return "off";
  }
  return "off";
}

void AppendJsonString(absl::string_view s, std::string& out) {
  out.push_back('"');
  for (unsigned char c : s) {
    switch (c) {
      case '"': out.append("\\\""); break;
      case '\\': out.append("\\\\"); break;
      case '\n': out.append("\\n"); break;
      case '\r': out.append("\\r"); break;
      case '\t': out.append("\\t"); break;
      default:
        if (c < 0x20 || c >= 0x7f) {
          absl::StrAppendFormat(&out, "\\u%04x", c);
        } else {
          out.push_back(static_cast<char>(c));
        }
    }
  }
  out.push_back('"');
}

namespace {

std::string KeyPrefix(absl::string_view key) {
  std::string out;
  AppendJsonString(key, out);
  out.push_back(':');
  return out;
}

}  // namespace

LogField::LogField(absl::string_view key, absl::string_view value) : json_(KeyPrefix(key)) {
  AppendJsonString(value, json_);
}
LogField::LogField(absl::string_view key, double value) : json_(KeyPrefix(key)) {
  // JSON has no NaN or infinity.
  if (value != value || value > 1e300 || value < -1e300) {
    json_.append("null");
  } else {
    absl::StrAppendFormat(&json_, "%.6g", value);
  }
}
LogField::LogField(absl::string_view key, int64_t value) : json_(KeyPrefix(key)) {
  absl::StrAppend(&json_, value);
}
LogField::LogField(absl::string_view key, uint64_t value) : json_(KeyPrefix(key)) {
  absl::StrAppend(&json_, value);
}
LogField::LogField(absl::string_view key, bool value) : json_(KeyPrefix(key)) {
  json_.append(value ? "true" : "false");
}

Logger::Logger(LogLevel level)
    : Logger(level, [](absl::string_view line) {
        std::fwrite(line.data(), 1, line.size(), stderr);
        std::fputc('\n', stderr);
        std::fflush(stderr);
      }) {}

Logger::Logger(LogLevel level, Sink sink) : level_(level), sink_(std::move(sink)) {}

void Logger::Log(LogLevel level, absl::string_view msg, std::initializer_list<LogField> fields) {
  if (!Enabled(level)) return;
  std::string json;
  for (const LogField& f : fields) {
    json.push_back(',');
    json.append(f.json());
  }
  Write(level, msg, json);
}

void Logger::Write(LogLevel level, absl::string_view msg, const std::string& fields_json) {
  std::string line = absl::StrCat(
      "{\"ts\":\"", absl::FormatTime("%Y-%m-%dT%H:%M:%E3SZ", absl::Now(), absl::UTCTimeZone()),
      "\",\"level\":\"", LogLevelName(level), "\",\"msg\":");
  AppendJsonString(msg, line);
  line.append(fields_json);
  line.push_back('}');
  absl::MutexLock lock(&mu_);
  sink_(line);
}

LogLevel RequestLog::LevelFor(absl::string_view code) {
  if (code == "OK") return LogLevel::kInfo;
  // UNIMPLEMENTED is a method this server does not have (service/server/unknown_method.h): the
  // caller's mistake (another API version, a typo), so a warning like the other refusals.
  if (code == "INTERNAL" || code == "UNKNOWN" || code == "DATA_LOSS") return LogLevel::kError;
  return LogLevel::kWarn;
}

void RequestLog::OnCallStart(absl::string_view method) {
  // Checked here, before the field is built: Log() would check only after.
  if (!logger_->Enabled(LogLevel::kDebug)) return;
  logger_->Log(LogLevel::kDebug, "call started", {{"method", method}});
}

void RequestLog::OnCallEnd(const CallRecord& record) {
  const LogLevel level = LevelFor(record.code);
  if (!logger_->Enabled(level)) return;
  std::string json;
  auto add = [&json](const LogField& f) {
    json.push_back(',');
    json.append(f.json());
  };
  add({"method", record.method});
  add({"game", record.game});
  add({"code", record.code});
  if (!record.verdict.empty()) add({"verdict", record.verdict});
  if (!record.violation_code.empty()) add({"violation", record.violation_code});
  add({"latency_ms", record.seconds * 1e3});
  if (record.state_bytes > 0) add({"state_bytes", static_cast<uint64_t>(record.state_bytes)});
  if (!record.peer.empty()) add({"peer", record.peer});
  if (!record.caller.empty()) add({"caller", record.caller});
  if (!record.error_message.empty()) {
    absl::string_view error = record.error_message;
    if (error.size() > kMaxErrorLength) error = error.substr(0, kMaxErrorLength);
    add({"error", error});
  }
  logger_->Write(level, "request", json);
}

}  // namespace arbiter::service
