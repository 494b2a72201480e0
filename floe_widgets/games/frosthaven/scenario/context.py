"""What the scenario's rule functions work on: the state, the chance source, the scenario's fixed
board and the game's setup (players, options).

The engine is modules of plain functions ``rule(ctx, ...)``; :class:`game.Frosthaven` builds a
context over its current state for each call and holds nothing else the rules need."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floe_widgets.core import Chance

from . import modifiers as MOD
from .book import Board
from .names import figure_called
from .state import Character, FHState, Figure, Task


def find_figure(state: FHState, fid: str) -> Figure | None:
    for f in state.figures:
        if f.fid == fid:
            return f
    return None


def character_of(state: FHState, fid: str) -> Character | None:
    for ch in state.characters:
        if ch.fid == fid:
            return ch
    return None


def deck_of(state: FHState, f: Figure) -> MOD.ModDeck:
    """FH-MOD-OWNER-1: own deck, the summoner's deck, or the monster deck."""
    if f.kind in ("character", "summon"):
        return state.characters[f.owner].deck
    return state.monster_deck


@dataclass
class Context:
    state: FHState
    chance: Chance
    board: Board
    players: int
    options: dict[str, Any]

    def fig(self, fid: str) -> Figure | None:
        return find_figure(self.state, fid)

    def called(self, f: Figure) -> str:
        """``f``'s name as the log, the options and the refusals say it, told apart from the figures in play."""
        return figure_called(f, self.state.figures)

    def char(self, seat: int) -> Character:
        return self.state.characters[seat]

    def char_of(self, fid: str) -> Character | None:
        return character_of(self.state, fid)

    def deck_of(self, f: Figure) -> MOD.ModDeck:
        return deck_of(self.state, f)

    def spawn(self, *tasks: Task) -> None:
        """Put ``tasks`` first in the queue of automatic steps (they run before what was waiting)."""
        self.state.queue[0:0] = list(tasks)
