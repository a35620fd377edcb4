"""Python client of Arbiter, the stateless board-game rules service (arbiter.v1.RulesService).

    import arbiter
    from arbiter.games.my_game.v1 import my_game_pb2   # each game's messages

    with arbiter.connect("localhost:50051") as client:
        game = client.new_game("my_game", seats=2, seed=7)
        legal = client.legal_actions(game.state, seat=0)
        result = client.apply(game.state, legal.actions[0], seat=0)

What is here:
    connect, connect_from_env, Client   the calls (arbiter.client)
    ArbiterError                        a refused request: gRPC code + message naming the field
    ConnectionOptions, make_channel     TLS, mutual TLS, bearer token, retries (arbiter.connection)
    game_setup, actor, viewer, pack, unpack    building and opening messages (arbiter.messages)
    arbiter.v1.*_pb2                    the API's messages (generated from proto/arbiter/v1)
    arbiter.games.<game>.v1.*_pb2       each game's Action, State, ... (generated)

Importing arbiter imports every game's generated module, so unpack() and
google.protobuf.json_format resolve any game's type in an Any.
"""
from arbiter.client import Client, connect, connect_from_env
from arbiter.connection import ConnectionOptions, make_channel, make_channel_from_options
from arbiter.errors import ArbiterError
from arbiter.messages import (actor, game_content, game_setup, import_game_modules,
                              message_class, pack, unpack, viewer)

__version__ = "0.1.0"

GAME_MODULES = import_game_modules()

__all__ = [
    "ArbiterError", "Client", "ConnectionOptions", "GAME_MODULES", "actor", "connect",
    "connect_from_env", "game_content", "game_setup", "import_game_modules", "make_channel",
    "make_channel_from_options", "message_class", "pack", "unpack", "viewer",
]
