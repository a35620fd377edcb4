from arbiter.games.memoir44.v1 import memoir44_pb2 as _memoir44_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

BOARD_FACE_BEACH: BoardFace
BOARD_FACE_COUNTRY: BoardFace
BOARD_FACE_UNSPECIFIED: BoardFace
DESCRIPTOR: _descriptor.FileDescriptor
OBJECTIVE_CHECK_TURN_END: ObjectiveCheck
OBJECTIVE_CHECK_TURN_START: ObjectiveCheck
OBJECTIVE_CHECK_UNSPECIFIED: ObjectiveCheck
OBJECTIVE_REWARD_PERMANENT_MEDAL: ObjectiveReward
OBJECTIVE_REWARD_SUDDEN_DEATH: ObjectiveReward
OBJECTIVE_REWARD_UNSPECIFIED: ObjectiveReward
TERRAIN_BEACH: Terrain
TERRAIN_BLUFF: Terrain
TERRAIN_CHURCH: Terrain
TERRAIN_CLIFF: Terrain
TERRAIN_COUNTRYSIDE: Terrain
TERRAIN_FOREST: Terrain
TERRAIN_HEDGEROW: Terrain
TERRAIN_HILL: Terrain
TERRAIN_IMPASSABLE_BLOCKING_HILL: Terrain
TERRAIN_IMPASSABLE_HILL: Terrain
TERRAIN_OCEAN: Terrain
TERRAIN_RIVER: Terrain
TERRAIN_STEEP_HILL: Terrain
TERRAIN_TOWN: Terrain
TERRAIN_UNSPECIFIED: Terrain
TERRAIN_WIDE_RIVER: Terrain

class Airdrop(_message.Message):
    __slots__ = ["center", "range", "side", "unit", "units"]
    CENTER_FIELD_NUMBER: _ClassVar[int]
    RANGE_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    UNITS_FIELD_NUMBER: _ClassVar[int]
    UNIT_FIELD_NUMBER: _ClassVar[int]
    center: _memoir44_pb2.Hex
    range: int
    side: _memoir44_pb2.Side
    unit: UnitSetup
    units: int
    def __init__(self, side: _Optional[_Union[_memoir44_pb2.Side, str]] = ..., units: _Optional[int] = ..., center: _Optional[_Union[_memoir44_pb2.Hex, _Mapping]] = ..., range: _Optional[int] = ..., unit: _Optional[_Union[UnitSetup, _Mapping]] = ...) -> None: ...

class BridgeSpan(_message.Message):
    __slots__ = ["hexes", "name"]
    HEXES_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    hexes: _containers.RepeatedCompositeFieldContainer[_memoir44_pb2.Hex]
    name: str
    def __init__(self, hexes: _Optional[_Iterable[_Union[_memoir44_pb2.Hex, _Mapping]]] = ..., name: _Optional[str] = ...) -> None: ...

class EliminationValue(_message.Message):
    __slots__ = ["medals", "side", "type"]
    MEDALS_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    medals: int
    side: _memoir44_pb2.Side
    type: _memoir44_pb2.UnitType
    def __init__(self, side: _Optional[_Union[_memoir44_pb2.Side, str]] = ..., type: _Optional[_Union[_memoir44_pb2.UnitType, str]] = ..., medals: _Optional[int] = ...) -> None: ...

class HexSetup(_message.Message):
    __slots__ = ["bridge", "hex", "obstacle", "obstacle_side", "railroad", "terrain", "unit"]
    BRIDGE_FIELD_NUMBER: _ClassVar[int]
    HEX_FIELD_NUMBER: _ClassVar[int]
    OBSTACLE_FIELD_NUMBER: _ClassVar[int]
    OBSTACLE_SIDE_FIELD_NUMBER: _ClassVar[int]
    RAILROAD_FIELD_NUMBER: _ClassVar[int]
    TERRAIN_FIELD_NUMBER: _ClassVar[int]
    UNIT_FIELD_NUMBER: _ClassVar[int]
    bridge: bool
    hex: _memoir44_pb2.Hex
    obstacle: _memoir44_pb2.Obstacle
    obstacle_side: _memoir44_pb2.Side
    railroad: bool
    terrain: Terrain
    unit: UnitSetup
    def __init__(self, hex: _Optional[_Union[_memoir44_pb2.Hex, _Mapping]] = ..., terrain: _Optional[_Union[Terrain, str]] = ..., bridge: bool = ..., railroad: bool = ..., obstacle: _Optional[_Union[_memoir44_pb2.Obstacle, str]] = ..., obstacle_side: _Optional[_Union[_memoir44_pb2.Side, str]] = ..., unit: _Optional[_Union[UnitSetup, _Mapping]] = ...) -> None: ...

class Objective(_message.Message):
    __slots__ = ["check", "hexes", "hexes_needed", "name", "reward", "side"]
    CHECK_FIELD_NUMBER: _ClassVar[int]
    HEXES_FIELD_NUMBER: _ClassVar[int]
    HEXES_NEEDED_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    REWARD_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    check: ObjectiveCheck
    hexes: _containers.RepeatedCompositeFieldContainer[_memoir44_pb2.Hex]
    hexes_needed: int
    name: str
    reward: ObjectiveReward
    side: _memoir44_pb2.Side
    def __init__(self, hexes: _Optional[_Iterable[_Union[_memoir44_pb2.Hex, _Mapping]]] = ..., side: _Optional[_Union[_memoir44_pb2.Side, str]] = ..., hexes_needed: _Optional[int] = ..., check: _Optional[_Union[ObjectiveCheck, str]] = ..., reward: _Optional[_Union[ObjectiveReward, str]] = ..., name: _Optional[str] = ...) -> None: ...

class ReconAirPower(_message.Message):
    __slots__ = ["hexes", "name", "side"]
    HEXES_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    hexes: _containers.RepeatedCompositeFieldContainer[_memoir44_pb2.Hex]
    name: str
    side: _memoir44_pb2.Side
    def __init__(self, side: _Optional[_Union[_memoir44_pb2.Side, str]] = ..., hexes: _Optional[_Iterable[_Union[_memoir44_pb2.Hex, _Mapping]]] = ..., name: _Optional[str] = ...) -> None: ...

class Scenario(_message.Message):
    __slots__ = ["airdrops", "bridge_spans", "deck_out_winner", "elimination_values", "face", "first_seat", "hexes", "id", "name", "no_deck_reshuffle", "objectives", "player1", "player2", "recon_air_power", "rules_not_implemented"]
    AIRDROPS_FIELD_NUMBER: _ClassVar[int]
    BRIDGE_SPANS_FIELD_NUMBER: _ClassVar[int]
    DECK_OUT_WINNER_FIELD_NUMBER: _ClassVar[int]
    ELIMINATION_VALUES_FIELD_NUMBER: _ClassVar[int]
    FACE_FIELD_NUMBER: _ClassVar[int]
    FIRST_SEAT_FIELD_NUMBER: _ClassVar[int]
    HEXES_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    NO_DECK_RESHUFFLE_FIELD_NUMBER: _ClassVar[int]
    OBJECTIVES_FIELD_NUMBER: _ClassVar[int]
    PLAYER1_FIELD_NUMBER: _ClassVar[int]
    PLAYER2_FIELD_NUMBER: _ClassVar[int]
    RECON_AIR_POWER_FIELD_NUMBER: _ClassVar[int]
    RULES_NOT_IMPLEMENTED_FIELD_NUMBER: _ClassVar[int]
    airdrops: _containers.RepeatedCompositeFieldContainer[Airdrop]
    bridge_spans: _containers.RepeatedCompositeFieldContainer[BridgeSpan]
    deck_out_winner: _memoir44_pb2.Side
    elimination_values: _containers.RepeatedCompositeFieldContainer[EliminationValue]
    face: BoardFace
    first_seat: int
    hexes: _containers.RepeatedCompositeFieldContainer[HexSetup]
    id: str
    name: str
    no_deck_reshuffle: bool
    objectives: _containers.RepeatedCompositeFieldContainer[Objective]
    player1: SeatSetup
    player2: SeatSetup
    recon_air_power: _containers.RepeatedCompositeFieldContainer[ReconAirPower]
    rules_not_implemented: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, id: _Optional[str] = ..., name: _Optional[str] = ..., face: _Optional[_Union[BoardFace, str]] = ..., player1: _Optional[_Union[SeatSetup, _Mapping]] = ..., player2: _Optional[_Union[SeatSetup, _Mapping]] = ..., first_seat: _Optional[int] = ..., hexes: _Optional[_Iterable[_Union[HexSetup, _Mapping]]] = ..., objectives: _Optional[_Iterable[_Union[Objective, _Mapping]]] = ..., airdrops: _Optional[_Iterable[_Union[Airdrop, _Mapping]]] = ..., no_deck_reshuffle: bool = ..., deck_out_winner: _Optional[_Union[_memoir44_pb2.Side, str]] = ..., elimination_values: _Optional[_Iterable[_Union[EliminationValue, _Mapping]]] = ..., rules_not_implemented: _Optional[_Iterable[str]] = ..., bridge_spans: _Optional[_Iterable[_Union[BridgeSpan, _Mapping]]] = ..., recon_air_power: _Optional[_Iterable[_Union[ReconAirPower, _Mapping]]] = ...) -> None: ...

class SeatSetup(_message.Message):
    __slots__ = ["hand_size", "medals_to_win", "side"]
    HAND_SIZE_FIELD_NUMBER: _ClassVar[int]
    MEDALS_TO_WIN_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    hand_size: int
    medals_to_win: int
    side: _memoir44_pb2.Side
    def __init__(self, side: _Optional[_Union[_memoir44_pb2.Side, str]] = ..., hand_size: _Optional[int] = ..., medals_to_win: _Optional[int] = ...) -> None: ...

class UnitSetup(_message.Message):
    __slots__ = ["badge", "figures", "side", "type"]
    BADGE_FIELD_NUMBER: _ClassVar[int]
    FIGURES_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    badge: _memoir44_pb2.Badge
    figures: int
    side: _memoir44_pb2.Side
    type: _memoir44_pb2.UnitType
    def __init__(self, side: _Optional[_Union[_memoir44_pb2.Side, str]] = ..., type: _Optional[_Union[_memoir44_pb2.UnitType, str]] = ..., badge: _Optional[_Union[_memoir44_pb2.Badge, str]] = ..., figures: _Optional[int] = ...) -> None: ...

class BoardFace(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Terrain(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class ObjectiveCheck(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class ObjectiveReward(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []
