"""What the log says of an attack and what follows it: the rules each line cites (disadvantage, pierce,
shield, brittle, an area), and a lost card going to the lost pile."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, place, set_deck

from floe_widgets import i18n
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import KeepCard, Perform, Target, TargetArea
from floe_widgets.games.frosthaven.scenario.state import Bonus


def _duel():
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    return g


def _said(events) -> list[tuple[str, tuple[str, ...]]]:
    return [(e.text, e.rules) for e in events]


@pytest.mark.rule("FH-ADV-DIS-1", "FH-CARD-DEST-1", "FH-SETUP-DIAL-1")
def test_a_muddled_melee_attack_cites_disadvantage_only_and_its_lost_card_goes_to_the_lost_pile() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=30)
    set_deck(g, 0, "+0", "+1")
    g.fig("C0").conditions = {"muddle": 5}
    begin_turn(g, 0, "warden-08", "top")                # Oaken Charge: attack 5, brittle; lost, 2 experience
    events = g.apply(Target("hound-1"))
    assert _said(events)[0] == ("Ironbark Warden attacks hound 1: draws +0 +1 (disadvantage) -> 5.",
                                ("FH-MOD-ORDER-1", "FH-ATTACK-BASE-1", "FH-ADV-DIS-1"))
    assert _said(events)[-1] == ("Oaken Charge goes to the lost pile.", ("FH-CARD-DEST-1",))
    assert "warden-08" in g.char(0).lost


@pytest.mark.rule("FH-ATTACK-PIERCE-1", "FH-SHIELD-REDUCE-1")
def test_an_attack_with_pierce_through_a_shield_cites_both() -> None:
    g = _duel()
    hound = add_monster(g, "hound", 1, (2, 1), hp=30)
    hound.bonuses.append(Bonus("shield", 2))
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-x2", "top")                # Crushing Roots: attack 3, pierce 2
    events = g.apply(Target("hound-1"))
    assert _said(events)[0] == ("Ironbark Warden attacks hound 1: draws +0 (normal) -> 3.",
                                ("FH-MOD-ORDER-1", "FH-ATTACK-BASE-1", "FH-SHIELD-REDUCE-1", "FH-ATTACK-PIERCE-1"))


@pytest.mark.rule("FH-CARD-BONUS-1", "FH-SHIELD-REDUCE-1", "FH-AOE-HEX-1")
def test_a_shield_bonus_and_an_area_attack_are_logged_with_their_rules() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=10)
    begin_turn(g, 0, "warden-01", "top")                # Rooted Guard: shield 2 this round
    assert _said(g.apply(Perform()))[0] == ("Ironbark Warden gains shield 2 (round bonus).",
                                            ("FH-CARD-BONUS-1", "FH-SHIELD-REDUCE-1"))
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=10)
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-03", "top")                # Heartwood Swing: an area attack
    area = next(a for a in g.legal_actions() if isinstance(a, TargetArea))
    assert _said(g.apply(area))[0] == ("Ironbark Warden attacks an area of 1 enemies.",
                                       ("FH-AOE-HEX-1", "FH-AOE-ORIENT-1"))


@pytest.mark.rule("FH-COND-BRITTLE-1")
def test_brittle_doubles_the_next_damage_and_says_so() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=10).conditions = {"brittle": 0}
    events = drain(g, TK.DamageTask(target="hound-1", value=2, source="C0"))
    assert _said(events) == [("hound 1's brittle doubles the damage: 4.", ("FH-COND-BRITTLE-1",)),
                             ("hound 1 suffers 4 damage (6/10 left).", ("FH-ATTACK-BASE-1",))]


@pytest.mark.rule("FH-ATK-6", "FH-ADV-DIS-1")
def test_an_ambiguous_pair_under_disadvantage_is_the_players_pick_and_the_log_says_so() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=20)
    g.fig("C0").conditions = {"muddle": 5}
    set_deck(g, 0, "+0:muddle", "+1")                   # less damage but a muddle, or more: neither plainly worse
    begin_turn(g, 0, "warden-02", "top")                # Bark Slam: attack 3
    events = g.apply(Target("hound-1", effects=False))
    assert _said(events)[-1] == ("Ironbark Warden draws +0, muddle and +1 with disadvantage: neither is plainly "
                                 "worse, so its player picks.", ("FH-ATK-6",))
    assert g.state.decision.kind == "modifier"
    events = g.apply(KeepCard("+1"))
    assert _said(events)[0] == ("Ironbark Warden's player keeps +1.", ("FH-ATK-6",))
    assert g.fig("hound-1").hp == 20 - 4


@pytest.mark.rule("FH-ATK-4")
def test_the_log_words_rolling_cards_and_card_effects_for_a_reader_in_either_language() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=20)
    set_deck(g, 0, "r+1", "+0:muddle")                  # a rolling +1, then a +0 that muddles
    begin_turn(g, 0, "warden-02", "top")                # Bark Slam: attack 3
    line = g.apply(Target("hound-1", effects=False))[0]
    assert line.text == "Ironbark Warden attacks hound 1: draws +1 (rolling) +0, muddle (normal) -> 4."
    with i18n.speaking("ja"):
        said = i18n.text(line.text)
    assert "+1 (連続) +0、混乱" in said
    assert g.fig("hound-1").hp == 20 - 4 and "muddle" in g.fig("hound-1").conditions
