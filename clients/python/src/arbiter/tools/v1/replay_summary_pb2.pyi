from arbiter.v1 import record_pb2 as _record_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class RecordResult(_message.Message):
    __slots__ = ["error", "expect", "game_id", "matches_expectation", "path", "report", "seconds", "steps"]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    EXPECT_FIELD_NUMBER: _ClassVar[int]
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    MATCHES_EXPECTATION_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    REPORT_FIELD_NUMBER: _ClassVar[int]
    SECONDS_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    error: str
    expect: _record_pb2.RecordExpectation
    game_id: str
    matches_expectation: bool
    path: str
    report: _record_pb2.ReplayReport
    seconds: float
    steps: int
    def __init__(self, path: _Optional[str] = ..., game_id: _Optional[str] = ..., steps: _Optional[int] = ..., error: _Optional[str] = ..., report: _Optional[_Union[_record_pb2.ReplayReport, _Mapping]] = ..., seconds: _Optional[float] = ..., expect: _Optional[_Union[_record_pb2.RecordExpectation, _Mapping]] = ..., matches_expectation: bool = ...) -> None: ...

class ReplaySummary(_message.Message):
    __slots__ = ["errors", "expectation_mismatches", "invalid", "records", "results", "shard", "valid"]
    ERRORS_FIELD_NUMBER: _ClassVar[int]
    EXPECTATION_MISMATCHES_FIELD_NUMBER: _ClassVar[int]
    INVALID_FIELD_NUMBER: _ClassVar[int]
    RECORDS_FIELD_NUMBER: _ClassVar[int]
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    SHARD_FIELD_NUMBER: _ClassVar[int]
    VALID_FIELD_NUMBER: _ClassVar[int]
    errors: int
    expectation_mismatches: int
    invalid: int
    records: int
    results: _containers.RepeatedCompositeFieldContainer[RecordResult]
    shard: str
    valid: int
    def __init__(self, records: _Optional[int] = ..., valid: _Optional[int] = ..., invalid: _Optional[int] = ..., errors: _Optional[int] = ..., expectation_mismatches: _Optional[int] = ..., results: _Optional[_Iterable[_Union[RecordResult, _Mapping]]] = ..., shard: _Optional[str] = ...) -> None: ...
