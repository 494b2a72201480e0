"""What the log says of an attack and what follows it: the rules each line cites (disadvantage, pierce,
shield, brittle, an area), and a lost card going to the lost pile."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, place, run, set_deck

from floe_widgets import i18n
from floe_widgets.core import Event
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import KeepCard, Perform, PlaceAt, Skip, Target, TargetArea
from floe_widgets.games.frosthaven.scenario.state import Bonus, Figure


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
    assert _said(g.apply(area))[0] == ("Ironbark Warden attacks 1 enemy in an area.",
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


@pytest.mark.rule("FH-ATK-6", "FH-AMBIG-3")
def test_a_rolling_card_drawn_before_an_ambiguous_pair_under_disadvantage_adds_nothing_to_the_kept_card() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=20)
    g.fig("C0").conditions = {"muddle": 5}
    set_deck(g, 0, "r+1", "+0:muddle", "+1")
    begin_turn(g, 0, "warden-02", "top")                # Bark Slam: attack 3
    g.apply(Target("hound-1", effects=False))
    assert g.state.decision.kind == "modifier"
    g.apply(KeepCard("+1"))
    assert g.fig("hound-1").hp == 20 - 4                # 3 + 1: the rolling +1 is not added


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


def _strengthened_warden_attacks(*cards: str, target_conditions: dict | None = None):
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=20).conditions = dict(target_conditions or {})
    g.fig("C0").conditions = {"strengthen": 5}
    set_deck(g, 0, *cards)
    begin_turn(g, 0, "warden-02", "top")                # Bark Slam: attack 3
    return g, g.apply(Target("hound-1", effects=False))


@pytest.mark.rule("FH-ATK-6", "FH-ADV-ADV-1")
def test_an_ambiguous_pair_under_advantage_is_the_players_pick_and_the_attack_cites_advantage() -> None:
    g, events = _strengthened_warden_attacks("+1", "+0:muddle", "+2")
    assert events[-1] == Event("Ironbark Warden draws +1 and +0, muddle with advantage: neither is plainly better, "
                               "so its player picks.", ("FH-ATK-6",), player=0)
    assert g.fig("hound-1").hp == 20
    assert _said(g.apply(KeepCard("+0:muddle"))) == [
        ("Ironbark Warden's player keeps +0, muddle.", ("FH-ATK-6",)),
        ("Ironbark Warden attacks hound 1: draws +1 +0, muddle (advantage) -> 3.",
         ("FH-MOD-ORDER-1", "FH-ATTACK-BASE-1", "FH-ADV-ADV-1")),
        ("hound 1 suffers 3 damage (17/20 left).", ("FH-ATTACK-BASE-1",)),
        ("hound 1 gains muddle.", ("FH-COND-TIMING-1", "FH-COND-MUDDLE-1"))]
    assert g.char(0).deck.draw == ["+2"] and sorted(g.char(0).deck.discard) == ["+0:muddle", "+1"]


@pytest.mark.rule("FH-ATK-6", "FH-ADV-ROLL-1", "FH-COND-POISON-1")
def test_the_rolling_cards_drawn_before_an_ambiguous_pair_count_with_the_card_the_player_keeps() -> None:
    g, events = _strengthened_warden_attacks("r+1", "+1", "+0:muddle", target_conditions={"poison": 0})
    assert events[-1].text == ("Ironbark Warden draws +1 and +0, muddle with advantage: neither is plainly better, "
                               "so its player picks.")
    events = g.apply(KeepCard("+1"))
    assert events[1] == Event("Ironbark Warden attacks hound 1: draws +1 (rolling) +1 +0, muddle (advantage) -> 6.",
                              ("FH-MOD-ORDER-1", "FH-ATTACK-BASE-1", "FH-ADV-ADV-1", "FH-COND-POISON-1"),
                              kind="attack")
    assert g.fig("hound-1").hp == 20 - 6 and "muddle" not in g.fig("hound-1").conditions


@pytest.mark.rule("FH-ATK-7", "FH-COND-BLESS-1", "FH-COND-CURSE-1")
def test_bless_and_curse_cards_drawn_go_back_to_their_supplies() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=20)
    g.fig("C0").conditions = {"strengthen": 5}
    set_deck(g, 0, "bless", "curse", "+2")
    supplies = (g.state.bless_supply, g.state.player_curses, g.state.monster_curses)
    begin_turn(g, 0, "warden-02", "top")
    g.apply(Target("hound-1", effects=False))
    assert g.fig("hound-1").hp == 20 - 6                # bless doubles the 3; the curse would have been 0
    assert (g.state.bless_supply, g.state.player_curses, g.state.monster_curses) == (
        supplies[0] + 1, supplies[1] + 1, supplies[2])
    assert g.char(0).deck.draw == ["+2"] and g.char(0).deck.discard == []
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=20)
    set_deck(g, "M", "curse", "+1")
    supplies = (g.state.bless_supply, g.state.player_curses, g.state.monster_curses)
    events = run(g, TK.AttackTask(actor="hound-1", target="C1", attack=3, pierce=0, range=1, add=[], push=0, pull=0))
    assert events[0].text == "hound 1 attacks Emberwright: draws curse (normal) -> 0."
    assert (g.state.bless_supply, g.state.player_curses, g.state.monster_curses) == (
        supplies[0], supplies[1], supplies[2] + 1)


@pytest.mark.rule("FH-COND-CURSE-1", "FH-MOD-BLESSCURSE-1")
def test_a_monster_curse_on_a_character_comes_from_the_characters_supply_into_its_deck() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=20)
    set_deck(g, "M", "+0")
    supplies = (g.state.player_curses, g.state.monster_curses)
    events = run(g, TK.AttackTask(actor="hound-1", target="C0", attack=1, pierce=0, range=1, add=["curse"],
                                  push=0, pull=0))
    assert _said(events)[-1] == ("A curse card is shuffled into Ironbark Warden's modifier deck.",
                                 ("FH-COND-CURSE-1", "FH-MOD-BLESSCURSE-1"))
    assert (g.state.player_curses, g.state.monster_curses) == (supplies[0] - 1, supplies[1])
    assert g.char(0).deck.cards().count("curse") == 1


@pytest.mark.rule("FH-ADV-ADV-1", "FH-ATK-6")
def test_a_strengthened_monster_keeps_the_better_card_without_asking() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (2, 1), hp=20).conditions = {"strengthen": 5}
    set_deck(g, "M", "-1", "+1:wound", "+2")
    events = run(g, TK.AttackTask(actor="hound-1", target="C1", attack=2, pierce=0, range=1, add=[], push=0, pull=0))
    assert events[0] == Event("hound 1 attacks Emberwright: draws -1 +1, wound (advantage) -> 3.",
                              ("FH-MOD-ORDER-1", "FH-ATTACK-BASE-1", "FH-ADV-ADV-1"), kind="attack")
    assert g.state.decision.kind == "negate" and g.state.decision.amount == 3


@pytest.mark.rule("FH-FORCED-PUSHPULL-1")
def test_a_characters_pull_asks_for_a_hex_nearer_the_attacker() -> None:
    g = new_game(classes=["tidecaller", "warden"])
    clear_monsters(g)
    place(g, "C0", (0, 0))
    place(g, "C1", (0, 3))
    add_monster(g, "hound", 1, (3, 0), hp=20)
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "tide-02", "top")                  # Undertow: attack 2, range 3, pull 2
    g.apply(Target("hound-1"))
    assert g.state.decision.kind == "forced" and g.state.decision.pull
    assert g.legal_actions() == [PlaceAt((1, 0)), PlaceAt((2, 0)), Skip()]
    g.apply(PlaceAt((1, 0)))
    assert g.fig("hound-1").hex == (1, 0)


@pytest.mark.rule("FH-FORCED-IMMUNE-1")
def test_an_objective_hit_by_a_push_cannot_be_moved_and_the_log_says_so() -> None:
    g = _duel()
    g.state.figures.append(Figure("obj-1", "objective", "Totem", (2, 1), 9, 9))
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-02", "top")                # Bark Slam: attack 3, push 1
    events = g.apply(Target("obj-1"))
    assert Event("Totem cannot be moved.", ("FH-FORCED-IMMUNE-1",)) in events
    assert g.fig("obj-1").hex == (2, 1) and g.state.decision.kind != "forced"
