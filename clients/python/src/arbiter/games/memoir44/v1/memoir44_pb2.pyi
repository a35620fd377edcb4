from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

AIR_POWER_GROUP_CHAIN: AirPowerGroup
AIR_POWER_GROUP_CONNECTED: AirPowerGroup
AIR_POWER_GROUP_UNSPECIFIED: AirPowerGroup
AMBUSH_PROMPT_ALWAYS: AmbushPrompt
AMBUSH_PROMPT_ONLY_IF_HELD: AmbushPrompt
AMBUSH_PROMPT_UNSPECIFIED: AmbushPrompt
BADGE_ELITE_ARMOR: Badge
BADGE_FRENCH_RESISTANCE: Badge
BADGE_SPECIAL_FORCES: Badge
BADGE_UNSPECIFIED: Badge
CARD_KIND_AIR_POWER: CardKind
CARD_KIND_AMBUSH: CardKind
CARD_KIND_ARMOR_ASSAULT: CardKind
CARD_KIND_ARTILLERY_BOMBARD: CardKind
CARD_KIND_ASSAULT: CardKind
CARD_KIND_ATTACK: CardKind
CARD_KIND_BARRAGE: CardKind
CARD_KIND_BEHIND_ENEMY_LINES: CardKind
CARD_KIND_CLOSE_ASSAULT: CardKind
CARD_KIND_COUNTER_ATTACK: CardKind
CARD_KIND_DIG_IN: CardKind
CARD_KIND_DIRECT_FROM_HQ: CardKind
CARD_KIND_FIREFIGHT: CardKind
CARD_KIND_GENERAL_ADVANCE: CardKind
CARD_KIND_INFANTRY_ASSAULT: CardKind
CARD_KIND_MEDICS_AND_MECHANICS: CardKind
CARD_KIND_MOVE_OUT: CardKind
CARD_KIND_PINCER_MOVE: CardKind
CARD_KIND_PROBE: CardKind
CARD_KIND_RECON: CardKind
CARD_KIND_RECON_IN_FORCE: CardKind
CARD_KIND_THEIR_FINEST_HOUR: CardKind
CARD_KIND_UNSPECIFIED: CardKind
CHANCE_DRAW: Chance
CHANCE_ROLL: Chance
CHANCE_UNSPECIFIED: Chance
DECK_OUT_RULE_DRAW: DeckOutRule
DECK_OUT_RULE_SCENARIO_OR_MEDALS: DeckOutRule
DECK_OUT_RULE_UNSPECIFIED: DeckOutRule
DECK_RESHUFFLE_OFF: DeckReshuffle
DECK_RESHUFFLE_ON: DeckReshuffle
DECK_RESHUFFLE_SCENARIO: DeckReshuffle
DECK_RESHUFFLE_UNSPECIFIED: DeckReshuffle
DESCRIPTOR: _descriptor.FileDescriptor
DIE_FACE_ARMOR: DieFace
DIE_FACE_FLAG: DieFace
DIE_FACE_GRENADE: DieFace
DIE_FACE_INFANTRY: DieFace
DIE_FACE_STAR: DieFace
DIE_FACE_UNSPECIFIED: DieFace
HEDGEROW_EXIT_FREE: HedgerowExit
HEDGEROW_EXIT_ONE_HEX: HedgerowExit
HEDGEROW_EXIT_UNSPECIFIED: HedgerowExit
HILL_LOS_ELEVATED: HillLos
HILL_LOS_PLATEAU: HillLos
HILL_LOS_UNSPECIFIED: HillLos
OBSTACLE_BUNKER: Obstacle
OBSTACLE_HEDGEHOG: Obstacle
OBSTACLE_SANDBAG: Obstacle
OBSTACLE_UNSPECIFIED: Obstacle
OBSTACLE_WIRE: Obstacle
PHASE_AMBUSH: Phase
PHASE_BATTLE: Phase
PHASE_GAME_OVER: Phase
PHASE_MOVE: Phase
PHASE_ORDER: Phase
PHASE_OVERRUN: Phase
PHASE_PLAY: Phase
PHASE_RECON_KEEP: Phase
PHASE_RETREAT: Phase
PHASE_SECOND_MOVE: Phase
PHASE_SETUP: Phase
PHASE_TAKE_GROUND: Phase
PHASE_UNSPECIFIED: Phase
SECTION_CENTER: Section
SECTION_LEFT: Section
SECTION_RIGHT: Section
SECTION_UNSPECIFIED: Section
SIDE_ALLIES: Side
SIDE_AXIS: Side
SIDE_UNSPECIFIED: Side
UNIT_TYPE_ARMOR: UnitType
UNIT_TYPE_ARTILLERY: UnitType
UNIT_TYPE_INFANTRY: UnitType
UNIT_TYPE_UNSPECIFIED: UnitType

class Action(_message.Message):
    __slots__ = ["ambush", "armor_overrun", "battle", "chance", "clear_wire", "decline", "end_moves", "end_turn", "keep", "move", "order", "play", "retreat", "take_ground", "targets"]
    AMBUSH_FIELD_NUMBER: _ClassVar[int]
    ARMOR_OVERRUN_FIELD_NUMBER: _ClassVar[int]
    BATTLE_FIELD_NUMBER: _ClassVar[int]
    CHANCE_FIELD_NUMBER: _ClassVar[int]
    CLEAR_WIRE_FIELD_NUMBER: _ClassVar[int]
    DECLINE_FIELD_NUMBER: _ClassVar[int]
    END_MOVES_FIELD_NUMBER: _ClassVar[int]
    END_TURN_FIELD_NUMBER: _ClassVar[int]
    KEEP_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    PLAY_FIELD_NUMBER: _ClassVar[int]
    RETREAT_FIELD_NUMBER: _ClassVar[int]
    TAKE_GROUND_FIELD_NUMBER: _ClassVar[int]
    TARGETS_FIELD_NUMBER: _ClassVar[int]
    ambush: Ambush
    armor_overrun: ArmorOverrun
    battle: BattleAction
    chance: ChanceOutcome
    clear_wire: ClearWire
    decline: Decline
    end_moves: EndMoves
    end_turn: EndTurn
    keep: Keep
    move: Move
    order: Order
    play: Play
    retreat: Retreat
    take_ground: TakeGround
    targets: Targets
    def __init__(self, play: _Optional[_Union[Play, _Mapping]] = ..., order: _Optional[_Union[Order, _Mapping]] = ..., targets: _Optional[_Union[Targets, _Mapping]] = ..., move: _Optional[_Union[Move, _Mapping]] = ..., end_moves: _Optional[_Union[EndMoves, _Mapping]] = ..., battle: _Optional[_Union[BattleAction, _Mapping]] = ..., end_turn: _Optional[_Union[EndTurn, _Mapping]] = ..., ambush: _Optional[_Union[Ambush, _Mapping]] = ..., decline: _Optional[_Union[Decline, _Mapping]] = ..., retreat: _Optional[_Union[Retreat, _Mapping]] = ..., take_ground: _Optional[_Union[TakeGround, _Mapping]] = ..., armor_overrun: _Optional[_Union[ArmorOverrun, _Mapping]] = ..., keep: _Optional[_Union[Keep, _Mapping]] = ..., chance: _Optional[_Union[ChanceOutcome, _Mapping]] = ..., clear_wire: _Optional[_Union[ClearWire, _Mapping]] = ...) -> None: ...

class Ambush(_message.Message):
    __slots__ = ["card_id"]
    CARD_ID_FIELD_NUMBER: _ClassVar[int]
    card_id: int
    def __init__(self, card_id: _Optional[int] = ...) -> None: ...

class AmbushPlayed(_message.Message):
    __slots__ = ["card_id", "seat"]
    CARD_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    card_id: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., card_id: _Optional[int] = ...) -> None: ...

class ArmorOverrun(_message.Message):
    __slots__ = ["target"]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    target: Hex
    def __init__(self, target: _Optional[_Union[Hex, _Mapping]] = ...) -> None: ...

class Battle(_message.Message):
    __slots__ = ["attacker", "declared", "dice", "flags", "kind", "may_ignore_flag", "range", "roll", "target", "targets_left", "vacated"]
    class Kind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
        __slots__ = []
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    DECLARED_FIELD_NUMBER: _ClassVar[int]
    DICE_FIELD_NUMBER: _ClassVar[int]
    FLAGS_FIELD_NUMBER: _ClassVar[int]
    KIND_AIR_POWER: Battle.Kind
    KIND_AMBUSH: Battle.Kind
    KIND_BARRAGE: Battle.Kind
    KIND_BATTLE: Battle.Kind
    KIND_FIELD_NUMBER: _ClassVar[int]
    KIND_OVERRUN: Battle.Kind
    KIND_UNSPECIFIED: Battle.Kind
    MAY_IGNORE_FLAG_FIELD_NUMBER: _ClassVar[int]
    RANGE_FIELD_NUMBER: _ClassVar[int]
    ROLL_FIELD_NUMBER: _ClassVar[int]
    TARGETS_LEFT_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    VACATED_FIELD_NUMBER: _ClassVar[int]
    attacker: Hex
    declared: DeclaredBattle
    dice: int
    flags: int
    kind: Battle.Kind
    may_ignore_flag: bool
    range: int
    roll: _containers.RepeatedScalarFieldContainer[DieFace]
    target: Hex
    targets_left: _containers.RepeatedCompositeFieldContainer[Hex]
    vacated: Hex
    def __init__(self, kind: _Optional[_Union[Battle.Kind, str]] = ..., attacker: _Optional[_Union[Hex, _Mapping]] = ..., target: _Optional[_Union[Hex, _Mapping]] = ..., dice: _Optional[int] = ..., range: _Optional[int] = ..., roll: _Optional[_Iterable[_Union[DieFace, str]]] = ..., flags: _Optional[int] = ..., may_ignore_flag: bool = ..., declared: _Optional[_Union[DeclaredBattle, _Mapping]] = ..., targets_left: _Optional[_Iterable[_Union[Hex, _Mapping]]] = ..., vacated: _Optional[_Union[Hex, _Mapping]] = ...) -> None: ...

class BattleAction(_message.Message):
    __slots__ = ["target"]
    FROM_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    target: Hex
    def __init__(self, target: _Optional[_Union[Hex, _Mapping]] = ..., **kwargs) -> None: ...

class BattleDeclared(_message.Message):
    __slots__ = ["attacker", "dice", "kind", "target"]
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    DICE_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    attacker: Hex
    dice: int
    kind: Battle.Kind
    target: Hex
    def __init__(self, kind: _Optional[_Union[Battle.Kind, str]] = ..., attacker: _Optional[_Union[Hex, _Mapping]] = ..., target: _Optional[_Union[Hex, _Mapping]] = ..., dice: _Optional[int] = ...) -> None: ...

class CardDiscarded(_message.Message):
    __slots__ = ["card_id", "seat"]
    CARD_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    card_id: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., card_id: _Optional[int] = ...) -> None: ...

class CardDrawn(_message.Message):
    __slots__ = ["card_id", "seat"]
    CARD_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    card_id: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., card_id: _Optional[int] = ...) -> None: ...

class CardPlayed(_message.Message):
    __slots__ = ["as_air_power", "card_id", "copies_card", "seat", "section"]
    AS_AIR_POWER_FIELD_NUMBER: _ClassVar[int]
    CARD_ID_FIELD_NUMBER: _ClassVar[int]
    COPIES_CARD_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SECTION_FIELD_NUMBER: _ClassVar[int]
    as_air_power: bool
    card_id: int
    copies_card: int
    seat: int
    section: Section
    def __init__(self, seat: _Optional[int] = ..., card_id: _Optional[int] = ..., section: _Optional[_Union[Section, str]] = ..., copies_card: _Optional[int] = ..., as_air_power: bool = ...) -> None: ...

class ChanceOutcome(_message.Message):
    __slots__ = ["card_id", "dice"]
    CARD_ID_FIELD_NUMBER: _ClassVar[int]
    DICE_FIELD_NUMBER: _ClassVar[int]
    card_id: int
    dice: _containers.RepeatedScalarFieldContainer[DieFace]
    def __init__(self, dice: _Optional[_Iterable[_Union[DieFace, str]]] = ..., card_id: _Optional[int] = ...) -> None: ...

class ClearWire(_message.Message):
    __slots__ = []
    FROM_FIELD_NUMBER: _ClassVar[int]
    def __init__(self, **kwargs) -> None: ...

class DeclaredBattle(_message.Message):
    __slots__ = ["dice", "kind", "range"]
    DICE_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    RANGE_FIELD_NUMBER: _ClassVar[int]
    dice: int
    kind: Battle.Kind
    range: int
    def __init__(self, kind: _Optional[_Union[Battle.Kind, str]] = ..., dice: _Optional[int] = ..., range: _Optional[int] = ...) -> None: ...

class Decline(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class DiceRolled(_message.Message):
    __slots__ = ["dice"]
    DICE_FIELD_NUMBER: _ClassVar[int]
    dice: _containers.RepeatedScalarFieldContainer[DieFace]
    def __init__(self, dice: _Optional[_Iterable[_Union[DieFace, str]]] = ...) -> None: ...

class EndMoves(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class EndTurn(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class Event(_message.Message):
    __slots__ = ["ambush_played", "battle_declared", "card_discarded", "card_drawn", "card_played", "dice_rolled", "figures_lost", "figures_restored", "game_ended", "ground_taken", "medals_changed", "obstacle_changed", "pile_shuffled", "retreated", "unit_eliminated", "unit_moved", "units_ordered"]
    AMBUSH_PLAYED_FIELD_NUMBER: _ClassVar[int]
    BATTLE_DECLARED_FIELD_NUMBER: _ClassVar[int]
    CARD_DISCARDED_FIELD_NUMBER: _ClassVar[int]
    CARD_DRAWN_FIELD_NUMBER: _ClassVar[int]
    CARD_PLAYED_FIELD_NUMBER: _ClassVar[int]
    DICE_ROLLED_FIELD_NUMBER: _ClassVar[int]
    FIGURES_LOST_FIELD_NUMBER: _ClassVar[int]
    FIGURES_RESTORED_FIELD_NUMBER: _ClassVar[int]
    GAME_ENDED_FIELD_NUMBER: _ClassVar[int]
    GROUND_TAKEN_FIELD_NUMBER: _ClassVar[int]
    MEDALS_CHANGED_FIELD_NUMBER: _ClassVar[int]
    OBSTACLE_CHANGED_FIELD_NUMBER: _ClassVar[int]
    PILE_SHUFFLED_FIELD_NUMBER: _ClassVar[int]
    RETREATED_FIELD_NUMBER: _ClassVar[int]
    UNITS_ORDERED_FIELD_NUMBER: _ClassVar[int]
    UNIT_ELIMINATED_FIELD_NUMBER: _ClassVar[int]
    UNIT_MOVED_FIELD_NUMBER: _ClassVar[int]
    ambush_played: AmbushPlayed
    battle_declared: BattleDeclared
    card_discarded: CardDiscarded
    card_drawn: CardDrawn
    card_played: CardPlayed
    dice_rolled: DiceRolled
    figures_lost: FiguresLost
    figures_restored: FiguresRestored
    game_ended: GameEnded
    ground_taken: GroundTaken
    medals_changed: MedalsChanged
    obstacle_changed: ObstacleChanged
    pile_shuffled: PileShuffled
    retreated: Retreated
    unit_eliminated: UnitEliminated
    unit_moved: UnitMoved
    units_ordered: UnitsOrdered
    def __init__(self, card_played: _Optional[_Union[CardPlayed, _Mapping]] = ..., units_ordered: _Optional[_Union[UnitsOrdered, _Mapping]] = ..., unit_moved: _Optional[_Union[UnitMoved, _Mapping]] = ..., battle_declared: _Optional[_Union[BattleDeclared, _Mapping]] = ..., dice_rolled: _Optional[_Union[DiceRolled, _Mapping]] = ..., figures_lost: _Optional[_Union[FiguresLost, _Mapping]] = ..., figures_restored: _Optional[_Union[FiguresRestored, _Mapping]] = ..., unit_eliminated: _Optional[_Union[UnitEliminated, _Mapping]] = ..., retreated: _Optional[_Union[Retreated, _Mapping]] = ..., ground_taken: _Optional[_Union[GroundTaken, _Mapping]] = ..., obstacle_changed: _Optional[_Union[ObstacleChanged, _Mapping]] = ..., medals_changed: _Optional[_Union[MedalsChanged, _Mapping]] = ..., ambush_played: _Optional[_Union[AmbushPlayed, _Mapping]] = ..., card_drawn: _Optional[_Union[CardDrawn, _Mapping]] = ..., card_discarded: _Optional[_Union[CardDiscarded, _Mapping]] = ..., pile_shuffled: _Optional[_Union[PileShuffled, _Mapping]] = ..., game_ended: _Optional[_Union[GameEnded, _Mapping]] = ...) -> None: ...

class FiguresLost(_message.Message):
    __slots__ = ["blocked_retreat", "figures", "hex"]
    BLOCKED_RETREAT_FIELD_NUMBER: _ClassVar[int]
    FIGURES_FIELD_NUMBER: _ClassVar[int]
    HEX_FIELD_NUMBER: _ClassVar[int]
    blocked_retreat: bool
    figures: int
    hex: Hex
    def __init__(self, hex: _Optional[_Union[Hex, _Mapping]] = ..., figures: _Optional[int] = ..., blocked_retreat: bool = ...) -> None: ...

class FiguresRestored(_message.Message):
    __slots__ = ["figures", "hex"]
    FIGURES_FIELD_NUMBER: _ClassVar[int]
    HEX_FIELD_NUMBER: _ClassVar[int]
    figures: int
    hex: Hex
    def __init__(self, hex: _Optional[_Union[Hex, _Mapping]] = ..., figures: _Optional[int] = ...) -> None: ...

class GameEnded(_message.Message):
    __slots__ = ["reason", "winner"]
    REASON_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    reason: str
    winner: int
    def __init__(self, winner: _Optional[int] = ..., reason: _Optional[str] = ...) -> None: ...

class GroundTaken(_message.Message):
    __slots__ = ["to"]
    FROM_FIELD_NUMBER: _ClassVar[int]
    TO_FIELD_NUMBER: _ClassVar[int]
    to: Hex
    def __init__(self, to: _Optional[_Union[Hex, _Mapping]] = ..., **kwargs) -> None: ...

class Hex(_message.Message):
    __slots__ = ["col", "row"]
    COL_FIELD_NUMBER: _ClassVar[int]
    ROW_FIELD_NUMBER: _ClassVar[int]
    col: int
    row: int
    def __init__(self, col: _Optional[int] = ..., row: _Optional[int] = ...) -> None: ...

class Keep(_message.Message):
    __slots__ = ["card_id"]
    CARD_ID_FIELD_NUMBER: _ClassVar[int]
    card_id: int
    def __init__(self, card_id: _Optional[int] = ...) -> None: ...

class MedalsChanged(_message.Message):
    __slots__ = ["medals", "objective", "seat"]
    MEDALS_FIELD_NUMBER: _ClassVar[int]
    OBJECTIVE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    medals: int
    objective: int
    seat: int
    def __init__(self, seat: _Optional[int] = ..., medals: _Optional[int] = ..., objective: _Optional[int] = ...) -> None: ...

class Move(_message.Message):
    __slots__ = ["path"]
    FROM_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    path: _containers.RepeatedCompositeFieldContainer[Hex]
    def __init__(self, path: _Optional[_Iterable[_Union[Hex, _Mapping]]] = ..., **kwargs) -> None: ...

class ObstacleChanged(_message.Message):
    __slots__ = ["hex", "obstacle", "side"]
    HEX_FIELD_NUMBER: _ClassVar[int]
    OBSTACLE_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    hex: Hex
    obstacle: Obstacle
    side: Side
    def __init__(self, hex: _Optional[_Union[Hex, _Mapping]] = ..., obstacle: _Optional[_Union[Obstacle, str]] = ..., side: _Optional[_Union[Side, str]] = ...) -> None: ...

class ObstacleOnHex(_message.Message):
    __slots__ = ["hex", "obstacle", "side"]
    HEX_FIELD_NUMBER: _ClassVar[int]
    OBSTACLE_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    hex: Hex
    obstacle: Obstacle
    side: Side
    def __init__(self, hex: _Optional[_Union[Hex, _Mapping]] = ..., obstacle: _Optional[_Union[Obstacle, str]] = ..., side: _Optional[_Union[Side, str]] = ...) -> None: ...

class Options(_message.Message):
    __slots__ = ["air_power_group", "ambush_as_turn_card", "ambush_prompt", "artillery_needs_los", "close_assault_bonus_on_overrun", "deck_out_rule", "deck_reshuffle", "hedgerow_exit", "hill_los", "los_vertex_blocks", "sandbags_persist", "scenario"]
    AIR_POWER_GROUP_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_AS_TURN_CARD_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_PROMPT_FIELD_NUMBER: _ClassVar[int]
    ARTILLERY_NEEDS_LOS_FIELD_NUMBER: _ClassVar[int]
    CLOSE_ASSAULT_BONUS_ON_OVERRUN_FIELD_NUMBER: _ClassVar[int]
    DECK_OUT_RULE_FIELD_NUMBER: _ClassVar[int]
    DECK_RESHUFFLE_FIELD_NUMBER: _ClassVar[int]
    HEDGEROW_EXIT_FIELD_NUMBER: _ClassVar[int]
    HILL_LOS_FIELD_NUMBER: _ClassVar[int]
    LOS_VERTEX_BLOCKS_FIELD_NUMBER: _ClassVar[int]
    SANDBAGS_PERSIST_FIELD_NUMBER: _ClassVar[int]
    SCENARIO_FIELD_NUMBER: _ClassVar[int]
    air_power_group: AirPowerGroup
    ambush_as_turn_card: bool
    ambush_prompt: AmbushPrompt
    artillery_needs_los: bool
    close_assault_bonus_on_overrun: bool
    deck_out_rule: DeckOutRule
    deck_reshuffle: DeckReshuffle
    hedgerow_exit: HedgerowExit
    hill_los: HillLos
    los_vertex_blocks: bool
    sandbags_persist: bool
    scenario: str
    def __init__(self, scenario: _Optional[str] = ..., air_power_group: _Optional[_Union[AirPowerGroup, str]] = ..., close_assault_bonus_on_overrun: bool = ..., ambush_as_turn_card: bool = ..., ambush_prompt: _Optional[_Union[AmbushPrompt, str]] = ..., artillery_needs_los: bool = ..., los_vertex_blocks: bool = ..., hill_los: _Optional[_Union[HillLos, str]] = ..., hedgerow_exit: _Optional[_Union[HedgerowExit, str]] = ..., sandbags_persist: bool = ..., deck_reshuffle: _Optional[_Union[DeckReshuffle, str]] = ..., deck_out_rule: _Optional[_Union[DeckOutRule, str]] = ...) -> None: ...

class Order(_message.Message):
    __slots__ = ["units"]
    UNITS_FIELD_NUMBER: _ClassVar[int]
    units: _containers.RepeatedCompositeFieldContainer[Hex]
    def __init__(self, units: _Optional[_Iterable[_Union[Hex, _Mapping]]] = ...) -> None: ...

class PileShuffled(_message.Message):
    __slots__ = ["cards"]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: int
    def __init__(self, cards: _Optional[int] = ...) -> None: ...

class Play(_message.Message):
    __slots__ = ["as_air_power", "card_id", "section"]
    AS_AIR_POWER_FIELD_NUMBER: _ClassVar[int]
    CARD_ID_FIELD_NUMBER: _ClassVar[int]
    SECTION_FIELD_NUMBER: _ClassVar[int]
    as_air_power: bool
    card_id: int
    section: Section
    def __init__(self, card_id: _Optional[int] = ..., section: _Optional[_Union[Section, str]] = ..., as_air_power: bool = ...) -> None: ...

class Player(_message.Message):
    __slots__ = ["elimination_medals", "hand", "last_card", "last_section", "medals", "side"]
    ELIMINATION_MEDALS_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    LAST_CARD_FIELD_NUMBER: _ClassVar[int]
    LAST_SECTION_FIELD_NUMBER: _ClassVar[int]
    MEDALS_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    elimination_medals: int
    hand: _containers.RepeatedScalarFieldContainer[int]
    last_card: int
    last_section: Section
    medals: int
    side: Side
    def __init__(self, side: _Optional[_Union[Side, str]] = ..., hand: _Optional[_Iterable[int]] = ..., medals: _Optional[int] = ..., elimination_medals: _Optional[int] = ..., last_card: _Optional[int] = ..., last_section: _Optional[_Union[Section, str]] = ...) -> None: ...

class Retreat(_message.Message):
    __slots__ = ["ignore_flag", "path"]
    IGNORE_FLAG_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    ignore_flag: bool
    path: _containers.RepeatedCompositeFieldContainer[Hex]
    def __init__(self, path: _Optional[_Iterable[_Union[Hex, _Mapping]]] = ..., ignore_flag: bool = ...) -> None: ...

class Retreated(_message.Message):
    __slots__ = ["flag_ignored", "path"]
    FLAG_IGNORED_FIELD_NUMBER: _ClassVar[int]
    FROM_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    flag_ignored: bool
    path: _containers.RepeatedCompositeFieldContainer[Hex]
    def __init__(self, path: _Optional[_Iterable[_Union[Hex, _Mapping]]] = ..., flag_ignored: bool = ..., **kwargs) -> None: ...

class Roll(_message.Message):
    __slots__ = ["dice"]
    DICE_FIELD_NUMBER: _ClassVar[int]
    dice: _containers.RepeatedScalarFieldContainer[DieFace]
    def __init__(self, dice: _Optional[_Iterable[_Union[DieFace, str]]] = ...) -> None: ...

class State(_message.Message):
    __slots__ = ["active_seat", "battle", "card_in_play", "cards_to_deal", "chance", "chance_dice", "chance_seat", "discard_pile", "draw_pile", "effective_card", "external_randomness", "finest_hour_any", "finest_hour_armor", "finest_hour_infantry", "first_seat", "last_rolls", "objective_holder", "obstacle_bytes", "obstacles", "options", "phase", "players", "recon_as_air_power", "recon_drawn", "rng_state", "section", "unit_bytes", "units", "winner"]
    ACTIVE_SEAT_FIELD_NUMBER: _ClassVar[int]
    BATTLE_FIELD_NUMBER: _ClassVar[int]
    CARDS_TO_DEAL_FIELD_NUMBER: _ClassVar[int]
    CARD_IN_PLAY_FIELD_NUMBER: _ClassVar[int]
    CHANCE_DICE_FIELD_NUMBER: _ClassVar[int]
    CHANCE_FIELD_NUMBER: _ClassVar[int]
    CHANCE_SEAT_FIELD_NUMBER: _ClassVar[int]
    DISCARD_PILE_FIELD_NUMBER: _ClassVar[int]
    DRAW_PILE_FIELD_NUMBER: _ClassVar[int]
    EFFECTIVE_CARD_FIELD_NUMBER: _ClassVar[int]
    EXTERNAL_RANDOMNESS_FIELD_NUMBER: _ClassVar[int]
    FINEST_HOUR_ANY_FIELD_NUMBER: _ClassVar[int]
    FINEST_HOUR_ARMOR_FIELD_NUMBER: _ClassVar[int]
    FINEST_HOUR_INFANTRY_FIELD_NUMBER: _ClassVar[int]
    FIRST_SEAT_FIELD_NUMBER: _ClassVar[int]
    LAST_ROLLS_FIELD_NUMBER: _ClassVar[int]
    OBJECTIVE_HOLDER_FIELD_NUMBER: _ClassVar[int]
    OBSTACLES_FIELD_NUMBER: _ClassVar[int]
    OBSTACLE_BYTES_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    RECON_AS_AIR_POWER_FIELD_NUMBER: _ClassVar[int]
    RECON_DRAWN_FIELD_NUMBER: _ClassVar[int]
    RNG_STATE_FIELD_NUMBER: _ClassVar[int]
    SECTION_FIELD_NUMBER: _ClassVar[int]
    UNITS_FIELD_NUMBER: _ClassVar[int]
    UNIT_BYTES_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    active_seat: int
    battle: Battle
    card_in_play: int
    cards_to_deal: _containers.RepeatedScalarFieldContainer[int]
    chance: Chance
    chance_dice: int
    chance_seat: int
    discard_pile: _containers.RepeatedScalarFieldContainer[int]
    draw_pile: _containers.RepeatedScalarFieldContainer[int]
    effective_card: int
    external_randomness: bool
    finest_hour_any: int
    finest_hour_armor: int
    finest_hour_infantry: int
    first_seat: int
    last_rolls: _containers.RepeatedCompositeFieldContainer[Roll]
    objective_holder: _containers.RepeatedScalarFieldContainer[Side]
    obstacle_bytes: bytes
    obstacles: _containers.RepeatedCompositeFieldContainer[ObstacleOnHex]
    options: Options
    phase: Phase
    players: _containers.RepeatedCompositeFieldContainer[Player]
    recon_as_air_power: bool
    recon_drawn: _containers.RepeatedScalarFieldContainer[int]
    rng_state: int
    section: Section
    unit_bytes: bytes
    units: _containers.RepeatedCompositeFieldContainer[Unit]
    winner: int
    def __init__(self, players: _Optional[_Iterable[_Union[Player, _Mapping]]] = ..., active_seat: _Optional[int] = ..., phase: _Optional[_Union[Phase, str]] = ..., units: _Optional[_Iterable[_Union[Unit, _Mapping]]] = ..., obstacles: _Optional[_Iterable[_Union[ObstacleOnHex, _Mapping]]] = ..., unit_bytes: _Optional[bytes] = ..., obstacle_bytes: _Optional[bytes] = ..., draw_pile: _Optional[_Iterable[int]] = ..., discard_pile: _Optional[_Iterable[int]] = ..., card_in_play: _Optional[int] = ..., section: _Optional[_Union[Section, str]] = ..., effective_card: _Optional[int] = ..., finest_hour_infantry: _Optional[int] = ..., finest_hour_armor: _Optional[int] = ..., finest_hour_any: _Optional[int] = ..., recon_drawn: _Optional[_Iterable[int]] = ..., battle: _Optional[_Union[Battle, _Mapping]] = ..., objective_holder: _Optional[_Iterable[_Union[Side, str]]] = ..., chance: _Optional[_Union[Chance, str]] = ..., chance_dice: _Optional[int] = ..., chance_seat: _Optional[int] = ..., cards_to_deal: _Optional[_Iterable[int]] = ..., winner: _Optional[int] = ..., options: _Optional[_Union[Options, _Mapping]] = ..., first_seat: _Optional[int] = ..., external_randomness: bool = ..., rng_state: _Optional[int] = ..., last_rolls: _Optional[_Iterable[_Union[Roll, _Mapping]]] = ..., recon_as_air_power: bool = ...) -> None: ...

class TakeGround(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class Targets(_message.Message):
    __slots__ = ["hexes"]
    HEXES_FIELD_NUMBER: _ClassVar[int]
    hexes: _containers.RepeatedCompositeFieldContainer[Hex]
    def __init__(self, hexes: _Optional[_Iterable[_Union[Hex, _Mapping]]] = ...) -> None: ...

class Unit(_message.Message):
    __slots__ = ["badge", "figures", "hex", "side", "starting_figures", "turn", "type"]
    BADGE_FIELD_NUMBER: _ClassVar[int]
    FIGURES_FIELD_NUMBER: _ClassVar[int]
    HEX_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    STARTING_FIGURES_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    badge: Badge
    figures: int
    hex: Hex
    side: Side
    starting_figures: int
    turn: UnitTurn
    type: UnitType
    def __init__(self, hex: _Optional[_Union[Hex, _Mapping]] = ..., side: _Optional[_Union[Side, str]] = ..., type: _Optional[_Union[UnitType, str]] = ..., badge: _Optional[_Union[Badge, str]] = ..., figures: _Optional[int] = ..., turn: _Optional[_Union[UnitTurn, _Mapping]] = ..., starting_figures: _Optional[int] = ...) -> None: ...

class UnitEliminated(_message.Message):
    __slots__ = ["hex", "side"]
    HEX_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    hex: Hex
    side: Side
    def __init__(self, hex: _Optional[_Union[Hex, _Mapping]] = ..., side: _Optional[_Union[Side, str]] = ...) -> None: ...

class UnitMoved(_message.Message):
    __slots__ = ["path"]
    FROM_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    path: _containers.RepeatedCompositeFieldContainer[Hex]
    def __init__(self, path: _Optional[_Iterable[_Union[Hex, _Mapping]]] = ..., **kwargs) -> None: ...

class UnitTurn(_message.Message):
    __slots__ = ["battle_forbidden", "battles", "bonus_dice", "hexes_moved", "move_done", "ordered", "second_move"]
    BATTLES_FIELD_NUMBER: _ClassVar[int]
    BATTLE_FORBIDDEN_FIELD_NUMBER: _ClassVar[int]
    BONUS_DICE_FIELD_NUMBER: _ClassVar[int]
    HEXES_MOVED_FIELD_NUMBER: _ClassVar[int]
    MOVE_DONE_FIELD_NUMBER: _ClassVar[int]
    ORDERED_FIELD_NUMBER: _ClassVar[int]
    SECOND_MOVE_FIELD_NUMBER: _ClassVar[int]
    battle_forbidden: bool
    battles: int
    bonus_dice: int
    hexes_moved: int
    move_done: bool
    ordered: bool
    second_move: bool
    def __init__(self, ordered: bool = ..., hexes_moved: _Optional[int] = ..., move_done: bool = ..., battle_forbidden: bool = ..., battles: _Optional[int] = ..., bonus_dice: _Optional[int] = ..., second_move: bool = ...) -> None: ...

class UnitsOrdered(_message.Message):
    __slots__ = ["units"]
    UNITS_FIELD_NUMBER: _ClassVar[int]
    units: _containers.RepeatedCompositeFieldContainer[Hex]
    def __init__(self, units: _Optional[_Iterable[_Union[Hex, _Mapping]]] = ...) -> None: ...

class Side(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class UnitType(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Badge(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Section(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class CardKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class DieFace(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Obstacle(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class AirPowerGroup(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class AmbushPrompt(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class HillLos(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class HedgerowExit(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class DeckReshuffle(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class DeckOutRule(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []

class Chance(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []
