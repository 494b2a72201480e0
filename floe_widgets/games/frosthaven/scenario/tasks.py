"""The registry of automatic steps: each kind of :class:`state.Task` (typed in task_kinds.py) and the rule
function that runs it."""

from __future__ import annotations

from collections.abc import Callable

from floe_widgets.core import Event

from . import combat as COMBAT
from . import monster_turns as MTURN
from . import round_steps as STEPS
from . import turns as TURNS
from .context import Context
from .state import Task

TASKS: dict[str, Callable[[Context, Task], list[Event]]] = {
    # the round (round_steps)
    "join_tie": STEPS.task_join_tie,
    "end_round": STEPS.task_end_round,
    "short_rest_offer": STEPS.task_short_rest_offer,
    "short_rest_end": STEPS.task_short_rest_end,
    "round_over": STEPS.task_round_over,
    # character turns (turns)
    "char_turn": TURNS.task_char_turn,
    "char_main": TURNS.task_char_main,
    "end_turn": TURNS.task_end_turn,
    "end_turn_finish": TURNS.task_end_turn_finish,
    # monster and summon turns (monster_turns)
    "summon_turn": MTURN.task_summon_turn,
    "monster_set": MTURN.task_monster_set,
    "end_set": MTURN.task_end_set,
    "monster_turn": MTURN.task_monster_turn,
    "auto_turn": MTURN.task_auto_turn,
    "auto_ability": MTURN.task_auto_ability,
    # attacks and damage (combat)
    "damage": COMBAT.task_damage,
    "attack": COMBAT.task_attack,
    "after_attack": COMBAT.task_after_attack,
    "retaliate": COMBAT.task_retaliate,
}
