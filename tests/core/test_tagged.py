"""The codec's hook for tagged families: one stored shape, a kind looked up on the way back."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field

import pytest

from floe_widgets.core import FormatError, decode, encode
from floe_widgets.core.tagged import Tagged, payloadless


@dataclass
class Step(Tagged, family=True):
    who: str = ""
    size: int = 0


@dataclass
class Walk(Step, kind="walk"):
    path: list[tuple[int, int]] = field(default_factory=list)
    note: str | None = None


@dataclass
class Rest(Step, kind="rest"):
    pass


@dataclass
class Jump(Step, kind="jump"):
    height: int = field(default=0, metadata={"stored_as": "size"})


@dataclass
class Plan:
    steps: list[Step] = field(default_factory=list)


def test_a_member_is_stored_as_kind_envelope_and_data_and_read_back_equal() -> None:
    plan = Plan([Walk("ann", 2, [(0, 1), (1, 1)]), Rest("bob"), Walk("cy", note="slow")])
    stored = encode(plan)
    assert stored["steps"][0] == {"kind": "walk", "who": "ann", "size": 2, "data": {"path": [[0, 1], [1, 1]]}}
    assert stored["steps"][1] == {"kind": "rest", "who": "bob", "size": 0, "data": {}}
    assert stored["steps"][2]["data"] == {"path": [], "note": "slow"}
    back = decode(Plan, json.loads(json.dumps(stored)))
    assert back == plan and type(back.steps[1]) is Rest and back.steps[0].path[0] == (0, 1)


def test_a_kind_the_family_does_not_have_is_refused_naming_the_field() -> None:
    with pytest.raises(FormatError) as err:
        decode(Plan, {"steps": [{"kind": "fly", "who": "", "size": 0, "data": {}}]})
    assert err.value.path == "steps[0].kind" and "fly" in err.value.message


@pytest.mark.parametrize(("step", "where"), [
    ({"kind": "walk", "who": 3, "size": 0, "data": {}}, "steps[0].who"),
    ({"kind": "walk", "who": "", "size": "2", "data": {}}, "steps[0].size"),
    ({"kind": "walk", "who": "", "size": 0, "data": {"path": [[0, "x"]]}}, "steps[0].data.path[0][1]"),
    ({"kind": "walk", "who": "", "size": 0, "data": {"note": 5}}, "steps[0].data.note"),
    ({"kind": "walk", "who": "", "size": 0, "data": []}, "steps[0].data"),
    ({"kind": 7, "who": "", "size": 0, "data": {}}, "steps[0].kind"),
])
def test_a_field_of_the_wrong_type_is_refused_naming_it(step: dict, where: str) -> None:
    with pytest.raises(FormatError) as err:
        decode(Plan, {"steps": [step]})
    assert err.value.path == where


def test_unknown_fields_are_refused() -> None:
    with pytest.raises(FormatError, match="unknown field"):
        decode(Plan, {"steps": [{"kind": "rest", "who": "", "size": 0, "data": {"path": []}}]})
    with pytest.raises(FormatError, match="unknown field"):
        decode(Plan, {"steps": [{"kind": "rest", "who": "", "size": 0, "speed": 1, "data": {}}]})


def test_a_member_type_accepts_only_its_own_kind() -> None:
    assert decode(Walk, {"kind": "walk", "data": {}}) == Walk()
    with pytest.raises(FormatError, match="unknown kind"):
        decode(Walk, {"kind": "rest", "data": {}})


def test_a_payload_field_may_be_stored_under_another_key() -> None:
    jump = Jump("dee", 1, height=3)
    assert encode(jump) == {"kind": "jump", "who": "dee", "size": 1, "data": {"size": 3}}
    assert decode(Step, encode(jump)) == jump
    with pytest.raises(FormatError) as err:
        decode(Step, {"kind": "jump", "who": "", "size": 0, "data": {"size": "high"}})
    assert err.value.path == "data.size"


@dataclass(frozen=True)
class Move(Tagged, family=True):
    who: str = ""


Wait = payloadless(Move, "wait", "Wait", "Stay where you are.", __name__)


@dataclass
class Moves:
    moves: list[Move] = field(default_factory=list)


def test_a_payloadless_member_is_a_frozen_member_of_its_family_stored_like_any() -> None:
    wait = Wait("ann")
    assert isinstance(wait, Move) and Move.member("wait") is Wait and Wait.__doc__ == "Stay where you are."
    assert encode(Moves([wait])) == {"moves": [{"kind": "wait", "who": "ann", "data": {}}]}
    assert decode(Moves, {"moves": [{"kind": "wait", "who": "bob"}]}).moves == [Wait("bob")]
    with pytest.raises(dataclasses.FrozenInstanceError):
        wait.who = "bob"
