// memoir44_peer_diff: the differential test of the Memoir '44 engine against the peer
// xpmatteo/auto-memoir44 (README.md beside this file). Reads the peer's neutral dumps, maps
// each decision point to an engine state, lists the engine's legal actions there and compares
// the two sets, classifying every difference by the rules (compare.h).
//
//   memoir44_peer_diff [--examples N] [--max-unexplained N] [--max-engine N] [--max-refused N]
//                      [--inject-fault] [--quiet] [--show LINE]... DUMP.jsonl[.gz]...
//
// Prints the agreement per phase, then every class of difference with its verdict (peer,
// engine, unexplained), the rules section deciding it, how many moves and positions show it,
// and up to N examples (game, step, line, the move, the detail). Exit status 0 when the
// unexplained findings, engine findings and refused positions are within the limits (default 0
// each), 1 otherwise, 2 on an unreadable dump. --inject-fault adds a move the rules do not
// have to every 50th position's peer set (the test that proves the comparison can fail).
// --show LINE prints the position on that line of the dump, both sets and the engine's state
// (for reading a disagreement).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/registry.h"
#include "engines/memoir44/memoir44.h"
#include "engines/memoir44/testing/peer/compare.h"
#include "engines/memoir44/testing/peer/neutral.h"
#include "engines/memoir44/testing/peer/position.h"

namespace arbiter::memoir44::peer {
namespace {

struct Args {
  int examples = 3;
  long max_unexplained = 0, max_engine = 0, max_refused = 0;
  bool inject_fault = false, quiet = false;
  std::vector<long> show;
  std::vector<std::string> dumps;
};

struct PhaseCount {
  long positions = 0, agree = 0, peer_moves = 0, engine_moves = 0, common = 0;
};

struct ClassCount {
  long moves = 0, positions = 0;
  std::vector<std::string> examples;
};

int Usage(const char* msg) {
  std::fprintf(stderr,
               "memoir44_peer_diff: %s\nusage: memoir44_peer_diff [--examples N] "
               "[--max-unexplained N] [--max-engine N] [--max-refused N] [--inject-fault] "
               "[--quiet] DUMP...\n",
               msg);
  return 2;
}

int Run(int argc, char** argv) {
  Args a;
  for (int i = 1; i < argc; ++i) {
    const std::string s = argv[i];
    auto num = [&](long* out) {
      if (i + 1 >= argc) return false;
      *out = std::strtol(argv[++i], nullptr, 10);
      return true;
    };
    long v = 0;
    if (s == "--examples" && num(&v)) a.examples = static_cast<int>(v);
    else if (s == "--max-unexplained" && num(&v)) a.max_unexplained = v;
    else if (s == "--max-engine" && num(&v)) a.max_engine = v;
    else if (s == "--max-refused" && num(&v)) a.max_refused = v;
    else if (s == "--inject-fault") a.inject_fault = true;
    else if (s == "--quiet") a.quiet = true;
    else if (s == "--show" && num(&v)) a.show.push_back(v);
    else if (!s.empty() && s[0] == '-') return Usage(("unknown option " + s).c_str());
    else a.dumps.push_back(s);
  }
  if (a.dumps.empty()) return Usage("no dump given");

  Registry registry;
  Register(registry);
  const Game* game = registry.Find("memoir44");
  if (game == nullptr) return Usage("the memoir44 engine is not registered");
  PositionMapper mapper(*game);

  std::map<std::string, PhaseCount> phases;
  // (verdict, rule, class, side) -> count
  std::map<std::tuple<std::string, std::string, std::string, std::string>, ClassCount> classes;
  std::map<std::string, ClassCount> refused;
  long positions = 0, refused_n = 0, games = 0, hangs = 0;
  std::map<std::string, long> moves_by_verdict, positions_by_verdict;
  for (const std::string& path : a.dumps) {
    DumpReader reader;
    std::string error;
    if (!reader.Open(path, &error)) {
      std::fprintf(stderr, "%s\n", error.c_str());
      return 2;
    }
    NeutralPosition p;
    while (reader.Next(&p, &error)) {
      ++positions;
      if (a.inject_fault && positions % 50 == 0) {
        NeutralMove bogus;
        bogus.type = "move";
        bogus.from = Hex{0, 0};
        bogus.to = Hex{24, 8};
        p.legal.push_back(bogus);
      }
      const std::string where = absl::StrCat(path, ":", p.line, " game ", p.game, " step ", p.step,
                                             " (", p.state.phase, ", ", p.state.card, ")");
      absl::StatusOr<EngineMoves> mine = mapper.Legal(p);
      if (!mine.ok()) {
        ++refused_n;
        std::string msg(mine.status().message());
        const std::string key = msg.substr(0, msg.find(':'));
        ClassCount& c = refused[key];
        ++c.positions;
        if (static_cast<int>(c.examples.size()) < a.examples) c.examples.push_back(where + ": " + msg);
        continue;
      }
      const PositionResult r = Compare(p, *mine);
      if (std::find(a.show.begin(), a.show.end(), p.line) != a.show.end()) {
        std::printf("== %s\npeer:", where.c_str());
        for (const NeutralMove& m : p.legal) std::printf(" {%s}", m.Text().c_str());
        std::printf("\nengine (seat %d, %d actions):", mine->seat, mine->actions);
        for (const NeutralMove& m : mine->moves) std::printf(" {%s}", m.Text().c_str());
        std::printf("\nengine state: %s\n", mine->state.ShortDebugString().c_str());
      }
      PhaseCount& pc = phases[p.state.phase];
      ++pc.positions;
      pc.agree += r.agree;
      pc.peer_moves += r.peer_moves;
      pc.engine_moves += r.engine_moves;
      pc.common += r.common;
      std::map<std::tuple<std::string, std::string, std::string, std::string>, bool> here;
      std::map<std::string, bool> verdicts_here;
      for (const Finding& f : r.findings) {
        const auto key = std::make_tuple(f.verdict, f.rule, f.cls, f.side);
        ClassCount& c = classes[key];
        ++c.moves;
        ++moves_by_verdict[f.verdict];
        if (!here[key]) {
          here[key] = true;
          ++c.positions;
          if (static_cast<int>(c.examples.size()) < a.examples) {
            std::string e = absl::StrCat(where, ": ", f.move.Text());
            if (f.engine_dice >= 0) absl::StrAppend(&e, " (engine dice ", f.engine_dice, ")");
            if (!f.detail.empty()) absl::StrAppend(&e, " - ", f.detail);
            c.examples.push_back(e);
          }
        }
        if (!verdicts_here[f.verdict]) {
          verdicts_here[f.verdict] = true;
          ++positions_by_verdict[f.verdict];
        }
      }
    }
    if (!error.empty()) {
      std::fprintf(stderr, "%s\n", error.c_str());
      return 2;
    }
    games += reader.games_started();
    hangs += reader.error_lines();
  }

  long compared = 0, agree = 0;
  std::printf("memoir44_peer_diff: %ld positions from %zu dump(s), %ld games (%ld peer error "
              "lines); %ld refused by the engine\n",
              positions, a.dumps.size(), games, hangs, refused_n);
  std::printf("%-12s %9s %9s %7s %11s %13s %11s\n", "phase", "positions", "agree", "agree%",
              "peer moves", "engine moves", "in common");
  for (const auto& [phase, c] : phases) {
    compared += c.positions;
    agree += c.agree;
    std::printf("%-12s %9ld %9ld %6.1f%% %11ld %13ld %11ld\n", phase.c_str(), c.positions, c.agree,
                c.positions ? 100.0 * c.agree / c.positions : 0.0, c.peer_moves, c.engine_moves,
                c.common);
  }
  std::printf("%-12s %9ld %9ld %6.1f%%\n", "all", compared, agree,
              compared ? 100.0 * agree / compared : 0.0);
  std::printf("positions with a finding, by verdict:");
  for (const auto& [v, n] : positions_by_verdict) {
    std::printf(" %s %ld (%ld moves);", v.c_str(), n, moves_by_verdict[v]);
  }
  std::printf("\n");
  for (const auto& [key, c] : classes) {
    const auto& [verdict, rule, cls, side] = key;
    std::printf("[%s%s%s] %s (%s): %ld moves in %ld positions\n", verdict.c_str(),
                rule.empty() ? "" : " ", rule.c_str(), cls.c_str(), side.c_str(), c.moves,
                c.positions);
    if (!a.quiet) {
      for (const std::string& e : c.examples) std::printf("    e.g. %s\n", e.c_str());
    }
  }
  for (const auto& [key, c] : refused) {
    std::printf("[refused] %s: %ld positions\n", key.c_str(), c.positions);
    for (const std::string& e : c.examples) std::printf("    e.g. %s\n", e.c_str());
  }
  const long unexplained = moves_by_verdict["unexplained"];
  const long engine = moves_by_verdict["engine"];
  bool ok = true;
  if (unexplained > a.max_unexplained) {
    std::printf("FAIL: %ld unexplained findings (at most %ld)\n", unexplained, a.max_unexplained);
    ok = false;
  }
  if (engine > a.max_engine) {
    std::printf("FAIL: %ld engine findings (at most %ld)\n", engine, a.max_engine);
    ok = false;
  }
  if (refused_n > a.max_refused) {
    std::printf("FAIL: %ld positions refused (at most %ld)\n", refused_n, a.max_refused);
    ok = false;
  }
  if (positions == 0) {
    std::printf("FAIL: no positions\n");
    ok = false;
  }
  return ok ? 0 : 1;
}

}  // namespace
}  // namespace arbiter::memoir44::peer

int main(int argc, char** argv) { return arbiter::memoir44::peer::Run(argc, argv); }
