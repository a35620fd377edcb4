from arbiter.v1 import game_state_pb2 as _game_state_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor
OCEAN_SCORING_CUMULATIVE: OceanScoring
OCEAN_SCORING_TABLE: OceanScoring
OCEAN_SCORING_UNSPECIFIED: OceanScoring
PHASE_FINISHED: Phase
PHASE_ROLL: Phase
PHASE_TURN: Phase
PHASE_UNSPECIFIED: Phase
SAILOR_KIND_HEROIC: SailorKind
SAILOR_KIND_REGULAR: SailorKind
SAILOR_KIND_UNSPECIFIED: SailorKind
STEP_DONE: Step
STEP_FOLLOW_UP: Step
STEP_SAIL: Step
STEP_UNSPECIFIED: Step
STOP_AGAIN: Stop
STOP_FIRST: Stop
STOP_REASON_DISTANCE: StopReason
STOP_REASON_DREAD: StopReason
STOP_REASON_EDGE: StopReason
STOP_REASON_ISLAND: StopReason
STOP_REASON_UNSPECIFIED: StopReason
STOP_UNSPECIFIED: Stop

class Action(_message.Message):
    __slots__ = ["chance_outcome", "defeat_dread", "end_turn", "sail", "sell"]
    CHANCE_OUTCOME_FIELD_NUMBER: _ClassVar[int]
    DEFEAT_DREAD_FIELD_NUMBER: _ClassVar[int]
    END_TURN_FIELD_NUMBER: _ClassVar[int]
    SAIL_FIELD_NUMBER: _ClassVar[int]
    SELL_FIELD_NUMBER: _ClassVar[int]
    chance_outcome: ChanceOutcome
    defeat_dread: DefeatDread
    end_turn: EndTurn
    sail: Sail
    sell: Sell
    def __init__(self, sail: _Optional[_Union[Sail, _Mapping]] = ..., sell: _Optional[_Union[Sell, _Mapping]] = ..., defeat_dread: _Optional[_Union[DefeatDread, _Mapping]] = ..., end_turn: _Optional[_Union[EndTurn, _Mapping]] = ..., chance_outcome: _Optional[_Union[ChanceOutcome, _Mapping]] = ...) -> None: ...

class Cargo(_message.Message):
    __slots__ = ["capacity", "type", "unsold_value"]
    CAPACITY_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    UNSOLD_VALUE_FIELD_NUMBER: _ClassVar[int]
    capacity: int
    type: str
    unsold_value: int
    def __init__(self, type: _Optional[str] = ..., capacity: _Optional[int] = ..., unsold_value: _Optional[int] = ...) -> None: ...

class CargoCount(_message.Message):
    __slots__ = ["count", "type"]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    count: int
    type: str
    def __init__(self, type: _Optional[str] = ..., count: _Optional[int] = ...) -> None: ...

class Cell(_message.Message):
    __slots__ = ["column", "row"]
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    ROW_FIELD_NUMBER: _ClassVar[int]
    column: int
    row: int
    def __init__(self, row: _Optional[int] = ..., column: _Optional[int] = ...) -> None: ...

class ChanceOutcome(_message.Message):
    __slots__ = ["dice"]
    DICE_FIELD_NUMBER: _ClassVar[int]
    dice: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, dice: _Optional[_Iterable[int]] = ...) -> None: ...

class Coord(_message.Message):
    __slots__ = ["q", "r"]
    Q_FIELD_NUMBER: _ClassVar[int]
    R_FIELD_NUMBER: _ClassVar[int]
    q: int
    r: int
    def __init__(self, q: _Optional[int] = ..., r: _Optional[int] = ...) -> None: ...

class DefeatDread(_message.Message):
    __slots__ = ["heroic"]
    HEROIC_FIELD_NUMBER: _ClassVar[int]
    heroic: int
    def __init__(self, heroic: _Optional[int] = ...) -> None: ...

class DreadCost(_message.Message):
    __slots__ = ["kind", "n", "type"]
    KIND_FIELD_NUMBER: _ClassVar[int]
    N_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    kind: str
    n: int
    type: str
    def __init__(self, kind: _Optional[str] = ..., n: _Optional[int] = ..., type: _Optional[str] = ...) -> None: ...

class DreadDefeated(_message.Message):
    __slots__ = ["seat"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class Duties(_message.Message):
    __slots__ = ["col_rewards", "row_rewards", "rows"]
    COL_REWARDS_FIELD_NUMBER: _ClassVar[int]
    ROWS_FIELD_NUMBER: _ClassVar[int]
    ROW_REWARDS_FIELD_NUMBER: _ClassVar[int]
    col_rewards: _containers.RepeatedCompositeFieldContainer[EffectList]
    row_rewards: _containers.RepeatedCompositeFieldContainer[EffectList]
    rows: _containers.RepeatedCompositeFieldContainer[DutyRow]
    def __init__(self, rows: _Optional[_Iterable[_Union[DutyRow, _Mapping]]] = ..., row_rewards: _Optional[_Iterable[_Union[EffectList, _Mapping]]] = ..., col_rewards: _Optional[_Iterable[_Union[EffectList, _Mapping]]] = ...) -> None: ...

class DutyMarked(_message.Message):
    __slots__ = ["cell", "seat"]
    CELL_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    cell: Cell
    seat: int
    def __init__(self, seat: _Optional[int] = ..., cell: _Optional[_Union[Cell, _Mapping]] = ...) -> None: ...

class DutyRow(_message.Message):
    __slots__ = ["cells"]
    CELLS_FIELD_NUMBER: _ClassVar[int]
    cells: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, cells: _Optional[_Iterable[int]] = ...) -> None: ...

class Effect(_message.Message):
    __slots__ = ["cost", "kind", "n", "prices", "repeatable", "reward", "type"]
    COST_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    N_FIELD_NUMBER: _ClassVar[int]
    PRICES_FIELD_NUMBER: _ClassVar[int]
    REPEATABLE_FIELD_NUMBER: _ClassVar[int]
    REWARD_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    cost: DreadCost
    kind: str
    n: int
    prices: _containers.RepeatedCompositeFieldContainer[Price]
    repeatable: bool
    reward: _containers.RepeatedCompositeFieldContainer[Reward]
    type: str
    def __init__(self, kind: _Optional[str] = ..., n: _Optional[int] = ..., type: _Optional[str] = ..., prices: _Optional[_Iterable[_Union[Price, _Mapping]]] = ..., repeatable: bool = ..., cost: _Optional[_Union[DreadCost, _Mapping]] = ..., reward: _Optional[_Iterable[_Union[Reward, _Mapping]]] = ...) -> None: ...

class EffectList(_message.Message):
    __slots__ = ["effects"]
    EFFECTS_FIELD_NUMBER: _ClassVar[int]
    effects: _containers.RepeatedCompositeFieldContainer[Reward]
    def __init__(self, effects: _Optional[_Iterable[_Union[Reward, _Mapping]]] = ...) -> None: ...

class EndTriggered(_message.Message):
    __slots__ = ["final_round"]
    FINAL_ROUND_FIELD_NUMBER: _ClassVar[int]
    final_round: int
    def __init__(self, final_round: _Optional[int] = ...) -> None: ...

class EndTurn(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class Event(_message.Message):
    __slots__ = ["dread_defeated", "duty_marked", "end_triggered", "explored", "gained", "game_ended", "rolled", "sailed", "sold", "turn_ended", "visited"]
    DREAD_DEFEATED_FIELD_NUMBER: _ClassVar[int]
    DUTY_MARKED_FIELD_NUMBER: _ClassVar[int]
    END_TRIGGERED_FIELD_NUMBER: _ClassVar[int]
    EXPLORED_FIELD_NUMBER: _ClassVar[int]
    GAINED_FIELD_NUMBER: _ClassVar[int]
    GAME_ENDED_FIELD_NUMBER: _ClassVar[int]
    ROLLED_FIELD_NUMBER: _ClassVar[int]
    SAILED_FIELD_NUMBER: _ClassVar[int]
    SOLD_FIELD_NUMBER: _ClassVar[int]
    TURN_ENDED_FIELD_NUMBER: _ClassVar[int]
    VISITED_FIELD_NUMBER: _ClassVar[int]
    dread_defeated: DreadDefeated
    duty_marked: DutyMarked
    end_triggered: EndTriggered
    explored: Explored
    gained: Gained
    game_ended: GameEnded
    rolled: Rolled
    sailed: Sailed
    sold: Sold
    turn_ended: TurnEnded
    visited: Visited
    def __init__(self, rolled: _Optional[_Union[Rolled, _Mapping]] = ..., sailed: _Optional[_Union[Sailed, _Mapping]] = ..., gained: _Optional[_Union[Gained, _Mapping]] = ..., explored: _Optional[_Union[Explored, _Mapping]] = ..., visited: _Optional[_Union[Visited, _Mapping]] = ..., duty_marked: _Optional[_Union[DutyMarked, _Mapping]] = ..., sold: _Optional[_Union[Sold, _Mapping]] = ..., dread_defeated: _Optional[_Union[DreadDefeated, _Mapping]] = ..., turn_ended: _Optional[_Union[TurnEnded, _Mapping]] = ..., end_triggered: _Optional[_Union[EndTriggered, _Mapping]] = ..., game_ended: _Optional[_Union[GameEnded, _Mapping]] = ...) -> None: ...

class Explored(_message.Message):
    __slots__ = ["region", "seat"]
    REGION_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    region: str
    seat: int
    def __init__(self, seat: _Optional[int] = ..., region: _Optional[str] = ...) -> None: ...

class Gained(_message.Message):
    __slots__ = ["gained", "kind", "lost", "seat", "source", "type"]
    GAINED_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    LOST_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    gained: int
    kind: str
    lost: int
    seat: int
    source: str
    type: str
    def __init__(self, seat: _Optional[int] = ..., kind: _Optional[str] = ..., type: _Optional[str] = ..., gained: _Optional[int] = ..., lost: _Optional[int] = ..., source: _Optional[str] = ...) -> None: ...

class GameEnded(_message.Message):
    __slots__ = ["ranks", "scores", "solo", "solo_won"]
    RANKS_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    SOLO_FIELD_NUMBER: _ClassVar[int]
    SOLO_WON_FIELD_NUMBER: _ClassVar[int]
    ranks: _containers.RepeatedScalarFieldContainer[int]
    scores: _containers.RepeatedCompositeFieldContainer[Score]
    solo: bool
    solo_won: bool
    def __init__(self, scores: _Optional[_Iterable[_Union[Score, _Mapping]]] = ..., ranks: _Optional[_Iterable[int]] = ..., solo: bool = ..., solo_won: bool = ...) -> None: ...

class Island(_message.Message):
    __slots__ = ["gold", "id", "name"]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    gold: int
    id: str
    name: str
    def __init__(self, id: _Optional[str] = ..., name: _Optional[str] = ..., gold: _Optional[int] = ...) -> None: ...

class MapPack(_message.Message):
    __slots__ = ["cargo", "duties", "id", "invented", "islands", "ocean_table", "regions", "sailors", "source", "spaces", "star_thresholds", "start", "version", "windrose"]
    CARGO_FIELD_NUMBER: _ClassVar[int]
    DUTIES_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    INVENTED_FIELD_NUMBER: _ClassVar[int]
    ISLANDS_FIELD_NUMBER: _ClassVar[int]
    OCEAN_TABLE_FIELD_NUMBER: _ClassVar[int]
    REGIONS_FIELD_NUMBER: _ClassVar[int]
    SAILORS_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    SPACES_FIELD_NUMBER: _ClassVar[int]
    START_FIELD_NUMBER: _ClassVar[int]
    STAR_THRESHOLDS_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    WINDROSE_FIELD_NUMBER: _ClassVar[int]
    cargo: _containers.RepeatedCompositeFieldContainer[Cargo]
    duties: Duties
    id: str
    invented: bool
    islands: _containers.RepeatedCompositeFieldContainer[Island]
    ocean_table: _containers.RepeatedScalarFieldContainer[int]
    regions: _containers.RepeatedScalarFieldContainer[str]
    sailors: Sailors
    source: str
    spaces: _containers.RepeatedCompositeFieldContainer[Space]
    star_thresholds: _containers.RepeatedCompositeFieldContainer[StarThreshold]
    start: Coord
    version: str
    windrose: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, id: _Optional[str] = ..., version: _Optional[str] = ..., invented: bool = ..., source: _Optional[str] = ..., windrose: _Optional[_Iterable[str]] = ..., spaces: _Optional[_Iterable[_Union[Space, _Mapping]]] = ..., islands: _Optional[_Iterable[_Union[Island, _Mapping]]] = ..., regions: _Optional[_Iterable[str]] = ..., ocean_table: _Optional[_Iterable[int]] = ..., start: _Optional[_Union[Coord, _Mapping]] = ..., sailors: _Optional[_Union[Sailors, _Mapping]] = ..., cargo: _Optional[_Iterable[_Union[Cargo, _Mapping]]] = ..., duties: _Optional[_Union[Duties, _Mapping]] = ..., star_thresholds: _Optional[_Iterable[_Union[StarThreshold, _Mapping]]] = ...) -> None: ...

class Modification(_message.Message):
    __slots__ = ["die", "kind", "step", "value"]
    DIE_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    STEP_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    die: int
    kind: SailorKind
    step: int
    value: int
    def __init__(self, die: _Optional[int] = ..., kind: _Optional[_Union[SailorKind, str]] = ..., step: _Optional[int] = ..., value: _Optional[int] = ...) -> None: ...

class Options(_message.Message):
    __slots__ = ["ocean_scoring", "stack_sailors"]
    OCEAN_SCORING_FIELD_NUMBER: _ClassVar[int]
    STACK_SAILORS_FIELD_NUMBER: _ClassVar[int]
    ocean_scoring: OceanScoring
    stack_sailors: bool
    def __init__(self, stack_sailors: bool = ..., ocean_scoring: _Optional[_Union[OceanScoring, str]] = ...) -> None: ...

class Price(_message.Message):
    __slots__ = ["gold", "type"]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    gold: int
    type: str
    def __init__(self, type: _Optional[str] = ..., gold: _Optional[int] = ...) -> None: ...

class Reward(_message.Message):
    __slots__ = ["kind", "n", "type"]
    KIND_FIELD_NUMBER: _ClassVar[int]
    N_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    kind: str
    n: int
    type: str
    def __init__(self, kind: _Optional[str] = ..., n: _Optional[int] = ..., type: _Optional[str] = ...) -> None: ...

class Rolled(_message.Message):
    __slots__ = ["dice", "round"]
    DICE_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    dice: _containers.RepeatedScalarFieldContainer[int]
    round: int
    def __init__(self, round: _Optional[int] = ..., dice: _Optional[_Iterable[int]] = ...) -> None: ...

class Sail(_message.Message):
    __slots__ = ["direction_die", "distance_die", "duty_cell", "duty_die", "modifications"]
    DIRECTION_DIE_FIELD_NUMBER: _ClassVar[int]
    DISTANCE_DIE_FIELD_NUMBER: _ClassVar[int]
    DUTY_CELL_FIELD_NUMBER: _ClassVar[int]
    DUTY_DIE_FIELD_NUMBER: _ClassVar[int]
    MODIFICATIONS_FIELD_NUMBER: _ClassVar[int]
    direction_die: int
    distance_die: int
    duty_cell: Cell
    duty_die: int
    modifications: _containers.RepeatedCompositeFieldContainer[Modification]
    def __init__(self, direction_die: _Optional[int] = ..., distance_die: _Optional[int] = ..., duty_die: _Optional[int] = ..., modifications: _Optional[_Iterable[_Union[Modification, _Mapping]]] = ..., duty_cell: _Optional[_Union[Cell, _Mapping]] = ...) -> None: ...

class Sailed(_message.Message):
    __slots__ = ["direction", "distance", "duty", "heroic_used", "landed", "path", "reason", "regular_used", "seat"]
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    DISTANCE_FIELD_NUMBER: _ClassVar[int]
    DUTY_FIELD_NUMBER: _ClassVar[int]
    HEROIC_USED_FIELD_NUMBER: _ClassVar[int]
    LANDED_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    REGULAR_USED_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    direction: int
    distance: int
    duty: int
    heroic_used: int
    landed: bool
    path: _containers.RepeatedCompositeFieldContainer[Coord]
    reason: StopReason
    regular_used: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., direction: _Optional[int] = ..., distance: _Optional[int] = ..., duty: _Optional[int] = ..., path: _Optional[_Iterable[_Union[Coord, _Mapping]]] = ..., reason: _Optional[_Union[StopReason, str]] = ..., regular_used: _Optional[int] = ..., heroic_used: _Optional[int] = ..., landed: bool = ...) -> None: ...

class Sailors(_message.Message):
    __slots__ = ["capacity", "start_ready"]
    CAPACITY_FIELD_NUMBER: _ClassVar[int]
    START_READY_FIELD_NUMBER: _ClassVar[int]
    capacity: int
    start_ready: int
    def __init__(self, start_ready: _Optional[int] = ..., capacity: _Optional[int] = ...) -> None: ...

class Score(_message.Message):
    __slots__ = ["cargo", "dread", "gold", "heroes", "islands", "oceans", "seat", "stars", "total"]
    CARGO_FIELD_NUMBER: _ClassVar[int]
    DREAD_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    HEROES_FIELD_NUMBER: _ClassVar[int]
    ISLANDS_FIELD_NUMBER: _ClassVar[int]
    OCEANS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    STARS_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    cargo: int
    dread: int
    gold: int
    heroes: int
    islands: int
    oceans: int
    seat: int
    stars: int
    total: int
    def __init__(self, seat: _Optional[int] = ..., islands: _Optional[int] = ..., oceans: _Optional[int] = ..., cargo: _Optional[int] = ..., heroes: _Optional[int] = ..., dread: _Optional[int] = ..., stars: _Optional[int] = ..., gold: _Optional[int] = ..., total: _Optional[int] = ...) -> None: ...

class Sell(_message.Message):
    __slots__ = ["cargo"]
    CARGO_FIELD_NUMBER: _ClassVar[int]
    cargo: _containers.RepeatedCompositeFieldContainer[CargoCount]
    def __init__(self, cargo: _Optional[_Iterable[_Union[CargoCount, _Mapping]]] = ...) -> None: ...

class Sheet(_message.Message):
    __slots__ = ["cargo", "cargo_sold", "collected", "dread_defeated", "exhausted_heroic", "exhausted_regular", "explored_regions", "gold", "marked", "ready_heroic", "ready_regular", "sales_gold", "ship", "sold", "stars", "step", "stop", "thresholds_paid", "visited_islands"]
    CARGO_FIELD_NUMBER: _ClassVar[int]
    CARGO_SOLD_FIELD_NUMBER: _ClassVar[int]
    COLLECTED_FIELD_NUMBER: _ClassVar[int]
    DREAD_DEFEATED_FIELD_NUMBER: _ClassVar[int]
    EXHAUSTED_HEROIC_FIELD_NUMBER: _ClassVar[int]
    EXHAUSTED_REGULAR_FIELD_NUMBER: _ClassVar[int]
    EXPLORED_REGIONS_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    MARKED_FIELD_NUMBER: _ClassVar[int]
    READY_HEROIC_FIELD_NUMBER: _ClassVar[int]
    READY_REGULAR_FIELD_NUMBER: _ClassVar[int]
    SALES_GOLD_FIELD_NUMBER: _ClassVar[int]
    SHIP_FIELD_NUMBER: _ClassVar[int]
    SOLD_FIELD_NUMBER: _ClassVar[int]
    STARS_FIELD_NUMBER: _ClassVar[int]
    STEP_FIELD_NUMBER: _ClassVar[int]
    STOP_FIELD_NUMBER: _ClassVar[int]
    THRESHOLDS_PAID_FIELD_NUMBER: _ClassVar[int]
    VISITED_ISLANDS_FIELD_NUMBER: _ClassVar[int]
    cargo: _containers.RepeatedScalarFieldContainer[int]
    cargo_sold: int
    collected: _containers.RepeatedCompositeFieldContainer[Coord]
    dread_defeated: bool
    exhausted_heroic: int
    exhausted_regular: int
    explored_regions: _containers.RepeatedScalarFieldContainer[str]
    gold: int
    marked: _containers.RepeatedScalarFieldContainer[int]
    ready_heroic: int
    ready_regular: int
    sales_gold: int
    ship: Coord
    sold: bool
    stars: int
    step: Step
    stop: Stop
    thresholds_paid: _containers.RepeatedScalarFieldContainer[int]
    visited_islands: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, ship: _Optional[_Union[Coord, _Mapping]] = ..., ready_regular: _Optional[int] = ..., exhausted_regular: _Optional[int] = ..., ready_heroic: _Optional[int] = ..., exhausted_heroic: _Optional[int] = ..., cargo: _Optional[_Iterable[int]] = ..., stars: _Optional[int] = ..., gold: _Optional[int] = ..., sales_gold: _Optional[int] = ..., cargo_sold: _Optional[int] = ..., marked: _Optional[_Iterable[int]] = ..., visited_islands: _Optional[_Iterable[str]] = ..., explored_regions: _Optional[_Iterable[str]] = ..., collected: _Optional[_Iterable[_Union[Coord, _Mapping]]] = ..., dread_defeated: bool = ..., thresholds_paid: _Optional[_Iterable[int]] = ..., step: _Optional[_Union[Step, str]] = ..., stop: _Optional[_Union[Stop, str]] = ..., sold: bool = ...) -> None: ...

class Sold(_message.Message):
    __slots__ = ["cargo", "gold", "seat"]
    CARGO_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    cargo: _containers.RepeatedCompositeFieldContainer[CargoCount]
    gold: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., cargo: _Optional[_Iterable[_Union[CargoCount, _Mapping]]] = ..., gold: _Optional[int] = ...) -> None: ...

class Space(_message.Message):
    __slots__ = ["effects", "island", "kind", "q", "r", "region"]
    EFFECTS_FIELD_NUMBER: _ClassVar[int]
    ISLAND_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    Q_FIELD_NUMBER: _ClassVar[int]
    REGION_FIELD_NUMBER: _ClassVar[int]
    R_FIELD_NUMBER: _ClassVar[int]
    effects: _containers.RepeatedCompositeFieldContainer[Effect]
    island: str
    kind: str
    q: int
    r: int
    region: str
    def __init__(self, q: _Optional[int] = ..., r: _Optional[int] = ..., kind: _Optional[str] = ..., region: _Optional[str] = ..., island: _Optional[str] = ..., effects: _Optional[_Iterable[_Union[Effect, _Mapping]]] = ...) -> None: ...

class StarThreshold(_message.Message):
    __slots__ = ["at", "counter", "stars"]
    AT_FIELD_NUMBER: _ClassVar[int]
    COUNTER_FIELD_NUMBER: _ClassVar[int]
    STARS_FIELD_NUMBER: _ClassVar[int]
    at: int
    counter: str
    stars: int
    def __init__(self, counter: _Optional[str] = ..., at: _Optional[int] = ..., stars: _Optional[int] = ...) -> None: ...

class State(_message.Message):
    __slots__ = ["dice", "final_round", "first_seat", "options", "phase", "randomness_mode", "rng_state", "round", "seat_count", "sheets"]
    DICE_FIELD_NUMBER: _ClassVar[int]
    FINAL_ROUND_FIELD_NUMBER: _ClassVar[int]
    FIRST_SEAT_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    RANDOMNESS_MODE_FIELD_NUMBER: _ClassVar[int]
    RNG_STATE_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    SEAT_COUNT_FIELD_NUMBER: _ClassVar[int]
    SHEETS_FIELD_NUMBER: _ClassVar[int]
    dice: _containers.RepeatedScalarFieldContainer[int]
    final_round: int
    first_seat: int
    options: Options
    phase: Phase
    randomness_mode: _game_state_pb2.RandomnessMode
    rng_state: int
    round: int
    seat_count: int
    sheets: _containers.RepeatedCompositeFieldContainer[Sheet]
    def __init__(self, options: _Optional[_Union[Options, _Mapping]] = ..., randomness_mode: _Optional[_Union[_game_state_pb2.RandomnessMode, str]] = ..., rng_state: _Optional[int] = ..., first_seat: _Optional[int] = ..., round: _Optional[int] = ..., phase: _Optional[_Union[Phase, str]] = ..., dice: _Optional[_Iterable[int]] = ..., final_round: _Optional[int] = ..., sheets: _Optional[_Iterable[_Union[Sheet, _Mapping]]] = ..., seat_count: _Optional[int] = ...) -> None: ...

class TurnEnded(_message.Message):
    __slots__ = ["seat"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class Visited(_message.Message):
    __slots__ = ["island", "seat"]
    ISLAND_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    island: str
    seat: int
    def __init__(self, seat: _Optional[int] = ..., island: _Optional[str] = ...) -> None: ...

class OceanScoring(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Step(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Stop(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class SailorKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class StopReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []
