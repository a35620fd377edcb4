"""Building and opening the messages of the Arbiter API (proto/arbiter/v1): setups, actors,
viewers, and the google.protobuf.Any that carries each game's own Action, State and content.

    setup = game_setup("my_game", seats=2, seed=7, options={"variant": "short"})
    actor(seat=1); actor(chance=True)
    viewer(seat=0); viewer(spectator=True)
    any_action = pack(my_game_pb2.Action(...))         # the game's own Action message
    action = unpack(any_action)                        # a my_game_pb2.Action again
    state = unpack(game.state.payload, my_game_pb2.State)

Every game's generated module (arbiter.games.<game>.v1.*_pb2) is imported by
import_game_modules(), which `import arbiter` runs, so unpack() finds any game's type by its
type URL. Errors: ValueError naming the parameter for a call that gives neither or both of
seat and chance (or spectator), a negative seat, or an Any whose type is unknown, not the
one asked for, or whose bytes do not parse.
"""
from __future__ import annotations

import importlib
import pkgutil
import secrets
from typing import Mapping, Optional, Type, TypeVar, Union

from google.protobuf import any_pb2, descriptor_pool, message, symbol_database

from arbiter.v1 import game_state_pb2

M = TypeVar("M", bound=message.Message)


def import_game_modules() -> list:
    """Imports every generated module under arbiter.games (each game's messages) and returns
    them, sorted by name."""
    import arbiter.games
    names = sorted(m.name for m in pkgutil.walk_packages(arbiter.games.__path__,
                                                          "arbiter.games.")
                   if m.name.endswith("_pb2"))
    return [importlib.import_module(name) for name in names]


def pack(msg: message.Message) -> any_pb2.Any:
    """`msg` in an Any (type URL type.googleapis.com/<full name>); an Any is returned as is."""
    if isinstance(msg, any_pb2.Any):
        return msg
    if not isinstance(msg, message.Message):
        raise ValueError("expected a protobuf message, got %s" % type(msg).__name__)
    packed = any_pb2.Any()
    packed.Pack(msg)
    return packed


def message_class(full_name: str) -> Type[message.Message]:
    """The generated class of a message type by full name, e.g.
    "arbiter.games.my_game.v1.Action". ValueError when no imported module defines it."""
    try:
        descriptor = descriptor_pool.Default().FindMessageTypeByName(full_name)
    except KeyError:
        raise ValueError("unknown message type %r" % full_name) from None
    try:
        from google.protobuf import message_factory
        return message_factory.GetMessageClass(descriptor)  # protobuf >= 4.22
    except AttributeError:
        return symbol_database.Default().GetPrototype(descriptor)


def unpack(packed: any_pb2.Any, cls: Optional[Type[M]] = None) -> M:
    """The message inside `packed`: of class `cls` when given (ValueError when the Any holds
    another type), else of the class its type URL names. ValueError too for bytes that do
    not parse as that type."""
    full_name = packed.type_url.rsplit("/", 1)[-1]
    if cls is None:
        cls = message_class(full_name)
    out = cls()
    try:
        unpacked = packed.Unpack(out)
    except message.DecodeError as error:
        raise ValueError("the Any's value is not a valid %s: %s" % (out.DESCRIPTOR.full_name,
                                                                    error)) from None
    if not unpacked:
        raise ValueError("the Any holds %r, not %s" % (packed.type_url,
                                                       out.DESCRIPTOR.full_name))
    return out


def actor(seat: Optional[int] = None, chance: bool = False) -> game_state_pb2.Actor:
    """A seat (0-based) or chance (an outcome in RANDOMNESS_MODE_EXTERNAL); exactly one."""
    if (seat is None) == (not chance):
        raise ValueError("actor: give seat=N or chance=True, exactly one")
    if chance:
        return game_state_pb2.Actor(chance=True)
    if seat < 0:
        raise ValueError("seat: %d is negative" % seat)
    return game_state_pb2.Actor(seat=seat)


def viewer(seat: Optional[int] = None, spectator: bool = False) -> game_state_pb2.Viewer:
    """A seat (sees its own secrets and everything public) or a spectator; exactly one."""
    if (seat is None) == (not spectator):
        raise ValueError("viewer: give seat=N or spectator=True, exactly one")
    if spectator:
        return game_state_pb2.Viewer(spectator=True)
    if seat < 0:
        raise ValueError("seat: %d is negative" % seat)
    return game_state_pb2.Viewer(seat=seat)


ContentArg = Union[None, str, game_state_pb2.GameContent, message.Message]


def game_content(content: ContentArg) -> Optional[game_state_pb2.GameContent]:
    """None; a built-in content's name (GameInfo.built_in_content[].name); a GameContent as
    is; or the game's own content message (GameInfo.content_type), sent as supplied."""
    if content is None or isinstance(content, game_state_pb2.GameContent):
        return content
    if isinstance(content, str):
        return game_state_pb2.GameContent(built_in=game_state_pb2.BuiltInContent(name=content))
    return game_state_pb2.GameContent(supplied=pack(content))


def game_setup(game_id: str, seats: int, *, seed: Optional[int] = None,
               external: bool = False, options: Optional[Mapping[str, str]] = None,
               first_seat: int = 0, content: ContentArg = None) -> game_state_pb2.GameSetup:
    """A GameSetup. Randomness: SEEDED with `seed` (None: a fresh random 64-bit seed, so
    each game differs; keep the setup to replay it), or EXTERNAL (the caller gives every
    chance outcome as an action of actor chance) when external=True (no seed then). Option
    values are strings, as GameInfo.options lists them."""
    setup = game_state_pb2.GameSetup(game_id=game_id, seat_count=seats,
                                     options=dict(options or {}), first_seat=first_seat)
    if external:
        if seed is not None:
            raise ValueError("seed: not used with external=True")
        setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_EXTERNAL
    else:
        setup.randomness.mode = game_state_pb2.RANDOMNESS_MODE_SEEDED
        setup.randomness.seed = secrets.randbits(64) if seed is None else seed
    chosen = game_content(content)
    if chosen is not None:
        setup.content.CopyFrom(chosen)
    return setup
