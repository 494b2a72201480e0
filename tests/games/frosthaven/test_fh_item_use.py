"""Using items in a turn: the log cites the item's own usage rule (spent, lost, flipped), and a refusal
names the item and says why it cannot be used now."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, refusal, run

from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import ChooseHalf, Target, UseItem
from floe_widgets.games.frosthaven.scenario.state import Turn


def _emberwrights_turn():
    """Emberwright (seat 2) has played Cinder Bolt and another card and chooses a half; a hound is in reach."""
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (2, 1))
    add_monster(g, "hound", 1, (3, 1), hp=20)
    ch = g.char(1)
    ch.selected = ["ember-01", "ember-02"]
    ch.hand = [c for c in ch.hand if c not in ch.selected]
    g.state.phase, g.state.queue, g.state.turn = "play", [TK.EndRoundTask()], Turn(fid="C1", seat=1)
    g.fig("C1").acting = True
    run(g)
    return g


@pytest.mark.rule("FH-ITEM-FLIP-1", "FH-ITEM-LOST-1", "FH-ITEM-SPENT-1")
def test_the_item_used_is_logged_with_its_own_usage_rule() -> None:
    g = _emberwrights_turn()
    events = g.apply(UseItem("ember-hood"))
    assert (events[0].text, events[0].rules, events[0].player) == ("Emberwright uses Ember Hood.",
                                                                   ("FH-ITEM-FLIP-1",), 1)
    events = g.apply(UseItem("healing-draught"))
    assert (events[0].text, events[0].rules) == ("Emberwright uses Healing Draught.", ("FH-ITEM-LOST-1",))
    g2 = new_game()
    begin_turn(g2, 1, "ember-02", "bottom")          # a move: Swift Boots add two to it
    events = g2.apply(UseItem("swift-boots"))
    assert (events[0].text, events[0].rules) == ("Emberwright uses Swift Boots.", ("FH-ITEM-SPENT-1",))


@pytest.mark.rule("FH-ITEM-LOST-1", "FH-CARD-ORDER-1")
def test_a_lost_item_and_an_item_out_of_its_moment_are_refused_by_name() -> None:
    g = _emberwrights_turn()
    assert refusal(g, UseItem("swift-boots")) == (
        "FH-CARD-ORDER-1", "Swift Boots adds to a move; it cannot be used at this point of the turn.")
    g.apply(UseItem("healing-draught"))
    assert refusal(g, UseItem("healing-draught")) == (
        "FH-ITEM-LOST-1", "Healing Draught is lost for the rest of the scenario.")


@pytest.mark.rule("FH-TARGET-SIDE-1")
def test_an_attack_on_an_ally_is_refused_naming_the_ally() -> None:
    g = _emberwrights_turn()
    g.apply(ChooseHalf("ember-01", "top"))             # Cinder Bolt: attack 2, range 3
    assert Target("hound-1") in g.legal_actions()
    assert refusal(g, Target("C0")) == ("FH-TARGET-SIDE-1", "Ironbark Warden is on the wrong side for this ability.")


@pytest.mark.rule("FH-CARD-ORDER-1")
def test_one_item_adds_to_an_attack_ability_the_second_is_refused() -> None:
    from floe_widgets.games.frosthaven.scenario.state import ItemState

    g = _emberwrights_turn()
    g.char(1).items += [ItemState("shade-mask"), ItemState("rime-spear")]
    g.position_changed()
    g.apply(ChooseHalf("ember-01", "top"))          # Attack 2, range 3
    assert {UseItem("shade-mask"), UseItem("rime-spear")} <= set(g.legal_actions())
    g.apply(UseItem("shade-mask"))
    assert UseItem("rime-spear") not in g.legal_actions()
    assert refusal(g, UseItem("rime-spear")) == (
        "FH-CARD-ORDER-1", "Rime Spear adds to an attack; it cannot be used at this point of the turn.")


@pytest.mark.rule("FH-ITEM-FLIP-1", "FH-ITEM-LOST-1")
def test_a_flip_item_used_on_its_back_side_is_lost() -> None:
    g = _emberwrights_turn()
    g.fig("C1").hp = 3
    g.apply(UseItem("ember-hood"))                     # the front: ward; the hood flips to its back, heal 1
    assert [i.state for i in g.char(1).items if i.item == "ember-hood"] == ["flipped"]
    g.apply(UseItem("ember-hood"))
    assert g.fig("C1").hp == 4 and [i.state for i in g.char(1).items if i.item == "ember-hood"] == ["lost"]
    assert refusal(g, UseItem("ember-hood")) == ("FH-ITEM-LOST-1", "Ember Hood is lost for the rest of the scenario.")


@pytest.mark.rule("FH-ITEM-SPENT-1", "FH-CARD-SKIP-1")
def test_an_attack_items_bonus_ends_with_the_ability_it_was_used_in() -> None:
    """Rime Spear adds +1 to the next attack of the current ability (items.yaml): used on an attack that is
    then skipped, it is spent and adds nothing to the next action's attack."""
    from floe_widgets.games.frosthaven.scenario.actions import Skip
    from floe_widgets.games.frosthaven.scenario.state import ItemState

    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (5, 5))
    add_monster(g, "hound", 1, (2, 1), hp=20)
    ch = g.char(0)
    ch.items += [ItemState("rime-spear")]
    ch.selected = ["warden-02", "warden-04"]
    ch.hand = [c for c in ch.hand if c not in ch.selected]
    g.state.phase, g.state.queue, g.state.turn = "play", [TK.EndRoundTask()], Turn(fid="C0", seat=0)
    g.fig("C0").acting = True
    g.position_changed()
    run(g)
    g.apply(ChooseHalf("warden-02", "top"))            # Bark Slam: attack 3, push 1
    g.apply(UseItem("rime-spear"))
    g.apply(Skip())                                    # the attack is not made
    assert g.char(0).items[-1] == ItemState("rime-spear", "spent")
    g.apply(ChooseHalf("warden-04", "bottom"))         # Thorned Hide: move 2, attack 1
    g.apply(Skip())                                    # no move
    events = g.apply(Target("hound-1", True))          # the modifier drawn is 2x: attack 1 deals 2
    assert str(events[0]) == ("Ironbark Warden attacks hound 1: draws 2x (normal) -> 2. "
                              "[FH-MOD-ORDER-1, FH-ATTACK-BASE-1]")
    assert g.fig("hound-1").hp == 18


@pytest.mark.rule("FH-ITEM-SPENT-1", "FH-MOVE-POINTS-1")
def test_swift_boots_add_two_points_to_the_move_being_made() -> None:
    g = new_game()
    begin_turn(g, 1, "ember-02", "bottom")          # a move
    before = g.state.turn.points
    g.apply(UseItem("swift-boots"))
    assert g.state.turn.points == before + 2
