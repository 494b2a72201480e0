"""Frosthaven: scenario rules, hex map model, line of sight, movement and monster AI.

Re-exported here (engine only; the views and widgets are imported from their own modules)::

    from floe_widgets.games.frosthaven import Frosthaven, plan_turn, parse_situation, solve

``Frosthaven`` (the scenario engine) is loaded on first use, so the rule modules import cleanly.
The tactics lab widget is ``floe_widgets.games.frosthaven.tactics.TacticsWidget`` and the
scenario widget ``floe_widgets.games.frosthaven.widgets.scenario_widget.ScenarioWidget``.
"""

from __future__ import annotations

from typing import Any

from floe_widgets.games.frosthaven.ai.monster_ai import Ability, Figure, TurnPlan, find_focus, plan_turn
from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay
from floe_widgets.games.frosthaven.situations.situation import (
    Situation,
    SituationError,
    answer_document,
    build_document,
    load_situation,
    parse_answer,
    parse_situation,
    situation_document,
    solve,
    solve_document,
)

__all__ = [
    "Ability", "Figure", "Frosthaven", "HexMap", "Overlay", "Situation", "SituationError", "TurnPlan",
    "answer_document", "build_document", "find_focus", "load_situation", "parse_answer", "parse_situation",
    "plan_turn", "situation_document", "solve", "solve_document",
]


def __getattr__(name: str) -> Any:
    if name == "Frosthaven":
        from floe_widgets.games.frosthaven.scenario.game import Frosthaven

        return Frosthaven
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
