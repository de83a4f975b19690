"""A toy game that follows the house conventions (the protocol door, ``state.config``,
``state.log``, ``state.turn``, ``state.seats``), to show that export, replay, undo, statistics
and the generic review work for any registered game, not only Crésus.

Matching pennies for three turns: every seat secretly picks heads or tails, then a coin is
flipped (the state's own seeded generator); a right guess wins 10 M from the bank.
"""

from __future__ import annotations

import msgspec

from cresus_tui.games.protocol import GameSpec, IllegalDecision, SeatConfig


class ToyConfig(msgspec.Struct, frozen=True):
    seats: tuple[SeatConfig, ...]
    seed: int = 0


class Pick(msgspec.Struct, frozen=True, tag="pick"):
    heads: bool


class Fold(msgspec.Struct, frozen=True, tag="fold"):
    pass


Decision = Pick | Fold


class PickRequest(msgspec.Struct, frozen=True):
    seat: int


class TurnStarted(msgspec.Struct, frozen=True, tag="turn_started"):
    turn: int


class DecisionTaken(msgspec.Struct, frozen=True, tag="decision_taken"):
    seat: int


class CoinFlipped(msgspec.Struct, frozen=True, tag="coin_flipped"):
    heads: bool
    picks: dict[int, bool]


class Entry(msgspec.Struct, frozen=True, array_like=True):
    seat: int
    decision: Decision


class Seat(msgspec.Struct):
    name: str
    cash: int = 100


class ToyState(msgspec.Struct):
    config: ToyConfig
    rng: int
    seats: list[Seat]
    turn: int = 1
    picks: dict[int, bool | None] = {}
    log: list[Entry] = []
    over: bool = False


_ENC = msgspec.msgpack.Encoder()
_DEC = msgspec.msgpack.Decoder(ToyState)


class Toy:
    def __init__(self, state: ToyState) -> None:
        self.state = state

    @property
    def is_over(self) -> bool:
        return self.state.over

    def requests(self):
        st = self.state
        if st.over:
            return ()
        return tuple(PickRequest(i) for i in range(len(st.seats)) if i not in st.picks)

    def submit(self, seat, decision):
        st = self.state
        if st.over or not isinstance(seat, int) or isinstance(seat, bool) \
                or seat in st.picks or not 0 <= seat < len(st.seats):
            raise IllegalDecision("Not your turn.")
        if not isinstance(decision, (Pick, Fold)):
            raise IllegalDecision("Pick heads or tails.")
        st.log.append(Entry(seat, decision))
        st.picks[seat] = decision.heads if isinstance(decision, Pick) else None
        if len(st.picks) < len(st.seats):
            return [DecisionTaken(seat)]
        st.rng = (st.rng * 1103515245 + 12345) % 2**31
        heads = bool(st.rng >> 16 & 1)
        for s, p in st.picks.items():
            if p is not None and p == heads:
                st.seats[s].cash += 10
        ev = [CoinFlipped(heads, {s: p for s, p in st.picks.items() if p is not None})]
        st.picks = {}
        if st.turn == 3:
            st.over = True
            return ev
        st.turn += 1
        return ev + [TurnStarted(st.turn)]

    def view(self, seat):
        return self.state.seats

    def ranking(self):
        if not self.state.over:
            return []
        order = sorted(range(len(self.state.seats)), key=lambda i: -self.state.seats[i].cash)
        out = []
        for pos, s in enumerate(order):
            same = out and self.state.seats[order[pos - 1]].cash == self.state.seats[s].cash
            out.append((out[-1][0] if same else pos + 1, s))
        return out

    def encode(self) -> bytes:
        return _ENC.encode(self.state)


def new_game(config: ToyConfig):
    st = ToyState(config, config.seed, [Seat(s.name) for s in config.seats])
    return Toy(st), [TurnStarted(1)]


SPEC = GameSpec(
    id="toy", name="Matching pennies", min_players=2, max_players=4,
    rules_file=__file__, data_file=__file__,  # type: ignore[arg-type]
    make_config=lambda seats, seed: ToyConfig(tuple(seats), seed),
    new_game=new_game, decode=lambda b: Toy(_DEC.decode(b)),
    random_decision=lambda state, seat, rng: Pick(rng.random() < 0.5),
    data_version=lambda: "toy-1",
)
