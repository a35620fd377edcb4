from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

CARD_SOURCE_DECK: CardSource
CARD_SOURCE_DISPLAY: CardSource
CARD_SOURCE_SETUP_DEAL: CardSource
CARD_SOURCE_UNSPECIFIED: CardSource
DESCRIPTOR: _descriptor.FileDescriptor
INITIAL_CHOICE_VISIBILITY_HIDDEN_UNTIL_ALL: InitialChoiceVisibility
INITIAL_CHOICE_VISIBILITY_OPEN_IN_TURN: InitialChoiceVisibility
INITIAL_CHOICE_VISIBILITY_UNSPECIFIED: InitialChoiceVisibility
LAST_TIEBREAK_EXPRESS_CARD: LastTiebreak
LAST_TIEBREAK_PATH_LENGTH: LastTiebreak
LAST_TIEBREAK_UNSPECIFIED: LastTiebreak
PHASE_CHOOSE_ACTION: Phase
PHASE_GAME_OVER: Phase
PHASE_INITIAL_TICKETS: Phase
PHASE_KEEP_TICKETS: Phase
PHASE_SECOND_CARD: Phase
PHASE_SETUP: Phase
PHASE_TUNNEL: Phase
PHASE_UNSPECIFIED: Phase
TICKET_SET_1912_ALL: TicketSet
TICKET_SET_BASE: TicketSet
TICKET_SET_UNSPECIFIED: TicketSet
TRAIN_CARD_BLACK: TrainCard
TRAIN_CARD_BLUE: TrainCard
TRAIN_CARD_GREEN: TrainCard
TRAIN_CARD_LOCOMOTIVE: TrainCard
TRAIN_CARD_ORANGE: TrainCard
TRAIN_CARD_PINK: TrainCard
TRAIN_CARD_RED: TrainCard
TRAIN_CARD_UNSPECIFIED: TrainCard
TRAIN_CARD_WHITE: TrainCard
TRAIN_CARD_YELLOW: TrainCard

class Action(_message.Message):
    __slots__ = ["build_station", "chance_outcome", "claim_route", "decline_tunnel", "draw_blind", "draw_face_up", "draw_tickets", "keep_tickets", "pay_tunnel"]
    BUILD_STATION_FIELD_NUMBER: _ClassVar[int]
    CHANCE_OUTCOME_FIELD_NUMBER: _ClassVar[int]
    CLAIM_ROUTE_FIELD_NUMBER: _ClassVar[int]
    DECLINE_TUNNEL_FIELD_NUMBER: _ClassVar[int]
    DRAW_BLIND_FIELD_NUMBER: _ClassVar[int]
    DRAW_FACE_UP_FIELD_NUMBER: _ClassVar[int]
    DRAW_TICKETS_FIELD_NUMBER: _ClassVar[int]
    KEEP_TICKETS_FIELD_NUMBER: _ClassVar[int]
    PASS_FIELD_NUMBER: _ClassVar[int]
    PAY_TUNNEL_FIELD_NUMBER: _ClassVar[int]
    build_station: BuildStation
    chance_outcome: ChanceOutcome
    claim_route: ClaimRoute
    decline_tunnel: DeclineTunnel
    draw_blind: DrawBlind
    draw_face_up: DrawFaceUp
    draw_tickets: DrawTickets
    keep_tickets: KeepTickets
    pay_tunnel: PayTunnel
    def __init__(self, draw_face_up: _Optional[_Union[DrawFaceUp, _Mapping]] = ..., draw_blind: _Optional[_Union[DrawBlind, _Mapping]] = ..., claim_route: _Optional[_Union[ClaimRoute, _Mapping]] = ..., pay_tunnel: _Optional[_Union[PayTunnel, _Mapping]] = ..., decline_tunnel: _Optional[_Union[DeclineTunnel, _Mapping]] = ..., draw_tickets: _Optional[_Union[DrawTickets, _Mapping]] = ..., keep_tickets: _Optional[_Union[KeepTickets, _Mapping]] = ..., build_station: _Optional[_Union[BuildStation, _Mapping]] = ..., chance_outcome: _Optional[_Union[ChanceOutcome, _Mapping]] = ..., **kwargs) -> None: ...

class BuildStation(_message.Message):
    __slots__ = ["city_id", "colour", "locomotives"]
    CITY_ID_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    LOCOMOTIVES_FIELD_NUMBER: _ClassVar[int]
    city_id: int
    colour: TrainCard
    locomotives: int
    def __init__(self, city_id: _Optional[int] = ..., colour: _Optional[_Union[TrainCard, str]] = ..., locomotives: _Optional[int] = ...) -> None: ...

class CardCounts(_message.Message):
    __slots__ = ["black", "blue", "green", "locomotive", "orange", "pink", "red", "white", "yellow"]
    BLACK_FIELD_NUMBER: _ClassVar[int]
    BLUE_FIELD_NUMBER: _ClassVar[int]
    GREEN_FIELD_NUMBER: _ClassVar[int]
    LOCOMOTIVE_FIELD_NUMBER: _ClassVar[int]
    ORANGE_FIELD_NUMBER: _ClassVar[int]
    PINK_FIELD_NUMBER: _ClassVar[int]
    RED_FIELD_NUMBER: _ClassVar[int]
    WHITE_FIELD_NUMBER: _ClassVar[int]
    YELLOW_FIELD_NUMBER: _ClassVar[int]
    black: int
    blue: int
    green: int
    locomotive: int
    orange: int
    pink: int
    red: int
    white: int
    yellow: int
    def __init__(self, pink: _Optional[int] = ..., white: _Optional[int] = ..., blue: _Optional[int] = ..., yellow: _Optional[int] = ..., orange: _Optional[int] = ..., black: _Optional[int] = ..., red: _Optional[int] = ..., green: _Optional[int] = ..., locomotive: _Optional[int] = ...) -> None: ...

class CardDrawn(_message.Message):
    __slots__ = ["card", "display_slot", "seat", "source"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_SLOT_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    card: TrainCard
    display_slot: int
    seat: int
    source: CardSource
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[_Union[TrainCard, str]] = ..., source: _Optional[_Union[CardSource, str]] = ..., display_slot: _Optional[int] = ...) -> None: ...

class ChanceOutcome(_message.Message):
    __slots__ = ["card", "ticket_id"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    TICKET_ID_FIELD_NUMBER: _ClassVar[int]
    card: TrainCard
    ticket_id: int
    def __init__(self, card: _Optional[_Union[TrainCard, str]] = ..., ticket_id: _Optional[int] = ...) -> None: ...

class ClaimRoute(_message.Message):
    __slots__ = ["colour", "locomotives", "route_id"]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    LOCOMOTIVES_FIELD_NUMBER: _ClassVar[int]
    ROUTE_ID_FIELD_NUMBER: _ClassVar[int]
    colour: TrainCard
    locomotives: int
    route_id: int
    def __init__(self, route_id: _Optional[int] = ..., colour: _Optional[_Union[TrainCard, str]] = ..., locomotives: _Optional[int] = ...) -> None: ...

class DeckReshuffled(_message.Message):
    __slots__ = ["cards"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: int
    def __init__(self, cards: _Optional[int] = ...) -> None: ...

class DeclineTunnel(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class DisplayRefilled(_message.Message):
    __slots__ = ["card", "slot"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    SLOT_FIELD_NUMBER: _ClassVar[int]
    card: TrainCard
    slot: int
    def __init__(self, slot: _Optional[int] = ..., card: _Optional[_Union[TrainCard, str]] = ...) -> None: ...

class DisplayReset(_message.Message):
    __slots__ = ["discarded"]
    DISCARDED_FIELD_NUMBER: _ClassVar[int]
    discarded: CardCounts
    def __init__(self, discarded: _Optional[_Union[CardCounts, _Mapping]] = ...) -> None: ...

class DrawBlind(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class DrawFaceUp(_message.Message):
    __slots__ = ["slot"]
    SLOT_FIELD_NUMBER: _ClassVar[int]
    slot: int
    def __init__(self, slot: _Optional[int] = ...) -> None: ...

class DrawTickets(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class EndTriggered(_message.Message):
    __slots__ = ["seat", "trains_left"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TRAINS_LEFT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    trains_left: int
    def __init__(self, seat: _Optional[int] = ..., trains_left: _Optional[int] = ...) -> None: ...

class Event(_message.Message):
    __slots__ = ["card_drawn", "deck_reshuffled", "display_refilled", "display_reset", "end_triggered", "game_ended", "initial_choices_revealed", "passed", "route_claimed", "station_built", "ticket_drawn", "tickets_kept", "tunnel_declared", "tunnel_declined", "tunnel_revealed", "turn_began"]
    CARD_DRAWN_FIELD_NUMBER: _ClassVar[int]
    DECK_RESHUFFLED_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_REFILLED_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_RESET_FIELD_NUMBER: _ClassVar[int]
    END_TRIGGERED_FIELD_NUMBER: _ClassVar[int]
    GAME_ENDED_FIELD_NUMBER: _ClassVar[int]
    INITIAL_CHOICES_REVEALED_FIELD_NUMBER: _ClassVar[int]
    PASSED_FIELD_NUMBER: _ClassVar[int]
    ROUTE_CLAIMED_FIELD_NUMBER: _ClassVar[int]
    STATION_BUILT_FIELD_NUMBER: _ClassVar[int]
    TICKETS_KEPT_FIELD_NUMBER: _ClassVar[int]
    TICKET_DRAWN_FIELD_NUMBER: _ClassVar[int]
    TUNNEL_DECLARED_FIELD_NUMBER: _ClassVar[int]
    TUNNEL_DECLINED_FIELD_NUMBER: _ClassVar[int]
    TUNNEL_REVEALED_FIELD_NUMBER: _ClassVar[int]
    TURN_BEGAN_FIELD_NUMBER: _ClassVar[int]
    card_drawn: CardDrawn
    deck_reshuffled: DeckReshuffled
    display_refilled: DisplayRefilled
    display_reset: DisplayReset
    end_triggered: EndTriggered
    game_ended: GameEnded
    initial_choices_revealed: InitialChoicesRevealed
    passed: Passed
    route_claimed: RouteClaimed
    station_built: StationBuiltEvent
    ticket_drawn: TicketDrawn
    tickets_kept: TicketsKept
    tunnel_declared: TunnelDeclared
    tunnel_declined: TunnelDeclined
    tunnel_revealed: TunnelRevealed
    turn_began: TurnBegan
    def __init__(self, card_drawn: _Optional[_Union[CardDrawn, _Mapping]] = ..., display_refilled: _Optional[_Union[DisplayRefilled, _Mapping]] = ..., display_reset: _Optional[_Union[DisplayReset, _Mapping]] = ..., deck_reshuffled: _Optional[_Union[DeckReshuffled, _Mapping]] = ..., route_claimed: _Optional[_Union[RouteClaimed, _Mapping]] = ..., tunnel_declared: _Optional[_Union[TunnelDeclared, _Mapping]] = ..., tunnel_revealed: _Optional[_Union[TunnelRevealed, _Mapping]] = ..., tunnel_declined: _Optional[_Union[TunnelDeclined, _Mapping]] = ..., ticket_drawn: _Optional[_Union[TicketDrawn, _Mapping]] = ..., tickets_kept: _Optional[_Union[TicketsKept, _Mapping]] = ..., initial_choices_revealed: _Optional[_Union[InitialChoicesRevealed, _Mapping]] = ..., station_built: _Optional[_Union[StationBuiltEvent, _Mapping]] = ..., passed: _Optional[_Union[Passed, _Mapping]] = ..., end_triggered: _Optional[_Union[EndTriggered, _Mapping]] = ..., turn_began: _Optional[_Union[TurnBegan, _Mapping]] = ..., game_ended: _Optional[_Union[GameEnded, _Mapping]] = ...) -> None: ...

class FinalScore(_message.Message):
    __slots__ = ["borrowed_route_ids", "completed_ticket_ids", "express_points", "longest_path", "route_points", "station_points", "stations_built", "ticket_points", "tickets_completed", "total"]
    BORROWED_ROUTE_IDS_FIELD_NUMBER: _ClassVar[int]
    COMPLETED_TICKET_IDS_FIELD_NUMBER: _ClassVar[int]
    EXPRESS_POINTS_FIELD_NUMBER: _ClassVar[int]
    LONGEST_PATH_FIELD_NUMBER: _ClassVar[int]
    ROUTE_POINTS_FIELD_NUMBER: _ClassVar[int]
    STATIONS_BUILT_FIELD_NUMBER: _ClassVar[int]
    STATION_POINTS_FIELD_NUMBER: _ClassVar[int]
    TICKETS_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    TICKET_POINTS_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    borrowed_route_ids: _containers.RepeatedScalarFieldContainer[int]
    completed_ticket_ids: _containers.RepeatedScalarFieldContainer[int]
    express_points: int
    longest_path: int
    route_points: int
    station_points: int
    stations_built: int
    ticket_points: int
    tickets_completed: int
    total: int
    def __init__(self, route_points: _Optional[int] = ..., ticket_points: _Optional[int] = ..., tickets_completed: _Optional[int] = ..., station_points: _Optional[int] = ..., express_points: _Optional[int] = ..., longest_path: _Optional[int] = ..., stations_built: _Optional[int] = ..., borrowed_route_ids: _Optional[_Iterable[int]] = ..., completed_ticket_ids: _Optional[_Iterable[int]] = ..., total: _Optional[int] = ...) -> None: ...

class GameEnded(_message.Message):
    __slots__ = ["scores"]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    scores: _containers.RepeatedCompositeFieldContainer[FinalScore]
    def __init__(self, scores: _Optional[_Iterable[_Union[FinalScore, _Mapping]]] = ...) -> None: ...

class InitialChoicesRevealed(_message.Message):
    __slots__ = ["kept_counts"]
    KEPT_COUNTS_FIELD_NUMBER: _ClassVar[int]
    kept_counts: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, kept_counts: _Optional[_Iterable[int]] = ...) -> None: ...

class KeepTickets(_message.Message):
    __slots__ = ["ticket_ids"]
    TICKET_IDS_FIELD_NUMBER: _ClassVar[int]
    ticket_ids: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, ticket_ids: _Optional[_Iterable[int]] = ...) -> None: ...

class Options(_message.Message):
    __slots__ = ["draw_needs_deck", "initial_choice_visibility", "last_tiebreak", "max_loco_resets", "ticket_set"]
    DRAW_NEEDS_DECK_FIELD_NUMBER: _ClassVar[int]
    INITIAL_CHOICE_VISIBILITY_FIELD_NUMBER: _ClassVar[int]
    LAST_TIEBREAK_FIELD_NUMBER: _ClassVar[int]
    MAX_LOCO_RESETS_FIELD_NUMBER: _ClassVar[int]
    TICKET_SET_FIELD_NUMBER: _ClassVar[int]
    draw_needs_deck: bool
    initial_choice_visibility: InitialChoiceVisibility
    last_tiebreak: LastTiebreak
    max_loco_resets: int
    ticket_set: TicketSet
    def __init__(self, initial_choice_visibility: _Optional[_Union[InitialChoiceVisibility, str]] = ..., draw_needs_deck: bool = ..., max_loco_resets: _Optional[int] = ..., last_tiebreak: _Optional[_Union[LastTiebreak, str]] = ..., ticket_set: _Optional[_Union[TicketSet, str]] = ...) -> None: ...

class Pass(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class Passed(_message.Message):
    __slots__ = ["seat"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class PayTunnel(_message.Message):
    __slots__ = ["locomotives"]
    LOCOMOTIVES_FIELD_NUMBER: _ClassVar[int]
    locomotives: int
    def __init__(self, locomotives: _Optional[int] = ...) -> None: ...

class Player(_message.Message):
    __slots__ = ["final_score", "hand", "hand_size", "initial_choice_made", "routes", "score", "stations", "stations_left", "tickets", "tickets_discarded", "tickets_offered", "trains_left"]
    FINAL_SCORE_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZE_FIELD_NUMBER: _ClassVar[int]
    INITIAL_CHOICE_MADE_FIELD_NUMBER: _ClassVar[int]
    ROUTES_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    STATIONS_FIELD_NUMBER: _ClassVar[int]
    STATIONS_LEFT_FIELD_NUMBER: _ClassVar[int]
    TICKETS_DISCARDED_FIELD_NUMBER: _ClassVar[int]
    TICKETS_FIELD_NUMBER: _ClassVar[int]
    TICKETS_OFFERED_FIELD_NUMBER: _ClassVar[int]
    TRAINS_LEFT_FIELD_NUMBER: _ClassVar[int]
    final_score: FinalScore
    hand: CardCounts
    hand_size: int
    initial_choice_made: bool
    routes: _containers.RepeatedScalarFieldContainer[int]
    score: int
    stations: _containers.RepeatedScalarFieldContainer[int]
    stations_left: int
    tickets: _containers.RepeatedScalarFieldContainer[int]
    tickets_discarded: _containers.RepeatedScalarFieldContainer[int]
    tickets_offered: _containers.RepeatedScalarFieldContainer[int]
    trains_left: int
    def __init__(self, hand: _Optional[_Union[CardCounts, _Mapping]] = ..., hand_size: _Optional[int] = ..., tickets: _Optional[_Iterable[int]] = ..., tickets_offered: _Optional[_Iterable[int]] = ..., tickets_discarded: _Optional[_Iterable[int]] = ..., initial_choice_made: bool = ..., trains_left: _Optional[int] = ..., stations_left: _Optional[int] = ..., score: _Optional[int] = ..., final_score: _Optional[_Union[FinalScore, _Mapping]] = ..., routes: _Optional[_Iterable[int]] = ..., stations: _Optional[_Iterable[int]] = ...) -> None: ...

class RouteClaim(_message.Message):
    __slots__ = ["route_id", "seat"]
    ROUTE_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    route_id: int
    seat: int
    def __init__(self, route_id: _Optional[int] = ..., seat: _Optional[int] = ...) -> None: ...

class RouteClaimed(_message.Message):
    __slots__ = ["paid", "points", "route_id", "seat"]
    PAID_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    ROUTE_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    paid: CardCounts
    points: int
    route_id: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., route_id: _Optional[int] = ..., paid: _Optional[_Union[CardCounts, _Mapping]] = ..., points: _Optional[int] = ...) -> None: ...

class State(_message.Message):
    __slots__ = ["active_seat", "blind_draw_pending", "cards_taken", "discard", "display", "end_trigger_seat", "external_randomness", "final_turns_left", "first_seat", "loco_resets_in_row", "long_tickets_undealt", "options", "passes_in_row", "phase", "players", "rng_state", "routes_claimed", "seat_count", "stations", "ticket_deck", "ticket_deck_bottom", "tickets_to_draw", "train_deck", "train_deck_size", "tunnel"]
    ACTIVE_SEAT_FIELD_NUMBER: _ClassVar[int]
    BLIND_DRAW_PENDING_FIELD_NUMBER: _ClassVar[int]
    CARDS_TAKEN_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_FIELD_NUMBER: _ClassVar[int]
    END_TRIGGER_SEAT_FIELD_NUMBER: _ClassVar[int]
    EXTERNAL_RANDOMNESS_FIELD_NUMBER: _ClassVar[int]
    FINAL_TURNS_LEFT_FIELD_NUMBER: _ClassVar[int]
    FIRST_SEAT_FIELD_NUMBER: _ClassVar[int]
    LOCO_RESETS_IN_ROW_FIELD_NUMBER: _ClassVar[int]
    LONG_TICKETS_UNDEALT_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PASSES_IN_ROW_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    RNG_STATE_FIELD_NUMBER: _ClassVar[int]
    ROUTES_CLAIMED_FIELD_NUMBER: _ClassVar[int]
    SEAT_COUNT_FIELD_NUMBER: _ClassVar[int]
    STATIONS_FIELD_NUMBER: _ClassVar[int]
    TICKETS_TO_DRAW_FIELD_NUMBER: _ClassVar[int]
    TICKET_DECK_BOTTOM_FIELD_NUMBER: _ClassVar[int]
    TICKET_DECK_FIELD_NUMBER: _ClassVar[int]
    TRAIN_DECK_FIELD_NUMBER: _ClassVar[int]
    TRAIN_DECK_SIZE_FIELD_NUMBER: _ClassVar[int]
    TUNNEL_FIELD_NUMBER: _ClassVar[int]
    active_seat: int
    blind_draw_pending: bool
    cards_taken: int
    discard: CardCounts
    display: _containers.RepeatedScalarFieldContainer[TrainCard]
    end_trigger_seat: int
    external_randomness: bool
    final_turns_left: int
    first_seat: int
    loco_resets_in_row: int
    long_tickets_undealt: _containers.RepeatedScalarFieldContainer[int]
    options: Options
    passes_in_row: int
    phase: Phase
    players: _containers.RepeatedCompositeFieldContainer[Player]
    rng_state: int
    routes_claimed: _containers.RepeatedCompositeFieldContainer[RouteClaim]
    seat_count: int
    stations: _containers.RepeatedCompositeFieldContainer[StationBuilt]
    ticket_deck: _containers.RepeatedScalarFieldContainer[int]
    ticket_deck_bottom: _containers.RepeatedCompositeFieldContainer[TicketUnderDeck]
    tickets_to_draw: int
    train_deck: CardCounts
    train_deck_size: int
    tunnel: Tunnel
    def __init__(self, options: _Optional[_Union[Options, _Mapping]] = ..., seat_count: _Optional[int] = ..., first_seat: _Optional[int] = ..., external_randomness: bool = ..., rng_state: _Optional[int] = ..., train_deck: _Optional[_Union[CardCounts, _Mapping]] = ..., train_deck_size: _Optional[int] = ..., discard: _Optional[_Union[CardCounts, _Mapping]] = ..., display: _Optional[_Iterable[_Union[TrainCard, str]]] = ..., loco_resets_in_row: _Optional[int] = ..., ticket_deck: _Optional[_Iterable[int]] = ..., ticket_deck_bottom: _Optional[_Iterable[_Union[TicketUnderDeck, _Mapping]]] = ..., long_tickets_undealt: _Optional[_Iterable[int]] = ..., players: _Optional[_Iterable[_Union[Player, _Mapping]]] = ..., routes_claimed: _Optional[_Iterable[_Union[RouteClaim, _Mapping]]] = ..., stations: _Optional[_Iterable[_Union[StationBuilt, _Mapping]]] = ..., phase: _Optional[_Union[Phase, str]] = ..., active_seat: _Optional[int] = ..., cards_taken: _Optional[int] = ..., blind_draw_pending: bool = ..., tunnel: _Optional[_Union[Tunnel, _Mapping]] = ..., tickets_to_draw: _Optional[int] = ..., end_trigger_seat: _Optional[int] = ..., final_turns_left: _Optional[int] = ..., passes_in_row: _Optional[int] = ...) -> None: ...

class StationBuilt(_message.Message):
    __slots__ = ["city_id", "seat"]
    CITY_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    city_id: int
    seat: int
    def __init__(self, city_id: _Optional[int] = ..., seat: _Optional[int] = ...) -> None: ...

class StationBuiltEvent(_message.Message):
    __slots__ = ["city_id", "paid", "seat"]
    CITY_ID_FIELD_NUMBER: _ClassVar[int]
    PAID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    city_id: int
    paid: CardCounts
    seat: int
    def __init__(self, seat: _Optional[int] = ..., city_id: _Optional[int] = ..., paid: _Optional[_Union[CardCounts, _Mapping]] = ...) -> None: ...

class TicketDrawn(_message.Message):
    __slots__ = ["long_ticket", "seat", "ticket_id"]
    LONG_TICKET_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TICKET_ID_FIELD_NUMBER: _ClassVar[int]
    long_ticket: bool
    seat: int
    ticket_id: int
    def __init__(self, seat: _Optional[int] = ..., ticket_id: _Optional[int] = ..., long_ticket: bool = ...) -> None: ...

class TicketUnderDeck(_message.Message):
    __slots__ = ["returned_by", "ticket_id"]
    RETURNED_BY_FIELD_NUMBER: _ClassVar[int]
    TICKET_ID_FIELD_NUMBER: _ClassVar[int]
    returned_by: int
    ticket_id: int
    def __init__(self, ticket_id: _Optional[int] = ..., returned_by: _Optional[int] = ...) -> None: ...

class TicketsKept(_message.Message):
    __slots__ = ["initial", "kept_count", "kept_ticket_ids", "returned_count", "returned_ticket_ids", "seat"]
    INITIAL_FIELD_NUMBER: _ClassVar[int]
    KEPT_COUNT_FIELD_NUMBER: _ClassVar[int]
    KEPT_TICKET_IDS_FIELD_NUMBER: _ClassVar[int]
    RETURNED_COUNT_FIELD_NUMBER: _ClassVar[int]
    RETURNED_TICKET_IDS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    initial: bool
    kept_count: int
    kept_ticket_ids: _containers.RepeatedScalarFieldContainer[int]
    returned_count: int
    returned_ticket_ids: _containers.RepeatedScalarFieldContainer[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ..., kept_ticket_ids: _Optional[_Iterable[int]] = ..., returned_ticket_ids: _Optional[_Iterable[int]] = ..., kept_count: _Optional[int] = ..., returned_count: _Optional[int] = ..., initial: bool = ...) -> None: ...

class Tunnel(_message.Message):
    __slots__ = ["extra_cost", "laid", "mode", "revealed", "reveals_left", "route_id"]
    EXTRA_COST_FIELD_NUMBER: _ClassVar[int]
    LAID_FIELD_NUMBER: _ClassVar[int]
    MODE_FIELD_NUMBER: _ClassVar[int]
    REVEALED_FIELD_NUMBER: _ClassVar[int]
    REVEALS_LEFT_FIELD_NUMBER: _ClassVar[int]
    ROUTE_ID_FIELD_NUMBER: _ClassVar[int]
    extra_cost: int
    laid: CardCounts
    mode: TrainCard
    revealed: _containers.RepeatedScalarFieldContainer[TrainCard]
    reveals_left: int
    route_id: int
    def __init__(self, route_id: _Optional[int] = ..., mode: _Optional[_Union[TrainCard, str]] = ..., laid: _Optional[_Union[CardCounts, _Mapping]] = ..., revealed: _Optional[_Iterable[_Union[TrainCard, str]]] = ..., reveals_left: _Optional[int] = ..., extra_cost: _Optional[int] = ...) -> None: ...

class TunnelDeclared(_message.Message):
    __slots__ = ["laid", "route_id", "seat"]
    LAID_FIELD_NUMBER: _ClassVar[int]
    ROUTE_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    laid: CardCounts
    route_id: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., route_id: _Optional[int] = ..., laid: _Optional[_Union[CardCounts, _Mapping]] = ...) -> None: ...

class TunnelDeclined(_message.Message):
    __slots__ = ["route_id", "seat"]
    ROUTE_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    route_id: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., route_id: _Optional[int] = ...) -> None: ...

class TunnelRevealed(_message.Message):
    __slots__ = ["extra_cost", "revealed", "route_id"]
    EXTRA_COST_FIELD_NUMBER: _ClassVar[int]
    REVEALED_FIELD_NUMBER: _ClassVar[int]
    ROUTE_ID_FIELD_NUMBER: _ClassVar[int]
    extra_cost: int
    revealed: _containers.RepeatedScalarFieldContainer[TrainCard]
    route_id: int
    def __init__(self, route_id: _Optional[int] = ..., revealed: _Optional[_Iterable[_Union[TrainCard, str]]] = ..., extra_cost: _Optional[int] = ...) -> None: ...

class TurnBegan(_message.Message):
    __slots__ = ["seat"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class TrainCard(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class InitialChoiceVisibility(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class LastTiebreak(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class TicketSet(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class CardSource(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []
