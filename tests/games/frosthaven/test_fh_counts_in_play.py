"""Counts in the log of a scenario read word for word, one thing and two: a monster loots 1 loot token or 2, a
monster heals 1 hit point, an area attack attacks 2 enemies (1 enemy: test_fh_attack_log)."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, place, set_deck, two_characters_in_play
from test_fh_monster_heals import HEALER_AT, _heal_said, _wound

from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import TargetArea


@pytest.mark.rule("FH-MACT-10")
def test_a_monster_loots_one_loot_token_or_two() -> None:
    for tokens, said in (([(2, 2)], "1 loot token"), ([(2, 2), (4, 1)], "2 loot tokens")):
        g = new_game()
        clear_monsters(g)
        place(g, "C0", (0, 2))
        place(g, "C1", (5, -2))
        archer = add_monster(g, "archer", 1, (3, 2))
        g.state.loot_tokens = list(tokens)
        events = drain(g, TK.AutoTurnTask(actor=archer.fid, abilities=[{"loot": 1}], boost={}))
        assert [(e.text, e.rules) for e in events if "loot" in e.text] == [
            (f"archer 1 loots within range 1: {said} removed from the game.", ("FH-MACT-10",))]
        assert g.state.loot_tokens == []


@pytest.mark.rule("FH-MACT-6", "FH-HEAL-HP-1")
def test_a_monster_one_hit_point_short_heals_one_hit_point() -> None:
    g = two_characters_in_play()
    healer = _wound(add_monster(g, "brute", 1, HEALER_AT), 10, 9)
    assert _heal_said(g, healer) == ["brute 1 heals 1 hit point."]
    assert g.fig(healer.fid).hp == 10


@pytest.mark.rule("FH-AOE-HEX-1")
def test_an_area_over_two_enemies_attacks_two_enemies() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    add_monster(g, "hound", 1, (2, 1), hp=10)
    add_monster(g, "hound", 2, (2, 0), hp=10)
    set_deck(g, 0, "+0", "+0")
    begin_turn(g, 0, "warden-03", "top")                # Heartwood Swing: an area attack
    events = g.apply(TargetArea(hexes=((2, 0), (2, 1))))
    assert (events[0].text, events[0].rules) == ("Ironbark Warden attacks 2 enemies in an area.",
                                                 ("FH-AOE-HEX-1", "FH-AOE-ORIENT-1"))
    assert [f.hp for f in g.state.figures if f.kind == "monster"] == [8, 8]
