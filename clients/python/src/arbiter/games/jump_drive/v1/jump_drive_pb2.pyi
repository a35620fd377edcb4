from arbiter.v1 import game_state_pb2 as _game_state_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor
DRAW_REASON_BONUS: DrawReason
DRAW_REASON_DEAL: DrawReason
DRAW_REASON_EXPLORE: DrawReason
DRAW_REASON_INCOME: DrawReason
DRAW_REASON_UNSPECIFIED: DrawReason
PHASE_FINISHED: Phase
PHASE_HAND_LIMIT: Phase
PHASE_INCOME: Phase
PHASE_PLACE: Phase
PHASE_RESOLVE: Phase
PHASE_SETUP: Phase
PHASE_SETUP_DISCARD: Phase
PHASE_UNSPECIFIED: Phase
START_HANDS_DEAL7_KEEP5: StartHands
START_HANDS_PRESET: StartHands
START_HANDS_UNSPECIFIED: StartHands
STEP_BONUS_DRAW: Step
STEP_CONVOY: Step
STEP_CONVOY_PAY: Step
STEP_EXPLORE_DISCARD: Step
STEP_EXPLORE_DRAW: Step
STEP_HAND_LIMIT: Step
STEP_PAY: Step
STEP_PLACE: Step
STEP_SETUP_DISCARD: Step
STEP_UNSPECIFIED: Step
WAR_PROPAGANDA_TIE_NEAREST_CLOCKWISE: WarPropagandaTie
WAR_PROPAGANDA_TIE_STAY: WarPropagandaTie
WAR_PROPAGANDA_TIE_UNSPECIFIED: WarPropagandaTie
WORLD_MODE_CONQUER: WorldMode
WORLD_MODE_CONTACT: WorldMode
WORLD_MODE_PAY: WorldMode
WORLD_MODE_UNSPECIFIED: WorldMode

class Action(_message.Message):
    __slots__ = ["chance_outcome", "convoy", "decline", "discard_to_limit", "explore", "explore_discard", "pay", "place", "setup_discard"]
    CHANCE_OUTCOME_FIELD_NUMBER: _ClassVar[int]
    CONVOY_FIELD_NUMBER: _ClassVar[int]
    DECLINE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_TO_LIMIT_FIELD_NUMBER: _ClassVar[int]
    EXPLORE_DISCARD_FIELD_NUMBER: _ClassVar[int]
    EXPLORE_FIELD_NUMBER: _ClassVar[int]
    PAY_FIELD_NUMBER: _ClassVar[int]
    PLACE_FIELD_NUMBER: _ClassVar[int]
    SETUP_DISCARD_FIELD_NUMBER: _ClassVar[int]
    chance_outcome: ChanceOutcome
    convoy: Convoy
    decline: Decline
    discard_to_limit: Discard
    explore: Explore
    explore_discard: Discard
    pay: Pay
    place: Place
    setup_discard: SetupDiscard
    def __init__(self, setup_discard: _Optional[_Union[SetupDiscard, _Mapping]] = ..., place: _Optional[_Union[Place, _Mapping]] = ..., explore: _Optional[_Union[Explore, _Mapping]] = ..., pay: _Optional[_Union[Pay, _Mapping]] = ..., convoy: _Optional[_Union[Convoy, _Mapping]] = ..., decline: _Optional[_Union[Decline, _Mapping]] = ..., explore_discard: _Optional[_Union[Discard, _Mapping]] = ..., discard_to_limit: _Optional[_Union[Discard, _Mapping]] = ..., chance_outcome: _Optional[_Union[ChanceOutcome, _Mapping]] = ...) -> None: ...

class Card(_message.Message):
    __slots__ = ["color", "confidence", "cost", "count", "icons", "id", "income", "keywords", "kind", "military_world", "name", "powers", "source", "vp"]
    COLOR_FIELD_NUMBER: _ClassVar[int]
    CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    COST_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    ICONS_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    INCOME_FIELD_NUMBER: _ClassVar[int]
    KEYWORDS_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    MILITARY_WORLD_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    POWERS_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    VP_FIELD_NUMBER: _ClassVar[int]
    color: str
    confidence: str
    cost: int
    count: int
    icons: Icons
    id: str
    income: int
    keywords: _containers.RepeatedScalarFieldContainer[str]
    kind: str
    military_world: bool
    name: str
    powers: _containers.RepeatedCompositeFieldContainer[Power]
    source: str
    vp: int
    def __init__(self, id: _Optional[str] = ..., name: _Optional[str] = ..., count: _Optional[int] = ..., kind: _Optional[str] = ..., cost: _Optional[int] = ..., military_world: bool = ..., color: _Optional[str] = ..., keywords: _Optional[_Iterable[str]] = ..., icons: _Optional[_Union[Icons, _Mapping]] = ..., vp: _Optional[int] = ..., income: _Optional[int] = ..., powers: _Optional[_Iterable[_Union[Power, _Mapping]]] = ..., source: _Optional[str] = ..., confidence: _Optional[str] = ...) -> None: ...

class CardCount(_message.Message):
    __slots__ = ["card", "count"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    card: str
    count: int
    def __init__(self, card: _Optional[str] = ..., count: _Optional[int] = ...) -> None: ...

class ChanceOutcome(_message.Message):
    __slots__ = ["card", "preset_hand"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    PRESET_HAND_FIELD_NUMBER: _ClassVar[int]
    card: str
    preset_hand: str
    def __init__(self, card: _Optional[str] = ..., preset_hand: _Optional[str] = ...) -> None: ...

class Committed(_message.Message):
    __slots__ = ["placement", "seat"]
    PLACEMENT_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    placement: Placement
    seat: int
    def __init__(self, seat: _Optional[int] = ..., placement: _Optional[_Union[Placement, _Mapping]] = ...) -> None: ...

class Convoy(_message.Message):
    __slots__ = ["world"]
    WORLD_FIELD_NUMBER: _ClassVar[int]
    world: str
    def __init__(self, world: _Optional[str] = ...) -> None: ...

class ConvoyUsed(_message.Message):
    __slots__ = ["convoy", "convoy_discarded", "seat", "world"]
    CONVOY_DISCARDED_FIELD_NUMBER: _ClassVar[int]
    CONVOY_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    WORLD_FIELD_NUMBER: _ClassVar[int]
    convoy: str
    convoy_discarded: bool
    seat: int
    world: str
    def __init__(self, seat: _Optional[int] = ..., convoy: _Optional[str] = ..., world: _Optional[str] = ..., convoy_discarded: bool = ...) -> None: ...

class Decline(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class Declined(_message.Message):
    __slots__ = ["seat"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class Discard(_message.Message):
    __slots__ = ["cards"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class Discarded(_message.Message):
    __slots__ = ["cards", "count", "reason", "seat"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    count: int
    reason: str
    seat: int
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ..., count: _Optional[int] = ..., reason: _Optional[str] = ...) -> None: ...

class DrawShort(_message.Message):
    __slots__ = ["missing", "seat"]
    MISSING_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    missing: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., missing: _Optional[int] = ...) -> None: ...

class Drew(_message.Message):
    __slots__ = ["cards", "count", "reason", "seat"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    count: int
    reason: DrawReason
    seat: int
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ..., count: _Optional[int] = ..., reason: _Optional[_Union[DrawReason, str]] = ...) -> None: ...

class Entered(_message.Message):
    __slots__ = ["cards", "seat"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    seat: int
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ...) -> None: ...

class Event(_message.Message):
    __slots__ = ["committed", "convoy_used", "declined", "discarded", "draw_short", "drew", "entered", "explored", "game_ended", "preset_assigned", "reshuffled", "revealed", "scored", "war_propaganda_moved"]
    COMMITTED_FIELD_NUMBER: _ClassVar[int]
    CONVOY_USED_FIELD_NUMBER: _ClassVar[int]
    DECLINED_FIELD_NUMBER: _ClassVar[int]
    DISCARDED_FIELD_NUMBER: _ClassVar[int]
    DRAW_SHORT_FIELD_NUMBER: _ClassVar[int]
    DREW_FIELD_NUMBER: _ClassVar[int]
    ENTERED_FIELD_NUMBER: _ClassVar[int]
    EXPLORED_FIELD_NUMBER: _ClassVar[int]
    GAME_ENDED_FIELD_NUMBER: _ClassVar[int]
    PRESET_ASSIGNED_FIELD_NUMBER: _ClassVar[int]
    RESHUFFLED_FIELD_NUMBER: _ClassVar[int]
    REVEALED_FIELD_NUMBER: _ClassVar[int]
    SCORED_FIELD_NUMBER: _ClassVar[int]
    WAR_PROPAGANDA_MOVED_FIELD_NUMBER: _ClassVar[int]
    committed: Committed
    convoy_used: ConvoyUsed
    declined: Declined
    discarded: Discarded
    draw_short: DrawShort
    drew: Drew
    entered: Entered
    explored: Explored
    game_ended: GameEnded
    preset_assigned: PresetAssigned
    reshuffled: Reshuffled
    revealed: Revealed
    scored: Scored
    war_propaganda_moved: WarPropagandaMoved
    def __init__(self, drew: _Optional[_Union[Drew, _Mapping]] = ..., preset_assigned: _Optional[_Union[PresetAssigned, _Mapping]] = ..., discarded: _Optional[_Union[Discarded, _Mapping]] = ..., committed: _Optional[_Union[Committed, _Mapping]] = ..., revealed: _Optional[_Union[Revealed, _Mapping]] = ..., entered: _Optional[_Union[Entered, _Mapping]] = ..., explored: _Optional[_Union[Explored, _Mapping]] = ..., convoy_used: _Optional[_Union[ConvoyUsed, _Mapping]] = ..., declined: _Optional[_Union[Declined, _Mapping]] = ..., reshuffled: _Optional[_Union[Reshuffled, _Mapping]] = ..., draw_short: _Optional[_Union[DrawShort, _Mapping]] = ..., war_propaganda_moved: _Optional[_Union[WarPropagandaMoved, _Mapping]] = ..., scored: _Optional[_Union[Scored, _Mapping]] = ..., game_ended: _Optional[_Union[GameEnded, _Mapping]] = ...) -> None: ...

class Explore(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class Explored(_message.Message):
    __slots__ = ["seat", "x"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    X_FIELD_NUMBER: _ClassVar[int]
    seat: int
    x: int
    def __init__(self, seat: _Optional[int] = ..., x: _Optional[int] = ...) -> None: ...

class GameEnded(_message.Message):
    __slots__ = ["ranks"]
    RANKS_FIELD_NUMBER: _ClassVar[int]
    ranks: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, ranks: _Optional[_Iterable[int]] = ...) -> None: ...

class Icons(_message.Message):
    __slots__ = ["chromosome", "explore", "military"]
    CHROMOSOME_FIELD_NUMBER: _ClassVar[int]
    EXPLORE_FIELD_NUMBER: _ClassVar[int]
    MILITARY_FIELD_NUMBER: _ClassVar[int]
    chromosome: int
    explore: int
    military: int
    def __init__(self, explore: _Optional[int] = ..., military: _Optional[int] = ..., chromosome: _Optional[int] = ...) -> None: ...

class Options(_message.Message):
    __slots__ = ["convoy_same_round", "start_hands", "war_propaganda_tie"]
    CONVOY_SAME_ROUND_FIELD_NUMBER: _ClassVar[int]
    START_HANDS_FIELD_NUMBER: _ClassVar[int]
    WAR_PROPAGANDA_TIE_FIELD_NUMBER: _ClassVar[int]
    convoy_same_round: bool
    start_hands: StartHands
    war_propaganda_tie: WarPropagandaTie
    def __init__(self, start_hands: _Optional[_Union[StartHands, str]] = ..., war_propaganda_tie: _Optional[_Union[WarPropagandaTie, str]] = ..., convoy_same_round: bool = ...) -> None: ...

class OtherEmpireChoice(_message.Message):
    __slots__ = ["card", "seat", "vp"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    VP_FIELD_NUMBER: _ClassVar[int]
    card: str
    seat: int
    vp: int
    def __init__(self, card: _Optional[str] = ..., seat: _Optional[int] = ..., vp: _Optional[int] = ...) -> None: ...

class Pack(_message.Message):
    __slots__ = ["cards", "deck_size", "id", "invented", "preset_hands", "source", "survey_team", "version"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    DECK_SIZE_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    INVENTED_FIELD_NUMBER: _ClassVar[int]
    PRESET_HANDS_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    SURVEY_TEAM_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedCompositeFieldContainer[Card]
    deck_size: int
    id: str
    invented: bool
    preset_hands: _containers.RepeatedCompositeFieldContainer[PresetHand]
    source: str
    survey_team: Card
    version: str
    def __init__(self, id: _Optional[str] = ..., version: _Optional[str] = ..., invented: bool = ..., source: _Optional[str] = ..., deck_size: _Optional[int] = ..., cards: _Optional[_Iterable[_Union[Card, _Mapping]]] = ..., survey_team: _Optional[_Union[Card, _Mapping]] = ..., preset_hands: _Optional[_Iterable[_Union[PresetHand, _Mapping]]] = ...) -> None: ...

class Pay(_message.Message):
    __slots__ = ["cards"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class PendingDraw(_message.Message):
    __slots__ = ["count", "seat"]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    count: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., count: _Optional[int] = ...) -> None: ...

class Place(_message.Message):
    __slots__ = ["development", "mode", "world"]
    DEVELOPMENT_FIELD_NUMBER: _ClassVar[int]
    MODE_FIELD_NUMBER: _ClassVar[int]
    WORLD_FIELD_NUMBER: _ClassVar[int]
    development: str
    mode: WorldMode
    world: str
    def __init__(self, development: _Optional[str] = ..., world: _Optional[str] = ..., mode: _Optional[_Union[WorldMode, str]] = ...) -> None: ...

class Placement(_message.Message):
    __slots__ = ["development", "explore", "mode", "world"]
    DEVELOPMENT_FIELD_NUMBER: _ClassVar[int]
    EXPLORE_FIELD_NUMBER: _ClassVar[int]
    MODE_FIELD_NUMBER: _ClassVar[int]
    WORLD_FIELD_NUMBER: _ClassVar[int]
    development: str
    explore: bool
    mode: WorldMode
    world: str
    def __init__(self, explore: bool = ..., development: _Optional[str] = ..., world: _Optional[str] = ..., mode: _Optional[_Union[WorldMode, str]] = ...) -> None: ...

class Power(_message.Message):
    __slots__ = ["count", "discount", "effect", "exclude", "has", "n", "per", "target", "unless"]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    DISCOUNT_FIELD_NUMBER: _ClassVar[int]
    EFFECT_FIELD_NUMBER: _ClassVar[int]
    EXCLUDE_FIELD_NUMBER: _ClassVar[int]
    HAS_FIELD_NUMBER: _ClassVar[int]
    N_FIELD_NUMBER: _ClassVar[int]
    PER_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    UNLESS_FIELD_NUMBER: _ClassVar[int]
    count: str
    discount: int
    effect: str
    exclude: str
    has: str
    n: int
    per: int
    target: str
    unless: str
    def __init__(self, effect: _Optional[str] = ..., target: _Optional[str] = ..., count: _Optional[str] = ..., has: _Optional[str] = ..., exclude: _Optional[str] = ..., unless: _Optional[str] = ..., n: _Optional[int] = ..., per: _Optional[int] = ..., discount: _Optional[int] = ...) -> None: ...

class PresetAssigned(_message.Message):
    __slots__ = ["letter", "seat"]
    LETTER_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    letter: str
    seat: int
    def __init__(self, seat: _Optional[int] = ..., letter: _Optional[str] = ...) -> None: ...

class PresetHand(_message.Message):
    __slots__ = ["cards", "letter"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    LETTER_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    letter: str
    def __init__(self, letter: _Optional[str] = ..., cards: _Optional[_Iterable[str]] = ...) -> None: ...

class Reshuffled(_message.Message):
    __slots__ = ["cards"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: int
    def __init__(self, cards: _Optional[int] = ...) -> None: ...

class Revealed(_message.Message):
    __slots__ = ["placements"]
    PLACEMENTS_FIELD_NUMBER: _ClassVar[int]
    placements: _containers.RepeatedCompositeFieldContainer[Placement]
    def __init__(self, placements: _Optional[_Iterable[_Union[Placement, _Mapping]]] = ...) -> None: ...

class Scored(_message.Message):
    __slots__ = ["choices", "round_vp", "seat", "total"]
    CHOICES_FIELD_NUMBER: _ClassVar[int]
    ROUND_VP_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    choices: _containers.RepeatedCompositeFieldContainer[OtherEmpireChoice]
    round_vp: int
    seat: int
    total: int
    def __init__(self, seat: _Optional[int] = ..., round_vp: _Optional[int] = ..., total: _Optional[int] = ..., choices: _Optional[_Iterable[_Union[OtherEmpireChoice, _Mapping]]] = ...) -> None: ...

class Seat(_message.Message):
    __slots__ = ["committed", "convoy_world", "discarded", "empire", "explore_markers", "hand", "hand_count", "owed", "placement", "preset_hand", "step", "survey_team_used", "vp"]
    COMMITTED_FIELD_NUMBER: _ClassVar[int]
    CONVOY_WORLD_FIELD_NUMBER: _ClassVar[int]
    DISCARDED_FIELD_NUMBER: _ClassVar[int]
    EMPIRE_FIELD_NUMBER: _ClassVar[int]
    EXPLORE_MARKERS_FIELD_NUMBER: _ClassVar[int]
    HAND_COUNT_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    OWED_FIELD_NUMBER: _ClassVar[int]
    PLACEMENT_FIELD_NUMBER: _ClassVar[int]
    PRESET_HAND_FIELD_NUMBER: _ClassVar[int]
    STEP_FIELD_NUMBER: _ClassVar[int]
    SURVEY_TEAM_USED_FIELD_NUMBER: _ClassVar[int]
    VP_FIELD_NUMBER: _ClassVar[int]
    committed: bool
    convoy_world: str
    discarded: _containers.RepeatedCompositeFieldContainer[CardCount]
    empire: _containers.RepeatedScalarFieldContainer[str]
    explore_markers: int
    hand: _containers.RepeatedCompositeFieldContainer[CardCount]
    hand_count: int
    owed: int
    placement: Placement
    preset_hand: str
    step: Step
    survey_team_used: bool
    vp: int
    def __init__(self, hand: _Optional[_Iterable[_Union[CardCount, _Mapping]]] = ..., hand_count: _Optional[int] = ..., empire: _Optional[_Iterable[str]] = ..., explore_markers: _Optional[int] = ..., vp: _Optional[int] = ..., survey_team_used: bool = ..., committed: bool = ..., placement: _Optional[_Union[Placement, _Mapping]] = ..., step: _Optional[_Union[Step, str]] = ..., owed: _Optional[int] = ..., preset_hand: _Optional[str] = ..., convoy_world: _Optional[str] = ..., discarded: _Optional[_Iterable[_Union[CardCount, _Mapping]]] = ...) -> None: ...

class SetupDiscard(_message.Message):
    __slots__ = ["cards"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class State(_message.Message):
    __slots__ = ["dealer", "discard_pile", "discard_pile_count", "draw_pile", "draw_pile_count", "open_discards", "options", "pending_draws", "phase", "presets_assigned", "randomness_mode", "rng_state", "round", "seats"]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    DISCARD_PILE_COUNT_FIELD_NUMBER: _ClassVar[int]
    DISCARD_PILE_FIELD_NUMBER: _ClassVar[int]
    DRAW_PILE_COUNT_FIELD_NUMBER: _ClassVar[int]
    DRAW_PILE_FIELD_NUMBER: _ClassVar[int]
    OPEN_DISCARDS_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PENDING_DRAWS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    PRESETS_ASSIGNED_FIELD_NUMBER: _ClassVar[int]
    RANDOMNESS_MODE_FIELD_NUMBER: _ClassVar[int]
    RNG_STATE_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    dealer: int
    discard_pile: _containers.RepeatedCompositeFieldContainer[CardCount]
    discard_pile_count: int
    draw_pile: _containers.RepeatedCompositeFieldContainer[CardCount]
    draw_pile_count: int
    open_discards: _containers.RepeatedCompositeFieldContainer[CardCount]
    options: Options
    pending_draws: _containers.RepeatedCompositeFieldContainer[PendingDraw]
    phase: Phase
    presets_assigned: int
    randomness_mode: _game_state_pb2.RandomnessMode
    rng_state: int
    round: int
    seats: _containers.RepeatedCompositeFieldContainer[Seat]
    def __init__(self, options: _Optional[_Union[Options, _Mapping]] = ..., randomness_mode: _Optional[_Union[_game_state_pb2.RandomnessMode, str]] = ..., rng_state: _Optional[int] = ..., dealer: _Optional[int] = ..., round: _Optional[int] = ..., phase: _Optional[_Union[Phase, str]] = ..., seats: _Optional[_Iterable[_Union[Seat, _Mapping]]] = ..., draw_pile: _Optional[_Iterable[_Union[CardCount, _Mapping]]] = ..., draw_pile_count: _Optional[int] = ..., discard_pile: _Optional[_Iterable[_Union[CardCount, _Mapping]]] = ..., discard_pile_count: _Optional[int] = ..., pending_draws: _Optional[_Iterable[_Union[PendingDraw, _Mapping]]] = ..., presets_assigned: _Optional[int] = ..., open_discards: _Optional[_Iterable[_Union[CardCount, _Mapping]]] = ...) -> None: ...

class WarPropagandaMoved(_message.Message):
    __slots__ = ["card", "from_seat", "to_seat"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    FROM_SEAT_FIELD_NUMBER: _ClassVar[int]
    TO_SEAT_FIELD_NUMBER: _ClassVar[int]
    card: str
    from_seat: int
    to_seat: int
    def __init__(self, card: _Optional[str] = ..., from_seat: _Optional[int] = ..., to_seat: _Optional[int] = ...) -> None: ...

class StartHands(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class WarPropagandaTie(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Step(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class WorldMode(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class DrawReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []
