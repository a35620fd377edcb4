// arbiterd scraped by a real Prometheus (Debian's `prometheus`): start both on free ports,
// play real games through gRPC, then read every series back through Prometheus's HTTP query
// API and compare it with what the client itself counted. Prometheus also loads
// deploy/prometheus/alerts.yml, and every alert rule and Grafana dashboard query must
// evaluate without error against the live data.
#include <signal.h>

#include <cmath>
#include <iostream>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "buildinfo/build_info.h"
#include "tests/operator/harness.h"
#include "tests/operator/traffic.h"

#ifndef ARBITERD_PATH
#error "ARBITERD_PATH must name the arbiterd binary"
#endif
#ifndef PROMETHEUS_PATH
#error "PROMETHEUS_PATH must name the prometheus binary"
#endif
#ifndef DEPLOY_DIR
#error "DEPLOY_DIR must name the deploy/ folder"
#endif

namespace arbiter::operator_testing {
namespace {

using google::protobuf::Struct;
using google::protobuf::Value;

constexpr absl::Duration kStartTimeout = absl::Seconds(60);

class PrometheusScrapeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    absl::StatusOr<std::unique_ptr<Subprocess>> server =
        Subprocess::Start({ARBITERD_PATH, "--listen=127.0.0.1:0", "--metrics_listen=127.0.0.1:0",
                           "--log_level=warn"});
    ASSERT_TRUE(server.ok()) << server.status();
    arbiterd_ = std::move(*server);
    absl::StatusOr<std::string> grpc_address =
        arbiterd_->WaitForOutputLine("listening on ", kStartTimeout);
    ASSERT_TRUE(grpc_address.ok()) << grpc_address.status();
    grpc_address_ = *grpc_address;
    absl::StatusOr<std::string> metrics_address =
        arbiterd_->WaitForOutputLine("metrics on ", kStartTimeout);
    ASSERT_TRUE(metrics_address.ok()) << metrics_address.status();
    absl::StatusOr<int> metrics_port = PortOf(*metrics_address);
    ASSERT_TRUE(metrics_port.ok()) << metrics_port.status();

    absl::StatusOr<int> prometheus_port = FreeTcpPort();
    ASSERT_TRUE(prometheus_port.ok()) << prometheus_port.status();
    prometheus_port_ = *prometheus_port;
    const std::string dir = arbiterd_->dir();
    const std::string config = absl::StrCat(
        "global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\n"
        "rule_files:\n  - ", DEPLOY_DIR, "/prometheus/alerts.yml\n"
        "scrape_configs:\n  - job_name: arbiter\n    static_configs:\n"
        "      - targets: ['127.0.0.1:", *metrics_port, "']\n");
    ASSERT_TRUE(WriteFile(dir + "/prometheus.yml", config).ok());
    absl::StatusOr<std::unique_ptr<Subprocess>> prometheus = Subprocess::Start(
        {PROMETHEUS_PATH, absl::StrCat("--config.file=", dir, "/prometheus.yml"),
         absl::StrCat("--storage.tsdb.path=", dir, "/tsdb"),
         absl::StrCat("--web.listen-address=127.0.0.1:", prometheus_port_),
         "--log.level=warn"});
    ASSERT_TRUE(prometheus.ok()) << prometheus.status();
    prometheus_ = std::move(*prometheus);
    ASSERT_TRUE(Eventually(
        [&] { return HttpGet(prometheus_port_, "/-/ready", absl::Seconds(2)).ok(); },
        kStartTimeout))
        << "prometheus never became ready; stderr:\n" << prometheus_->Stderr();
  }

  // The result vector of an instant query; fails the test on an API error.
  absl::StatusOr<google::protobuf::ListValue> Query(const std::string& promql) {
    absl::StatusOr<std::string> body = HttpGet(
        prometheus_port_, absl::StrCat("/api/v1/query?query=", UrlEncode(promql)),
        absl::Seconds(10));
    if (!body.ok()) return body.status();
    absl::StatusOr<Struct> json = ParseJsonObject(*body);
    if (!json.ok()) return json.status();
    if (json->fields().at("status").string_value() != "success") {
      return absl::InvalidArgumentError(absl::StrCat(promql, ": ", *body));
    }
    return json->fields().at("data").struct_value().fields().at("result").list_value();
  }

  // The value of a query that yields one sample, or NaN when it yields none.
  double Scalar(const std::string& promql) {
    absl::StatusOr<google::protobuf::ListValue> result = Query(promql);
    EXPECT_TRUE(result.ok()) << result.status();
    if (!result.ok() || result->values_size() == 0) return std::nan("");
    EXPECT_EQ(result->values_size(), 1) << promql;
    // "value": [ <unix time>, "<value as string>" ]
    const Value& value = result->values(0).struct_value().fields().at("value");
    return std::stod(value.list_value().values(1).string_value());
  }

  // The value of `label` in the first series `promql` returns, or "".
  std::string FirstLabel(const std::string& promql, const std::string& label) {
    absl::StatusOr<google::protobuf::ListValue> result = Query(promql);
    if (!result.ok() || result->values_size() == 0) return "";
    const auto& metric = result->values(0).struct_value().fields().at("metric").struct_value();
    auto it = metric.fields().find(label);
    return it == metric.fields().end() ? "" : it->second.string_value();
  }

  std::unique_ptr<Subprocess> arbiterd_;
  std::unique_ptr<Subprocess> prometheus_;
  std::string grpc_address_;
  int prometheus_port_ = 0;
};

TEST_F(PrometheusScrapeTest, SeriesMatchTheTrafficAndRulesEvaluate) {
  auto stub = v1::RulesService::NewStub(
      grpc::CreateChannel(grpc_address_, grpc::InsecureChannelCredentials()));
  Tally tally;
  v1::ListGamesResponse games;
  {
    grpc::ClientContext context;
    grpc::Status s = stub->ListGames(&context, v1::ListGamesRequest(), &games);
    tally.Add("ListGames", s, false);
    ASSERT_TRUE(s.ok()) << s.error_message();
  }
  ASSERT_GT(games.games_size(), 0) << "arbiterd serves no game";
  for (int i = 0; i < games.games_size(); ++i) {
    absl::Status played = PlayGame(*stub, games.games(i).game_id(), /*seed=*/100 + i,
                                   /*max_moves=*/12, &tally);
    ASSERT_TRUE(played.ok()) << games.games(i).game_id() << ": " << played;
  }
  // Errors: an unknown game (label "unknown", never the id sent), a state-less ApplyAction.
  for (int i = 0; i < 3; ++i) {
    grpc::ClientContext context;
    v1::NewGameRequest request;
    request.mutable_setup()->set_game_id(absl::StrCat("no_such_game_", i));
    v1::NewGameResponse response;
    tally.Add("NewGame", stub->NewGame(&context, request, &response), false);
  }
  {
    grpc::ClientContext context;
    v1::ApplyActionResponse response;
    tally.Add("ApplyAction", stub->ApplyAction(&context, v1::ApplyActionRequest(), &response),
              false);
  }
  ASSERT_EQ(tally.count("NewGame", "NOT_FOUND"), 3);
  for (const auto& [method_code, n] : tally.calls()) {
    std::cout << "client: " << method_code.first << " " << method_code.second << " " << n << "\n";
  }
  for (const auto& [violation, n] : tally.violations()) {
    std::cout << "client: violation " << violation << " " << n << "\n";
  }
  ASSERT_GT(tally.verdicts()["legal"], 0);

  // Wait until Prometheus has scraped the final counts.
  const std::string total_query = "sum(arbiter_requests_total)";
  ASSERT_TRUE(Eventually([&] { return Scalar(total_query) == tally.total(); },
                         absl::Seconds(30)))
      << "Prometheus saw " << Scalar(total_query) << " requests, the client made "
      << tally.total();

  EXPECT_EQ(Scalar("up{job=\"arbiter\"}"), 1);
  for (const auto& [method_code, n] : tally.calls()) {
    EXPECT_EQ(Scalar(absl::StrCat("sum(arbiter_requests_total{method=\"", method_code.first,
                                  "\",code=\"", method_code.second, "\"})")),
              n)
        << method_code.first << " " << method_code.second;
  }
  EXPECT_EQ(Scalar("sum(arbiter_requests_total{method=\"NewGame\",code=\"NOT_FOUND\","
                   "game=\"unknown\"})"),
            3);
  EXPECT_TRUE(Query("arbiter_requests_total{game=~\"no_such_game.*\"}")->values().empty());
  for (const auto& [verdict, n] : tally.verdicts()) {
    EXPECT_EQ(Scalar(absl::StrCat("sum(arbiter_verdicts_total{verdict=\"", verdict, "\"})")), n)
        << verdict;
  }
  for (const auto& [violation, n] : tally.violations()) {
    EXPECT_EQ(Scalar(absl::StrCat("sum(arbiter_verdicts_total{violation=\"", violation, "\"})")),
              n)
        << violation;
  }
  EXPECT_EQ(Scalar("sum(arbiter_request_duration_seconds_count)"), tally.total());
  EXPECT_EQ(Scalar("sum(arbiter_state_bytes_count)"), tally.with_state());
  EXPECT_GT(Scalar("sum(arbiter_state_bytes_sum)"), tally.with_state());  // > 1 byte each
  EXPECT_EQ(Scalar("arbiter_inflight_requests"), 0);
  // arbiter_build_info names what the binary itself says in its version line.
  absl::StatusOr<std::string> version_line = arbiterd_->WaitForOutputLine("arbiterd ",
                                                                          absl::Seconds(1));
  ASSERT_TRUE(version_line.ok()) << version_line.status();
  EXPECT_EQ(*version_line, absl::StrCat(buildinfo::BuildVersion(), " (commit ",
                                        Scalar("count(arbiter_build_info)") == 1
                                            ? FirstLabel("arbiter_build_info", "commit")
                                            : "?",
                                        ")"));
  EXPECT_EQ(Scalar(absl::StrCat("arbiter_build_info{version=\"", buildinfo::BuildVersion(),
                                "\"}")),
            1);
  // Every game served appears with its own label.
  for (const v1::GameInfo& g : games.games()) {
    EXPECT_GT(Scalar(absl::StrCat("sum(arbiter_requests_total{game=\"", g.game_id(), "\"})")),
              0)
        << g.game_id();
  }

  // The alert rules loaded and evaluate without error against the live series.
  ASSERT_TRUE(Eventually(
      [&] {
        absl::StatusOr<std::string> body = HttpGet(prometheus_port_, "/api/v1/rules",
                                                   absl::Seconds(5));
        if (!body.ok()) return false;
        absl::StatusOr<Struct> rules = ParseJsonObject(*body);
        if (!rules.ok()) return false;
        int ok = 0;
        for (const Value& group : rules->fields().at("data").struct_value().fields().at(
                 "groups").list_value().values()) {
          for (const Value& rule :
               group.struct_value().fields().at("rules").list_value().values()) {
            const auto& f = rule.struct_value().fields();
            if (f.at("health").string_value() != "ok") return false;
            ++ok;
          }
        }
        return ok >= 8;
      },
      absl::Seconds(20)))
      << "alert rules not all loaded and healthy";
  // A healthy, just-used server fires none of them.
  absl::StatusOr<google::protobuf::ListValue> firing = Query("ALERTS{alertstate=\"firing\"}");
  ASSERT_TRUE(firing.ok()) << firing.status();
  EXPECT_EQ(firing->values_size(), 0);

  // Every Grafana dashboard query is valid PromQL over these series.
  absl::StatusOr<std::string> dashboard_text =
      ReadFile(absl::StrCat(DEPLOY_DIR, "/grafana/arbiter-dashboard.json"));
  ASSERT_TRUE(dashboard_text.ok()) << dashboard_text.status();
  absl::StatusOr<Struct> dashboard = ParseJsonObject(*dashboard_text);
  ASSERT_TRUE(dashboard.ok()) << dashboard.status();
  int queries = 0;
  for (const Value& panel : dashboard->fields().at("panels").list_value().values()) {
    for (const Value& target :
         panel.struct_value().fields().at("targets").list_value().values()) {
      std::string expr = target.struct_value().fields().at("expr").string_value();
      expr = absl::StrReplaceAll(expr, {{"$__rate_interval", "1m"}, {"$job", ".*"},
                                        {"$game", ".*"}});
      absl::StatusOr<google::protobuf::ListValue> result = Query(expr);
      EXPECT_TRUE(result.ok()) << panel.struct_value().fields().at("title").string_value()
                               << ": " << result.status();
      ++queries;
    }
  }
  EXPECT_GE(queries, 10);

  // The build info panel shows this build; the request counters are not empty.
  EXPECT_GT(Query("sum by (method) (arbiter_requests_total)")->values_size(), 2);

  arbiterd_->Signal(SIGTERM);
  absl::StatusOr<int> exit_code = arbiterd_->Wait(absl::Seconds(30));
  ASSERT_TRUE(exit_code.ok()) << exit_code.status();
  EXPECT_EQ(*exit_code, 0) << arbiterd_->Stderr();
}

}  // namespace
}  // namespace arbiter::operator_testing
