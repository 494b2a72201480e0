"""A one-step lookahead value for the kit's GreedyBot (``floe-widgets play floe-2024 --bots greedy``)."""

from __future__ import annotations

from floe_widgets.core import Action, Game

from . import actions as A
from . import board as B
from .economy import merits
from .state import ABOVE, Floe2024State


def position_value(s: Floe2024State, seat: int) -> float:
    """A rough worth of a seat's position: points first, then what turns into points later."""
    p = s.players[seat]
    return (10.0 * p.vp + 5.0 * p.half + 2.5 * sum(v - 2 for v in p.stones.values()) + 1.5 * p.crystals
            + 2.0 * sum(merits(p).values()) + 1.0 * sum(p.res[r] for r in ("pearl", "kelp", "mushroom", "wood"))
            + 0.4 * p.res["bubble"] + 0.3 * p.warmth + 1.0 * p.maps + 0.8 * len(p.potions)
            + 1.5 * (len(p.items) + len(p.flipped) + len(p.treasures)) + 2.0 * p.feather + 1.5 * (p.room - 1)
            + 1.0 * (p.dice + p.hero_level + p.cubes_released) + 0.8 * len(p.objectives) + 0.5 * len(p.encounters)
            + 1.0 * (p.chest + p.key))


def spot_value(s: Floe2024State, seat: int) -> float:
    """What the hero's iceberg offers: tokens in reach, a landmark, a shrine for an unlocked stone, the cave."""
    p = s.players[seat]
    if not B.is_iceberg(s, p.location):
        return 0.0
    value = 0.6 * min(3, sum(len(s.tokens.get(x, [])) for x in B.reach(s, p.location)))
    card = s.landmarks.get(p.location)
    if card and card not in p.landmarks and p.cubes_released > len(p.landmarks):
        value += 3.0
    if ABOVE in p.stones.values() and any(sh not in s.shrines for sh in B.shrines_at(s, p.location)):
        value += 3.0
    if B.has_feature(s, p.location, "cave") and p.warmth >= 4:
        value += 1.0
    return value


def greedy_value(game: Game, action: Action) -> float:
    """How much ``action`` improves the acting seat's position (applied on a copy)."""
    seat = game.current_player
    if seat is None:
        return 0.0
    trial = game.copy()
    trial.apply(action)
    value = position_value(trial.state, seat) - position_value(game.state, seat)
    if trial.state.step == "map" and not trial.state.hero_acted:
        value += spot_value(trial.state, seat) - spot_value(game.state, seat)
    if isinstance(action, (A.Hike, A.Sail, A.Summon, A.Reroll)):
        value -= 0.2
    if isinstance(action, A.EndTurn):
        value -= 0.1      # do something useful first, when there is something
    return value
