"""Protobuf wire-format pieces for tests that send hand-built request bytes (bytes the Python
library would refuse to build: invalid UTF-8, truncations, unknown fields, deep nesting).
Shared by tests/integration/seal_test.py and tests/hardening/bad_input_test.py.

    request = field_bytes(1, state_bytes) + varint(100 << 3) + varint(7)
"""
from google.protobuf import any_pb2


def varint(n):
    """`n` (>= 0) as a base-128 varint."""
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def field_bytes(number, payload):
    """A length-delimited field (wire type 2) of `number` carrying `payload`."""
    return varint(number << 3 | 2) + varint(len(payload)) + payload


def pack(message):
    """`message` packed in a google.protobuf.Any."""
    any_message = any_pb2.Any()
    any_message.Pack(message)
    return any_message
