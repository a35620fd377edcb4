#include "service/server/raw_unary.h"

#include <climits>
#include <cstdint>

#include "absl/strings/str_cat.h"
#include "grpcpp/support/proto_buffer_reader.h"

namespace arbiter::service {
namespace {

absl::Status Unparsable(const google::protobuf::MessageLite& request) {
  return absl::InvalidArgumentError(absl::StrCat(
      "request: not a parsable ", request.GetTypeName(),
      " (malformed or truncated protobuf, a string that is not UTF-8, or messages nested "
      "deeper than 100)"));
}

}  // namespace

void UnaryAnswerReactor::OnDone() {
  if (unsent_ != nullptr) unsent_->Release(ticket_);
  delete this;
}

absl::Status NoRequestArrived(const grpc::ServerContextBase& context) {
  if (context.deadline() <= std::chrono::system_clock::now()) {
    return absl::DeadlineExceededError(
        "request: the client's deadline passed before its request arrived");
  }
  return absl::CancelledError(
      "request: the call ended before its request arrived whole (cancelled by the client, a "
      "disconnection, or the server's transport memory running out: --memory_quota_bytes)");
}

size_t RequestMetadataBytes(const grpc::ServerContextBase& context) {
  size_t bytes = 0;
  for (const auto& [name, value] : context.client_metadata()) {
    bytes += name.size() + value.size() + 32;
  }
  return bytes;
}

absl::string_view RequestBytes(const grpc::ByteBuffer& bytes, grpc::Slice* slice,
                               std::string* storage) {
  if (!bytes.Valid()) return {};
  if (bytes.TrySingleSlice(slice).ok()) {
    return absl::string_view(reinterpret_cast<const char*>(slice->begin()), slice->size());
  }
  std::vector<grpc::Slice> slices;
  if (!bytes.Dump(&slices).ok()) return {};
  storage->clear();
  storage->reserve(bytes.Length());
  for (const grpc::Slice& s : slices) {
    storage->append(reinterpret_cast<const char*>(s.begin()), s.size());
  }
  return *storage;
}

RequestArena::RequestArena() = default;
RequestArena::~RequestArena() = default;

absl::Status ParseRequest(absl::string_view bytes, google::protobuf::MessageLite* request) {
  if (bytes.size() > static_cast<size_t>(INT_MAX)) return Unparsable(*request);
  if (!request->ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
    return Unparsable(*request);
  }
  return absl::OkStatus();
}

absl::Status ParseRequest(const grpc::ByteBuffer& bytes, google::protobuf::MessageLite* request) {
  if (!bytes.Valid()) return ParseRequest(absl::string_view(), request);
  grpc::Slice slice;
  if (bytes.TrySingleSlice(&slice).ok()) {  // the usual case: no copy, no reader
    return ParseRequest(
        absl::string_view(reinterpret_cast<const char*>(slice.begin()), slice.size()), request);
  }
  grpc::ByteBuffer copy(bytes);  // shares the slices; the reader needs a mutable buffer
  grpc::ProtoBufferReader reader(&copy);
  if (!reader.status().ok() || !request->ParseFromZeroCopyStream(&reader)) {
    return Unparsable(*request);
  }
  return absl::OkStatus();
}

absl::Status SerializeResponse(const google::protobuf::MessageLite& response,
                               grpc::ByteBuffer* out, const CallLimits* limits) {
  const size_t size = response.ByteSizeLong();
  if (limits != nullptr) {
    if (absl::Status s = limits->CheckResponseBytes(size); !s.ok()) return s;
  }
  if (size > static_cast<size_t>(INT_MAX)) {
    return absl::InternalError(
        absl::StrCat("response: ", size, " bytes, too large to serialize"));
  }
  grpc::Slice slice(size);
  // ByteSizeLong() above cached every submessage's size.
  response.SerializeWithCachedSizesToArray(const_cast<uint8_t*>(slice.begin()));
  grpc::ByteBuffer buffer(&slice, 1);
  out->Swap(&buffer);
  return absl::OkStatus();
}

}  // namespace arbiter::service
