"""Voyages' own rows of the bad-input catalogue (bad_inputs.md beside this), run as methods of
tests/hardening/bad_input_test.py's BadInputTest (bad_input_support.py): map packs (V14) that
NewGame refuses naming the space and field, and states with a sheet out of its tracks.
"""
from arbiter.games.voyages.v1 import voyages_pb2
from arbiter.v1 import game_state_pb2, rules_service_pb2

import harness
from bad_input_support import Code, with_payload


def _map():
    """A 3 x 1 invented map: start, an island, the Dread; a 1 x 1 duty grid."""
    m = voyages_pb2.MapPack(id="bad_inputs", version="1", invented=True)
    m.windrose.extend(["NW", "NE", "E", "SE", "SW", "W"])
    m.spaces.add(q=0, r=0, kind="water", region="sea")
    m.spaces.add(q=1, r=0, kind="island", island="rock")
    dread = m.spaces.add(q=2, r=0, kind="dread")
    effect = dread.effects.add(kind="dread")
    effect.cost.kind = "exhaust_ready"
    effect.cost.n = 2
    effect.reward.add(kind="gain_star", n=1)
    m.islands.add(id="rock", name="Rock", gold=2)
    m.regions.append("sea")
    m.ocean_table.append(3)
    m.start.q = 0
    m.start.r = 0
    m.sailors.start_ready = 6
    m.sailors.capacity = 9
    m.cargo.add(type="spice", capacity=3, unsold_value=1)
    m.duties.rows.add(cells=[3])
    m.duties.row_rewards.add().effects.add(kind="gain_sailors", n=1)
    m.duties.col_rewards.add().effects.add(kind="gain_star", n=1)
    return m


def _setup(m):
    setup = game_state_pb2.GameSetup(game_id="voyages", seat_count=2)
    setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
    setup.randomness.seed = 1
    setup.content.supplied.Pack(m)
    return setup


class BadInputs:
    def vy_refused(self, m, field):
        return self.assertRpcError(Code.INVALID_ARGUMENT, field, self.stub.NewGame,
                                   rules_service_pb2.NewGameRequest(setup=_setup(m)))

    def test_voyages_map_accepted(self):
        started = self.stub.NewGame(rules_service_pb2.NewGameRequest(setup=_setup(_map())),
                                    timeout=30)
        self.assertEqual(list(started.turn.acting_seats), [0, 1])

    def test_voyages_map_unknown_effect(self):
        m = _map()
        m.spaces[0].effects.add(kind="teleport", n=1)
        self.vy_refused(m, "setup.content.supplied.spaces[0].effects[0].kind: unknown effect")

    def test_voyages_map_duplicate_coordinates(self):
        m = _map()
        m.spaces[2].q = 0
        self.vy_refused(m, "setup.content.supplied.spaces[2].q")

    def test_voyages_map_windrose_not_a_permutation(self):
        m = _map()
        m.windrose[5] = "E"
        self.vy_refused(m, "setup.content.supplied.windrose[5]")

    def test_voyages_map_start_not_water(self):
        m = _map()
        m.start.q = 1
        self.vy_refused(m, "setup.content.supplied.start: the start must be a water space")

    def test_voyages_map_unknown_island_and_island_without_spaces(self):
        m = _map()
        m.spaces[1].island = "atlantis"
        self.vy_refused(m, "setup.content.supplied.spaces[1].island")
        m = _map()
        m.islands.add(id="ghost", name="Ghost", gold=1)
        self.vy_refused(m, "setup.content.supplied.islands[1].id: an island without spaces")

    def test_voyages_map_two_dread_spaces(self):
        m = _map()
        m.spaces.add(q=3, r=0, kind="dread")
        self.vy_refused(m, "setup.content.supplied.spaces[3].kind")

    def test_voyages_map_bad_duties_and_ocean_table(self):
        m = _map()
        m.duties.rows[0].cells[0] = 7
        self.vy_refused(m, "setup.content.supplied.duties.rows[0].cells[0]")
        m = _map()
        m.duties.col_rewards.add()
        self.vy_refused(m, "setup.content.supplied.duties.col_rewards")
        m = _map()
        m.regions.append("deep")
        self.vy_refused(m, "setup.content.supplied.ocean_table")

    def test_voyages_state_with_too_many_sailors(self):
        started = harness.new_game(self.stub, "voyages", 2, seed=4)
        seat = started.turn.acting_seats[0]
        legal = harness.legal_actions(self.stub, started.state, seat)
        s = voyages_pb2.State()
        started.state.payload.Unpack(s)
        s.sheets[0].exhausted_regular = 4  # 6 ready + 4 = 10, the track holds 9
        self.assertGameStateRejected(with_payload(started.state, s), seat, legal[0],
                                     "state.payload.sheets[0].ready_regular")

    def test_voyages_state_with_sheets_and_seats_apart(self):
        started = harness.new_game(self.stub, "voyages", 3, seed=4)
        seat = started.turn.acting_seats[0]
        legal = harness.legal_actions(self.stub, started.state, seat)
        s = voyages_pb2.State()
        started.state.payload.Unpack(s)
        del s.sheets[2]
        self.assertGameStateRejected(with_payload(started.state, s), seat, legal[0],
                                     "state.payload.seat_count")
