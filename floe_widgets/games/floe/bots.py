"""A one-step lookahead value for the kit's GreedyBot: ``GreedyBot(greedy_value)``."""

from __future__ import annotations

from floe_widgets.core import Action, Game, RandomBot

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


#: how much more often than a plain move the ExplorerBot picks an action of each kind (default 1)
EXPLORER_WEIGHTS: dict[str, float] = {
    "delve": 60.0, "discover": 40.0, "visit-landmark": 15.0, "place-stone": 20.0, "trade": 6.0, "use-ally": 4.0,
    "use-treasure": 4.0, "familiar-gather": 3.0, "gather": 3.0, "sail": 2.0, "summon-ship": 2.0, "use-map": 3.0,
    "buy-item": 12.0, "tavern": 40.0, "take-ally": 12.0, "take-buildings": 12.0, "academy": 3.0,
    "use-building": 4.0, "convert-soda": 0.3, "convert-crystal": 0.3, "end-turn": 0.3, "pass": 0.5,
    "use-potion": 0.2, "use-crate": 0.2, "battle-drink": 0.3, "battle-continue": 0.5, "battle-reroll": 0.5,
    "battle-assign": 3.0, "battle-potion": 3.0, "battle-familiar": 3.0, "battle-ally": 3.0, "battle-artifice": 3.0,
    "battle-insight": 2.0, "battle-crit": 3.0, "battle-loot": 5.0,
}


class ExplorerBot(RandomBot):
    """A random player weighted towards what opens the game's phases: the Cave, discoveries, Dives,
    Landmarks, Shrines and the Village spaces (used to show that random play reaches every rule)."""

    name = "explorer"

    def choose(self, game: Game) -> Action:
        return self.pick(game, game.legal_actions())

    def pick(self, game: Game, actions: list[Action]) -> Action:
        """One of ``actions`` (the legal ones now), drawn with the weights of :meth:`weight`."""
        return self._rng.choices(actions, [self.weight(game, a) for a in actions])[0]

    @staticmethod
    def weight(game: Game, action: Action) -> float:
        if isinstance(action, A.Gather) and action.take.startswith("dive"):
            return 25.0
        if isinstance(action, A.FamiliarGather) and action.take == "dive":
            return 10.0
        if isinstance(action, (A.Hike, A.Sail, A.UseMap)):
            return _destination_weight(game.state, action)
        if isinstance(action, A.ChooseTurn) and action.turn == "village":
            p = game.state.players[game.current_player]
            full = sum(p.resources[r] == capacity(p, r) for r in p.resources)
            return 1.0 + 2.0 * full + (2.0 if p.crystals >= 1 else 0.0)
        return EXPLORER_WEIGHTS.get(action.kind, 1.0)


def _destination_weight(state: FloeState, action: Action) -> float:
    """Moves towards a Cave weigh most, then towards Landmarks and Shrines; Maps are kept for discoveries."""
    g = geometry(state.world.layout)
    to = g.docks[action.dock].iceberg if isinstance(action, A.Sail) else action.to
    ice = g.icebergs[to]
    weight = 0.2 if isinstance(action, A.UseMap) else 1.0
    if "cave" in ice.features:
        weight *= 8.0
    if to in state.world.landmarks or ice.shrines:
        weight *= 3.0
    return weight
