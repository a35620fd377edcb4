// The option specs and their typed reading (options.h).
#include "engines/memoir44/options.h"

namespace arbiter::memoir44 {

GameInfoBuilder& AddOptions(GameInfoBuilder& builder, const std::vector<std::string>& scenarios) {
  return builder
      .Option("scenario",
              "M3: the built-in scenario played (content/<name>.txtpb); a setup supplying its "
              "own scenario as content leaves it at the default",
              scenarios)
      .Option("air_power_group",
              "R1: Air Power's 1-4 targets connected by adjacency (connected), or each adjacent "
              "to the next in the player's order (chain, the platform)",
              {"connected", "chain"})
      .BoolOption("close_assault_bonus_on_overrun",
                  "R2: Close Assault's +1 die also on the armor overrun battle",
                  /*default_value=*/false)
      .BoolOption("ambush_as_turn_card",
                  "R5: Ambush may be played as the turn's card (it then orders nothing)",
                  /*default_value=*/false)
      .Option("ambush_prompt",
              "R6: the defender of every eligible close assault is asked about Ambush (always), "
              "or only when holding it (only_if_held: leaks hands; for bots)",
              {"always", "only_if_held"})
      .BoolOption("artillery_needs_los", "R7: artillery needs line of sight to battle",
                  /*default_value=*/false)
      .BoolOption("los_vertex_blocks",
                  "R8: an obstructing hex the line of sight touches at a vertex blocks it",
                  /*default_value=*/true)
      .Option("hill_los",
              "R9: hills obstruct unless firer, target and hill are one hill group (plateau), "
              "or a unit on a hill also sees over lower ground (elevated, the platform)",
              {"plateau", "elevated"})
      .Option("hedgerow_exit",
              "R10: a unit leaving a hedgerow moves 1 hex only (one_hex), or as usual (free)",
              {"one_hex", "free"})
      .BoolOption("sandbags_persist",
                  "R11: a sandbag stays when its occupant leaves or is eliminated",
                  /*default_value=*/false)
      .Option("deck_reshuffle",
              "R12: an empty draw pile is rebuilt from the discards as the scenario says "
              "(scenario), always (on) or never (off)",
              {"scenario", "on", "off"})
      .Option("deck_out_rule",
              "R14: without reshuffle, a draw from an empty pile ends the game for the "
              "scenario's deck_out_winner, else the side with more medals "
              "(scenario_or_medals), or as a draw (draw)",
              {"scenario_or_medals", "draw"});
}

pb::Options ParseOptions(const SetupOptions& o) {
  pb::Options out;
  out.set_scenario(o.Text("scenario"));
  out.set_air_power_group(o.Choice<pb::AirPowerGroup>(
      "air_power_group",
      {{"connected", pb::AIR_POWER_GROUP_CONNECTED}, {"chain", pb::AIR_POWER_GROUP_CHAIN}}));
  out.set_close_assault_bonus_on_overrun(o.Bool("close_assault_bonus_on_overrun"));
  out.set_ambush_as_turn_card(o.Bool("ambush_as_turn_card"));
  out.set_ambush_prompt(o.Choice<pb::AmbushPrompt>(
      "ambush_prompt",
      {{"always", pb::AMBUSH_PROMPT_ALWAYS}, {"only_if_held", pb::AMBUSH_PROMPT_ONLY_IF_HELD}}));
  out.set_artillery_needs_los(o.Bool("artillery_needs_los"));
  out.set_los_vertex_blocks(o.Bool("los_vertex_blocks"));
  out.set_hill_los(o.Choice<pb::HillLos>(
      "hill_los", {{"plateau", pb::HILL_LOS_PLATEAU}, {"elevated", pb::HILL_LOS_ELEVATED}}));
  out.set_hedgerow_exit(o.Choice<pb::HedgerowExit>(
      "hedgerow_exit", {{"one_hex", pb::HEDGEROW_EXIT_ONE_HEX}, {"free", pb::HEDGEROW_EXIT_FREE}}));
  out.set_sandbags_persist(o.Bool("sandbags_persist"));
  out.set_deck_reshuffle(
      o.Choice<pb::DeckReshuffle>("deck_reshuffle", {{"scenario", pb::DECK_RESHUFFLE_SCENARIO},
                                                     {"on", pb::DECK_RESHUFFLE_ON},
                                                     {"off", pb::DECK_RESHUFFLE_OFF}}));
  out.set_deck_out_rule(o.Choice<pb::DeckOutRule>(
      "deck_out_rule", {{"scenario_or_medals", pb::DECK_OUT_RULE_SCENARIO_OR_MEDALS},
                        {"draw", pb::DECK_OUT_RULE_DRAW}}));
  return out;
}

}  // namespace arbiter::memoir44
