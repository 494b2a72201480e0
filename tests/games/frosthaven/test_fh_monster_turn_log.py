"""A monster's turn in words: what the log says, word for word with its rules, when a monster set
activates, a monster focuses, moves or flies, re-focuses, summons, is stunned or disarmed, or gains a
bonus (FH-MACT-*, FH-FOCUS-*), on hand-made positions of the sample scenario.

The corner (0, 4) of room 1: with brutes on (0, 3) and (1, 3), the only hex next to it a monster can
end in is (1, 4), two steps from (3, 3) by way of (2, 3)."""

from __future__ import annotations

import pytest
from fh_helpers import (
    add_monster,
    begin_turn,
    drain,
    finish_turn,
    new_game,
    place,
    run,
    set_deck,
    two_characters_in_play,
)

from floe_widgets.core import Event
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import PlaceAt, TakeDamage
from floe_widgets.games.frosthaven.scenario.monsters import monster_types, stats

CORNER, ONLY_WAY_IN, START = (0, 4), (1, 4), (3, 3)
FOCUS = "[FH-FOCUS-MAIN-1, FH-FOCUS-HAZARD-1, FH-FOCUS-TIE-1]"
MOVED = "FH-MONMOVE-CARD-1, FH-MONMOVE-MIN-1, FH-MONMOVE-RANGED-1, FH-MMOVE-9"


def _lines(events) -> list[str]:
    return [str(e) for e in events]


def _cornered(mtype: str, level: int):
    """Ironbark Warden in the corner with a trap on the one hex next to it; Emberwright out of reach."""
    g = two_characters_in_play(new_game(level=level))
    place(g, "C0", CORNER)
    place(g, "C1", (11, -5))
    g.state.traps = [ONLY_WAY_IN]
    add_monster(g, "brute", 1, (0, 3))
    add_monster(g, "brute", 2, (1, 3))
    return g, add_monster(g, mtype, 1, START)


@pytest.mark.rule("FH-MMOVE-9", "FH-TERR-4", "FH-OVERLAY-TRAP-1", "FH-FOCUS-MAIN-1", "FH-MONMOVE-CARD-1")
def test_a_monster_walks_into_the_trap_its_plan_quoted_and_suffers_the_damage_of_the_scenario_level() -> None:
    g, hound = _cornered("hound", level=3)
    events = drain(g, TK.AutoTurnTask(actor=hound.fid, abilities=[{"move": 3}, {"attack": 1}], boost={}))
    said = _lines(events)
    assert Event("Entering the trap at hex 1,4 springs it: 5 damage (2 + scenario level), then it is removed.",
                 ("FH-TERR-4", "FH-MMOVE-9"), kind="ai") in events   # the AI's explanation, as such
    assert f"hound 1 focuses on Ironbark Warden. {FOCUS}" in said
    assert f"hound 1 moves to hex 1,4. [{MOVED}]" in said
    assert "hound 1 springs a trap (5 damage); the trap is removed. [FH-OVERLAY-TRAP-1, FH-LEVEL-USE-1]" in said
    assert g.fig(hound.fid).hex == ONLY_WAY_IN and g.state.traps == []
    assert g.fig(hound.fid).hp == stats("hound", 3, False)["hp"] - 5


@pytest.mark.rule("FH-FLY-IGNORE-1", "FH-MOVE-5", "FH-MMOVE-8")
def test_a_flying_monster_flies_onto_the_trap_and_leaves_it_unsprung() -> None:
    g, wraith = _cornered("wraith", level=3)
    events = drain(g, TK.AutoTurnTask(actor=wraith.fid, abilities=[{"move": 3}, {"attack": 1}], boost={}))
    said = _lines(events)
    assert f"wraith 1 flies to hex 1,4. [{MOVED}, FH-FLY-IGNORE-1, FH-MOVE-5, FH-MMOVE-8]" in said
    assert not any("springs" in line for line in said)
    assert g.fig(wraith.fid).hex == ONLY_WAY_IN and g.state.traps == [ONLY_WAY_IN]
    assert g.fig(wraith.fid).hp == g.fig(wraith.fid).max_hp


def _brute_between(invisible: bool):
    """A brute with two attacks next to Ironbark Warden (1 hit point left) and Emberwright."""
    g = two_characters_in_play()
    place(g, "C1", (2, 2))
    brute = add_monster(g, "brute", 1, (2, 1))
    g.fig("C0").hp = 1
    if invisible:
        g.fig("C1").conditions["invisible"] = 1
    g.fig(brute.fid).acting = True
    events = run(g, TK.AutoTurnTask(actor=brute.fid, abilities=[{"attack": 2}, {"attack": 2}], boost={}),
                 TK.EndTurnTask(actor=brute.fid), TK.EndRoundTask())
    if not invisible:   # the two tied options, in words
        assert sorted(a.describe() for a in g.legal_actions()) == [
            f"brute 1: stay, attack {name} (focus {name})" for name in ("Emberwright", "Ironbark Warden")]
    while g.state.decision.kind == "party":   # the party picks Ironbark Warden as the focus
        events += g.apply(next(a for a in g.legal_actions() if "Ironbark Warden" in a.describe()))
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C0"
    return g, events + g.apply(TakeDamage())


@pytest.mark.rule("FH-MACT-4")
def test_a_monster_whose_focus_falls_focuses_anew_for_its_next_attack() -> None:
    g, events = _brute_between(invisible=False)
    said = _lines(events)
    assert "brute 1 focuses anew on Emberwright. [FH-MACT-4]" in said
    assert said.index("brute 1 focuses anew on Emberwright. [FH-MACT-4]") < said.index(
        "brute 1 attacks Emberwright: draws +0 (normal) -> 2. [FH-MOD-ORDER-1, FH-ATTACK-BASE-1]")


@pytest.mark.rule("FH-MACT-4", "FH-FOCUS-NONE-1", "FH-COND-INVIS-1")
def test_a_monster_whose_focus_falls_with_only_an_invisible_enemy_left_finds_no_new_focus() -> None:
    g, events = _brute_between(invisible=True)
    said = _lines(events)
    assert "brute 1 finds no new focus. [FH-MACT-4, FH-FOCUS-NONE-1]" in said
    assert not any(line.startswith("brute 1 attacks Emberwright") for line in said)
    assert g.fig("C1").hp == g.fig("C1").max_hp


@pytest.mark.rule("FH-MACT-4", "FH-MACT-2")
def test_a_refocused_attack_comes_from_the_current_hex_even_with_a_move_printed_after_it() -> None:
    g = two_characters_in_play()
    place(g, "C1", (2, 3))   # one step away from a hex next to it
    brute = add_monster(g, "brute", 1, (2, 1))
    g.fig("C0").hp = 1
    g.fig(brute.fid).acting = True
    run(g, TK.AutoTurnTask(actor=brute.fid, abilities=[{"attack": 2}, {"attack": 2}, {"move": 2}], boost={}),
        TK.EndTurnTask(actor=brute.fid), TK.EndRoundTask())
    said = _lines(g.apply(TakeDamage()))   # Ironbark Warden falls to the first attack
    assert "brute 1 focuses anew on Emberwright. [FH-MACT-4]" in said
    assert not any(line.startswith("brute 1 attacks Emberwright") for line in said)
    assert g.fig("C1").hp == g.fig("C1").max_hp


@pytest.mark.rule("FH-FOCUS-8", "FH-FOCUS-MAIN-1")
def test_a_monster_between_a_summon_and_its_summoner_focuses_on_the_summon_that_acts_first() -> None:
    g = two_characters_in_play()
    place(g, "C0", (11, -5))
    place(g, "C1", (0, 2))
    begin_turn(g, 1, "ember-05", "top")   # Emberwright summons an Ember Sprite on (1, 2)
    g.apply(PlaceAt((1, 2)))
    finish_turn(g)
    g.char(1).initiative = 35
    brute = add_monster(g, "brute", 1, (1, 1))   # next to both
    events = drain(g, TK.AutoTurnTask(actor=brute.fid, abilities=[{"attack": 2}], boost={}))
    said = _lines(events)
    assert ("Focus: Ember Sprite (paths and range tie; earliest in initiative order). [FH-FOCUS-7, FH-FOCUS-8]"
            in said)
    assert f"brute 1 focuses on Ember Sprite. {FOCUS}" in said and g.state.decision is None
    sprite = next(f for f in g.state.figures if f.kind == "summon")
    assert sprite.hp < sprite.max_hp and g.fig("C1").hp == g.fig("C1").max_hp


def _archer_in_room_one():
    g = two_characters_in_play()
    place(g, "C0", (0, 2))
    place(g, "C1", (5, -2))
    return g, add_monster(g, "archer", 1, (3, 2))


@pytest.mark.rule("FH-MACT-9")
def test_a_monster_summons_an_elite_when_the_ability_says_so() -> None:
    g, archer = _archer_in_room_one()
    events = drain(g, TK.AutoTurnTask(actor=archer.fid, abilities=[{"summon": "hound", "elite": True}], boost={}))
    (hound,) = [f for f in g.state.figures if f.mtype == "hound"]
    assert (f"archer 1 summons Elite Frost Hound {hound.number} at hex 2,2; it acts from next round. [FH-MACT-9]"
            in _lines(events))
    assert hound.elite and hound.max_hp == hound.hp == stats("hound", g.state.level, True)["hp"]


@pytest.mark.rule("FH-MACT-9", "FH-GEN-PARTY-1")
def test_an_elite_summon_on_a_hex_the_party_picks_is_elite() -> None:
    g, archer = _archer_in_room_one()
    place(g, "C0", (5, 1))   # (4, 1) and (4, 2) are both next to Ironbark Warden
    place(g, "C1", (0, 0))
    said = _lines(drain(g, TK.AutoTurnTask(actor=archer.fid, abilities=[{"summon": "hound", "elite": True}],
                                           boost={}), TK.EndRoundTask()))
    assert ("archer 1 summons an elite Frost Hound: 2 hexes are equally close to an enemy; the party chooses. "
            "[FH-MACT-9, FH-GEN-PARTY-1]") in said
    g.apply(PlaceAt((4, 2)))
    (hound,) = [f for f in g.state.figures if f.mtype == "hound"]
    assert hound.hex == (4, 2) and hound.elite and hound.name.startswith("Elite Frost Hound")


@pytest.mark.rule("FH-MACT-9")
def test_a_monster_with_no_free_standee_says_which_monster_it_cannot_summon() -> None:
    g, archer = _archer_in_room_one()
    g.state.used_standees["hound"] = list(range(1, monster_types()["hound"]["standees"] + 1))
    for elite, said in ((True, "an elite Frost Hound"), (False, "a normal Frost Hound")):
        events = drain(g, TK.AutoTurnTask(actor=archer.fid, abilities=[{"summon": "hound", "elite": elite}],
                                          boost={}))
        assert f"archer 1 cannot summon {said}: no free standee. [FH-MACT-9]" in _lines(events)
    assert not any(f.mtype == "hound" for f in g.state.figures)


@pytest.mark.rule("FH-SETUP-MONSTER-1")
def test_an_elite_monster_attacks_with_its_elite_stats() -> None:
    names = [c["name"] for c in monster_types()["hound"]["deck"]]
    g = two_characters_in_play(new_game(level=2))   # Frost Hound: attack 2, elite 3
    place(g, "C0", (2, 2))
    add_monster(g, "hound", 1, (3, 2), elite=True)
    g.state.ability_decks["hound"].current = names.index("Frozen Fangs")   # attack +0 (no ice to consume)
    drain(g, TK.MonsterSetTask(actor="hound"))
    attack = stats("hound", g.state.level, True)["attack"]
    assert attack != stats("hound", g.state.level, False)["attack"]
    assert g.state.decision.kind == "negate" and g.state.decision.amount == attack - g.fig("C0").shield


@pytest.mark.rule("FH-ACTIVATE-ORDER-1", "FH-ELEMENT-CONSUME-1", "FH-ELEMENT-INFUSE-1")
def test_a_monster_set_says_its_card_consumes_for_its_boost_and_infuses_after_the_last_monster() -> None:
    names = [c["name"] for c in monster_types()["hound"]["deck"]]
    g = two_characters_in_play()
    place(g, "C0", (2, 2))
    add_monster(g, "hound", 1, (3, 2))
    g.state.elements["ice"] = 2
    g.state.ability_decks["hound"].current = names.index("Frozen Fangs")   # attack +0, consume ice: +2
    events = drain(g, TK.MonsterSetTask(actor="hound"))
    assert Event("The Frost Hound set acts: Frozen Fangs.", ("FH-ACTIVATE-ORDER-1",), kind="turn") == events[0]
    assert "The monsters consume ice. [FH-ELEMENT-CONSUME-1]" in _lines(events)
    attack = stats("hound", g.state.level, False)["attack"] + 2
    assert g.state.decision.kind == "negate" and g.state.decision.amount == attack - g.fig("C0").shield
    assert g.state.elements["ice"] == 0
    g = two_characters_in_play()
    add_monster(g, "hound", 1, (2, 1))
    for fid in ("C0", "C1"):   # no focus: the hound does nothing, but its card still infuses
        g.fig(fid).conditions["invisible"] = 1
    g.state.ability_decks["hound"].current = names.index("Howl")   # infuse ice
    said = _lines(drain(g, TK.MonsterSetTask(actor="hound")))
    assert said[0] == "The Frost Hound set acts: Howl. [FH-ACTIVATE-ORDER-1]"
    assert said[-1] == "The monsters infuse ice. [FH-ELEMENT-INFUSE-1]" and g.state.elements["ice"] == 2


@pytest.mark.rule("FH-COND-STUN-1", "FH-COND-DISARM-1", "FH-CARD-BONUS-1")
def test_a_stunned_monster_does_nothing_and_a_disarmed_one_still_gains_its_bonuses() -> None:
    g = two_characters_in_play()
    set_deck(g, "M", "+0")
    brute = add_monster(g, "brute", 1, (2, 1))   # next to Ironbark Warden
    brute.conditions["stun"] = 1
    abilities = [{"attack": 3}, {"shield": 1}, {"retaliate": 2}]
    events = drain(g, TK.AutoTurnTask(actor=brute.fid, abilities=abilities, boost={}))
    assert _lines(events) == ["brute 1 is stunned and does nothing. [FH-COND-STUN-1]"] and brute.bonuses == []
    brute.conditions = {"disarm": 1}
    said = _lines(drain(g, TK.AutoTurnTask(actor=brute.fid, abilities=abilities, boost={})))
    assert said[-3:] == ["brute 1 is disarmed. [FH-COND-DISARM-1]",
                         "brute 1 gains shield 1 this round. [FH-CARD-BONUS-1]",
                         "brute 1 gains retaliate 2 this round. [FH-CARD-BONUS-1]"]
    assert g.fig("C0").hp == g.fig("C0").max_hp
    assert [(b.kind, b.value, b.duration) for b in brute.bonuses] == [("shield", 1, "round"), ("retaliate", 2, "round")]


@pytest.mark.rule("FH-GEN-PARTY-1", "FH-GEN-1", "FH-MONMOVE-CARD-1")
def test_a_monsters_tied_options_are_offered_in_words_and_the_party_s_pick_is_played() -> None:
    g = two_characters_in_play()
    place(g, "C1", (1, 3))
    hound = add_monster(g, "hound", 1, (3, 2))   # two hexes next to Emberwright, equally good
    events = drain(g, TK.AutoTurnTask(actor=hound.fid, abilities=[{"move": 2}, {"attack": 1}], boost={}))
    assert _lines(events)[-1] == "hound 1 has 2 equally good options: the party chooses. [FH-GEN-PARTY-1, FH-GEN-1]"
    offered = [g.action_to_string(a) for a in g.legal_actions()]   # the buttons name hexes as the board does
    assert offered == [f"hound 1: move to hex {hex}, attack Emberwright (focus Emberwright)" for hex in ("2,2", "2,3")]
    # the state and the action keep the plain text a save compares (FH-GEN-PARTY-1)
    assert [a.text for a in g.legal_actions()] == [o["text"] for o in g.state.decision.options] == [
        f"hound 1: move to {hex}, attack Emberwright (focus Emberwright)" for hex in ("(2, 2)", "(2, 3)")]
    pick = g.legal_actions()[1]
    said = _lines(g.apply(pick))
    assert said[:3] == ["The party chooses: hound 1: move to hex 2,3, attack Emberwright (focus Emberwright). "
                        "[FH-GEN-PARTY-1]",
                        f"hound 1 focuses on Emberwright. {FOCUS}",
                        f"hound 1 moves to hex 2,3. [{MOVED}]"]
    assert g.fig(hound.fid).hex == (2, 3)


@pytest.mark.rule("FH-COND-IMMOB-1")
def test_an_immobilized_monster_skips_its_move() -> None:
    g = two_characters_in_play()
    hound = add_monster(g, "hound", 1, (3, 1))   # two hexes from Ironbark Warden
    hound.conditions["immobilize"] = 1
    said = _lines(drain(g, TK.AutoTurnTask(actor=hound.fid, abilities=[{"move": 2}, {"attack": 1}], boost={})))
    assert said[-1] == f"hound 1 focuses on Ironbark Warden. {FOCUS}"
    assert g.fig(hound.fid).hex == (3, 1) and g.state.decision is None


@pytest.mark.rule("FH-ELEMENT-CONSUME-1", "FH-COND-STUN-1")
def test_a_consumed_element_adds_its_condition_to_the_monsters_attack() -> None:
    names = [c["name"] for c in monster_types()["archer"]["deck"]]
    for ice, stunned in ((2, True), (0, False)):
        g = two_characters_in_play()
        add_monster(g, "archer", 1, (3, 1))
        g.state.elements["ice"] = ice
        g.state.ability_decks["archer"].current = names.index("Cold Reload")   # consume ice: add stun
        run(g, TK.MonsterSetTask(actor="archer"), TK.EndRoundTask())
        said = _lines(g.apply(TakeDamage()))
        assert ("Ironbark Warden gains stun. [FH-COND-TIMING-1, FH-COND-STUN-1]" in said) == stunned
        assert ("stun" in g.fig("C0").conditions) == stunned
