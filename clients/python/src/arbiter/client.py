"""Client: the Arbiter rules service (arbiter.v1.RulesService, proto/arbiter/v1/
rules_service.proto) as Python calls. Arbiter keeps no sessions: the caller holds the
GameState between calls and sends it back with the next one.

    with arbiter.connect("localhost:50051") as client:
        game = client.new_game("my_game", seats=2, seed=7)       # NewGameResponse
        legal = client.legal_actions(game.state, seat=0)         # ListLegalActionsResponse
        result = client.apply(game.state, legal.actions[0], seat=0)  # ApplyActionResponse
        if not result.legal:
            print(result.violation.code, result.violation.message)
        view = client.view(result.state, seat=1)                 # GetPlayerViewResponse
        report = client.replay(record)                           # ReplayReport

Answers are the service's own proto messages (list_games: the GameInfo list; replay: the
ReplayReport). An illegal action is an answer, not an exception: legal=False with a
Violation (code, message, rule_ref, field_path). A request the server cannot judge raises
ArbiterError (code: grpc.StatusCode; message starting with the field path; field), and so does
a transport failure (UNAVAILABLE, DEADLINE_EXCEEDED). Bad arguments of the calls themselves
(neither seat nor chance, ...) raise ValueError before anything is sent.

Deadlines: every call has `timeout` seconds (the client's default, 30 s, unless given).
"""
from __future__ import annotations

from typing import Iterator, List, Mapping, Optional, Sequence, Union

import grpc
from google.protobuf import any_pb2, message

from arbiter import messages
from arbiter.connection import ConnectionOptions, make_channel_from_options
from arbiter.errors import ArbiterError
from arbiter.v1 import (game_info_pb2, game_state_pb2, record_pb2, rules_service_pb2,
                        rules_service_pb2_grpc)

ActionArg = Union[any_pb2.Any, message.Message]
_UNSET = object()


class Client:
    """Calls on one channel. `timeout`: default deadline of each call, in seconds (None: no
    deadline). `metadata`: extra (key, value) pairs sent with every call. Close it (or use it
    as a context manager) to close a channel it made."""

    def __init__(self, channel: grpc.Channel, *, timeout: Optional[float] = 30.0,
                 metadata: Sequence[tuple] = (), owns_channel: bool = False):
        self.channel = channel
        self.timeout = timeout
        self.metadata = tuple(metadata)
        self._stub = rules_service_pb2_grpc.RulesServiceStub(channel)
        self._owns_channel = owns_channel

    def close(self) -> None:
        if self._owns_channel:
            self.channel.close()

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc) -> bool:
        self.close()
        return False

    def _call(self, method: str, request, timeout):
        try:
            return getattr(self._stub, method)(
                request, timeout=self.timeout if timeout is _UNSET else timeout,
                metadata=self.metadata or None)
        except grpc.RpcError as error:
            raise ArbiterError.from_rpc_error(error, method) from error

    def list_games(self, *, timeout=_UNSET) -> List[game_info_pb2.GameInfo]:
        """Every game the server adjudicates: id, title, seats, options (names, defaults,
        allowed values), action/state/content types, violation codes, built-in content."""
        return list(self._call("ListGames", rules_service_pb2.ListGamesRequest(),
                               timeout).games)

    def new_game(self, game: Union[str, game_state_pb2.GameSetup], seats: Optional[int] = None,
                 *, seed: Optional[int] = None, external: bool = False,
                 options: Optional[Mapping[str, str]] = None, first_seat: int = 0,
                 content: messages.ContentArg = None,
                 timeout=_UNSET) -> rules_service_pb2.NewGameResponse:
        """A new game: the GameState, the setup events (deals) and the TurnStatus. `game` is a
        game id, with the setup's fields as arguments (see messages.game_setup: seed None is
        a fresh random seed), or a whole GameSetup (then no other setup argument)."""
        if isinstance(game, game_state_pb2.GameSetup):
            if (seats, seed, external, options, first_seat, content) != (None, None, False,
                                                                         None, 0, None):
                raise ValueError("new_game: with a GameSetup, give no other setup argument")
            setup = game
        else:
            if seats is None:
                raise ValueError("seats: missing (the game's GameInfo gives min_seats and "
                                 "max_seats)")
            setup = messages.game_setup(game, seats, seed=seed, external=external,
                                        options=options, first_seat=first_seat,
                                        content=content)
        return self._call("NewGame", rules_service_pb2.NewGameRequest(setup=setup), timeout)

    def apply(self, state: game_state_pb2.GameState, action: ActionArg, *,
              seat: Optional[int] = None, chance: bool = False, validate_only: bool = False,
              timeout=_UNSET) -> rules_service_pb2.ApplyActionResponse:
        """Judges `action` (the game's Action message, or an Any such as legal_actions
        returns) by `seat` (or chance=True: a chance outcome) in `state`. Legal: legal=True
        with the next state, the events and the turn (validate_only: the verdict alone).
        Illegal: legal=False with the violation."""
        request = rules_service_pb2.ApplyActionRequest(
            state=state, actor=messages.actor(seat, chance), action=messages.pack(action),
            validate_only=validate_only)
        return self._call("ApplyAction", request, timeout)

    def legal_actions(self, state: game_state_pb2.GameState, *, seat: Optional[int] = None,
                      chance: bool = False,
                      timeout=_UNSET) -> rules_service_pb2.ListLegalActionsResponse:
        """Every legal action (Any, in the engine's canonical order; messages.unpack opens
        one) of `seat`, or every possible chance outcome (chance=True), and the turn. Empty
        when that actor may not act."""
        request = rules_service_pb2.ListLegalActionsRequest(state=state,
                                                            actor=messages.actor(seat, chance))
        return self._call("ListLegalActions", request, timeout)

    def view(self, state: game_state_pb2.GameState, *, seat: Optional[int] = None,
             spectator: bool = False,
             timeout=_UNSET) -> rules_service_pb2.GetPlayerViewResponse:
        """The state as `seat` (or a spectator) may see it, and the turn. A view is not a
        valid input to the other calls."""
        request = rules_service_pb2.GetPlayerViewRequest(
            state=state, viewer=messages.viewer(seat, spectator))
        return self._call("GetPlayerView", request, timeout)

    def replay(self, record: record_pb2.GameRecord, *, stream: bool = False,
               steps_per_message: int = 500, timeout=_UNSET) -> record_pb2.ReplayReport:
        """Validates a whole recorded game: the verdict, the first bad step and why, the final
        state's digest and turn. stream=True sends it in pieces (StreamReplayGame: the header,
        then `steps_per_message` steps per message), for records too big for one message."""
        if not stream:
            return self._call("ReplayGame", rules_service_pb2.ReplayGameRequest(record=record),
                              timeout).report
        if steps_per_message < 1:
            raise ValueError("steps_per_message: %d is not positive" % steps_per_message)
        return self._call("StreamReplayGame", _stream_parts(record, steps_per_message),
                          timeout).report


def _stream_parts(record: record_pb2.GameRecord,
                  size: int) -> Iterator[rules_service_pb2.StreamReplayGameRequest]:
    header = record_pb2.GameRecord()
    header.CopyFrom(record)
    del header.steps[:]
    yield rules_service_pb2.StreamReplayGameRequest(header=header)
    for start in range(0, len(record.steps), size):
        yield rules_service_pb2.StreamReplayGameRequest(
            steps=rules_service_pb2.ReplaySteps(steps=record.steps[start:start + size]))


def connect(target: str, *, timeout: Optional[float] = 30.0, metadata: Sequence[tuple] = (),
            **connection) -> Client:
    """A Client on a new channel to `target`. Keyword arguments: tls, ca_file, cert_file,
    key_file, server_name, token, token_file, max_attempts (arbiter.connection); timeout and
    metadata (Client). Connecting is lazy: a server that is down shows as UNAVAILABLE on the
    first call."""
    options = ConnectionOptions(target=target, **connection)
    return Client(make_channel_from_options(options), timeout=timeout, metadata=metadata,
                  owns_channel=True)


def connect_from_env(*, timeout: Optional[float] = 30.0, environ=None, **overrides) -> Client:
    """connect() with the `arbiter` CLI's environment variables (ARBITER_SERVER, ARBITER_TLS,
    ARBITER_TLS_CA_FILE, ARBITER_CLIENT_TLS_CERT_FILE, ARBITER_CLIENT_TLS_KEY_FILE,
    ARBITER_TLS_SERVER_NAME, ARBITER_TOKEN_FILE, ARBITER_MAX_ATTEMPTS); keyword arguments
    override them. ARBITER_SERVER unset: localhost:50051."""
    options = ConnectionOptions.from_env(environ)
    for name, value in overrides.items():
        if not hasattr(options, name):
            raise TypeError("connect_from_env: unknown option %r" % name)
        setattr(options, name, value)
    return Client(make_channel_from_options(options), timeout=timeout, owns_channel=True)
