from google.protobuf import any_pb2 as _any_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Mapping as _Mapping, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor
RANDOMNESS_MODE_EXTERNAL: RandomnessMode
RANDOMNESS_MODE_SEEDED: RandomnessMode
RANDOMNESS_MODE_UNSPECIFIED: RandomnessMode

class Actor(_message.Message):
    __slots__ = ["chance", "seat"]
    CHANCE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    chance: bool
    seat: int
    def __init__(self, seat: _Optional[int] = ..., chance: bool = ...) -> None: ...

class BuiltInContent(_message.Message):
    __slots__ = ["digest", "name"]
    DIGEST_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    digest: str
    name: str
    def __init__(self, name: _Optional[str] = ..., digest: _Optional[str] = ...) -> None: ...

class GameContent(_message.Message):
    __slots__ = ["built_in", "supplied"]
    BUILT_IN_FIELD_NUMBER: _ClassVar[int]
    SUPPLIED_FIELD_NUMBER: _ClassVar[int]
    built_in: BuiltInContent
    supplied: _any_pb2.Any
    def __init__(self, built_in: _Optional[_Union[BuiltInContent, _Mapping]] = ..., supplied: _Optional[_Union[_any_pb2.Any, _Mapping]] = ...) -> None: ...

class GameSetup(_message.Message):
    __slots__ = ["content", "first_seat", "game_id", "options", "randomness", "seat_count"]
    class OptionsEntry(_message.Message):
        __slots__ = ["key", "value"]
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    FIRST_SEAT_FIELD_NUMBER: _ClassVar[int]
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    RANDOMNESS_FIELD_NUMBER: _ClassVar[int]
    SEAT_COUNT_FIELD_NUMBER: _ClassVar[int]
    content: GameContent
    first_seat: int
    game_id: str
    options: _containers.ScalarMap[str, str]
    randomness: Randomness
    seat_count: int
    def __init__(self, game_id: _Optional[str] = ..., seat_count: _Optional[int] = ..., options: _Optional[_Mapping[str, str]] = ..., randomness: _Optional[_Union[Randomness, _Mapping]] = ..., first_seat: _Optional[int] = ..., content: _Optional[_Union[GameContent, _Mapping]] = ...) -> None: ...

class GameState(_message.Message):
    __slots__ = ["content", "game_id", "payload", "rules_version", "sealed", "state_format_version"]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    PAYLOAD_FIELD_NUMBER: _ClassVar[int]
    RULES_VERSION_FIELD_NUMBER: _ClassVar[int]
    SEALED_FIELD_NUMBER: _ClassVar[int]
    STATE_FORMAT_VERSION_FIELD_NUMBER: _ClassVar[int]
    content: GameContent
    game_id: str
    payload: _any_pb2.Any
    rules_version: str
    sealed: SealedState
    state_format_version: int
    def __init__(self, game_id: _Optional[str] = ..., rules_version: _Optional[str] = ..., state_format_version: _Optional[int] = ..., payload: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., sealed: _Optional[_Union[SealedState, _Mapping]] = ..., content: _Optional[_Union[GameContent, _Mapping]] = ...) -> None: ...

class Randomness(_message.Message):
    __slots__ = ["mode", "seed"]
    MODE_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    mode: RandomnessMode
    seed: int
    def __init__(self, mode: _Optional[_Union[RandomnessMode, str]] = ..., seed: _Optional[int] = ...) -> None: ...

class SealedState(_message.Message):
    __slots__ = ["ciphertext", "key_id", "nonce", "tag"]
    CIPHERTEXT_FIELD_NUMBER: _ClassVar[int]
    KEY_ID_FIELD_NUMBER: _ClassVar[int]
    NONCE_FIELD_NUMBER: _ClassVar[int]
    TAG_FIELD_NUMBER: _ClassVar[int]
    ciphertext: bytes
    key_id: str
    nonce: bytes
    tag: bytes
    def __init__(self, key_id: _Optional[str] = ..., nonce: _Optional[bytes] = ..., ciphertext: _Optional[bytes] = ..., tag: _Optional[bytes] = ...) -> None: ...

class Viewer(_message.Message):
    __slots__ = ["seat", "spectator"]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SPECTATOR_FIELD_NUMBER: _ClassVar[int]
    seat: int
    spectator: bool
    def __init__(self, seat: _Optional[int] = ..., spectator: bool = ...) -> None: ...

class RandomnessMode(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []
