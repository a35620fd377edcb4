// Ticket to Ride: Europe drawn in text for a terminal (clients/cli/text_view.h): the display
// of 5 face-up cards, the train deck and discards, the ticket deck, then per seat the score,
// trains and stations in reserve, the hand (the viewer's own cards; others' sizes, T13), the
// tickets (named when the viewer may know them), the routes claimed and the stations built, and
// what the game waits for (T4-T11: a tunnel's revealed cards, tickets offered, final turns),
// with the final scoring once over (T12). City and route names come from the map data linked
// into this binary (engines/ticket_to_ride_europe/data, map.h); the view proto gives the rest.
//
//   display: red | locomotive | blue | - | green
//   train deck: 70   discard: 3   ticket deck: 34
//   > seat 0 (you)  score 4  trains left 42  stations left 3  cards in hand 4
//       hand: pink 2, blue 1, locomotive 1
//       tickets (3): Brest-Petrograd 20 long, Paris-Wien 8, Roma-Smyrna 8
//       routes (1): Frankfurt-Paris 3 orange
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "arbiter/games/ticket_to_ride_europe/v1/ticket_to_ride_europe.pb.h"
#include "clients/cli/text_view.h"
#include "engines/ticket_to_ride_europe/map.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

namespace pb = ::arbiter::games::ticket_to_ride_europe::v1;
using cli::Colour;
using cli::Paint;

// The colour a train card type is shown in (pb::TrainCard values 1..9).
Colour CardColour(int type) {
  switch (type) {
    case pb::TRAIN_CARD_PINK:
      return Colour::kMagenta;
    case pb::TRAIN_CARD_WHITE:
      return Colour::kWhite;
    case pb::TRAIN_CARD_BLUE:
      return Colour::kBlue;
    case pb::TRAIN_CARD_YELLOW:
      return Colour::kYellow;
    case pb::TRAIN_CARD_ORANGE:
      return Colour::kRed;  // no orange among the 8 ANSI colours
    case pb::TRAIN_CARD_BLACK:
      return Colour::kBlack;
    case pb::TRAIN_CARD_RED:
      return Colour::kRed;
    case pb::TRAIN_CARD_GREEN:
      return Colour::kGreen;
    case pb::TRAIN_CARD_LOCOMOTIVE:
      return Colour::kCyan;
    default:
      return Colour::kNone;
  }
}

// "pink", ..., "locomotive"; "-" for an empty slot; "card N" for a value this build lacks.
std::string CardWord(int type) {
  if (type == pb::TRAIN_CARD_UNSPECIFIED) return "-";
  if (type >= 1 && type <= kCardTypes) return std::string(CardName(type - 1));
  return absl::StrCat("card ", type);
}

std::string CardText(const cli::TextStyle& style, int type) {
  return Paint(style, CardWord(type), CardColour(type), type == pb::TRAIN_CARD_LOCOMOTIVE);
}

int Total(const pb::CardCounts& c) {
  return c.pink() + c.white() + c.blue() + c.yellow() + c.orange() + c.black() + c.red() +
         c.green() + c.locomotive();
}

// ["pink 2", "blue 1", "locomotive 1"].
std::vector<std::string> Counts(const cli::TextStyle& style, const pb::CardCounts& c) {
  const int n[9] = {c.pink(),  c.white(), c.blue(),  c.yellow(),    c.orange(),
                    c.black(), c.red(),   c.green(), c.locomotive()};
  std::vector<std::string> parts;
  for (int i = 0; i < 9; ++i) {
    if (n[i] != 0) parts.push_back(absl::StrCat(CardText(style, i + 1), " ", n[i]));
  }
  return parts;
}

std::string CityName(const Map& map, int id) {
  const City* c = map.city(id);
  return c == nullptr ? absl::StrCat("city ", id) : c->name;
}

// "Brest-Petrograd 20" (long tickets marked "long"), "?" for a ticket the viewer may not know.
std::string TicketText(const Map& map, int id) {
  if (id == 0) return "?";
  const Ticket* t = map.ticket(id);
  if (t == nullptr) return absl::StrCat("ticket ", id);
  return absl::StrCat(CityName(map, t->city_a), "-", CityName(map, t->city_b), " ", t->points,
                      t->long_ticket ? " long" : "");
}

std::vector<std::string> Tickets(const Map& map,
                                 const google::protobuf::RepeatedField<int32_t>& ids) {
  std::vector<std::string> parts;
  for (int id : ids) parts.push_back(TicketText(map, id));
  return parts;
}

// "Frankfurt-Paris 3 orange", with "tunnel" or "ferry (1 locomotive)".
std::string RouteText(const cli::TextStyle& style, const Map& map, int id) {
  const Route* r = map.route(id);
  if (r == nullptr) return absl::StrCat("route ", id);
  std::string out =
      absl::StrCat(CityName(map, r->city_a), "-", CityName(map, r->city_b), " ", r->length, " ");
  absl::StrAppend(&out, r->colour == kGray ? std::string("gray") : CardText(style, r->colour + 1));
  if (r->tunnel) absl::StrAppend(&out, " tunnel");
  if (r->ferry_locomotives > 0) absl::StrAppend(&out, " ferry");
  return out;
}

std::string PhaseLine(const cli::TextStyle& style, const Map& map, const pb::State& s) {
  const std::string seat = absl::StrCat("seat ", s.active_seat());
  switch (s.phase()) {
    case pb::PHASE_SETUP:
      return "setup: dealing (chance outcomes)";
    case pb::PHASE_INITIAL_TICKETS:
      return "initial tickets: every seat keeps tickets from those offered (KEEP_TICKETS)";
    case pb::PHASE_CHOOSE_ACTION:
      return absl::StrCat(seat, ": draw cards, CLAIM_ROUTE, DRAW_TICKETS or BUILD_STATION");
    case pb::PHASE_SECOND_CARD:
      return absl::StrCat(seat, ": takes a second card",
                          s.blind_draw_pending() ? " (a blind draw is pending)" : "");
    case pb::PHASE_TUNNEL: {
      std::vector<std::string> revealed;
      for (int c : s.tunnel().revealed()) revealed.push_back(CardText(style, c));
      std::string out =
          absl::StrCat(seat, ": tunnel ", RouteText(style, map, s.tunnel().route_id()),
                       ", revealed: ", revealed.empty() ? "-" : absl::StrJoin(revealed, " "));
      if (s.tunnel().reveals_left() > 0) {
        absl::StrAppend(&out, " (", s.tunnel().reveals_left(), " to reveal)");
      } else {
        absl::StrAppend(&out, "; PAY_TUNNEL ", s.tunnel().extra_cost(), " more or DECLINE_TUNNEL");
      }
      return out;
    }
    case pb::PHASE_KEEP_TICKETS:
      return absl::StrCat(seat, ": keeps at least one of the tickets offered (KEEP_TICKETS)");
    case pb::PHASE_GAME_OVER:
      return "game over";
    default:
      return absl::StrCat("phase ", s.phase());
  }
}

std::string Pad(std::string text, size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

absl::StatusOr<std::string> Draw(const cli::ViewToDraw& in) {
  pb::State s;
  if (!in.view.payload().UnpackTo(&s)) {
    return absl::InvalidArgumentError(
        "the payload is not a arbiter.games.ticket_to_ride_europe.v1.State");
  }
  absl::StatusOr<const Map*> loaded = LoadMap();
  if (!loaded.ok()) return loaded.status();
  const Map& map = **loaded;
  const cli::TextStyle& style = in.style;
  std::string out;
  std::vector<std::string> slots;
  for (int c : s.display()) slots.push_back(CardText(style, c));
  absl::StrAppend(&out, "display: ", slots.empty() ? "-" : absl::StrJoin(slots, " | "), "\n");
  absl::StrAppend(&out, "train deck: ", s.train_deck_size(), "   discard: ", Total(s.discard()),
                  "   ticket deck: ", s.ticket_deck_size() + s.ticket_deck_bottom_size(), "\n");
  for (int seat = 0; seat < s.players_size(); ++seat) {
    const pb::Player& p = s.players(seat);
    const bool current = seat == s.active_seat() && s.phase() != pb::PHASE_GAME_OVER &&
                         s.phase() != pb::PHASE_INITIAL_TICKETS && s.phase() != pb::PHASE_SETUP;
    const bool mine = in.seat.has_value() && *in.seat == seat;
    const std::string name =
        Pad(absl::StrCat(current ? "> " : "  ", "seat ", seat, mine ? " (you)" : ""), 15);
    const bool hand_shown = Total(p.hand()) == p.hand_size() && (mine || p.hand_size() > 0);
    absl::StrAppend(&out, Paint(style, name, cli::SeatColour(seat), current), " score ", p.score(),
                    "  trains left ", p.trains_left(), "  stations left ", p.stations_left(),
                    "  cards in hand ", p.hand_size(), "\n");
    if (hand_shown)
      absl::StrAppend(&out, cli::WrapItems("      hand: ", Counts(style, p.hand()), 8));
    absl::StrAppend(&out, cli::WrapItems(absl::StrCat("      tickets (", p.tickets_size(), "): "),
                                         Tickets(map, p.tickets()), 8));
    if (!p.tickets_offered().empty()) {
      absl::StrAppend(
          &out, cli::WrapItems(absl::StrCat("      offered (", p.tickets_offered_size(), "): "),
                               Tickets(map, p.tickets_offered()), 8));
    }
    if (s.phase() == pb::PHASE_INITIAL_TICKETS) {
      absl::StrAppend(&out, "      initial choice: ", p.initial_choice_made() ? "made" : "pending",
                      "\n");
    }
    std::vector<std::string> routes;
    for (int id : p.routes()) routes.push_back(RouteText(style, map, id));
    if (!routes.empty()) {
      absl::StrAppend(
          &out, cli::WrapItems(absl::StrCat("      routes (", routes.size(), "): "), routes, 8));
    }
    std::vector<std::string> stations;
    for (int id : p.stations()) stations.push_back(CityName(map, id));
    if (!stations.empty()) absl::StrAppend(&out, cli::WrapItems("      stations: ", stations, 8));
    if (p.has_final_score()) {
      const pb::FinalScore& f = p.final_score();
      absl::StrAppend(
          &out, cli::WrapItems(
                    "      final: ",
                    {absl::StrCat("routes ", f.route_points()),
                     absl::StrCat("tickets ", f.ticket_points(), " (", f.tickets_completed(),
                                  " completed)"),
                     absl::StrCat("stations ", f.station_points()),
                     absl::StrCat("express ", f.express_points(), " (longest path ",
                                  f.longest_path(), ")"),
                     absl::StrCat("total ", Paint(style, absl::StrCat(f.total()), Colour::kNone,
                                                  /*bold=*/true))},
                    8));
    }
  }
  absl::StrAppend(&out, PhaseLine(style, map, s), "\n");
  if (s.end_trigger_seat() >= 0 && s.phase() != pb::PHASE_GAME_OVER &&
      s.phase() != pb::PHASE_SETUP && s.phase() != pb::PHASE_INITIAL_TICKETS) {
    absl::StrAppend(&out, "last round: seat ", s.end_trigger_seat(), " has 2 trains or fewer; ",
                    s.final_turns_left(), " turn(s) left\n");
  }
  return out;
}

}  // namespace

void RegisterTextView(cli::TextViews& views) { views.Add("ticket_to_ride_europe", Draw); }

}  // namespace arbiter::ticket_to_ride_europe
