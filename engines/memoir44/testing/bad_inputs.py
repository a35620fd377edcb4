"""Memoir '44's own rows of the bad-input catalogue (bad_inputs.md beside this), run as methods
of tests/hardening/bad_input_test.py's BadInputTest (bad_input_support.py). The cases issue 17
names: two units on a hex, figures above the unit's maximum, a card counted twice or a 61st
card, an unknown terrain, a scenario hex off the board (INVALID_ARGUMENT naming the field), and
a path through an impassable hex, which is a violation (legal=false), not an error.
"""
from google.protobuf import any_pb2

from arbiter.games.memoir44.v1 import memoir44_pb2, scenario_pb2
from arbiter.v1 import game_state_pb2, rules_service_pb2

import harness
from bad_input_support import Code, with_payload


# memoir44.proto State.unit_bytes: one 11-byte record a unit (state format 2).
UNIT_RECORD = 11


def _payload(game_state):
    payload = memoir44_pb2.State()
    assert game_state.payload.Unpack(payload), game_state.payload.type_url
    return payload


def _pack(message):
    a = any_pb2.Any()
    a.Pack(message)
    return a


def _hex(col, row):
    return memoir44_pb2.Hex(col=col, row=row)


def _river_scenario():
    """A small supplied scenario (M3): an Allied infantry at (4, 4) facing a river at (6, 4)
    (no bridge), an Axis infantry far off at (20, 0); the Allies (player2) move first."""
    sc = scenario_pb2.Scenario(id="river_test", name="River test",
                               face=scenario_pb2.BOARD_FACE_COUNTRY, first_seat=1)
    sc.player1.side, sc.player1.hand_size, sc.player1.medals_to_win = memoir44_pb2.SIDE_AXIS, 5, 4
    sc.player2.side, sc.player2.hand_size, sc.player2.medals_to_win = (
        memoir44_pb2.SIDE_ALLIES, 5, 4)
    ally = sc.hexes.add(hex=_hex(4, 4))
    ally.unit.side, ally.unit.type = memoir44_pb2.SIDE_ALLIES, memoir44_pb2.UNIT_TYPE_INFANTRY
    sc.hexes.add(hex=_hex(6, 4), terrain=scenario_pb2.TERRAIN_RIVER)
    axis = sc.hexes.add(hex=_hex(20, 0))
    axis.unit.side, axis.unit.type = memoir44_pb2.SIDE_AXIS, memoir44_pb2.UNIT_TYPE_INFANTRY
    return sc


def _setup(scenario=None, seed=1, options=None):
    setup = game_state_pb2.GameSetup(game_id="memoir44", seat_count=2, options=options or {})
    setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
    setup.randomness.seed = seed
    if scenario is not None:
        setup.content.supplied.Pack(scenario)
    return setup


class BadInputs:
    def memoir44_game(self):
        started = harness.new_game(self.stub, "memoir44", 2, seed=8,
                                   options={"scenario": "pegasus_bridge"})
        seat = started.turn.acting_seats[0]
        return started, seat, harness.legal_actions(self.stub, started.state, seat)[0]

    def test_memoir44_two_units_on_a_hex(self):
        # M1, M8: one unit per hex. The second unit record (state format 2, State.unit_bytes:
        # 11 bytes a unit, col and row first) moved onto the first's hex.
        started, seat, action = self.memoir44_game()
        payload = _payload(started.state)
        units = bytearray(payload.unit_bytes)
        units[UNIT_RECORD:UNIT_RECORD + 2] = units[0:2]
        payload.unit_bytes = bytes(units)
        self.assertGameStateRejected(with_payload(started.state, payload), seat, action,
                                     "state.payload.unit_bytes[1].hex")

    def test_memoir44_figures_above_the_maximum(self):
        # M1, M15: infantry has 4 figures (French Resistance 3), armor 3 (elite 4), artillery 2.
        # Figures are byte 5 of a unit record.
        started, seat, action = self.memoir44_game()
        payload = _payload(started.state)
        units = bytearray(payload.unit_bytes)
        units[5] = 5
        payload.unit_bytes = bytes(units)
        self.assertGameStateRejected(with_payload(started.state, payload), seat, action,
                                     "state.payload.unit_bytes[0].figures")

    def test_memoir44_unit_and_obstacle_records_of_a_wrong_length(self):
        # State format 2: unit_bytes in 11-byte records, obstacle_bytes in 4-byte ones.
        started, seat, action = self.memoir44_game()
        payload = _payload(started.state)
        payload.unit_bytes = payload.unit_bytes + b"\x00"
        self.assertGameStateRejected(with_payload(started.state, payload), seat, action,
                                     "state.payload.unit_bytes: %d bytes, not a whole number of "
                                     "11-byte unit records" % len(payload.unit_bytes))
        payload = _payload(started.state)
        payload.obstacle_bytes = payload.obstacle_bytes + b"\x01\x02"
        self.assertGameStateRejected(with_payload(started.state, payload), seat, action,
                                     "state.payload.obstacle_bytes: ")
        payload = _payload(started.state)
        obstacles = bytearray(payload.obstacle_bytes)
        obstacles[2] = 9  # the first record's obstacle kind
        payload.obstacle_bytes = bytes(obstacles)
        self.assertGameStateRejected(with_payload(started.state, payload), seat, action,
                                     "state.payload.obstacle_bytes[0].obstacle: unknown obstacle 9")

    def test_memoir44_a_field_of_the_other_state_format(self):
        # Format 2 (what the server writes) with format 1's unit messages added, and a format 1
        # state (state_format_version 1) with format 2's records.
        started, seat, action = self.memoir44_game()
        payload = _payload(started.state)
        unit = payload.units.add()
        unit.hex.col, unit.hex.row = 0, 0
        self.assertGameStateRejected(with_payload(started.state, payload), seat, action,
                                     "state.payload.units: a field of state format 1 in a state "
                                     "of format 2")
        old = with_payload(started.state, _payload(started.state))
        old.state_format_version = 1
        self.assertGameStateRejected(old, seat, action,
                                     "state.payload.unit_bytes: a field of state format 2 in a "
                                     "state of format 1")

    def test_memoir44_card_counted_twice_or_61_cards(self):
        # M1: 60 command cards, each id once. A hand card repeated in the pile, then a 61st id.
        started, seat, action = self.memoir44_game()
        payload = _payload(started.state)
        payload.draw_pile[0] = payload.players[0].hand[0]
        self.assertGameStateRejected(with_payload(started.state, payload), seat, action,
                                     "state.payload.")
        payload = _payload(started.state)
        payload.draw_pile.append(61)
        self.assertGameStateRejected(with_payload(started.state, payload), seat, action,
                                     "state.payload.draw_pile")

    def test_memoir44_supplied_scenario_unknown_terrain(self):
        sc = _river_scenario()
        sc.hexes[1].terrain = 99
        self.assertRpcError(Code.INVALID_ARGUMENT, "setup.content.supplied.hexes[1].terrain",
                            self.stub.NewGame, rules_service_pb2.NewGameRequest(setup=_setup(sc)))

    def test_memoir44_supplied_scenario_hex_off_the_board(self):
        # M2: the error names the coordinate that is off (the row outside 0..8, else the col).
        for col, row, part in ((25, 1, "col"), (3, 4, "col"), (2, 9, "row"), (-2, 0, "col")):
            with self.subTest(hex=(col, row)):
                sc = _river_scenario()
                sc.hexes[1].hex.CopyFrom(_hex(col, row))
                self.assertRpcError(Code.INVALID_ARGUMENT,
                                    "setup.content.supplied.hexes[1].hex.%s: (%d, %d) is off the "
                                    "board" % (part, col, row),
                                    self.stub.NewGame,
                                    rules_service_pb2.NewGameRequest(setup=_setup(sc)))

    def test_memoir44_supplied_scenario_bad_special_rules(self):
        # M3: a bridge span's hexes in order, each adjacent to the one before; a
        # Recon-as-Air-Power rule names a side of the game.
        sc = _river_scenario()
        span = sc.bridge_spans.add()
        for col, row in ((16, 2), (15, 3), (12, 4)):
            span.hexes.add(col=col, row=row)
        self.assertRpcError(Code.INVALID_ARGUMENT,
                            "setup.content.supplied.bridge_spans[0].hexes[2]: (12, 4) is not "
                            "adjacent to hexes[1] (15, 3)",
                            self.stub.NewGame, rules_service_pb2.NewGameRequest(setup=_setup(sc)))
        sc = _river_scenario()
        rule = sc.recon_air_power.add(side=7)
        rule.hexes.add(col=22, row=4)
        self.assertRpcError(Code.INVALID_ARGUMENT,
                            "setup.content.supplied.recon_air_power[0].side: 7 is not a side",
                            self.stub.NewGame, rules_service_pb2.NewGameRequest(setup=_setup(sc)))

    def test_memoir44_supplied_scenario_two_units_on_a_hex(self):
        sc = _river_scenario()
        again = sc.hexes.add(hex=_hex(4, 4))
        again.unit.side, again.unit.type = memoir44_pb2.SIDE_ALLIES, memoir44_pb2.UNIT_TYPE_ARMOR
        self.assertRpcError(Code.INVALID_ARGUMENT, "setup.content.supplied.hexes[3].hex",
                            self.stub.NewGame, rules_service_pb2.NewGameRequest(setup=_setup(sc)))

    def test_memoir44_supplied_scenario_figures_above_the_maximum(self):
        sc = _river_scenario()
        sc.hexes[0].unit.figures = 5
        self.assertRpcError(Code.INVALID_ARGUMENT, "setup.content.supplied.hexes[0].unit.figures",
                            self.stub.NewGame, rules_service_pb2.NewGameRequest(setup=_setup(sc)))

    def test_memoir44_path_through_a_river_is_a_violation(self):
        # M8, M11: a river without a bridge is impassable. The Allied infantry at (4, 4), once
        # ordered, moves into (6, 4) (the river) and beyond: legal=false, a MEMOIR44_ code, no
        # error; a path the rules allow is legal.
        for seed in range(1, 40):
            started = self.stub.NewGame(
                rules_service_pb2.NewGameRequest(setup=_setup(_river_scenario(), seed)), timeout=30)
            state = started.state
            seat = started.turn.acting_seats[0]
            self.assertEqual(seat, 1)
            ordered = None
            for play in harness.legal_actions(self.stub, state, seat):
                after = self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                    state=state, actor=harness.actor(seat=seat), action=play), timeout=30)
                self.assertTrue(after.legal, after.violation)
                for order in harness.legal_actions(self.stub, after.state, seat):
                    o = memoir44_pb2.Action()
                    order.Unpack(o)
                    if o.WhichOneof("action") == "order" and list(o.order.units) == [_hex(4, 4)]:
                        ordered = self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                            state=after.state, actor=harness.actor(seat=seat), action=order),
                            timeout=30)
                        break
                if ordered is not None:
                    break
            if ordered is not None:
                break
        self.assertIsNotNone(ordered, "no seed deals a card ordering (4, 4)")
        self.assertTrue(ordered.legal, ordered.violation)
        for path in ([_hex(6, 4)], [_hex(6, 4), _hex(8, 4)], [_hex(5, 5), _hex(6, 4)]):
            with self.subTest(path=[(h.col, h.row) for h in path]):
                move = memoir44_pb2.Action(move=memoir44_pb2.Move(path=path))
                getattr(move.move, "from").CopyFrom(_hex(4, 4))
                answer = self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                    state=ordered.state, actor=harness.actor(seat=1), action=_pack(move)),
                    timeout=30)
                self.assertFalse(answer.legal, answer)
                self.assertFalse(answer.HasField("state"))
                self.assertTrue(answer.violation.code.startswith("MEMOIR44_"), answer.violation)
                self.assertTrue(answer.violation.rule_ref, answer.violation)
        fine = memoir44_pb2.Action(move=memoir44_pb2.Move(path=[_hex(3, 5)]))
        getattr(fine.move, "from").CopyFrom(_hex(4, 4))
        answer = self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
            state=ordered.state, actor=harness.actor(seat=1), action=_pack(fine)), timeout=30)
        self.assertTrue(answer.legal, answer.violation)
