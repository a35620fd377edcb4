// Routes the libraries' own log output (protobuf's GOOGLE_LOG, gRPC's gpr_log) into arbiterd's
// JSON log (request_log.h), so that every stderr line stays one JSON object. protobuf writes
// such lines for inputs it refuses (e.g. `String field 'arbiter.v1.GameState.game_id' contains
// invalid UTF-8 data when parsing a protocol buffer`: it names the field, never the bytes);
// gRPC for transport trouble.
//
// A routed line: {"ts":...,"level":"error","msg":"protobuf","message":"...","source":"file:line"}
// (msg "grpc" for gRPC), written when --log_level admits its level: protobuf INFO → info,
// WARNING → warn, ERROR/FATAL → error; gRPC DEBUG → debug, INFO → info, ERROR → error (gRPC
// itself only passes ERROR unless GRPC_VERBOSITY says otherwise). The text is escaped.
//
//   Logger logger(LogLevel::kInfo);
//   LibraryLogs library_logs(&logger);   // until it is destroyed
#ifndef ARBITER_SERVICE_OBSERVABILITY_LIBRARY_LOGS_H_
#define ARBITER_SERVICE_OBSERVABILITY_LIBRARY_LOGS_H_

#include "service/observability/request_log.h"

namespace arbiter::service {

// Installs the handlers on construction. On destruction protobuf's previous handler is put
// back; gRPC's handler stays (gRPC has no public default to restore) and writes plain
// "grpc FILE:LINE: MESSAGE" lines to stderr from then on. One instance at a time; `logger` must
// outlive it.
class LibraryLogs {
 public:
  explicit LibraryLogs(Logger* logger);
  ~LibraryLogs();
  LibraryLogs(const LibraryLogs&) = delete;
  LibraryLogs& operator=(const LibraryLogs&) = delete;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_OBSERVABILITY_LIBRARY_LOGS_H_
