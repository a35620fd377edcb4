// Readable, game-agnostic summaries of answers for a terminal: whose turn it is, the pending
// decision, the outcome, a violation, events and actions (each game message printed as compact
// one-line JSON). Every function returns text ending in a newline.
//
//   std::cout << SummarizeTurn(response.turn()) << SummarizeEvents(response.events());
#ifndef ARBITER_CLIENTS_CLI_SUMMARY_H_
#define ARBITER_CLIENTS_CLI_SUMMARY_H_

#include <string>

#include "arbiter/v1/event.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "arbiter/v1/violation.pb.h"
#include "google/protobuf/any.pb.h"
#include "google/protobuf/repeated_ptr_field.h"

namespace arbiter::cli {

// One line of compact JSON for a message packed in an Any, without its "@type".
std::string CompactJson(const google::protobuf::Any& any);

// "turn: seat 1 acts (main_action)", "turn: chance outcome pending (drawing)",
// "game over: seat 2 rank 1 score 21; seat 0 rank 2 score 9".
std::string SummarizeTurn(const v1::TurnStatus& turn);

// "ILLEGAL: CODE (rule Q4) at split.sets[0]: message".
std::string SummarizeViolation(const v1::Violation& violation);

// "events (n):" then one line per event: "  public: {...}" or
// "  private to [1]: {...}  | others see: {...}".
std::string SummarizeEvents(const google::protobuf::RepeatedPtrField<v1::Event>& events);

}  // namespace arbiter::cli

#endif  // ARBITER_CLIENTS_CLI_SUMMARY_H_
