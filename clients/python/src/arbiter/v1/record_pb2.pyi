from arbiter.v1 import event_pb2 as _event_pb2
from arbiter.v1 import game_state_pb2 as _game_state_pb2
from arbiter.v1 import turn_pb2 as _turn_pb2
from arbiter.v1 import violation_pb2 as _violation_pb2
from google.protobuf import any_pb2 as _any_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor
REPLAY_VERDICT_EXPECTATION_MISMATCH: ReplayVerdict
REPLAY_VERDICT_ILLEGAL_STEP: ReplayVerdict
REPLAY_VERDICT_MALFORMED_STEP: ReplayVerdict
REPLAY_VERDICT_UNSPECIFIED: ReplayVerdict
REPLAY_VERDICT_VALID: ReplayVerdict

class GameRecord(_message.Message):
    __slots__ = ["description", "expect", "rules_version", "setup", "steps"]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    EXPECT_FIELD_NUMBER: _ClassVar[int]
    RULES_VERSION_FIELD_NUMBER: _ClassVar[int]
    SETUP_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    description: str
    expect: RecordExpectation
    rules_version: str
    setup: _game_state_pb2.GameSetup
    steps: _containers.RepeatedCompositeFieldContainer[RecordStep]
    def __init__(self, setup: _Optional[_Union[_game_state_pb2.GameSetup, _Mapping]] = ..., rules_version: _Optional[str] = ..., steps: _Optional[_Iterable[_Union[RecordStep, _Mapping]]] = ..., description: _Optional[str] = ..., expect: _Optional[_Union[RecordExpectation, _Mapping]] = ...) -> None: ...

class RecordExpectation(_message.Message):
    __slots__ = ["step_index", "verdict", "violation_code"]
    STEP_INDEX_FIELD_NUMBER: _ClassVar[int]
    VERDICT_FIELD_NUMBER: _ClassVar[int]
    VIOLATION_CODE_FIELD_NUMBER: _ClassVar[int]
    step_index: int
    verdict: ReplayVerdict
    violation_code: str
    def __init__(self, verdict: _Optional[_Union[ReplayVerdict, str]] = ..., step_index: _Optional[int] = ..., violation_code: _Optional[str] = ...) -> None: ...

class RecordStep(_message.Message):
    __slots__ = ["action", "actor", "expected_events", "expected_state_digest"]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_EVENTS_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_STATE_DIGEST_FIELD_NUMBER: _ClassVar[int]
    action: _any_pb2.Any
    actor: _game_state_pb2.Actor
    expected_events: _containers.RepeatedCompositeFieldContainer[_event_pb2.Event]
    expected_state_digest: str
    def __init__(self, actor: _Optional[_Union[_game_state_pb2.Actor, _Mapping]] = ..., action: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., expected_state_digest: _Optional[str] = ..., expected_events: _Optional[_Iterable[_Union[_event_pb2.Event, _Mapping]]] = ...) -> None: ...

class ReplayReport(_message.Message):
    __slots__ = ["detail", "final_state_digest", "final_turn", "state_before", "step", "step_index", "steps_applied", "verdict", "violation"]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    FINAL_STATE_DIGEST_FIELD_NUMBER: _ClassVar[int]
    FINAL_TURN_FIELD_NUMBER: _ClassVar[int]
    STATE_BEFORE_FIELD_NUMBER: _ClassVar[int]
    STEPS_APPLIED_FIELD_NUMBER: _ClassVar[int]
    STEP_FIELD_NUMBER: _ClassVar[int]
    STEP_INDEX_FIELD_NUMBER: _ClassVar[int]
    VERDICT_FIELD_NUMBER: _ClassVar[int]
    VIOLATION_FIELD_NUMBER: _ClassVar[int]
    detail: str
    final_state_digest: str
    final_turn: _turn_pb2.TurnStatus
    state_before: _game_state_pb2.GameState
    step: RecordStep
    step_index: int
    steps_applied: int
    verdict: ReplayVerdict
    violation: _violation_pb2.Violation
    def __init__(self, verdict: _Optional[_Union[ReplayVerdict, str]] = ..., steps_applied: _Optional[int] = ..., step_index: _Optional[int] = ..., step: _Optional[_Union[RecordStep, _Mapping]] = ..., state_before: _Optional[_Union[_game_state_pb2.GameState, _Mapping]] = ..., violation: _Optional[_Union[_violation_pb2.Violation, _Mapping]] = ..., detail: _Optional[str] = ..., final_state_digest: _Optional[str] = ..., final_turn: _Optional[_Union[_turn_pb2.TurnStatus, _Mapping]] = ...) -> None: ...

class ReplayVerdict(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []
