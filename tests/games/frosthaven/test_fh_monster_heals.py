"""A monster's heal (FH-MACT-6): itself or an ally in range and sight, the one missing the most hit points;
equally wounded allies are taken in the round's initiative order."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, run, two_characters_in_play

from floe_widgets.games.frosthaven.scenario import task_kinds as TK

HEALER_AT = (4, 2)


def _heal(g, healer, heal: int = 2, reach: int | None = 2) -> list:
    """The healer's turn with a Heal ``heal``, range ``reach`` (None: a card's Heal printed with no range), to the
    end of the round; its events."""
    g.fig(healer.fid).acting = True
    ability = {"heal": heal} if reach is None else {"heal": heal, "range": reach}
    events = run(g, TK.AutoTurnTask(actor=healer.fid, abilities=[ability], boost={}),
                 TK.EndTurnTask(actor=healer.fid), TK.EndRoundTask())
    while g.state.decision is not None and g.state.decision.kind == "party":   # a tied focus: either will do
        events += g.apply(g.legal_actions()[0])
    return events


def _wound(f, max_hp: int, hp: int):
    f.max_hp, f.hp = max_hp, hp
    return f


@pytest.mark.rule("FH-MACT-6")
def test_the_ally_missing_the_most_hit_points_is_healed_not_the_one_with_the_most() -> None:
    g = two_characters_in_play()
    healer = add_monster(g, "brute", 1, HEALER_AT)
    sturdy = _wound(add_monster(g, "hound", 1, (3, 3)), 10, 8)    # 2 missing of 10
    frail = _wound(add_monster(g, "archer", 1, (5, 2)), 6, 2)     # 4 missing of 6
    _heal(g, healer)
    assert (g.fig(frail.fid).hp, g.fig(sturdy.fid).hp) == (4, 8)


@pytest.mark.rule("FH-MACT-6")
def test_an_ally_at_exactly_the_heals_range_is_healed() -> None:
    g = two_characters_in_play()
    healer = add_monster(g, "brute", 1, HEALER_AT)
    far = _wound(add_monster(g, "hound", 1, (2, 2)), 6, 3)        # two hexes away, in sight
    _heal(g, healer, reach=2)
    assert g.fig(far.fid).hp == 5


@pytest.mark.rule("FH-MACT-6", "FH-FOCUS-8")
@pytest.mark.parametrize(("order", "healed"), [(["set:archer", "set:hound"], "archer-1"),
                                               (["set:hound", "set:archer"], "hound-1")])
def test_equally_wounded_allies_are_healed_in_the_rounds_initiative_order(order: list[str], healed: str) -> None:
    g = two_characters_in_play()
    healer = add_monster(g, "brute", 1, HEALER_AT)
    for f in (add_monster(g, "hound", 1, (3, 3)), add_monster(g, "archer", 1, (5, 2))):
        _wound(f, 6, 4)
    g.state.order = ["C0", *order, "C1"]
    _heal(g, healer)
    assert {fid: g.fig(fid).hp for fid in ("archer-1", "hound-1")} == \
        {fid: 6 if fid == healed else 4 for fid in ("archer-1", "hound-1")}


@pytest.mark.rule("FH-MACT-6", "FH-FOCUS-8", "FH-ACTIVATE-ORDER-1")
@pytest.mark.parametrize(("first", "second", "healed"), [((4, False), (2, False), "hound-2"),
                                                         ((2, False), (5, True), "hound-5"),
                                                         ((6, True), (3, True), "hound-3")])
def test_equally_wounded_allies_of_one_set_are_healed_in_the_order_they_act(first, second, healed: str) -> None:
    # a set acts elites first, then each rank by standee number: an elite hound 5 before a normal hound 2
    g = two_characters_in_play()
    healer = add_monster(g, "brute", 1, HEALER_AT)
    pair = [add_monster(g, "hound", n, at, elite=elite) for (n, elite), at in ((first, (3, 3)), (second, (5, 2)))]
    for f in pair:
        _wound(f, 6, 4)
    g.state.order = ["C0", "set:brute", "set:hound", "C1"]
    _heal(g, healer)
    assert {f.fid: g.fig(f.fid).hp for f in pair} == {f.fid: 6 if f.fid == healed else 4 for f in pair}


def _heal_said(g, healer) -> list[str]:
    """What the log says of the heal of ``healer``'s turn."""
    return [e.text for e in _heal(g, healer) if "heals" in e.text]


@pytest.mark.rule("FH-MACT-6", "FH-HEAL-HP-1")
def test_a_monster_healing_itself_is_said_to_heal_its_hit_points_not_to_be_healed_by_itself() -> None:
    g = two_characters_in_play()
    healer = _wound(add_monster(g, "brute", 1, HEALER_AT), 10, 5)    # alone and wounded: it heals itself
    assert _heal_said(g, healer) == ["brute 1 heals 2 hit points."]
    assert g.fig(healer.fid).hp == 7


@pytest.mark.rule("FH-MACT-6", "FH-HEAL-POISON-1")
def test_a_poisoned_ally_is_healed_for_no_hit_points_and_the_log_names_the_healer_first() -> None:
    g = two_characters_in_play()
    healer = add_monster(g, "brute", 1, HEALER_AT)
    hound = _wound(add_monster(g, "hound", 1, (3, 3)), 6, 3)
    g.fig(hound.fid).conditions["poison"] = 1
    assert _heal_said(g, healer) == ["brute 1 heals hound 1 for no hit points, removing poison."]
    assert g.fig(hound.fid).hp == 3 and "poison" not in g.fig(hound.fid).conditions


@pytest.mark.rule("FH-MACT-6")
def test_a_heal_with_no_range_heals_the_monster_itself_not_a_more_wounded_ally_beside_it() -> None:
    g = two_characters_in_play()
    healer = _wound(add_monster(g, "brute", 1, HEALER_AT), 10, 9)   # 1 missing
    ally = _wound(add_monster(g, "hound", 1, (5, 2)), 6, 2)         # 4 missing, adjacent
    _heal(g, healer, reach=None)   # a Heal printed with no range: the monster itself
    assert (g.fig(healer.fid).hp, g.fig(ally.fid).hp) == (10, 2)
