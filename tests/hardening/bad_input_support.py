"""What bad_input_test.py and each game's own bad-input rows share: the wire constants, state
copies with another payload or format version, and the games' rows themselves.

    from bad_input_support import Code, INT32_MAX, with_payload, with_version, game_rows

A game's rows are the test methods of class BadInputs in engines/<game>/testing/bad_inputs.py
(found by glob); game_rows() returns those classes, which bad_input_test.BadInputTest mixes in,
so the rows run against its arbiterd with its assertions (assertRpcError,
assertGameStateRejected, assertStateRejected, ...). Their catalogue rows are in
engines/<game>/testing/bad_inputs.md.
"""
import glob
import importlib.util
import os

import grpc

from arbiter.v1 import game_state_pb2

Code = grpc.StatusCode
INT32_MAX = 2**31 - 1
INT32_MIN = -2**31
UINT32_MAX = 2**32 - 1

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir)


def with_payload(state, payload):
    out = game_state_pb2.GameState()
    out.CopyFrom(state)
    out.payload.Pack(payload)
    return out


def with_version(state, version):
    """A copy of `state` labelled state_format_version `version` (payload unchanged)."""
    out = game_state_pb2.GameState()
    out.CopyFrom(state)
    out.state_format_version = version
    return out


def game_rows():
    """The BadInputs class of every engines/<game>/testing/bad_inputs.py, by game folder."""
    classes = []
    for path in sorted(glob.glob(os.path.join(ROOT, "engines", "*", "testing", "bad_inputs.py"))):
        name = "bad_inputs_" + os.path.basename(os.path.dirname(os.path.dirname(path)))
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        classes.append(module.BadInputs)
    return classes
