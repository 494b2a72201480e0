"""Commanding figures: granting an ally a move, controlling an enemy's move and attack."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, set_deck, texts

from floe_widgets import i18n
from floe_widgets.games.frosthaven.map.board import reachable
from floe_widgets.games.frosthaven.map.entries import trap_damage
from floe_widgets.games.frosthaven.scenario.actions import (
    MoveTo,
    Perform,
    Skip,
    Target,
    UseItem,
)
from floe_widgets.games.frosthaven.scenario.book import offset_to_axial


@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-OVERLAY-DOOR-1")
def test_grant_lets_an_ally_in_range_move_as_its_own_move() -> None:
    g = new_game()
    clear_monsters(g)
    door = offset_to_axial(6, 2)
    place(g, "C0", offset_to_axial(3, 1))
    place(g, "C1", offset_to_axial(5, 2))
    begin_turn(g, 0, "warden-x3", "top", other="warden-01")
    legal = g.legal_actions()
    assert Target("C1") in legal and Target("C0") not in legal          # an ally, not the character itself
    events = g.apply(Target("C1"))
    assert "grants" in texts(events) and g.state.turn.commanded == "C1"
    assert MoveTo(door) in g.legal_actions()                           # a character's move may open a door
    g.apply(MoveTo(door))
    assert g.fig("C1").hex == door and door in g.state.open_doors and 2 in g.state.revealed_rooms
    assert g.fig("C0").hex == offset_to_axial(3, 1)
    if g.state.decision.kind == "ability" and g.state.turn.commanded:
        g.apply(Skip())
    assert not g.state.turn.commanded and g.state.turn.ability["type"] == "shield"
    g.apply(Perform())
    assert any(b.kind == "shield" for b in g.fig("C0").bonuses)


@pytest.mark.rule("FH-COMMAND-GRANT-1")
def test_grant_needs_the_ally_within_range() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", offset_to_axial(0, 0))
    place(g, "C1", offset_to_axial(5, 4))                               # more than 3 hexes away
    begin_turn(g, 0, "warden-x3", "top", other="warden-01")
    assert Target("C1") not in g.legal_actions()


@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-OVERLAY-TRAP-1")
def test_control_moves_an_enemy_by_its_own_movement_into_a_trap() -> None:
    g = new_game(classes=["warden", "shadefang"])
    clear_monsters(g)
    place(g, "C0", offset_to_axial(0, 4))
    place(g, "C1", offset_to_axial(2, 2))
    hound = add_monster(g, "hound", 2, offset_to_axial(3, 2), hp=20)
    trap = offset_to_axial(4, 2)
    assert trap in g.state.traps
    other = next(c for c in g.char(1).hand if c != "shadefang-x3")
    begin_turn(g, 1, "shadefang-x3", "top", other=other)
    assert g.legal_actions()[:1] == [Target("hound-2")]
    g.apply(Target("hound-2"))
    moves = {a.to for a in g.legal_actions() if isinstance(a, MoveTo)}
    assert moves == set(reachable(g.board, g.state, hound, 2, "normal"))
    assert g.fig("C0").hex not in moves and g.fig("C1").hex not in moves
    events = g.apply(MoveTo(trap))
    assert g.fig("hound-2").hex == trap and trap not in g.state.traps
    assert g.fig("hound-2").hp == 20 - trap_damage(g.state.level) and "springs a trap" in texts(events)
    assert g.fig("C1").hex == offset_to_axial(2, 2)


@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-COND-IMMOB-1")
def test_an_immobilized_enemy_cannot_be_made_to_move() -> None:
    g = new_game(classes=["warden", "shadefang"])
    clear_monsters(g)
    place(g, "C1", offset_to_axial(2, 2))
    hound = add_monster(g, "hound", 2, offset_to_axial(3, 2))
    hound.conditions["immobilize"] = 3
    other = next(c for c in g.char(1).hand if c != "shadefang-x3")
    begin_turn(g, 1, "shadefang-x3", "top", other=other)
    events = g.apply(Target("hound-2"))
    assert "immobilized" in texts(events) and g.fig("hound-2").hex == offset_to_axial(3, 2)
    assert not g.state.turn.commanded


@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-MOD-OWNER-1")
def test_a_controlled_enemy_attacks_its_own_allies_with_the_monster_deck() -> None:
    g = new_game(classes=["warden", "shadefang"])
    clear_monsters(g)
    place(g, "C0", offset_to_axial(4, 1))
    place(g, "C1", offset_to_axial(2, 2))
    add_monster(g, "hound", 2, offset_to_axial(3, 2), hp=20)
    add_monster(g, "archer", 1, offset_to_axial(3, 3), hp=20)
    other = next(c for c in g.char(1).hand if c != "shadefang-x3")
    begin_turn(g, 1, "shadefang-x3", "top", other=other)
    g.state.turn.ability = {"type": "command", "command": "control", "ability": {"attack": 3}, "range": 2,
                            "target": 1}
    g.apply(Target("hound-2"))
    targets = {a.fid for a in g.legal_actions() if isinstance(a, Target)}
    assert "archer-1" in targets and not targets & {"C0", "C1", "hound-2"}
    set_deck(g, "M", "+1")
    set_deck(g, 1, "-2")
    g.apply(Target("archer-1"))
    assert g.fig("archer-1").hp == 20 - 4 and g.fig("hound-2").hp == 20   # 3 + the monster deck's +1


def test_a_grant_reads_its_ability_in_japanese() -> None:
    """The granted ability ("move 2") is said in the reader's language; in English it is the card's own words."""
    g = new_game()
    clear_monsters(g)
    place(g, "C0", offset_to_axial(3, 1))
    place(g, "C1", offset_to_axial(5, 2))
    begin_turn(g, 0, "warden-x3", "top", other="warden-01")
    said = next(e.text for e in g.apply(Target("C1")) if "grants" in e.text)
    assert "move 2" in said
    with i18n.speaking("ja"):
        japanese = i18n.text(said)
    assert "移動 2" in japanese and "move" not in japanese


@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-COND-INVIS-1")
def test_an_invisible_enemy_cannot_be_controlled_but_an_invisible_ally_can_be_granted_a_move() -> None:
    g = new_game(classes=["warden", "shadefang"])
    clear_monsters(g)
    place(g, "C1", offset_to_axial(2, 2))
    add_monster(g, "hound", 2, offset_to_axial(3, 2)).conditions["invisible"] = 1
    other = next(c for c in g.char(1).hand if c != "shadefang-x3")
    begin_turn(g, 1, "shadefang-x3", "top", other=other)
    assert Target("hound-2") not in g.legal_actions()
    g = new_game()
    clear_monsters(g)
    place(g, "C0", offset_to_axial(3, 1))
    place(g, "C1", offset_to_axial(5, 2)).conditions["invisible"] = 1
    begin_turn(g, 0, "warden-x3", "top", other="warden-01")
    assert Target("C1") in g.legal_actions()


@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-HEAL-HP-1")
def test_an_ally_exactly_at_the_printed_range_may_be_granted_or_healed_and_one_beyond_may_not() -> None:
    for card, reach in (("warden-x3", 3), ("warden-06", 2)):   # Grant Move 2, range 3; Heal 3, range 2
        for distance, at in ((2, offset_to_axial(1, 1)), (3, offset_to_axial(0, 1))):
            g = new_game()
            clear_monsters(g)
            place(g, "C0", offset_to_axial(3, 1))
            place(g, "C1", at)
            begin_turn(g, 0, card, "top")
            assert (Target("C1") in g.legal_actions()) == (distance <= reach), (card, distance)


@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-ITEM-SPENT-1")
def test_a_controlled_enemys_move_is_not_boosted_by_the_characters_boots() -> None:
    g = new_game(classes=["warden", "shadefang"])
    clear_monsters(g)
    place(g, "C1", offset_to_axial(2, 2))
    add_monster(g, "hound", 2, offset_to_axial(3, 2))
    other = next(c for c in g.char(1).hand if c != "shadefang-x3")
    begin_turn(g, 1, "shadefang-x3", "top", other=other)
    assert [(it.item, it.state) for it in g.char(1).items if it.item == "swift-boots"] == [("swift-boots", "ready")]
    g.apply(Target("hound-2"))
    assert g.state.turn.commanded == "hound-2" and g.state.turn.ability["type"] == "move"
    assert UseItem("swift-boots") not in g.legal_actions()
