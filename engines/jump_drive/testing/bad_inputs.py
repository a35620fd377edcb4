"""Jump Drive's own rows of the bad-input catalogue (bad_inputs.md beside this), run as methods
of tests/hardening/bad_input_test.py's BadInputTest (bad_input_support.py): card packs (J15)
that NewGame refuses naming the card and field, and a state with a card too many.
"""
from arbiter.games.jump_drive.v1 import jump_drive_pb2
from arbiter.v1 import game_state_pb2, rules_service_pb2

import harness
from bad_input_support import Code, with_payload


def _card(cid, kind, cost, count=10):
    c = jump_drive_pb2.Card(id=cid, name=cid, count=count, kind=kind, cost=cost)
    if kind == "world":
        c.color = "blue"
    return c


def _pack():
    p = jump_drive_pb2.Pack(id="bad_inputs", version="1", invented=True)
    p.cards.append(_card("dev", "development", 1))
    p.cards.append(_card("world", "world", 2))
    p.survey_team.CopyFrom(_card("survey_team", "development", 1, count=4))
    return p


def _setup(pack, options=None):
    setup = game_state_pb2.GameSetup(game_id="jump_drive", seat_count=2, options=options or {})
    setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
    setup.randomness.seed = 1
    setup.content.supplied.Pack(pack)
    return setup


class BadInputs:
    def jd_refused(self, pack, field, options=None):
        return self.assertRpcError(Code.INVALID_ARGUMENT, field, self.stub.NewGame,
                                   rules_service_pb2.NewGameRequest(setup=_setup(pack, options)))

    def test_jump_drive_pack_unknown_effect(self):
        p = _pack()
        p.cards[0].powers.add(effect="teleport")
        self.jd_refused(p, "setup.content.supplied.cards[0].powers[0].effect")

    def test_jump_drive_pack_unknown_filter_and_card_name(self):
        p = _pack()
        p.cards[0].powers.add(effect="cost_discount", target="colour:blue", n=1)
        self.jd_refused(p, "setup.content.supplied.cards[0].powers[0].target")
        p = _pack()
        p.cards[1].powers.add(effect="vp_with", has="card:Nobody", n=1)
        self.jd_refused(p, "setup.content.supplied.cards[1].powers[0].has")

    def test_jump_drive_pack_bad_numbers(self):
        p = _pack()
        p.cards[1].cost = -1
        self.jd_refused(p, "setup.content.supplied.cards[1].cost")
        p = _pack()
        p.deck_size = 112
        self.jd_refused(p, "setup.content.supplied.deck_size")

    def test_jump_drive_pack_without_survey_team(self):
        p = _pack()
        p.ClearField("survey_team")
        self.jd_refused(p, "setup.content.supplied.survey_team")

    def test_jump_drive_pack_bad_preset_hand(self):
        p = _pack()
        p.preset_hands.add(letter="A", cards=["dev", "dev", "world"])
        self.jd_refused(p, "setup.content.supplied.preset_hands[0].cards")

    def test_jump_drive_preset_without_preset_hands(self):
        self.jd_refused(_pack(), "setup.options.start_hands", options={"start_hands": "preset"})

    def test_jump_drive_state_with_a_card_too_many(self):
        started = harness.new_game(self.stub, "jump_drive", 2, seed=4)
        seat = started.turn.acting_seats[0]
        legal = harness.legal_actions(self.stub, started.state, seat)
        s = jump_drive_pb2.State()
        started.state.payload.Unpack(s)
        entry = next(c for c in s.draw_pile if c.count == 1)
        entry.count = 2
        s.draw_pile_count += 1
        self.assertGameStateRejected(with_payload(started.state, s), seat, legal[0],
                                     "state.payload.draw_pile")

    def test_jump_drive_a_field_of_state_format_2_in_format_1(self):
        # Format 2 (what the server writes) keeps each seat's own discards (Seat.discarded); a
        # state sent as format 1 (state_format_version 1) that sets them is refused naming the
        # field, and the same state without them is read (its discards count as unknown).
        started = harness.new_game(self.stub, "jump_drive", 2, seed=4)
        state = started.state
        for seat in (0, 1):  # both setup discards
            action = harness.legal_actions(self.stub, state, seat)[0]
            state = self.stub.ApplyAction(rules_service_pb2.ApplyActionRequest(
                state=state, actor=harness.actor(seat=seat), action=action), timeout=30).state
        s = jump_drive_pb2.State()
        state.payload.Unpack(s)
        self.assertEqual(sum(c.count for c in s.seats[0].discarded), 2)
        old = with_payload(state, s)
        old.state_format_version = 1
        seat = 0
        action = harness.legal_actions(self.stub, state, seat)[0]
        self.assertGameStateRejected(old, seat, action,
                                     "state.payload.seats[0].discarded: a field of state format 2 "
                                     "in a state of format 1")
        for p in s.seats:
            p.ClearField("discarded")
        old = with_payload(state, s)
        old.state_format_version = 1
        self.assertEqual(list(harness.legal_actions(self.stub, old, seat)),
                         list(harness.legal_actions(self.stub, state, seat)))
