#include "service/observability/library_logs.h"

#include <atomic>
#include <cstdio>
#include <string>

#include "absl/strings/str_cat.h"
#include "google/protobuf/stubs/logging.h"
#include "grpc/support/log.h"

namespace arbiter::service {
namespace {

// The logger the handlers write to; null outside a LibraryLogs' lifetime (the handlers are
// plain function pointers, so they find it here).
std::atomic<Logger*> g_logger{nullptr};
// protobuf's handler before ours, put back on destruction.
google::protobuf::LogHandler* g_previous_protobuf = nullptr;

LogLevel FromProtobuf(google::protobuf::LogLevel level) {
  switch (level) {
    case google::protobuf::LOGLEVEL_INFO:
      return LogLevel::kInfo;
    case google::protobuf::LOGLEVEL_WARNING:
      return LogLevel::kWarn;
    default:  // ERROR, FATAL (FATAL aborts after the handler returns)
      return LogLevel::kError;
  }
}

LogLevel FromGrpc(gpr_log_severity severity) {
  switch (severity) {
    case GPR_LOG_SEVERITY_DEBUG:
      return LogLevel::kDebug;
    case GPR_LOG_SEVERITY_INFO:
      return LogLevel::kInfo;
    default:
      return LogLevel::kError;
  }
}

void Write(LogLevel level, absl::string_view library, const char* file, int line,
           absl::string_view message) {
  Logger* logger = g_logger.load(std::memory_order_acquire);
  if (logger == nullptr) {  // gRPC's handler stays installed (it has no public default)
    std::fprintf(stderr, "%.*s %s:%d: %.*s\n", static_cast<int>(library.size()), library.data(),
                 file ? file : "?", line, static_cast<int>(message.size()), message.data());
    return;
  }
  if (!logger->Enabled(level)) return;
  logger->Log(level, library,
              {{"message", message}, {"source", absl::StrCat(file ? file : "?", ":", line)}});
}

void ProtobufHandler(google::protobuf::LogLevel level, const char* filename, int line,
                     const std::string& message) {
  Write(FromProtobuf(level), "protobuf", filename, line, message);
}

void GrpcHandler(gpr_log_func_args* args) {
  Write(FromGrpc(args->severity), "grpc", args->file, args->line,
        args->message ? args->message : "");
}

}  // namespace

LibraryLogs::LibraryLogs(Logger* logger) {
  g_logger.store(logger, std::memory_order_release);
  g_previous_protobuf = google::protobuf::SetLogHandler(&ProtobufHandler);
  gpr_set_log_function(&GrpcHandler);
}

LibraryLogs::~LibraryLogs() {
  google::protobuf::SetLogHandler(g_previous_protobuf);
  g_logger.store(nullptr, std::memory_order_release);
}

}  // namespace arbiter::service
