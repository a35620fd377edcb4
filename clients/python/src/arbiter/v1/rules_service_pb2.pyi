from arbiter.v1 import event_pb2 as _event_pb2
from arbiter.v1 import game_info_pb2 as _game_info_pb2
from arbiter.v1 import game_state_pb2 as _game_state_pb2
from arbiter.v1 import record_pb2 as _record_pb2
from arbiter.v1 import turn_pb2 as _turn_pb2
from arbiter.v1 import violation_pb2 as _violation_pb2
from google.protobuf import any_pb2 as _any_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ApplyActionRequest(_message.Message):
    __slots__ = ["action", "actor", "state", "validate_only"]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    VALIDATE_ONLY_FIELD_NUMBER: _ClassVar[int]
    action: _any_pb2.Any
    actor: _game_state_pb2.Actor
    state: _game_state_pb2.GameState
    validate_only: bool
    def __init__(self, state: _Optional[_Union[_game_state_pb2.GameState, _Mapping]] = ..., actor: _Optional[_Union[_game_state_pb2.Actor, _Mapping]] = ..., action: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., validate_only: bool = ...) -> None: ...

class ApplyActionResponse(_message.Message):
    __slots__ = ["events", "legal", "state", "turn", "violation"]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    LEGAL_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    VIOLATION_FIELD_NUMBER: _ClassVar[int]
    events: _containers.RepeatedCompositeFieldContainer[_event_pb2.Event]
    legal: bool
    state: _game_state_pb2.GameState
    turn: _turn_pb2.TurnStatus
    violation: _violation_pb2.Violation
    def __init__(self, legal: bool = ..., violation: _Optional[_Union[_violation_pb2.Violation, _Mapping]] = ..., state: _Optional[_Union[_game_state_pb2.GameState, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_event_pb2.Event, _Mapping]]] = ..., turn: _Optional[_Union[_turn_pb2.TurnStatus, _Mapping]] = ...) -> None: ...

class GetPlayerViewRequest(_message.Message):
    __slots__ = ["state", "viewer"]
    STATE_FIELD_NUMBER: _ClassVar[int]
    VIEWER_FIELD_NUMBER: _ClassVar[int]
    state: _game_state_pb2.GameState
    viewer: _game_state_pb2.Viewer
    def __init__(self, state: _Optional[_Union[_game_state_pb2.GameState, _Mapping]] = ..., viewer: _Optional[_Union[_game_state_pb2.Viewer, _Mapping]] = ...) -> None: ...

class GetPlayerViewResponse(_message.Message):
    __slots__ = ["turn", "view"]
    TURN_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    turn: _turn_pb2.TurnStatus
    view: _game_state_pb2.GameState
    def __init__(self, view: _Optional[_Union[_game_state_pb2.GameState, _Mapping]] = ..., turn: _Optional[_Union[_turn_pb2.TurnStatus, _Mapping]] = ...) -> None: ...

class ListGamesRequest(_message.Message):
    __slots__ = []
    def __init__(self) -> None: ...

class ListGamesResponse(_message.Message):
    __slots__ = ["games"]
    GAMES_FIELD_NUMBER: _ClassVar[int]
    games: _containers.RepeatedCompositeFieldContainer[_game_info_pb2.GameInfo]
    def __init__(self, games: _Optional[_Iterable[_Union[_game_info_pb2.GameInfo, _Mapping]]] = ...) -> None: ...

class ListLegalActionsRequest(_message.Message):
    __slots__ = ["actor", "state"]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    actor: _game_state_pb2.Actor
    state: _game_state_pb2.GameState
    def __init__(self, state: _Optional[_Union[_game_state_pb2.GameState, _Mapping]] = ..., actor: _Optional[_Union[_game_state_pb2.Actor, _Mapping]] = ...) -> None: ...

class ListLegalActionsResponse(_message.Message):
    __slots__ = ["actions", "turn"]
    ACTIONS_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    actions: _containers.RepeatedCompositeFieldContainer[_any_pb2.Any]
    turn: _turn_pb2.TurnStatus
    def __init__(self, actions: _Optional[_Iterable[_Union[_any_pb2.Any, _Mapping]]] = ..., turn: _Optional[_Union[_turn_pb2.TurnStatus, _Mapping]] = ...) -> None: ...

class NewGameRequest(_message.Message):
    __slots__ = ["setup"]
    SETUP_FIELD_NUMBER: _ClassVar[int]
    setup: _game_state_pb2.GameSetup
    def __init__(self, setup: _Optional[_Union[_game_state_pb2.GameSetup, _Mapping]] = ...) -> None: ...

class NewGameResponse(_message.Message):
    __slots__ = ["events", "state", "turn"]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    events: _containers.RepeatedCompositeFieldContainer[_event_pb2.Event]
    state: _game_state_pb2.GameState
    turn: _turn_pb2.TurnStatus
    def __init__(self, state: _Optional[_Union[_game_state_pb2.GameState, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_event_pb2.Event, _Mapping]]] = ..., turn: _Optional[_Union[_turn_pb2.TurnStatus, _Mapping]] = ...) -> None: ...

class ReplayGameRequest(_message.Message):
    __slots__ = ["record"]
    RECORD_FIELD_NUMBER: _ClassVar[int]
    record: _record_pb2.GameRecord
    def __init__(self, record: _Optional[_Union[_record_pb2.GameRecord, _Mapping]] = ...) -> None: ...

class ReplayGameResponse(_message.Message):
    __slots__ = ["report"]
    REPORT_FIELD_NUMBER: _ClassVar[int]
    report: _record_pb2.ReplayReport
    def __init__(self, report: _Optional[_Union[_record_pb2.ReplayReport, _Mapping]] = ...) -> None: ...

class ReplaySteps(_message.Message):
    __slots__ = ["steps"]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    steps: _containers.RepeatedCompositeFieldContainer[_record_pb2.RecordStep]
    def __init__(self, steps: _Optional[_Iterable[_Union[_record_pb2.RecordStep, _Mapping]]] = ...) -> None: ...

class StreamReplayGameRequest(_message.Message):
    __slots__ = ["header", "steps"]
    HEADER_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    header: _record_pb2.GameRecord
    steps: ReplaySteps
    def __init__(self, header: _Optional[_Union[_record_pb2.GameRecord, _Mapping]] = ..., steps: _Optional[_Union[ReplaySteps, _Mapping]] = ...) -> None: ...

class StreamReplayGameResponse(_message.Message):
    __slots__ = ["report"]
    REPORT_FIELD_NUMBER: _ClassVar[int]
    report: _record_pb2.ReplayReport
    def __init__(self, report: _Optional[_Union[_record_pb2.ReplayReport, _Mapping]] = ...) -> None: ...
