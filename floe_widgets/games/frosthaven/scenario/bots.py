"""Frosthaven bots: a greedy hint for the kit's GreedyBot (prefer attacks, kills, healing and progress)
and a weighted random bot built on it."""

from __future__ import annotations

import math

from floe_widgets.core import Action, Game, RandomBot

from . import plates as PLATES
from .actions import (
    ChooseHalf,
    Consume,
    LongRest,
    LoseCard,
    LoseCards,
    MoveTo,
    Perform,
    PlaceAt,
    Redraw,
    SelectCards,
    ShortRest,
    Skip,
    TakeDamage,
    Target,
    TargetArea,
    UseItem,
)


def greedy_value(game: Game, action: Action) -> float:
    """A rough value of ``action`` for the player taking it (higher is better)."""
    s = game.state
    if isinstance(action, SelectCards):
        from .cards import card
        top = card(action.lead)["top"]
        attack = any("attack" in a for a in top["abilities"])
        lost = 0.8 if top.get("lost") else 0.0
        return 2.0 + (1.0 if attack else 0.0) - lost - card(action.lead)["initiative"] / 100
    if isinstance(action, LongRest):
        ch = game.char(action.seat)
        f = game.fig(ch.fid)
        low = f is not None and 2 * f.hp <= f.max_hp and len(ch.discard) >= 4
        return 3.5 if len(ch.hand) < 2 or low else 0.5
    if isinstance(action, ChooseHalf):
        from .cards import action as act
        abilities = act(action.card, action.half, action.basic)["abilities"]
        value = 1.0 + sum(1.5 for a in abilities if "attack" in a) + sum(0.5 for a in abilities if "move" in a)
        return value - (1.0 if act(action.card, action.half, action.basic).get("lost") else 0.0)
    if isinstance(action, (Target, TargetArea)):
        return 5.0 + (0.5 if getattr(action, "effects", True) else 0.0)
    if isinstance(action, MoveTo):
        f = game.fig(s.turn.fid) if s.turn else None
        foes = [o.hex for o in s.figures if o.kind in ("monster", "objective")]
        if f is None or not foes:
            return 1.0
        from floe_widgets.core import hexgrid
        b = game.board
        doors = [d for d in b.doors if d not in s.open_doors and d not in b.locked]
        goals = foes + doors + PLATES.pending(b, s)   # a plate may open a locked door (FH-TERR-6)
        return 3.0 - min(hexgrid.distance(action.to, g) for g in goals) / 10
    if isinstance(action, (Perform, PlaceAt, Consume)):
        return 2.5
    if isinstance(action, TakeDamage):
        d = s.decision
        f = game.fig(d.fid)
        return 3.0 if f is not None and f.hp > d.amount else 0.0
    if isinstance(action, LoseCards):
        return 1.0 if len(action.cards) == 2 else 0.5
    if isinstance(action, ShortRest):
        needed = len(game.char(action.seat).hand) < 2
        return (1.0 if needed else 0.2) if action.rest else 0.5
    if isinstance(action, Redraw):
        return 0.5 if action.redraw else 1.0
    if isinstance(action, (LoseCard, UseItem)):
        return 1.0
    if isinstance(action, Skip):
        return 0.1
    return 1.0


class WeightedBot(RandomBot):
    """Draws among the legal actions with weight ``exp(sharpness * value)`` (``value``: the greedy value):
    mostly sensible play that still rests, loots, uses items and takes damage now and then, so seeded runs
    reach every phase."""

    name = "weighted"
    value = staticmethod(greedy_value)

    def __init__(self, seed: int = 0, sharpness: float = 1.0) -> None:
        super().__init__(seed)
        self.sharpness = sharpness

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        weights = [math.exp(self.sharpness * self.value(game, a)) for a in actions]
        return self._rng.choices(actions, weights)[0]
