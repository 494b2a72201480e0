"""Helpers for the Floe rules tests: games in hand-made positions."""

from __future__ import annotations

import functools
from collections.abc import Callable

from floe_widgets.core import RandomBot
from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.state import FloeState

LAYOUT = {"top-left": "frostmere", "top-centre": "floe", "top-right": "glimmerdeep",
          "bottom-left": "hollowfen", "bottom-centre": "skull", "bottom-right": "emberreach"}


def game(players: int = 2, seed: int = 1, layout: bool = True, **options) -> Floe:
    g = Floe(players=players, seed=seed, **options)
    if layout:
        st = g.state
        st.world.layout = dict(LAYOUT)
        g.set_position(st)
    return g


def edit(g: Floe, change: Callable[[FloeState], None]) -> Floe:
    """Change the position by hand (history cleared)."""
    st = g.state
    change(st)
    g.set_position(st)
    return g


def me(g: Floe):
    return g.state.players[g.state.current]


def explore(g: Floe, **player) -> Floe:
    """Start an Exploration turn for the current player, after setting player fields."""
    def change(st):
        p = st.players[st.current]
        for k, v in player.items():
            setattr(p, k, v)
    edit(g, change)
    g.apply(A.ChooseTurn("exploration"))
    return g


def acting(g: Floe, **player) -> Floe:
    """An Exploration turn past movement (the Hero action and extra actions are open)."""
    explore(g, **player)
    g.apply(A.EndMovement())
    return g


def village_turn(g: Floe, **player) -> Floe:
    def change(st):
        p = st.players[st.current]
        p.turns_taken = max(p.turns_taken, 1)
        for k, v in player.items():
            setattr(p, k, v)
    edit(g, change)
    g.apply(A.ChooseTurn("village"))
    return g


def choose_all(g: Floe, *options: str) -> None:
    for o in options:
        g.apply(A.Choose(o))


def kinds(g: Floe) -> set[str]:
    return {type(a).__name__ for a in g.legal_actions()}


@functools.cache
def seeded_positions(players: int, seed: int, every: int) -> list[Floe]:
    """Copies of a seeded random game of ``players`` every ``every`` actions, and at its end (played once for every
    layout and language a view test draws them in)."""
    g, bot, out = Floe(players=players, seed=seed), RandomBot(seed), []
    for n in range(3000):
        if n % every == 0 or g.is_over:
            out.append(g.copy())   # (its history shared: recorded steps never change)
        if g.is_over:
            break
        g.apply(bot.choose(g))
    return out
