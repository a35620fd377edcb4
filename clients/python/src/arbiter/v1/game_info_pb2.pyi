from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ContentSpec(_message.Message):
    __slots__ = ["confidence", "description", "digest", "name", "source"]
    CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    DIGEST_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    confidence: str
    description: str
    digest: str
    name: str
    source: str
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., digest: _Optional[str] = ..., source: _Optional[str] = ..., confidence: _Optional[str] = ...) -> None: ...

class GameInfo(_message.Message):
    __slots__ = ["accepts_supplied_content", "action_type", "built_in_content", "content_type", "event_type", "game_id", "max_seats", "min_seats", "oldest_state_format_version", "options", "rules_version", "state_format_version", "state_type", "title", "violations"]
    ACCEPTS_SUPPLIED_CONTENT_FIELD_NUMBER: _ClassVar[int]
    ACTION_TYPE_FIELD_NUMBER: _ClassVar[int]
    BUILT_IN_CONTENT_FIELD_NUMBER: _ClassVar[int]
    CONTENT_TYPE_FIELD_NUMBER: _ClassVar[int]
    EVENT_TYPE_FIELD_NUMBER: _ClassVar[int]
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    MAX_SEATS_FIELD_NUMBER: _ClassVar[int]
    MIN_SEATS_FIELD_NUMBER: _ClassVar[int]
    OLDEST_STATE_FORMAT_VERSION_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    RULES_VERSION_FIELD_NUMBER: _ClassVar[int]
    STATE_FORMAT_VERSION_FIELD_NUMBER: _ClassVar[int]
    STATE_TYPE_FIELD_NUMBER: _ClassVar[int]
    TITLE_FIELD_NUMBER: _ClassVar[int]
    VIOLATIONS_FIELD_NUMBER: _ClassVar[int]
    accepts_supplied_content: bool
    action_type: str
    built_in_content: _containers.RepeatedCompositeFieldContainer[ContentSpec]
    content_type: str
    event_type: str
    game_id: str
    max_seats: int
    min_seats: int
    oldest_state_format_version: int
    options: _containers.RepeatedCompositeFieldContainer[OptionSpec]
    rules_version: str
    state_format_version: int
    state_type: str
    title: str
    violations: _containers.RepeatedCompositeFieldContainer[ViolationSpec]
    def __init__(self, game_id: _Optional[str] = ..., title: _Optional[str] = ..., min_seats: _Optional[int] = ..., max_seats: _Optional[int] = ..., options: _Optional[_Iterable[_Union[OptionSpec, _Mapping]]] = ..., rules_version: _Optional[str] = ..., state_format_version: _Optional[int] = ..., state_type: _Optional[str] = ..., action_type: _Optional[str] = ..., event_type: _Optional[str] = ..., oldest_state_format_version: _Optional[int] = ..., violations: _Optional[_Iterable[_Union[ViolationSpec, _Mapping]]] = ..., content_type: _Optional[str] = ..., accepts_supplied_content: bool = ..., built_in_content: _Optional[_Iterable[_Union[ContentSpec, _Mapping]]] = ...) -> None: ...

class OptionSpec(_message.Message):
    __slots__ = ["allowed_values", "default_value", "description", "name"]
    ALLOWED_VALUES_FIELD_NUMBER: _ClassVar[int]
    DEFAULT_VALUE_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    allowed_values: _containers.RepeatedScalarFieldContainer[str]
    default_value: str
    description: str
    name: str
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., default_value: _Optional[str] = ..., allowed_values: _Optional[_Iterable[str]] = ...) -> None: ...

class ViolationSpec(_message.Message):
    __slots__ = ["code", "description", "rule_ref"]
    CODE_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    RULE_REF_FIELD_NUMBER: _ClassVar[int]
    code: str
    description: str
    rule_ref: str
    def __init__(self, code: _Optional[str] = ..., rule_ref: _Optional[str] = ..., description: _Optional[str] = ...) -> None: ...
