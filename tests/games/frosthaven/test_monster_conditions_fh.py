"""The monster AI under conditions, as the party reads it: a stunned figure does nothing, an immobilized
one attacks only from where it stands, a muddled one attacks with disadvantage, and a summon without a
focus walks toward its summoner only when it can act and move (FH-FOCUS-1, FH-FOCUS-10, FH-COND-4,
FH-MMOVE-1).  The engine names a condition either way ("stun" or "stunned"); both are read."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.ai.monster_ai import Ability, Figure, plan_turn
from floe_widgets.games.frosthaven.map.hexmap import HexMap


def board() -> HexMap:
    return HexMap.radius(4)


def monster(*conditions: str) -> Figure:
    return Figure("M", "monsters", (0, 0), "monster", conditions=frozenset(conditions))


def hero(fid: str, h, initiative: int) -> Figure:
    return Figure(fid, "characters", h, "character", initiative)


def summon(*conditions: str) -> Figure:
    return Figure("M", "characters", (0, 0), "summon", summoner="B", conditions=frozenset(conditions))


FOCUS_ONLY = "Focus: A (the only enemy it can attack). (FH-FOCUS-7, FH-FOCUS-8)"


@pytest.mark.rule("FH-FOCUS-1", "FH-COND-4")
@pytest.mark.parametrize("stun", ["stun", "stunned"])
def test_a_stunned_monster_finds_no_focus_and_stays(stun: str) -> None:
    plan = plan_turn(board(), [monster(stun), hero("A", (0, 2), 10)], "M", Ability(move=2))
    assert plan.focus == [] and [o.destination for o in plan.options] == [(0, 0)]
    assert plan.explanation == ["M is stunned: it finds no focus and performs nothing. (FH-FOCUS-1)"]


@pytest.mark.rule("FH-COND-4", "FH-MMOVE-1", "FH-MMOVE-7")
@pytest.mark.parametrize("immobilize", ["immobilize", "immobilized"])
def test_an_immobilized_monster_cannot_move_toward_its_focus(immobilize: str) -> None:
    plan = plan_turn(board(), [monster(immobilize), hero("A", (0, 3), 10)], "M", Ability(move=2))
    assert plan.focus == ["A"] and [(o.destination, o.attacks) for o in plan.options] == [((0, 0), ())]
    assert plan.explanation == [
        "M focuses with its attack: melee. (FH-FOCUS-2)",
        "A can be attacked after 2 movement points from hex 0,2; range 3. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        FOCUS_ONLY,
        "M is immobilized: it cannot move. (FH-COND-4, FH-MMOVE-1)",
        "M cannot move and cannot attack A from where it stands: it does nothing. (FH-MMOVE-7)"]


@pytest.mark.rule("FH-COND-4", "FH-ATK-5")
@pytest.mark.parametrize("muddle", ["muddle", "muddled"])
def test_a_muddled_monster_attacks_with_disadvantage(muddle: str) -> None:
    plan = plan_turn(board(), [monster(muddle), hero("A", (0, 1), 10)], "M", Ability(move=2))
    assert [(o.destination, o.attacks, o.disadvantaged) for o in plan.options] == [((0, 0), ("A",), ("A",))]
    assert plan.explanation[-1] == "Option: attack A (A with disadvantage). (FH-MACT-2)"


@pytest.mark.rule("FH-FOCUS-10")
def test_a_summon_without_a_focus_may_walk_toward_its_summoner() -> None:
    plan = plan_turn(board(), [summon(), hero("B", (0, 3), 20)], "M", Ability(move=2))
    assert plan.focus == [] and [o.destination for o in plan.options] == [(0, 0), (0, 2)]
    assert plan.explanation[-1] == ("Without a focus, M's summoner may instead have it move toward B: to hex 0,2. "
                                    "(FH-FOCUS-10, FH-MMOVE-6)")


@pytest.mark.rule("FH-FOCUS-10", "FH-FOCUS-1", "FH-COND-4")
@pytest.mark.parametrize("condition", ["stun", "stunned", "immobilize", "immobilized"])
def test_a_stunned_or_immobilized_summon_does_not_walk_toward_its_summoner(condition: str) -> None:
    plan = plan_turn(board(), [summon(condition), hero("B", (0, 3), 20)], "M", Ability(move=2))
    assert [o.destination for o in plan.options] == [(0, 0)]
    assert not any("summoner" in line for line in plan.explanation)
