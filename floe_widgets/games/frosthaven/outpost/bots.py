"""A greedy hint for campaign bots: new scenarios first, win, go home with the loot, level up,
spend perk marks, build, and take the event option that gives the town the most."""

from __future__ import annotations

from floe_widgets.core import Action

from ..scenario.bots import WeightedBot as ScenarioWeightedBot
from . import content as K

VALUES = {"level-up": 5.0, "take-perk": 3.0, "build": 5.0, "rebuild": 4.0, "retire": 4.0, "contribute": 2.0,
          "craft": 2.0, "brew": 2.0, "create-character": 1.0, "end-downtime": 0.1, "end-construction": 0.1}


def greedy_value(game, action: Action) -> float:
    s = game.state
    kind = action.kind
    if kind == "choose-scenario":
        return 0.0 if action.number in s.completed else 1.0
    if kind == "report-scenario":
        return 1.0 if action.won else 0.0
    if kind == "lost-choice":
        return 1.0 if action.option == "return" else 0.0
    if kind == "retire":
        return VALUES[kind] - (1.0 if action.second_quest else 0.0)
    if kind in ("resolve-event", "resolve-road"):
        card = K.event_card(s.event if kind == "resolve-event" else s.road_event)
        effects = card["options"][action.option].get("effects", {})
        total = sum(v for key in ("supply", "herbs") for v in effects.get(key, {}).values())
        total += sum(effects.get(key, 0) for key in ("morale", "prosperity", "inspiration", "gold_each"))
        return total - (3.0 if "attack" in effects else 0.0)
    return VALUES.get(kind, 0.0)


class WeightedBot(ScenarioWeightedBot):
    """The weighted random bot (see the scenario's) on the campaign's greedy value."""

    value = staticmethod(greedy_value)
