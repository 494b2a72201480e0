"""A monster's pull: the character is drawn toward the monster, each step closer, and the party picks the end
hex among the longest pulls (FH-MOVE-7, FH-FORCED-CHOICE-1)."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, clear_monsters, new_game, place, run, set_deck

from floe_widgets.games.frosthaven.map.board import hexmap
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import PlaceAt, TakeDamage


@pytest.mark.rule("FH-MOVE-7", "FH-FORCED-CHOICE-1")
def test_a_monster_pulls_a_character_two_hexes_toward_it() -> None:
    g = new_game(2)
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    brute = add_monster(g, "brute", 1, (4, 0))
    set_deck(g, "M", "+0")
    m = hexmap(g.board, g.state)
    assert m.range((4, 0), (1, 1)) == 3
    run(g, TK.AttackTask(actor=brute.fid, target="C0", attack=3, pierce=0, range=3, add=[], push=0, pull=2))
    events = g.apply(TakeDamage())
    assert events[-1].text == "The party chooses where Ironbark Warden is pulled."
    assert events[-1].rules == ("FH-FORCED-CHOICE-1", "FH-GEN-1")
    options = g.legal_actions()
    assert options == [PlaceAt((3, 0)), PlaceAt((3, 1)), PlaceAt((4, -1))]   # the last slides on the ice
    assert all(m.range((4, 0), a.to) == 1 for a in options)
    g.apply(PlaceAt((3, 1)))
    assert g.fig("C0").hex == (3, 1)


@pytest.mark.rule("FH-FORCED-PUSHPULL-1")
def test_a_characters_own_pull_ability_brings_the_target_closer() -> None:
    from fh_helpers import begin_turn, texts

    from floe_widgets.games.frosthaven.scenario.actions import Target

    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    add_monster(g, "hound", 1, (3, 1))
    begin_turn(g, 0, "warden-09", "bottom")          # Pull 1, range 2
    g.apply(Target("hound-1"))
    assert g.state.decision.kind == "forced"
    assert PlaceAt((2, 1)) in g.legal_actions()
    assert texts(g.apply(PlaceAt((2, 1)))).startswith("hound 1 is pulled to hex 2,1.")
    assert g.fig("hound-1").hex == (2, 1)


@pytest.mark.rule("FH-FORCED-PUSHPULL-1", "FH-FORCED-CHOICE-1")
def test_a_monsters_pull_with_one_longest_end_is_made_at_once_without_a_choice() -> None:
    # a monster pulls the full distance when it can: stopping one hex short, on (2, 0), is no option, so the
    # one end two hexes on is no choice
    g = new_game(2)
    clear_monsters(g)
    place(g, "C0", (1, 0))
    place(g, "C1", (0, 3))
    brute = add_monster(g, "brute", 1, (4, 0))
    set_deck(g, "M", "+0")
    run(g, TK.AttackTask(actor=brute.fid, target="C0", attack=3, pierce=0, range=3, add=[], push=0, pull=2))
    events = g.apply(TakeDamage())
    assert (events[-1].text, events[-1].rules) == ("Ironbark Warden is pulled to hex 3,0.",
                                                   ("FH-FORCED-PUSHPULL-1", "FH-FORCED-CHOICE-1"))
    assert g.fig("C0").hex == (3, 0) and g.state.decision.kind != "forced"
