#include "engines/core/quote.h"

#include <string>

#include "gtest/gtest.h"

namespace arbiter {
namespace {

TEST(QuoteTest, ShortPrintableTextIsKeptAsIs) {
  EXPECT_EQ(QuoteCallerText("my_game/2023.1"), "'my_game/2023.1'");
  EXPECT_EQ(EscapeCallerText("edition"), "edition");
  EXPECT_EQ(QuoteCallerText(""), "''");
}

TEST(QuoteTest, ControlBytesQuotesAndHighBytesAreHexEscaped) {
  // ESC ] 0 ; x BEL sets a terminal's title when printed raw.
  EXPECT_EQ(QuoteCallerText("\x1b]0;x\x07"), "'\\x1b]0;x\\x07'");
  EXPECT_EQ(EscapeCallerText(std::string("a\0z", 3)), "a\\x00z");
  EXPECT_EQ(EscapeCallerText("it's \"x\" \\"), "it\\'s \\\"x\\\" \\\\");
  EXPECT_EQ(EscapeCallerText("caf\xc3\xa9"), "caf\\xc3\\xa9");
}

TEST(QuoteTest, LongTextIsCutAtSixtyFourBytesWithAMark) {
  const std::string long_text(16000, 'A');
  EXPECT_EQ(QuoteCallerText(long_text), "'" + std::string(64, 'A') + "'...");
  EXPECT_EQ(EscapeCallerText(long_text), std::string(64, 'A') + "...");
  // Exactly 64 bytes: nothing cut, no mark.
  EXPECT_EQ(EscapeCallerText(std::string(64, 'B')), std::string(64, 'B'));
  // Escaping happens after the cut, so the worst case stays bounded: 64 bytes, 4 each.
  EXPECT_EQ(EscapeCallerText(std::string(1000, '\x1b')).size(), 4 * 64 + 3);
}

}  // namespace
}  // namespace arbiter
