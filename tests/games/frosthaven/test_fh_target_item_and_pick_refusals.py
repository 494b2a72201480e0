"""Refusals of a target, an item, a card half, a battle goal or a modifier card, read whole: the rule id and
the sentence that names the figure, the item or the cards, and the state left as it was; and what the engine
answers, asked about an action once the scenario is over."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, refusal, run, set_deck

from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import (
    ChooseGoal,
    ChooseHalf,
    KeepCard,
    MoveTo,
    Perform,
    PlaceAt,
    SelectCards,
    Target,
    UseItem,
)
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.games.frosthaven.scenario.state import ItemState


def _hound(g, number: int, at):
    hound = add_monster(g, "hound", number, at, hp=20)
    hound.name = f"Frost Hound {number}"
    return hound


def _emberwright_attacks(card: str, *hounds) -> Frosthaven:
    """Emberwright (seat 2) on (2, 1), the Warden on (1, 1), Frost Hounds numbered from 1 on ``hounds``, and
    the top half of ``card`` chosen."""
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (2, 1))
    for number, at in enumerate(hounds, 1):
        _hound(g, number, at)
    begin_turn(g, 1, card, "top")
    return g


@pytest.mark.rule("FH-GOAL-DEAL-1")
def test_a_battle_goal_not_dealt_is_refused() -> None:
    g = Frosthaven(players=2, seed=0)
    assert ChooseGoal(0, "hale") in g.legal_actions()
    assert refusal(g, ChooseGoal(0, "no-such-goal")) == (
        "FH-GOAL-DEAL-1", "Keep one of the three battle goals dealt to you.")


@pytest.mark.rule("FH-ATK-6")
def test_a_modifier_card_not_drawn_is_refused_naming_the_two_drawn() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    hound = _hound(g, 1, (2, 1))
    g.fig("C0").conditions = {"strengthen": 1}
    set_deck(g, 0, "+0:muddle", "+1")
    begin_turn(g, 0, "warden-02", "top")             # Bark Slam: attack 3, push 1, with advantage
    g.apply(Target(hound.fid, effects=False))
    assert g.state.decision.kind == "modifier"
    assert refusal(g, KeepCard("+2")) == ("FH-ATK-6", "Keep one of the two cards drawn: +0, muddle or +1.")


@pytest.mark.rule("FH-CARD-ACTION-1")
def test_a_half_of_a_card_not_played_this_round_is_refused_naming_the_card() -> None:
    g = new_game()
    begin_turn(g, 0, "warden-02", "top")             # no enemy in reach: the top action is over at once
    assert g.state.decision.kind == "half"
    assert refusal(g, ChooseHalf("warden-05", "bottom")) == (
        "FH-CARD-ACTION-1", "Splinter Lunge (45) is not one of the two cards you played this round.")


@pytest.mark.rule("FH-CARD-ORDER-1")
def test_an_item_for_another_moment_says_what_it_adds_to_on_each_side() -> None:
    g = new_game()
    begin_turn(g, 1, "ember-02", "bottom")          # Flare Lance's bottom: move 2
    assert UseItem("swift-boots") in g.legal_actions() and UseItem("ember-hood") not in g.legal_actions()
    assert refusal(g, UseItem("ember-hood")) == (
        "FH-CARD-ORDER-1", "Ember Hood adds to ward; it cannot be used at this point of the turn.")
    g.char(1).items[0] = ItemState("ember-hood", "flipped")   # its back: heal 1
    assert refusal(g, UseItem("ember-hood")) == (
        "FH-CARD-ORDER-1", "Ember Hood adds to heal; it cannot be used at this point of the turn.")
    g2 = new_game()
    begin_turn(g2, 0, "warden-02", "bottom")        # the Warden's move 3: Bark Helm's shield is for later
    assert refusal(g2, UseItem("bark-helm")) == (
        "FH-CARD-ORDER-1", "Bark Helm adds to shield; it cannot be used at this point of the turn.")
    step = next(a for a in g.legal_actions() if isinstance(a, MoveTo))
    g.apply(step)                                   # the move itself goes on
    assert g.fig("C1").hex == step.to


@pytest.mark.rule("FH-TARGET-X-1", "FH-RANGE-COUNT-1")
def test_a_target_twice_and_one_out_of_range_are_refused_by_name() -> None:
    g = _emberwright_attacks("ember-04", (3, 1), (2, 2), (6, 1))   # Ash Storm: attack 2, range 2, 2 targets
    assert [a.describe() for a in g.legal_actions()] == ["Target Frost Hound 1", "Target Frost Hound 2",
                                                         "Skip / done"]
    assert refusal(g, Target("hound-3")) == ("FH-RANGE-COUNT-1", "Frost Hound 3 is out of range 2.")
    g.apply(Target("hound-1"))
    assert refusal(g, Target("hound-1")) == (
        "FH-TARGET-X-1", "Frost Hound 1 has already been targeted by this ability.")
    assert refusal(g, Target("hound-3")) == ("FH-RANGE-COUNT-1", "Frost Hound 3 is out of range 2.")   # 1 target left
    assert Target("hound-2") in g.legal_actions()


@pytest.mark.rule("FH-TARGET-X-1")
def test_a_second_target_of_a_one_target_attack_is_refused_while_an_item_may_still_add_to_it() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (2, 1))
    _hound(g, 1, (3, 1))
    _hound(g, 2, (2, 2))
    g.char(1).items.append(ItemState("shade-mask"))
    begin_turn(g, 1, "ember-01", "top")             # Cinder Bolt: attack 2, range 3, one target
    g.apply(Target("hound-1"))
    assert [a.describe() for a in g.legal_actions()] == ["Use the Shade Mask", "Skip / done"]
    assert refusal(g, Target("hound-2")) == ("FH-TARGET-X-1", "This ability has no targets left.")


@pytest.mark.rule("FH-LOS-LINE-1", "FH-COND-INVIS-1")
def test_a_target_behind_a_wall_or_invisible_is_refused_by_name() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (0, 4))
    place(g, "C1", (1, 1))
    _hound(g, 1, (3, 1))                            # behind the wall at (2, 1), three hexes around it
    _hound(g, 2, (1, 2))
    g.state.overlay_changes[(2, 1)] = "wall"
    begin_turn(g, 1, "ember-01", "top")             # Cinder Bolt: attack 2, range 3
    assert Target("hound-2") in g.legal_actions()
    assert refusal(g, Target("hound-1")) == ("FH-LOS-LINE-1", "Frost Hound 1 is not in line of sight.")
    g = _emberwright_attacks("ember-01", (3, 1), (2, 2))
    g.fig("hound-1").conditions = {"invisible": 1}
    assert refusal(g, Target("hound-1")) == ("FH-COND-INVIS-1", "Frost Hound 1 is invisible and cannot be targeted.")


@pytest.mark.rule("FH-TARGET-SIDE-1", "FH-COMMAND-GRANT-1")
def test_a_command_to_grant_an_ability_is_given_to_an_ally_never_to_an_enemy() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (2, 1))
    _hound(g, 1, (1, 2))
    begin_turn(g, 0, "warden-x3", "top")            # Rallying Bellow: command grant, move 2, range 3
    assert [a.describe() for a in g.legal_actions()] == ["Target Character 2", "Skip / done"]
    assert refusal(g, Target("hound-1")) == (
        "FH-TARGET-SIDE-1", "Frost Hound 1 is on the wrong side for this ability.")


@pytest.mark.rule("FH-RANGE-INF-1", "FH-LOS-LINE-1")
def test_a_grant_with_no_range_reaches_any_ally_in_sight_and_refuses_one_behind_a_wall_for_sight() -> None:
    g = new_game(classes=["warden", "tidecaller"])
    clear_monsters(g)
    place(g, "C0", (0, 4))
    place(g, "C1", (1, 1))
    begin_turn(g, 1, "tide-03", "top")              # Blessing Spray: grant bless to one ally, no range printed
    assert Target("C0") in g.legal_actions()        # three hexes away
    g = new_game(classes=["warden", "tidecaller"])
    clear_monsters(g)
    place(g, "C0", (3, 1))
    place(g, "C1", (1, 1))
    g.state.overlay_changes[(2, 1)] = "wall"
    begin_turn(g, 1, "tide-03", "top")
    assert Target("C0") not in g.legal_actions()
    assert refusal(g, Target("C0")) == ("FH-LOS-LINE-1", "Ironbark Warden is not in line of sight.")


@pytest.mark.rule("FH-ROUND-STEPS-1", "FH-GOAL-SCEN-1")
def test_once_the_scenario_is_won_no_action_is_awaited() -> None:
    g = new_game()
    g.state.revealed_rooms = [1, 2]
    clear_monsters(g)
    g.state.phase = "play"
    run(g, TK.RoundOverTask())                      # every monster is gone: the goal is met
    assert g.state.phase == "won" and g.legal_actions() == []
    assert g.why_not(SelectCards(0, "warden-01", "warden-02")) == ("FH-ROUND-STEPS-1", "Not now: nothing.")


@pytest.mark.rule("FH-CHAR-ITEMS-1", "FH-COND-IMPAIR-1", "FH-COND-STUN-1", "FH-ITEM-SPENT-1")
def test_an_item_not_carried_spent_or_held_by_an_impaired_or_stunned_character_is_refused_in_words() -> None:
    g = new_game()
    begin_turn(g, 1, "ember-02", "bottom")          # Flare Lance's bottom: move 2, Swift Boots may add to it
    assert refusal(g, UseItem("bark-helm")) == ("FH-CHAR-ITEMS-1", "Emberwright does not carry Bark Helm.")
    g.fig("C1").conditions = {"impair": 1}
    assert refusal(g, UseItem("swift-boots")) == (
        "FH-COND-IMPAIR-1", "Emberwright is impaired and cannot use items.")
    g.fig("C1").conditions = {"stun": 1}
    assert refusal(g, UseItem("swift-boots")) == ("FH-COND-STUN-1", "Emberwright is stunned and cannot use items.")
    g.fig("C1").conditions = {}
    g.apply(UseItem("swift-boots"))
    assert refusal(g, UseItem("swift-boots")) == (
        "FH-ITEM-SPENT-1", "Swift Boots is spent until a long rest refreshes it.")


@pytest.mark.rule("FH-ITEM-FLIP-1")
def test_a_passive_item_is_never_used() -> None:
    g = new_game()
    begin_turn(g, 0, "warden-02", "bottom")
    assert refusal(g, UseItem("oak-buckler")) == (
        "FH-ITEM-FLIP-1", "Oak Buckler is passive: it always works and is never used.")


@pytest.mark.rule("FH-MOVE-PASS-1")
def test_a_move_onto_an_ally_or_past_a_ring_of_enemies_is_refused_in_words() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 4))
    for number, at in enumerate([(2, 1), (2, 0), (1, 0), (0, 1), (1, 2)], 1):   # only (0, 2) left open
        _hound(g, number, at)
    begin_turn(g, 0, "warden-02", "bottom")         # Bark Slam's bottom: move 3
    assert [a.describe() for a in g.legal_actions()] == ["Move to hex 0,2", "Move to hex 0,3", "Move to hex 1,3",
                                                         "Skip / done"]
    assert refusal(g, MoveTo((0, 4))) == ("FH-MOVE-PASS-1", "A move cannot end where Emberwright stands.")
    assert refusal(g, MoveTo((3, 1))) == (
        "FH-MOVE-PASS-1", "Enemies stand in the way: hex 3,1 cannot be reached without passing them.")


@pytest.mark.rule("FH-HEX-7")
def test_a_door_that_a_plate_opens_is_refused_to_a_move_naming_the_plate() -> None:
    g = new_game(scenario="sluice-hall")
    clear_monsters(g)
    place(g, "C0", (5, -1))
    place(g, "C1", (0, 0))
    begin_turn(g, 0, "warden-02", "bottom")
    assert refusal(g, MoveTo((6, -1))) == (
        "FH-HEX-7", "The door at hex 6,-1 does not open by hand: the pressure plate at hex 2,3 opens it.")


@pytest.mark.rule("FH-TELEPORT-PLACE-1", "FH-SUMMON-PLACE-1")
def test_a_teleport_onto_a_figure_and_a_summon_out_of_reach_are_refused_in_words() -> None:
    g = _emberwright_attacks("ember-05", (3, 1))     # Kindled Spirit: summon an Ember Sprite
    assert refusal(g, PlaceAt((5, -2))) == ("FH-SUMMON-PLACE-1", "A summon goes on an empty hex next to its summoner.")
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (2, 1))
    _hound(g, 1, (3, 1))
    begin_turn(g, 1, "ember-06", "bottom")          # Blazing Step: teleport 3
    assert refusal(g, MoveTo((3, 1))) == ("FH-TELEPORT-PLACE-1", "A teleport of 3 cannot end on hex 3,1.")


@pytest.mark.rule("FH-TARGET-X-1")
def test_a_heal_in_range_needs_a_target_and_an_attack_without_effects_has_none_to_leave_out() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (1, 2))
    begin_turn(g, 0, "warden-06", "top")            # Sap Mending: heal 3, range 2
    assert refusal(g, Perform()) == ("FH-TARGET-X-1", "This ability needs a target: choose one.")
    g = _emberwright_attacks("ember-01", (3, 1))     # Cinder Bolt: attack 2, range 3, nothing added
    assert refusal(g, Target("hound-1", effects=False)) == (
        "FH-TARGET-X-1", "This ability has no added effects to leave out.")
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (2, 1))
    begin_turn(g, 0, "warden-x3", "top")            # Rallying Bellow: command an ally, not oneself
    assert refusal(g, Target("C0")) == ("FH-TARGET-X-1", "Ironbark Warden cannot be targeted by this ability.")


@pytest.mark.rule("FH-RANGE-MELEE-1", "FH-RANGE-COUNT-1")
def test_a_melee_attack_refuses_an_enemy_two_hexes_away_as_out_of_range_one() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 4))
    _hound(g, 1, (2, 1))
    _hound(g, 2, (3, 1))
    begin_turn(g, 0, "warden-07", "top")            # Root Snare: attack 2, immobilize, no range printed
    assert Target("hound-1") in g.legal_actions()
    assert refusal(g, Target("hound-2")) == ("FH-RANGE-COUNT-1", "Frost Hound 2 is out of range 1.")


@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-TARGET-SIDE-1", "FH-RANGE-COUNT-1", "FH-MOVE-POINTS-1")
def test_a_command_to_control_takes_an_enemy_in_range_and_its_move_is_refused_past_its_points() -> None:
    g = new_game(classes=["warden", "shadefang"])
    clear_monsters(g)
    place(g, "C0", (0, 4))
    place(g, "C1", (1, 1))
    wraith = add_monster(g, "wraith", 1, (2, 1))
    wraith.name = "Frost Wraith 1"
    _hound(g, 2, (4, 0))
    begin_turn(g, 1, "shadefang-x3", "top")         # Puppet Strings: control one enemy in range 2, move 2
    assert [a.describe() for a in g.legal_actions()] == ["Target Frost Wraith 1", "Skip / done"]
    assert refusal(g, Target("hound-2")) == ("FH-RANGE-COUNT-1", "Frost Hound 2 is out of range 2.")
    assert refusal(g, Target("C0")) == ("FH-TARGET-SIDE-1", "Ironbark Warden is on the wrong side for this ability.")
    g.apply(Target("wraith-1"))                     # the flying wraith moves 2 for Shadefang
    assert MoveTo((4, -1)) in g.legal_actions()
    assert refusal(g, MoveTo((5, -1))) == (
        "FH-MOVE-POINTS-1", "With 2 movement points left, hex 5,-1 cannot be reached.")
