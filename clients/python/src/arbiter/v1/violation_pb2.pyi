from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Optional as _Optional

DESCRIPTOR: _descriptor.FileDescriptor

class Violation(_message.Message):
    __slots__ = ["code", "field_path", "message", "rule_ref"]
    CODE_FIELD_NUMBER: _ClassVar[int]
    FIELD_PATH_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    RULE_REF_FIELD_NUMBER: _ClassVar[int]
    code: str
    field_path: str
    message: str
    rule_ref: str
    def __init__(self, code: _Optional[str] = ..., message: _Optional[str] = ..., rule_ref: _Optional[str] = ..., field_path: _Optional[str] = ...) -> None: ...
