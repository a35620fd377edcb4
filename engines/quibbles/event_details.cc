#include "engines/quibbles/event_details.h"

#include "engines/quibbles/scratch.h"

namespace arbiter {
namespace quibbles {
namespace {

thread_local ReusedMessages<pb::Event> public_detail;
thread_local ReusedMessages<pb::Event, 2> private_details;

}  // namespace

pb::Event* PublicDetail() { return public_detail.Fresh()[0]; }

std::array<pb::Event*, 2> PrivateDetails() { return private_details.Fresh(); }

}  // namespace quibbles
}  // namespace arbiter
