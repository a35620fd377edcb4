// Caller-supplied text quoted into an error message (Status message, violation or replay
// detail): every engine, the service and the CLI quote request strings (game ids, rules
// versions, Any type URLs, option names and values, seal key ids, record digests) through
// these, so an error never carries more than a bounded, printable piece of what the caller
// sent.
//
// Why: the message travels back in a gRPC trailer (clients refuse more than 8 KiB of metadata
// by default, and then report RESOURCE_EXHAUSTED instead of the real code) and is printed by
// the CLI on a terminal (raw ESC/BEL bytes would drive it).
//
//   absl::StrCat("state.rules_version: ", QuoteCallerText(v), " is not implemented here")
//     -> state.rules_version: 'my_game/\x1b]0;x\x07' is not implemented here
//   absl::StrCat("setup.options[", EscapeCallerText(name), "]: unknown option")
//     -> setup.options[edition\x1b]: unknown option
#ifndef ARBITER_ENGINES_CORE_QUOTE_H_
#define ARBITER_ENGINES_CORE_QUOTE_H_

#include <cstddef>
#include <string>

#include "absl/strings/string_view.h"

namespace arbiter {

// How many bytes of a caller's string an error message keeps.
inline constexpr size_t kMaxQuotedBytes = 64;

// The first kMaxQuotedBytes bytes of `text`, C-escaped with hex escapes (absl::CHexEscape:
// quotes, backslash, control bytes and every byte >= 0x80 become \", \\, \n, \xNN ...), then
// "..." when `text` was longer. At most 4 * 64 + 3 bytes, all printable ASCII. Used bare inside
// a field path (setup.options[NAME]).
std::string EscapeCallerText(absl::string_view text);

// EscapeCallerText(text) between single quotes, "..." after the closing quote when cut:
// 'abc', 'xxxx...xxxx'... . The form for a value quoted after the field path.
std::string QuoteCallerText(absl::string_view text);

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_QUOTE_H_
