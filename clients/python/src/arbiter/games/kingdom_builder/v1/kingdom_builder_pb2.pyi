from arbiter.v1 import game_state_pb2 as _game_state_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

BOARD_SETUP_EXPLICIT: BoardSetup
BOARD_SETUP_FIRST_GAME: BoardSetup
BOARD_SETUP_RANDOM: BoardSetup
BOARD_SETUP_UNSPECIFIED: BoardSetup
BUILD_CAUSE_FARM: BuildCause
BUILD_CAUSE_MANDATORY: BuildCause
BUILD_CAUSE_OASIS: BuildCause
BUILD_CAUSE_ORACLE: BuildCause
BUILD_CAUSE_TAVERN: BuildCause
BUILD_CAUSE_TOWER: BuildCause
BUILD_CAUSE_UNSPECIFIED: BuildCause
DESCRIPTOR: _descriptor.FileDescriptor
EXHAUSTED_TERRAIN_FORFEIT: ExhaustedTerrain
EXHAUSTED_TERRAIN_REDRAW: ExhaustedTerrain
EXHAUSTED_TERRAIN_UNSPECIFIED: ExhaustedTerrain
KB_CARD_CITIZENS: KbCard
KB_CARD_DISCOVERERS: KbCard
KB_CARD_FARMERS: KbCard
KB_CARD_FISHERMEN: KbCard
KB_CARD_HERMITS: KbCard
KB_CARD_KNIGHTS: KbCard
KB_CARD_LORDS: KbCard
KB_CARD_MERCHANTS: KbCard
KB_CARD_MINERS: KbCard
KB_CARD_UNSPECIFIED: KbCard
KB_CARD_WORKERS: KbCard
LOCATION_BARN: Location
LOCATION_FARM: Location
LOCATION_HARBOR: Location
LOCATION_OASIS: Location
LOCATION_ORACLE: Location
LOCATION_PADDOCK: Location
LOCATION_TAVERN: Location
LOCATION_TOWER: Location
LOCATION_UNSPECIFIED: Location
LORDS_ZERO_ALWAYS: LordsZero
LORDS_ZERO_NEVER: LordsZero
LORDS_ZERO_SECOND_ONLY: LordsZero
LORDS_ZERO_UNSPECIFIED: LordsZero
MOVE_ADJACENCY_IN_PLACE: MoveAdjacency
MOVE_ADJACENCY_LIFTED: MoveAdjacency
MOVE_ADJACENCY_UNSPECIFIED: MoveAdjacency
PHASE_END_OF_TURN_DRAW: Phase
PHASE_GAME_OVER: Phase
PHASE_REDRAW: Phase
PHASE_SETUP_BOARDS: Phase
PHASE_SETUP_DEAL: Phase
PHASE_SETUP_KB_CARDS: Phase
PHASE_TILE_LOSS_CHOICE: Phase
PHASE_TURN: Phase
PHASE_UNSPECIFIED: Phase
SECTOR_BOTTOM_LEFT: Sector
SECTOR_BOTTOM_RIGHT: Sector
SECTOR_TOP_LEFT: Sector
SECTOR_TOP_RIGHT: Sector
SECTOR_UNSPECIFIED: Sector
TERRAIN_CANYON: Terrain
TERRAIN_DESERT: Terrain
TERRAIN_FLOWER_FIELD: Terrain
TERRAIN_FOREST: Terrain
TERRAIN_GRASS: Terrain
TERRAIN_HIDDEN: Terrain
TERRAIN_UNSPECIFIED: Terrain
TILE_LOSS_CHECK_END_OF_TURN: TileLossCheck
TILE_LOSS_CHECK_IMMEDIATE: TileLossCheck
TILE_LOSS_CHECK_UNSPECIFIED: TileLossCheck

class Action(_message.Message):
    __slots__ = ["barn", "build", "chance_outcome", "discard_tile", "end_turn", "farm", "harbor", "oasis", "oracle", "paddock", "tavern", "tower"]
    BARN_FIELD_NUMBER: _ClassVar[int]
    BUILD_FIELD_NUMBER: _ClassVar[int]
    CHANCE_OUTCOME_FIELD_NUMBER: _ClassVar[int]
    DISCARD_TILE_FIELD_NUMBER: _ClassVar[int]
    END_TURN_FIELD_NUMBER: _ClassVar[int]
    FARM_FIELD_NUMBER: _ClassVar[int]
    HARBOR_FIELD_NUMBER: _ClassVar[int]
    OASIS_FIELD_NUMBER: _ClassVar[int]
    ORACLE_FIELD_NUMBER: _ClassVar[int]
    PADDOCK_FIELD_NUMBER: _ClassVar[int]
    TAVERN_FIELD_NUMBER: _ClassVar[int]
    TOWER_FIELD_NUMBER: _ClassVar[int]
    barn: MoveTarget
    build: BuildTarget
    chance_outcome: ChanceOutcome
    discard_tile: DiscardTile
    end_turn: EndTurn
    farm: BuildTarget
    harbor: MoveTarget
    oasis: BuildTarget
    oracle: BuildTarget
    paddock: MoveTarget
    tavern: BuildTarget
    tower: BuildTarget
    def __init__(self, build: _Optional[_Union[BuildTarget, _Mapping]] = ..., oracle: _Optional[_Union[BuildTarget, _Mapping]] = ..., farm: _Optional[_Union[BuildTarget, _Mapping]] = ..., oasis: _Optional[_Union[BuildTarget, _Mapping]] = ..., tower: _Optional[_Union[BuildTarget, _Mapping]] = ..., tavern: _Optional[_Union[BuildTarget, _Mapping]] = ..., barn: _Optional[_Union[MoveTarget, _Mapping]] = ..., harbor: _Optional[_Union[MoveTarget, _Mapping]] = ..., paddock: _Optional[_Union[MoveTarget, _Mapping]] = ..., end_turn: _Optional[_Union[EndTurn, _Mapping]] = ..., discard_tile: _Optional[_Union[DiscardTile, _Mapping]] = ..., chance_outcome: _Optional[_Union[ChanceOutcome, _Mapping]] = ...) -> None: ...

class BoardPlaced(_message.Message):
    __slots__ = ["placement"]
    PLACEMENT_FIELD_NUMBER: _ClassVar[int]
    placement: BoardPlacement
    def __init__(self, placement: _Optional[_Union[BoardPlacement, _Mapping]] = ...) -> None: ...

class BoardPlacement(_message.Message):
    __slots__ = ["board", "rotated", "sector"]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    ROTATED_FIELD_NUMBER: _ClassVar[int]
    SECTOR_FIELD_NUMBER: _ClassVar[int]
    board: Location
    rotated: bool
    sector: Sector
    def __init__(self, sector: _Optional[_Union[Sector, str]] = ..., board: _Optional[_Union[Location, str]] = ..., rotated: bool = ...) -> None: ...

class BuildTarget(_message.Message):
    __slots__ = ["hex"]
    HEX_FIELD_NUMBER: _ClassVar[int]
    hex: HexCoord
    def __init__(self, hex: _Optional[_Union[HexCoord, _Mapping]] = ...) -> None: ...

class BuildsForfeited(_message.Message):
    __slots__ = ["builds", "seat"]
    BUILDS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    builds: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., builds: _Optional[int] = ...) -> None: ...

class ChanceOutcome(_message.Message):
    __slots__ = ["board", "kb_card", "terrain_card"]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    KB_CARD_FIELD_NUMBER: _ClassVar[int]
    TERRAIN_CARD_FIELD_NUMBER: _ClassVar[int]
    board: BoardPlacement
    kb_card: KbCard
    terrain_card: Terrain
    def __init__(self, board: _Optional[_Union[BoardPlacement, _Mapping]] = ..., kb_card: _Optional[_Union[KbCard, str]] = ..., terrain_card: _Optional[_Union[Terrain, str]] = ...) -> None: ...

class DiscardPileReshuffled(_message.Message):
    __slots__ = ["cards"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: int
    def __init__(self, cards: _Optional[int] = ...) -> None: ...

class DiscardTile(_message.Message):
    __slots__ = ["origin"]
    ORIGIN_FIELD_NUMBER: _ClassVar[int]
    origin: HexCoord
    def __init__(self, origin: _Optional[_Union[HexCoord, _Mapping]] = ...) -> None: ...

class EndTriggered(_message.Message):
    __slots__ = ["seat"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class EndTurn(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class Event(_message.Message):
    __slots__ = ["board_placed", "builds_forfeited", "discard_pile_reshuffled", "end_triggered", "game_ended", "kb_card_drawn", "settlement_built", "settlement_moved", "terrain_card_drawn", "terrain_card_played", "terrain_card_removed", "tile_lost", "tile_taken", "turn_ended", "turn_started"]
    BOARD_PLACED_FIELD_NUMBER: _ClassVar[int]
    BUILDS_FORFEITED_FIELD_NUMBER: _ClassVar[int]
    DISCARD_PILE_RESHUFFLED_FIELD_NUMBER: _ClassVar[int]
    END_TRIGGERED_FIELD_NUMBER: _ClassVar[int]
    GAME_ENDED_FIELD_NUMBER: _ClassVar[int]
    KB_CARD_DRAWN_FIELD_NUMBER: _ClassVar[int]
    SETTLEMENT_BUILT_FIELD_NUMBER: _ClassVar[int]
    SETTLEMENT_MOVED_FIELD_NUMBER: _ClassVar[int]
    TERRAIN_CARD_DRAWN_FIELD_NUMBER: _ClassVar[int]
    TERRAIN_CARD_PLAYED_FIELD_NUMBER: _ClassVar[int]
    TERRAIN_CARD_REMOVED_FIELD_NUMBER: _ClassVar[int]
    TILE_LOST_FIELD_NUMBER: _ClassVar[int]
    TILE_TAKEN_FIELD_NUMBER: _ClassVar[int]
    TURN_ENDED_FIELD_NUMBER: _ClassVar[int]
    TURN_STARTED_FIELD_NUMBER: _ClassVar[int]
    board_placed: BoardPlaced
    builds_forfeited: BuildsForfeited
    discard_pile_reshuffled: DiscardPileReshuffled
    end_triggered: EndTriggered
    game_ended: GameEnded
    kb_card_drawn: KbCardDrawn
    settlement_built: SettlementBuilt
    settlement_moved: SettlementMoved
    terrain_card_drawn: TerrainCardDrawn
    terrain_card_played: TerrainCardPlayed
    terrain_card_removed: TerrainCardRemoved
    tile_lost: TileLost
    tile_taken: TileTaken
    turn_ended: TurnEnded
    turn_started: TurnStarted
    def __init__(self, board_placed: _Optional[_Union[BoardPlaced, _Mapping]] = ..., kb_card_drawn: _Optional[_Union[KbCardDrawn, _Mapping]] = ..., terrain_card_drawn: _Optional[_Union[TerrainCardDrawn, _Mapping]] = ..., terrain_card_played: _Optional[_Union[TerrainCardPlayed, _Mapping]] = ..., terrain_card_removed: _Optional[_Union[TerrainCardRemoved, _Mapping]] = ..., discard_pile_reshuffled: _Optional[_Union[DiscardPileReshuffled, _Mapping]] = ..., builds_forfeited: _Optional[_Union[BuildsForfeited, _Mapping]] = ..., settlement_built: _Optional[_Union[SettlementBuilt, _Mapping]] = ..., settlement_moved: _Optional[_Union[SettlementMoved, _Mapping]] = ..., tile_taken: _Optional[_Union[TileTaken, _Mapping]] = ..., tile_lost: _Optional[_Union[TileLost, _Mapping]] = ..., turn_started: _Optional[_Union[TurnStarted, _Mapping]] = ..., turn_ended: _Optional[_Union[TurnEnded, _Mapping]] = ..., end_triggered: _Optional[_Union[EndTriggered, _Mapping]] = ..., game_ended: _Optional[_Union[GameEnded, _Mapping]] = ...) -> None: ...

class GameEnded(_message.Message):
    __slots__ = ["scores"]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    scores: _containers.RepeatedCompositeFieldContainer[SeatScore]
    def __init__(self, scores: _Optional[_Iterable[_Union[SeatScore, _Mapping]]] = ...) -> None: ...

class HeldTile(_message.Message):
    __slots__ = ["gained_this_turn", "location", "origin", "origin_hex", "used_this_turn"]
    GAINED_THIS_TURN_FIELD_NUMBER: _ClassVar[int]
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    ORIGIN_FIELD_NUMBER: _ClassVar[int]
    ORIGIN_HEX_FIELD_NUMBER: _ClassVar[int]
    USED_THIS_TURN_FIELD_NUMBER: _ClassVar[int]
    gained_this_turn: bool
    location: Location
    origin: HexCoord
    origin_hex: int
    used_this_turn: bool
    def __init__(self, location: _Optional[_Union[Location, str]] = ..., origin: _Optional[_Union[HexCoord, _Mapping]] = ..., used_this_turn: bool = ..., gained_this_turn: bool = ..., origin_hex: _Optional[int] = ...) -> None: ...

class HexCoord(_message.Message):
    __slots__ = ["col", "row"]
    COL_FIELD_NUMBER: _ClassVar[int]
    ROW_FIELD_NUMBER: _ClassVar[int]
    col: int
    row: int
    def __init__(self, row: _Optional[int] = ..., col: _Optional[int] = ...) -> None: ...

class KbCardDrawn(_message.Message):
    __slots__ = ["card"]
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: KbCard
    def __init__(self, card: _Optional[_Union[KbCard, str]] = ...) -> None: ...

class LocationHexTiles(_message.Message):
    __slots__ = ["hex", "location", "tiles_left"]
    HEX_FIELD_NUMBER: _ClassVar[int]
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    TILES_LEFT_FIELD_NUMBER: _ClassVar[int]
    hex: HexCoord
    location: Location
    tiles_left: int
    def __init__(self, hex: _Optional[_Union[HexCoord, _Mapping]] = ..., location: _Optional[_Union[Location, str]] = ..., tiles_left: _Optional[int] = ...) -> None: ...

class MoveTarget(_message.Message):
    __slots__ = ["to"]
    FROM_FIELD_NUMBER: _ClassVar[int]
    TO_FIELD_NUMBER: _ClassVar[int]
    to: HexCoord
    def __init__(self, to: _Optional[_Union[HexCoord, _Mapping]] = ..., **kwargs) -> None: ...

class Options(_message.Message):
    __slots__ = ["board_setup", "exhausted_terrain", "explicit_boards", "explicit_kb_cards", "lords_zero", "move_adjacency", "tile_loss_check"]
    BOARD_SETUP_FIELD_NUMBER: _ClassVar[int]
    EXHAUSTED_TERRAIN_FIELD_NUMBER: _ClassVar[int]
    EXPLICIT_BOARDS_FIELD_NUMBER: _ClassVar[int]
    EXPLICIT_KB_CARDS_FIELD_NUMBER: _ClassVar[int]
    LORDS_ZERO_FIELD_NUMBER: _ClassVar[int]
    MOVE_ADJACENCY_FIELD_NUMBER: _ClassVar[int]
    TILE_LOSS_CHECK_FIELD_NUMBER: _ClassVar[int]
    board_setup: BoardSetup
    exhausted_terrain: ExhaustedTerrain
    explicit_boards: _containers.RepeatedCompositeFieldContainer[BoardPlacement]
    explicit_kb_cards: _containers.RepeatedScalarFieldContainer[KbCard]
    lords_zero: LordsZero
    move_adjacency: MoveAdjacency
    tile_loss_check: TileLossCheck
    def __init__(self, board_setup: _Optional[_Union[BoardSetup, str]] = ..., explicit_boards: _Optional[_Iterable[_Union[BoardPlacement, _Mapping]]] = ..., explicit_kb_cards: _Optional[_Iterable[_Union[KbCard, str]]] = ..., exhausted_terrain: _Optional[_Union[ExhaustedTerrain, str]] = ..., tile_loss_check: _Optional[_Union[TileLossCheck, str]] = ..., move_adjacency: _Optional[_Union[MoveAdjacency, str]] = ..., lords_zero: _Optional[_Union[LordsZero, str]] = ...) -> None: ...

class Seat(_message.Message):
    __slots__ = ["held_card", "settlement_hexes", "supply", "tiles", "took_tile_from", "took_tile_from_hexes"]
    HELD_CARD_FIELD_NUMBER: _ClassVar[int]
    SETTLEMENT_HEXES_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_FIELD_NUMBER: _ClassVar[int]
    TILES_FIELD_NUMBER: _ClassVar[int]
    TOOK_TILE_FROM_FIELD_NUMBER: _ClassVar[int]
    TOOK_TILE_FROM_HEXES_FIELD_NUMBER: _ClassVar[int]
    held_card: Terrain
    settlement_hexes: _containers.RepeatedScalarFieldContainer[int]
    supply: int
    tiles: _containers.RepeatedCompositeFieldContainer[HeldTile]
    took_tile_from: _containers.RepeatedCompositeFieldContainer[HexCoord]
    took_tile_from_hexes: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, supply: _Optional[int] = ..., held_card: _Optional[_Union[Terrain, str]] = ..., tiles: _Optional[_Iterable[_Union[HeldTile, _Mapping]]] = ..., took_tile_from: _Optional[_Iterable[_Union[HexCoord, _Mapping]]] = ..., settlement_hexes: _Optional[_Iterable[int]] = ..., took_tile_from_hexes: _Optional[_Iterable[int]] = ...) -> None: ...

class SeatScore(_message.Message):
    __slots__ = ["castles", "kb_card_gold", "seat", "total"]
    CASTLES_FIELD_NUMBER: _ClassVar[int]
    KB_CARD_GOLD_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    castles: int
    kb_card_gold: _containers.RepeatedScalarFieldContainer[int]
    seat: int
    total: int
    def __init__(self, seat: _Optional[int] = ..., castles: _Optional[int] = ..., kb_card_gold: _Optional[_Iterable[int]] = ..., total: _Optional[int] = ...) -> None: ...

class Settlement(_message.Message):
    __slots__ = ["hex", "seat"]
    HEX_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    hex: HexCoord
    seat: int
    def __init__(self, hex: _Optional[_Union[HexCoord, _Mapping]] = ..., seat: _Optional[int] = ...) -> None: ...

class SettlementBuilt(_message.Message):
    __slots__ = ["cause", "hex", "seat"]
    CAUSE_FIELD_NUMBER: _ClassVar[int]
    HEX_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    cause: BuildCause
    hex: HexCoord
    seat: int
    def __init__(self, seat: _Optional[int] = ..., hex: _Optional[_Union[HexCoord, _Mapping]] = ..., cause: _Optional[_Union[BuildCause, str]] = ...) -> None: ...

class SettlementMoved(_message.Message):
    __slots__ = ["seat", "tile", "to"]
    FROM_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TILE_FIELD_NUMBER: _ClassVar[int]
    TO_FIELD_NUMBER: _ClassVar[int]
    seat: int
    tile: Location
    to: HexCoord
    def __init__(self, seat: _Optional[int] = ..., to: _Optional[_Union[HexCoord, _Mapping]] = ..., tile: _Optional[_Union[Location, str]] = ..., **kwargs) -> None: ...

class State(_message.Message):
    __slots__ = ["boards", "current_seat", "discard_pile", "draw_pile", "draw_pile_size", "end_trigger_seat", "end_triggered", "kb_cards", "location_tiles", "location_tiles_left", "mandatory_builds_done", "mandatory_complete", "options", "pending_draw_seat", "phase", "played_card", "randomness_mode", "removed_cards", "rng_state", "seat_count", "seats", "settlements", "start_seat", "tile_loss_choice"]
    BOARDS_FIELD_NUMBER: _ClassVar[int]
    CURRENT_SEAT_FIELD_NUMBER: _ClassVar[int]
    DISCARD_PILE_FIELD_NUMBER: _ClassVar[int]
    DRAW_PILE_FIELD_NUMBER: _ClassVar[int]
    DRAW_PILE_SIZE_FIELD_NUMBER: _ClassVar[int]
    END_TRIGGERED_FIELD_NUMBER: _ClassVar[int]
    END_TRIGGER_SEAT_FIELD_NUMBER: _ClassVar[int]
    KB_CARDS_FIELD_NUMBER: _ClassVar[int]
    LOCATION_TILES_FIELD_NUMBER: _ClassVar[int]
    LOCATION_TILES_LEFT_FIELD_NUMBER: _ClassVar[int]
    MANDATORY_BUILDS_DONE_FIELD_NUMBER: _ClassVar[int]
    MANDATORY_COMPLETE_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PENDING_DRAW_SEAT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    PLAYED_CARD_FIELD_NUMBER: _ClassVar[int]
    RANDOMNESS_MODE_FIELD_NUMBER: _ClassVar[int]
    REMOVED_CARDS_FIELD_NUMBER: _ClassVar[int]
    RNG_STATE_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    SEAT_COUNT_FIELD_NUMBER: _ClassVar[int]
    SETTLEMENTS_FIELD_NUMBER: _ClassVar[int]
    START_SEAT_FIELD_NUMBER: _ClassVar[int]
    TILE_LOSS_CHOICE_FIELD_NUMBER: _ClassVar[int]
    boards: _containers.RepeatedCompositeFieldContainer[BoardPlacement]
    current_seat: int
    discard_pile: TerrainCounts
    draw_pile: TerrainCounts
    draw_pile_size: int
    end_trigger_seat: int
    end_triggered: bool
    kb_cards: _containers.RepeatedScalarFieldContainer[KbCard]
    location_tiles: _containers.RepeatedCompositeFieldContainer[LocationHexTiles]
    location_tiles_left: _containers.RepeatedScalarFieldContainer[int]
    mandatory_builds_done: int
    mandatory_complete: bool
    options: Options
    pending_draw_seat: int
    phase: Phase
    played_card: Terrain
    randomness_mode: _game_state_pb2.RandomnessMode
    removed_cards: TerrainCounts
    rng_state: int
    seat_count: int
    seats: _containers.RepeatedCompositeFieldContainer[Seat]
    settlements: _containers.RepeatedCompositeFieldContainer[Settlement]
    start_seat: int
    tile_loss_choice: TileLossChoice
    def __init__(self, options: _Optional[_Union[Options, _Mapping]] = ..., seat_count: _Optional[int] = ..., start_seat: _Optional[int] = ..., randomness_mode: _Optional[_Union[_game_state_pb2.RandomnessMode, str]] = ..., rng_state: _Optional[int] = ..., boards: _Optional[_Iterable[_Union[BoardPlacement, _Mapping]]] = ..., kb_cards: _Optional[_Iterable[_Union[KbCard, str]]] = ..., settlements: _Optional[_Iterable[_Union[Settlement, _Mapping]]] = ..., location_tiles: _Optional[_Iterable[_Union[LocationHexTiles, _Mapping]]] = ..., seats: _Optional[_Iterable[_Union[Seat, _Mapping]]] = ..., draw_pile: _Optional[_Union[TerrainCounts, _Mapping]] = ..., draw_pile_size: _Optional[int] = ..., discard_pile: _Optional[_Union[TerrainCounts, _Mapping]] = ..., removed_cards: _Optional[_Union[TerrainCounts, _Mapping]] = ..., phase: _Optional[_Union[Phase, str]] = ..., current_seat: _Optional[int] = ..., played_card: _Optional[_Union[Terrain, str]] = ..., mandatory_builds_done: _Optional[int] = ..., mandatory_complete: bool = ..., pending_draw_seat: _Optional[int] = ..., tile_loss_choice: _Optional[_Union[TileLossChoice, _Mapping]] = ..., end_triggered: bool = ..., end_trigger_seat: _Optional[int] = ..., location_tiles_left: _Optional[_Iterable[int]] = ...) -> None: ...

class TerrainCardDrawn(_message.Message):
    __slots__ = ["seat", "terrain"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TERRAIN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    terrain: Terrain
    def __init__(self, seat: _Optional[int] = ..., terrain: _Optional[_Union[Terrain, str]] = ...) -> None: ...

class TerrainCardPlayed(_message.Message):
    __slots__ = ["redrawn", "seat", "terrain"]
    REDRAWN_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TERRAIN_FIELD_NUMBER: _ClassVar[int]
    redrawn: bool
    seat: int
    terrain: Terrain
    def __init__(self, seat: _Optional[int] = ..., terrain: _Optional[_Union[Terrain, str]] = ..., redrawn: bool = ...) -> None: ...

class TerrainCardRemoved(_message.Message):
    __slots__ = ["seat", "terrain"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TERRAIN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    terrain: Terrain
    def __init__(self, seat: _Optional[int] = ..., terrain: _Optional[_Union[Terrain, str]] = ...) -> None: ...

class TerrainCounts(_message.Message):
    __slots__ = ["canyon", "desert", "flower_field", "forest", "grass"]
    CANYON_FIELD_NUMBER: _ClassVar[int]
    DESERT_FIELD_NUMBER: _ClassVar[int]
    FLOWER_FIELD_FIELD_NUMBER: _ClassVar[int]
    FOREST_FIELD_NUMBER: _ClassVar[int]
    GRASS_FIELD_NUMBER: _ClassVar[int]
    canyon: int
    desert: int
    flower_field: int
    forest: int
    grass: int
    def __init__(self, grass: _Optional[int] = ..., canyon: _Optional[int] = ..., desert: _Optional[int] = ..., flower_field: _Optional[int] = ..., forest: _Optional[int] = ...) -> None: ...

class TileLossChoice(_message.Message):
    __slots__ = ["ending_turn", "lost_hex", "other_hex"]
    ENDING_TURN_FIELD_NUMBER: _ClassVar[int]
    LOST_HEX_FIELD_NUMBER: _ClassVar[int]
    OTHER_HEX_FIELD_NUMBER: _ClassVar[int]
    ending_turn: bool
    lost_hex: HexCoord
    other_hex: HexCoord
    def __init__(self, lost_hex: _Optional[_Union[HexCoord, _Mapping]] = ..., other_hex: _Optional[_Union[HexCoord, _Mapping]] = ..., ending_turn: bool = ...) -> None: ...

class TileLost(_message.Message):
    __slots__ = ["location", "origin", "seat"]
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    ORIGIN_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    location: Location
    origin: HexCoord
    seat: int
    def __init__(self, seat: _Optional[int] = ..., origin: _Optional[_Union[HexCoord, _Mapping]] = ..., location: _Optional[_Union[Location, str]] = ...) -> None: ...

class TileTaken(_message.Message):
    __slots__ = ["location", "origin", "seat"]
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    ORIGIN_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    location: Location
    origin: HexCoord
    seat: int
    def __init__(self, seat: _Optional[int] = ..., origin: _Optional[_Union[HexCoord, _Mapping]] = ..., location: _Optional[_Union[Location, str]] = ...) -> None: ...

class TurnEnded(_message.Message):
    __slots__ = ["seat"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class TurnStarted(_message.Message):
    __slots__ = ["seat"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class Terrain(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Location(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Sector(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class KbCard(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class BoardSetup(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class ExhaustedTerrain(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class TileLossCheck(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class MoveAdjacency(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class LordsZero(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class BuildCause(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []
