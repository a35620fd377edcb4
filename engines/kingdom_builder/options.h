// The setup options of Kingdom Builder (rules/kingdom_builder.md R1-R5) as GameInfo option specs
// and their parsing into pb::Options.
//
//   AddOptionSpecs(&info);                                     // names, defaults, values
//   absl::StatusOr<pb::Options> o = ParseOptions(effective);   // from CheckSetup's map
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_OPTIONS_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_OPTIONS_H_

#include <map>
#include <string>

#include "absl/status/statusor.h"
#include "arbiter/v1/game_info.pb.h"
#include "engines/kingdom_builder/board.h"

namespace arbiter {
namespace kingdom_builder {

// Adds every option with its default and allowed values.
void AddOptionSpecs(v1::GameInfo* info);

// The typed options from every option's effective value (CheckSetup). INVALID_ARGUMENT
// "setup.options[name]: ..." when the board options contradict each other (explicit boards
// missing or repeated, or given without board_setup explicit).
absl::StatusOr<pb::Options> ParseOptions(const std::map<std::string, std::string>& values);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_OPTIONS_H_
