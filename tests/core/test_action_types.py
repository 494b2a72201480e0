"""CORE-ACTION-TYPES: every field of an action is checked against its declared type before any rule.

The actions below carry one field of each shape the games use (whole numbers, texts, flags, optional
values, literals, fixed and open tuples, nested tuples); the refusal names the field and says what it
should be, in words a person reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal, Optional

import pytest

from floe_widgets.core import Action, IllegalAction
from floe_widgets.core.actions import MAX_ITEMS, MAX_TEXT, malformed_field

from .toy import Race


@dataclass(frozen=True)
class Shapes(Action):
    kind: ClassVar[str] = "shapes"
    count: int = 0
    name: str = ""
    flag: bool = False
    share: float = 0.0
    seat: int | None = None
    side: Literal["left", "right"] = "left"
    spot: tuple[int, int] = (0, 0)
    path: tuple[int, ...] = ()
    steps: tuple[tuple[int, int], ...] = ()


def problem(**fields) -> str | None:
    return malformed_field(Shapes(**fields))


def test_well_typed_fields_pass() -> None:
    assert problem(count=3, name="Ice", flag=True, share=0.5, seat=2, side="right", spot=(1, -1),
                   path=(1, 2, 3), steps=((0, 1), (2, 3))) is None
    assert problem(name="x" * MAX_TEXT, path=(1,) * MAX_ITEMS) is None


@pytest.mark.rule("CORE-ACTION-TYPES")
@pytest.mark.parametrize(("fields", "expected"), [
    ({"count": True}, "count should be a whole number, not bool True"),
    ({"count": 2.0}, "count should be a whole number, not float 2.0"),
    ({"name": 7}, "name should be a text, not int 7"),
    ({"flag": 1}, "flag should be true or false, not int 1"),
    ({"share": 1}, "share should be a number, not int 1"),
    ({"seat": "2"}, "seat should be a whole number or empty, not str '2'"),
    ({"side": "up"}, "side should be one of 'left', 'right', not str 'up'"),
    ({"spot": [1, 2]}, "spot should be a tuple, not list [1, 2]"),
    ({"spot": (1, 2, 3)}, "spot should have 2 items, not 3"),
    ({"spot": (1, "2")}, "spot item 1 should be a whole number, not str '2'"),
    ({"path": (1, None)}, "path item 1 should be a whole number, not NoneType None"),
    ({"steps": ((0, 1), (2, 3.0))}, "steps item 1 item 1 should be a whole number, not float 3.0"),
    ({"name": "x" * (MAX_TEXT + 1)}, f"name is {MAX_TEXT + 1} characters long (at most {MAX_TEXT})"),
    ({"path": (0,) * (MAX_ITEMS + 1)}, f"path has {MAX_ITEMS + 1} items (at most {MAX_ITEMS})"),
])
def test_a_field_of_the_wrong_shape_is_named_with_what_it_should_be(fields, expected) -> None:
    assert problem(**fields) == expected


@pytest.mark.rule("CORE-ACTION-TYPES")
def test_the_first_wrong_field_is_the_one_named() -> None:
    assert problem(count="1", name=2).startswith("count ")
    assert problem(name=2, path=("a",)).startswith("name ")


@pytest.mark.rule("CORE-ACTION-TYPES")
def test_a_literal_takes_its_exact_values_only() -> None:
    @dataclass(frozen=True)
    class Pick(Action):
        kind: ClassVar[str] = "pick"
        n: Literal[1, 2]

    assert malformed_field(Pick(1)) is None
    assert malformed_field(Pick(True)) == "n should be one of 1, 2, not bool True"
    assert malformed_field(Pick(1.0)) == "n should be one of 1, 2, not float 1.0"


@pytest.mark.rule("CORE-ACTION-TYPES")
def test_a_long_value_is_cut_in_the_refusal() -> None:
    said = problem(count="y" * 500)
    assert said == "count should be a whole number, not str '" + "y" * 39 + "…"


@pytest.mark.rule("CORE-ACTION-TYPES")
def test_nesting_deeper_than_the_limit_is_refused() -> None:
    @dataclass(frozen=True)
    class Deep(Action):
        kind: ClassVar[str] = "deep"
        v: tuple[tuple[tuple[tuple[tuple[tuple[int, ...], ...], ...], ...], ...], ...]

    assert malformed_field(Deep(((((((1,),),),),),))) == "v item 0 item 0 item 0 item 0 item 0 is nested too deeply"
    assert malformed_field(Deep((((((),),),),),)) is None


def test_a_field_of_an_unsupported_type_is_a_programming_error() -> None:
    @dataclass(frozen=True)
    class Odd(Action):
        kind: ClassVar[str] = "odd"
        v: list[int]

    with pytest.raises(TypeError, match="not supported"):
        malformed_field(Odd([1]))


@pytest.mark.rule("CORE-ACTION-TYPES")
def test_the_game_refuses_a_malformed_action_before_its_rules_and_keeps_its_state() -> None:
    from .toy import Bank

    game = Race(players=2, seed=1)
    before = game.to_json()
    with pytest.raises(IllegalAction) as refused:
        game.apply(Bank(amount=False))
    assert refused.value.rule_id == "CORE-ACTION-TYPES"
    assert refused.value.reason == "'bank' is malformed: amount should be a whole number, not bool False."
    with pytest.raises(IllegalAction) as refused:
        game.apply(Shapes())
    assert refused.value.rule_id == "CORE-ACTION-TYPES"
    assert refused.value.reason == "Shapes is not an action of Dice Race."
    assert game.to_json() == before


def test_an_action_without_its_own_sentence_reads_as_its_kind_and_fields() -> None:
    from .toy import Roll

    assert Shapes(count=2, name="Ice").describe().startswith("shapes(count=2, name='Ice', flag=False, ")
    assert str(Shapes()) == Shapes().describe()
    assert Action().describe() == "action"
    assert str(Roll()) == "Roll the die"


def test_an_event_reads_as_its_text_and_cites_its_rules() -> None:
    from floe_widgets.core import Event

    assert str(Event("Rolled 3.")) == "Rolled 3."
    assert str(Event("Bust!", ("RACE-BUST", "RACE-ROLL"))) == "Bust! [RACE-BUST, RACE-ROLL]"
    same = Event("Bust!", ("RACE-BUST",), player=1, data={"face": "bust"})
    assert hash(same) == hash(Event("Bust!", ("RACE-BUST",), player=1)) == hash(same)
    assert len({same, Event("Bust!", ("RACE-BUST",), player=1), Event("Bust!", ("RACE-BUST",), player=0)}) == 2


class Colour:
    pass


@dataclass(frozen=True)
class Paint(Action):
    kind: ClassVar[str] = "paint"
    colour: Colour
    pot: Optional[str]  # noqa: UP045 (the older spelling is checked too)
    side: tuple[Literal["N", "S"], ...] = ()
    mark: tuple[int, int] | None = None
    tone: Literal["dark", "light"] | None = None


@pytest.mark.rule("CORE-ACTION-TYPES")
def test_other_declared_types_are_named_plainly() -> None:
    assert malformed_field(Paint(Colour(), None)) is None
    assert malformed_field(Paint("red", None)) == "colour should be Colour, not str 'red'"
    assert malformed_field(Paint(Colour(), 3)) == "pot should be a text or empty, not int 3"
    assert malformed_field(Paint(Colour(), "x", ("E",))) == "side item 0 should be one of 'N', 'S', not str 'E'"
    assert malformed_field(Paint(Colour(), "x", mark="x")) == "mark should be a tuple or empty, not str 'x'"
    assert malformed_field(Paint(Colour(), "x", tone=3)) == "tone should be one of 'dark', 'light' or empty, not int 3"


@pytest.mark.rule("CORE-ACTION-TYPES")
@pytest.mark.parametrize(("data", "reason"), [
    ({"kind": 3}, "Malformed action: action: an action is an object with a 'kind' string."),
    ([1], "Malformed action: action: an action is an object with a 'kind' string."),
    ({"kind": "fly"}, "Malformed action: action: unknown action kind 'fly'."),
    ({"kind": "bank", "amount": "2"}, "Malformed action: action.amount: expected an integer, got '2'."),
])
def test_an_action_given_as_data_is_refused_with_what_is_wrong_and_where(data, reason) -> None:
    game = Race(players=2, seed=1)
    with pytest.raises(IllegalAction) as refused:
        game.apply(data)
    assert (refused.value.rule_id, refused.value.reason) == ("CORE-ACTION-TYPES", reason)


@pytest.mark.rule("CORE-ACTION-TYPES")
def test_a_refused_value_is_shown_whole_up_to_forty_characters() -> None:
    exactly = "y" * 38  # its repr, with the quotes, is 40 characters
    assert problem(count=exactly) == f"count should be a whole number, not str '{exactly}'"
    one_more = "y" * 39
    assert problem(count=one_more) == f"count should be a whole number, not str '{one_more}…"
