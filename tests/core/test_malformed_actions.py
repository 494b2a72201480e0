"""Actions are checked field by field against their declared types before any rule (CORE-ACTION-TYPES).

Property tests over every action class of every registered game: a field given a value of another
type (a bool or float or numpy scalar for an int, None, a long text, a long or nested tuple, another
kind altogether) is refused with IllegalAction citing CORE-ACTION-TYPES and the game is unchanged; a
well-typed but odd value (huge numbers, unknown names) is refused with a real rule or, if legal,
accepted; nothing ever raises another exception.  The same holds for actions given as JSON.
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floe_widgets import games
from floe_widgets.core import IllegalAction
from floe_widgets.core.actions import MALFORMED, malformed_field

from .action_variants import (
    HUGE,
    NAMES,
    base_action,
    fields,
    offered,
    position,
    snapshot,
    vocabulary,
    wrong_values,
)

CASES = [(name, cls) for name in NAMES for cls in games.game_class(name).action_types]
IDS = [f"{name}-{cls.kind}" for name, cls in CASES]
FEW = settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck), database=None)


def _position(name: str, index: int):
    return position(name, index, seed=3, points=4, length=60)


def _seen(game) -> list:
    return offered(game) + game.legal_actions()


@pytest.mark.parametrize(("name", "cls"), CASES, ids=IDS)
@FEW
@given(data=st.data())
def test_a_field_of_the_wrong_type_is_refused_first(name, cls, data) -> None:
    fs = fields(cls)
    if not fs:
        return
    game = _position(name, data.draw(st.integers(0, 3)))
    field, hint = data.draw(st.sampled_from(fs))
    bad = data.draw(st.sampled_from(wrong_values(hint)))
    action = dataclasses.replace(base_action(cls, _seen(game)), **{field: bad})
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.rule_id == MALFORMED
    assert snapshot(game) == before
    assert not game.is_legal(action)


def _odd(hint, vocab):
    """Well-typed values, often out of range."""
    if hint is int:
        return st.sampled_from([HUGE, -HUGE, -1, 0, 1, 2, 5, 99, 10**6])
    if hint is str:
        return st.sampled_from(sorted(vocab) + ["", "zz", "\x00", "x" * 200])
    if hint is bool:
        return st.booleans()
    return st.nothing()


@pytest.mark.parametrize(("name", "cls"), CASES, ids=IDS)
@FEW
@given(data=st.data())
def test_an_odd_well_typed_value_is_refused_by_a_rule_or_legal(name, cls, data) -> None:
    game = _position(name, data.draw(st.integers(0, 3)))
    seen = _seen(game)
    action = base_action(cls, seen)
    vocab = vocabulary(seen)
    for field, hint in fields(cls):
        if hint in (int, str, bool) and data.draw(st.booleans()):
            action = dataclasses.replace(action, **{field: data.draw(_odd(hint, vocab))})
    before, legal = snapshot(game), game.legal_actions()
    refused = game.why_not(action)
    try:
        game.apply(action)
    except IllegalAction as exc:
        assert refused is None or exc.rule_id == refused[0]
        assert snapshot(game) == before
    else:
        assert refused is None
        assert isinstance(action, type(game).free_actions) or action in legal


JSON_VALUES = [2.0, True, None, "2", [], {}, [[[[0]]]], 10**30, -1, "x" * 300, [1, 2, 3]]


@pytest.mark.parametrize(("name", "cls"), CASES, ids=IDS)
def test_json_actions_of_the_wrong_type_are_refused(name, cls) -> None:
    game = _position(name, 0)
    base = base_action(cls, _seen(game)).to_dict()
    before, legal = snapshot(game), game.legal_actions()
    for field, _hint in fields(cls):
        for value in JSON_VALUES:
            doc = {**base, field: value}
            for given_as in (doc, json.dumps(doc)):
                try:
                    game.apply(given_as)
                except IllegalAction:
                    assert snapshot(game) == before
                else:  # only a well-typed legal action goes through
                    applied = game.undo()
                    assert malformed_field(applied) is None and applied in legal


def test_deeply_nested_json_text_is_refused() -> None:
    game = _position(NAMES[0], 0)
    with pytest.raises(IllegalAction) as info:
        game.apply('{"kind": "x", "a": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert info.value.rule_id == MALFORMED
