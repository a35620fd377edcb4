from google.protobuf import any_pb2 as _any_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Iterable as _Iterable, Mapping as _Mapping, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor
VISIBILITY_PRIVATE: Visibility
VISIBILITY_PUBLIC: Visibility
VISIBILITY_UNSPECIFIED: Visibility

class Event(_message.Message):
    __slots__ = ["audience", "detail", "public_detail", "visibility"]
    AUDIENCE_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    PUBLIC_DETAIL_FIELD_NUMBER: _ClassVar[int]
    VISIBILITY_FIELD_NUMBER: _ClassVar[int]
    audience: _containers.RepeatedScalarFieldContainer[int]
    detail: _any_pb2.Any
    public_detail: _any_pb2.Any
    visibility: Visibility
    def __init__(self, detail: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., visibility: _Optional[_Union[Visibility, str]] = ..., audience: _Optional[_Iterable[int]] = ..., public_detail: _Optional[_Union[_any_pb2.Any, _Mapping]] = ...) -> None: ...

class Visibility(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = []
