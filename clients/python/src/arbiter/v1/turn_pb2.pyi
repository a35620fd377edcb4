from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor
OUTCOME_STATUS_FINISHED: OutcomeStatus
OUTCOME_STATUS_ONGOING: OutcomeStatus
OUTCOME_STATUS_UNSPECIFIED: OutcomeStatus

class Outcome(_message.Message):
    __slots__ = ["results", "status"]
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    results: _containers.RepeatedCompositeFieldContainer[SeatResult]
    status: OutcomeStatus
    def __init__(self, status: _Optional[_Union[OutcomeStatus, str]] = ..., results: _Optional[_Iterable[_Union[SeatResult, _Mapping]]] = ...) -> None: ...

class SeatResult(_message.Message):
    __slots__ = ["rank", "score", "seat", "won"]
    RANK_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    WON_FIELD_NUMBER: _ClassVar[int]
    rank: int
    score: int
    seat: int
    won: bool
    def __init__(self, seat: _Optional[int] = ..., rank: _Optional[int] = ..., score: _Optional[int] = ..., won: bool = ...) -> None: ...

class TurnStatus(_message.Message):
    __slots__ = ["acting_seats", "chance_pending", "decision", "outcome"]
    ACTING_SEATS_FIELD_NUMBER: _ClassVar[int]
    CHANCE_PENDING_FIELD_NUMBER: _ClassVar[int]
    DECISION_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    acting_seats: _containers.RepeatedScalarFieldContainer[int]
    chance_pending: bool
    decision: str
    outcome: Outcome
    def __init__(self, acting_seats: _Optional[_Iterable[int]] = ..., chance_pending: bool = ..., decision: _Optional[str] = ..., outcome: _Optional[_Union[Outcome, _Mapping]] = ...) -> None: ...

class OutcomeStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []
