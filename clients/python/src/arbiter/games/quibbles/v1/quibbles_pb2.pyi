from arbiter.v1 import game_state_pb2 as _game_state_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

AFTER_DRAWING_FIRST_TURN: AfterDrawing
AFTER_DRAWING_NEXT_TURN: AfterDrawing
AFTER_DRAWING_STASH_OR_END: AfterDrawing
AFTER_DRAWING_UNSPECIFIED: AfterDrawing
DESCRIPTOR: _descriptor.FileDescriptor
DRAW_DESTINATION_HAND: DrawDestination
DRAW_DESTINATION_ROW: DrawDestination
DRAW_DESTINATION_UNSPECIFIED: DrawDestination
EDITION_BGA_2023: Edition
EDITION_UNSPECIFIED: Edition
PENDING_KIND_DISCARD_HANDS: PendingKind
PENDING_KIND_DRAW_TO_HAND: PendingKind
PENDING_KIND_DRAW_TO_ROW: PendingKind
PENDING_KIND_UNSPECIFIED: PendingKind
PHASE_DRAWING: Phase
PHASE_FINISHED: Phase
PHASE_MAIN_ACTION: Phase
PHASE_STASH_OR_END: Phase
PHASE_UNSPECIFIED: Phase
STASH_SURPLUS_DISCARD_ALL: StashSurplus
STASH_SURPLUS_KEEP_SURPLUS: StashSurplus
STASH_SURPLUS_UNSPECIFIED: StashSurplus

class Action(_message.Message):
    __slots__ = ["chance_outcome", "combine", "draw", "end_turn", "split", "stash"]
    CHANCE_OUTCOME_FIELD_NUMBER: _ClassVar[int]
    COMBINE_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    END_TURN_FIELD_NUMBER: _ClassVar[int]
    PASS_FIELD_NUMBER: _ClassVar[int]
    SPLIT_FIELD_NUMBER: _ClassVar[int]
    STASH_FIELD_NUMBER: _ClassVar[int]
    chance_outcome: ChanceOutcome
    combine: Combine
    draw: Draw
    end_turn: EndTurn
    split: Split
    stash: Stash
    def __init__(self, split: _Optional[_Union[Split, _Mapping]] = ..., combine: _Optional[_Union[Combine, _Mapping]] = ..., draw: _Optional[_Union[Draw, _Mapping]] = ..., stash: _Optional[_Union[Stash, _Mapping]] = ..., end_turn: _Optional[_Union[EndTurn, _Mapping]] = ..., chance_outcome: _Optional[_Union[ChanceOutcome, _Mapping]] = ..., **kwargs) -> None: ...

class CardAddedToRow(_message.Message):
    __slots__ = ["card", "seat"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    card: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[int] = ...) -> None: ...

class CardCounts(_message.Message):
    __slots__ = ["fives", "fours", "ones", "sixes", "threes", "twos"]
    FIVES_FIELD_NUMBER: _ClassVar[int]
    FOURS_FIELD_NUMBER: _ClassVar[int]
    ONES_FIELD_NUMBER: _ClassVar[int]
    SIXES_FIELD_NUMBER: _ClassVar[int]
    THREES_FIELD_NUMBER: _ClassVar[int]
    TWOS_FIELD_NUMBER: _ClassVar[int]
    fives: int
    fours: int
    ones: int
    sixes: int
    threes: int
    twos: int
    def __init__(self, ones: _Optional[int] = ..., twos: _Optional[int] = ..., threes: _Optional[int] = ..., fours: _Optional[int] = ..., fives: _Optional[int] = ..., sixes: _Optional[int] = ...) -> None: ...

class CardsDrawn(_message.Message):
    __slots__ = ["count", "seat", "values"]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    count: int
    seat: int
    values: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, seat: _Optional[int] = ..., count: _Optional[int] = ..., values: _Optional[_Iterable[int]] = ...) -> None: ...

class ChanceOutcome(_message.Message):
    __slots__ = ["value"]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    value: int
    def __init__(self, value: _Optional[int] = ...) -> None: ...

class CollectionDiscarded(_message.Message):
    __slots__ = ["seat", "value"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    value: int
    def __init__(self, seat: _Optional[int] = ..., value: _Optional[int] = ...) -> None: ...

class Combine(_message.Message):
    __slots__ = ["cards", "take_count"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    TAKE_COUNT_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[int]
    take_count: int
    def __init__(self, cards: _Optional[_Iterable[int]] = ..., take_count: _Optional[int] = ...) -> None: ...

class CombinePlayed(_message.Message):
    __slots__ = ["cards", "seat", "take_count", "total"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TAKE_COUNT_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[int]
    seat: int
    take_count: int
    total: int
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Iterable[int]] = ..., total: _Optional[int] = ..., take_count: _Optional[int] = ...) -> None: ...

class Draw(_message.Message):
    __slots__ = ["card"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: int
    def __init__(self, card: _Optional[int] = ...) -> None: ...

class EndTurn(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class Event(_message.Message):
    __slots__ = ["card_added_to_row", "cards_drawn", "collection_discarded", "combine_played", "game_won", "hand_discarded", "passed", "reshuffled", "row_discarded", "row_refilled", "short_draw", "split_played", "stashed", "turn_ended"]
    CARDS_DRAWN_FIELD_NUMBER: _ClassVar[int]
    CARD_ADDED_TO_ROW_FIELD_NUMBER: _ClassVar[int]
    COLLECTION_DISCARDED_FIELD_NUMBER: _ClassVar[int]
    COMBINE_PLAYED_FIELD_NUMBER: _ClassVar[int]
    GAME_WON_FIELD_NUMBER: _ClassVar[int]
    HAND_DISCARDED_FIELD_NUMBER: _ClassVar[int]
    PASSED_FIELD_NUMBER: _ClassVar[int]
    RESHUFFLED_FIELD_NUMBER: _ClassVar[int]
    ROW_DISCARDED_FIELD_NUMBER: _ClassVar[int]
    ROW_REFILLED_FIELD_NUMBER: _ClassVar[int]
    SHORT_DRAW_FIELD_NUMBER: _ClassVar[int]
    SPLIT_PLAYED_FIELD_NUMBER: _ClassVar[int]
    STASHED_FIELD_NUMBER: _ClassVar[int]
    TURN_ENDED_FIELD_NUMBER: _ClassVar[int]
    card_added_to_row: CardAddedToRow
    cards_drawn: CardsDrawn
    collection_discarded: CollectionDiscarded
    combine_played: CombinePlayed
    game_won: GameWon
    hand_discarded: HandDiscarded
    passed: Passed
    reshuffled: Reshuffled
    row_discarded: RowDiscarded
    row_refilled: RowRefilled
    short_draw: ShortDraw
    split_played: SplitPlayed
    stashed: Stashed
    turn_ended: TurnEnded
    def __init__(self, split_played: _Optional[_Union[SplitPlayed, _Mapping]] = ..., combine_played: _Optional[_Union[CombinePlayed, _Mapping]] = ..., card_added_to_row: _Optional[_Union[CardAddedToRow, _Mapping]] = ..., cards_drawn: _Optional[_Union[CardsDrawn, _Mapping]] = ..., row_refilled: _Optional[_Union[RowRefilled, _Mapping]] = ..., row_discarded: _Optional[_Union[RowDiscarded, _Mapping]] = ..., reshuffled: _Optional[_Union[Reshuffled, _Mapping]] = ..., hand_discarded: _Optional[_Union[HandDiscarded, _Mapping]] = ..., stashed: _Optional[_Union[Stashed, _Mapping]] = ..., collection_discarded: _Optional[_Union[CollectionDiscarded, _Mapping]] = ..., game_won: _Optional[_Union[GameWon, _Mapping]] = ..., passed: _Optional[_Union[Passed, _Mapping]] = ..., turn_ended: _Optional[_Union[TurnEnded, _Mapping]] = ..., short_draw: _Optional[_Union[ShortDraw, _Mapping]] = ...) -> None: ...

class GameWon(_message.Message):
    __slots__ = ["collection_total", "seat"]
    COLLECTION_TOTAL_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    collection_total: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., collection_total: _Optional[int] = ...) -> None: ...

class HandDiscarded(_message.Message):
    __slots__ = ["cards", "count", "seat"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    cards: CardCounts
    count: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., count: _Optional[int] = ..., cards: _Optional[_Union[CardCounts, _Mapping]] = ...) -> None: ...

class Options(_message.Message):
    __slots__ = ["allow_empty_take", "edition", "stash_surplus", "win_requires_six_cards"]
    ALLOW_EMPTY_TAKE_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    STASH_SURPLUS_FIELD_NUMBER: _ClassVar[int]
    WIN_REQUIRES_SIX_CARDS_FIELD_NUMBER: _ClassVar[int]
    allow_empty_take: bool
    edition: Edition
    stash_surplus: StashSurplus
    win_requires_six_cards: bool
    def __init__(self, edition: _Optional[_Union[Edition, str]] = ..., allow_empty_take: bool = ..., stash_surplus: _Optional[_Union[StashSurplus, str]] = ..., win_requires_six_cards: bool = ...) -> None: ...

class Pass(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class Passed(_message.Message):
    __slots__ = ["seat"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class PendingStep(_message.Message):
    __slots__ = ["count", "kind", "seat"]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    count: int
    kind: PendingKind
    seat: int
    def __init__(self, kind: _Optional[_Union[PendingKind, str]] = ..., seat: _Optional[int] = ..., count: _Optional[int] = ...) -> None: ...

class Reshuffled(_message.Message):
    __slots__ = ["card_count"]
    CARD_COUNT_FIELD_NUMBER: _ClassVar[int]
    card_count: int
    def __init__(self, card_count: _Optional[int] = ...) -> None: ...

class RowDiscarded(_message.Message):
    __slots__ = ["cards"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: CardCounts
    def __init__(self, cards: _Optional[_Union[CardCounts, _Mapping]] = ...) -> None: ...

class RowRefilled(_message.Message):
    __slots__ = ["values"]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    values: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, values: _Optional[_Iterable[int]] = ...) -> None: ...

class Seat(_message.Message):
    __slots__ = ["collection", "hand", "hand_size"]
    COLLECTION_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZE_FIELD_NUMBER: _ClassVar[int]
    collection: CardCounts
    hand: CardCounts
    hand_size: int
    def __init__(self, hand: _Optional[_Union[CardCounts, _Mapping]] = ..., hand_size: _Optional[int] = ..., collection: _Optional[_Union[CardCounts, _Mapping]] = ...) -> None: ...

class Set(_message.Message):
    __slots__ = ["values"]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    values: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, values: _Optional[_Iterable[int]] = ...) -> None: ...

class ShortDraw(_message.Message):
    __slots__ = ["destination", "missing", "seat"]
    DESTINATION_FIELD_NUMBER: _ClassVar[int]
    MISSING_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    destination: DrawDestination
    missing: int
    seat: int
    def __init__(self, destination: _Optional[_Union[DrawDestination, str]] = ..., seat: _Optional[int] = ..., missing: _Optional[int] = ...) -> None: ...

class Split(_message.Message):
    __slots__ = ["card", "sets"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    SETS_FIELD_NUMBER: _ClassVar[int]
    card: int
    sets: _containers.RepeatedCompositeFieldContainer[Set]
    def __init__(self, card: _Optional[int] = ..., sets: _Optional[_Iterable[_Union[Set, _Mapping]]] = ...) -> None: ...

class SplitPlayed(_message.Message):
    __slots__ = ["card", "seat", "sets"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SETS_FIELD_NUMBER: _ClassVar[int]
    card: int
    seat: int
    sets: _containers.RepeatedCompositeFieldContainer[Set]
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[int] = ..., sets: _Optional[_Iterable[_Union[Set, _Mapping]]] = ...) -> None: ...

class Stash(_message.Message):
    __slots__ = ["discard_from_collection", "value"]
    DISCARD_FROM_COLLECTION_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    discard_from_collection: int
    value: int
    def __init__(self, value: _Optional[int] = ..., discard_from_collection: _Optional[int] = ...) -> None: ...

class Stashed(_message.Message):
    __slots__ = ["collection_total", "discarded_count", "seat", "value"]
    COLLECTION_TOTAL_FIELD_NUMBER: _ClassVar[int]
    DISCARDED_COUNT_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    collection_total: int
    discarded_count: int
    seat: int
    value: int
    def __init__(self, seat: _Optional[int] = ..., value: _Optional[int] = ..., discarded_count: _Optional[int] = ..., collection_total: _Optional[int] = ...) -> None: ...

class State(_message.Message):
    __slots__ = ["after_drawing", "current_seat", "discard_pile", "draw_pile", "draw_pile_size", "options", "pending_steps", "phase", "randomness_mode", "rng_state", "row", "seats", "winner"]
    AFTER_DRAWING_FIELD_NUMBER: _ClassVar[int]
    CURRENT_SEAT_FIELD_NUMBER: _ClassVar[int]
    DISCARD_PILE_FIELD_NUMBER: _ClassVar[int]
    DRAW_PILE_FIELD_NUMBER: _ClassVar[int]
    DRAW_PILE_SIZE_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PENDING_STEPS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    RANDOMNESS_MODE_FIELD_NUMBER: _ClassVar[int]
    RNG_STATE_FIELD_NUMBER: _ClassVar[int]
    ROW_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    after_drawing: AfterDrawing
    current_seat: int
    discard_pile: CardCounts
    draw_pile: CardCounts
    draw_pile_size: int
    options: Options
    pending_steps: _containers.RepeatedCompositeFieldContainer[PendingStep]
    phase: Phase
    randomness_mode: _game_state_pb2.RandomnessMode
    rng_state: int
    row: CardCounts
    seats: _containers.RepeatedCompositeFieldContainer[Seat]
    winner: int
    def __init__(self, options: _Optional[_Union[Options, _Mapping]] = ..., randomness_mode: _Optional[_Union[_game_state_pb2.RandomnessMode, str]] = ..., rng_state: _Optional[int] = ..., seats: _Optional[_Iterable[_Union[Seat, _Mapping]]] = ..., row: _Optional[_Union[CardCounts, _Mapping]] = ..., discard_pile: _Optional[_Union[CardCounts, _Mapping]] = ..., draw_pile: _Optional[_Union[CardCounts, _Mapping]] = ..., draw_pile_size: _Optional[int] = ..., current_seat: _Optional[int] = ..., phase: _Optional[_Union[Phase, str]] = ..., after_drawing: _Optional[_Union[AfterDrawing, str]] = ..., pending_steps: _Optional[_Iterable[_Union[PendingStep, _Mapping]]] = ..., winner: _Optional[int] = ...) -> None: ...

class TurnEnded(_message.Message):
    __slots__ = ["next_seat", "seat"]
    NEXT_SEAT_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    next_seat: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., next_seat: _Optional[int] = ...) -> None: ...

class Edition(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class StashSurplus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class AfterDrawing(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class PendingKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class DrawDestination(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []
