"""Typed tasks and decisions: every queued kind has its class and its rule, and a save whose task
or decision has a field of the wrong type is refused naming that field."""

from __future__ import annotations

import json

import pytest

from floe_widgets.core import FormatError
from floe_widgets.games.frosthaven.scenario import decision_kinds as DK
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.state import Decision, Task
from floe_widgets.games.frosthaven.scenario.tasks import TASKS
from tests.games.frosthaven.recorded_games import CASES, new_game, recorded_path

MIDGAME = next(c for c in CASES if c.name == "two-greedy-seed1-midgame")


def test_every_task_kind_has_one_class_and_one_rule() -> None:
    assert set(Task.member(k).kind for k in TASKS) == set(TASKS)
    assert set(TASKS) == {cls.kind for cls in vars(TK).values()
                          if isinstance(cls, type) and issubclass(cls, Task) and cls is not Task}


def test_a_recorded_save_loads_into_typed_tasks_and_decision() -> None:
    game = type(new_game(MIDGAME)).load(recorded_path(MIDGAME))
    s = game.state
    assert isinstance(s.decision, DK.NegateDecision) and s.decision.amount == 2 and s.decision.source == "hound-5"
    after = s.queue[0]
    assert isinstance(after, TK.AfterAttackTask) and after.add == ["immobilize"] and after.push == 0
    assert all(type(t) is not Task for t in s.queue) and type(s.decision) is not Decision


@pytest.mark.parametrize(("corrupt", "where"), [
    (lambda st: st["queue"][0]["data"].update(push="2"), "state.queue[0].data.push"),
    (lambda st: st["queue"][0].update(kind="teleport"), "state.queue[0].kind"),
    (lambda st: st["decision"]["data"].update(amount=None), "state.decision.data.amount"),
])
def test_a_task_or_decision_field_of_the_wrong_type_is_refused_naming_it(tmp_path, corrupt, where: str) -> None:
    doc = json.loads(recorded_path(MIDGAME).read_text(encoding="utf-8"))
    corrupt(doc["state"])
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(FormatError) as err:
        type(new_game(MIDGAME)).load(path)
    assert where in str(err.value)
