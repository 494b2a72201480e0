"""A one-step lookahead value for the kit's GreedyBot: ``GreedyBot(greedy_value)``."""

from __future__ import annotations

from floe_widgets.core import Action, Game

from . import actions as A
from .effects import capacity
from .state import STONE_PRIMED, FloeState
from .world import geometry


def position_value(state: FloeState, seat: int) -> float:
    """A rough worth of a seat's position: VP first, then what turns into VP later."""
    p = state.players[seat]
    stones = sum(p.stones.values())
    return (10.0 * p.vp + 3.0 * sum(p.merits.values()) + 2.5 * stones + 2.0 * p.crystals
            + 1.5 * (len(p.relics) + len(p.items) + len(p.allies) + len(p.treasures)) + 1.0 * sum(p.resources.values())
            + 0.5 * p.soda + 0.1 * p.warmth + 0.8 * len(p.tokens) + 1.0 * p.hero_dice + 2.0 * p.quest_step
            + 1.0 * p.regions_discovered + 1.5 * len(p.landmarks_visited) + 2.0 * (p.cave_chamber - 1))


def spot_value(state: FloeState, seat: int) -> float:
    """What the Hero's Iceberg offers: tokens around it, a Landmark to visit, Shrines for Primed stones, a Cave."""
    p = state.players[seat]
    g = geometry(state.world.layout)
    ice = g.icebergs.get(p.location)
    if ice is None:
        return 0.0
    tokens = sum(len(state.world.tokens.get(place, [])) for place in (p.location, *ice.seas))
    value = 0.6 * min(tokens, 3)
    card = state.world.landmarks.get(p.location)
    if card and p.rumors_available and seat not in state.village.landmark_rumors.get(card, []):
        value += 3.0
    if any(s == STONE_PRIMED for s in p.stones.values()) and any(s not in state.world.shrines for s in ice.shrines):
        value += 3.0
    if "cave" in ice.features and p.cave_chamber <= 5 and p.warmth >= 4:
        value += 1.0
    return value


def greedy_value(game: Game, action: Action) -> float:
    """How much ``action`` improves the acting seat's position (applied on a copy)."""
    seat = game.current_player
    if seat is None:
        return 0.0
    before = position_value(game.state, seat)
    trial = game.copy()
    trial.apply(action)
    value = position_value(trial.state, seat) - before
    if trial.state.turn.phase in ("move", "sail", "act"):
        value += spot_value(trial.state, seat) - spot_value(game.state, seat)
    if isinstance(action, (A.Hike, A.Sail, A.UseMap, A.SummonShip)):
        value -= 0.2
    if isinstance(action, (A.EndTurn, A.Pass, A.EndMovement)):
        value -= 0.1  # do something useful first, when there is something
    if isinstance(action, A.ChooseTurn) and action.turn == "village":
        p = game.state.players[seat]
        full = sum(p.resources[r] == capacity(p, r) for r in p.resources)
        value += 2.0 * full + (2.0 if p.crystals >= 3 else 0.0) - 1.5
    return value
