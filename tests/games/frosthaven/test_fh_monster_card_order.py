"""A monster card whose move is printed after an attack (FH-MMOVE-2), and a move after a re-focus
(FH-MACT-4), played through the engine's monster turn on hand-made positions of the sample scenario.

No sample deck prints an attack before a move, so each turn runs a printed card given as its
abilities (the same automated turn a monster set's card starts).  Room 1: Ironbark Warden (C0) on
(1, 1); Emberwright (C1) far away on (11, -5) unless a test places it."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, drain, new_game, place, run, two_characters_in_play

from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import TakeDamage
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.games.frosthaven.scenario.state import Figure

MOVED = "[FH-MONMOVE-CARD-1, FH-MONMOVE-MIN-1, FH-MONMOVE-RANGED-1, FH-MMOVE-9]"
FOCUS = "[FH-FOCUS-MAIN-1, FH-FOCUS-HAZARD-1, FH-FOCUS-TIE-1]"


def _turn(mtype: str, at, abilities: list[dict], emberwright=(11, -5), warden_hp: int | None = None,
          invisible: bool = False):
    """The monster's turn up to its first attack's damage (the warden takes it); its lines and the monster."""
    g = two_characters_in_play()
    place(g, "C1", emberwright)
    if invisible:
        g.fig("C1").conditions["invisible"] = 1
    if warden_hp is not None:
        g.fig("C0").hp = warden_hp
    m = add_monster(g, mtype, 1, at)
    g.fig(m.fid).acting = True
    events = run(g, TK.AutoTurnTask(actor=m.fid, abilities=abilities, boost={}),
                 TK.EndTurnTask(actor=m.fid), TK.EndRoundTask())
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C0"
    events += g.apply(TakeDamage())
    return g, m, [str(e) for e in events]


@pytest.mark.rule("FH-MMOVE-2")
def test_a_move_printed_after_the_only_attack_is_planned_with_the_melee_proxy() -> None:
    # range 3 from (4, 1): the archer shoots from where it stands, then walks up to the warden as if melee
    g, archer, said = _turn("archer", (4, 1), [{"attack": 2, "range": 3}, {"move": 2}])
    shot = ("archer 1 attacks Ironbark Warden: draws +0 (normal) -> 1. "
            "[FH-MOD-ORDER-1, FH-ATTACK-BASE-1, FH-SHIELD-REDUCE-1]")
    assert f"archer 1 focuses on Ironbark Warden. {FOCUS}" in said
    assert "archer 1 keeps its focus: Ironbark Warden. [FH-FOCUS-1, FH-MMOVE-2]" in said
    assert f"archer 1 moves to hex 2,1. {MOVED}" in said
    assert said.index(shot) < said.index(f"archer 1 moves to hex 2,1. {MOVED}")
    assert not any("focuses anew" in line for line in said)   # the focus it keeps is no new one
    assert g.fig(archer.fid).hex == (2, 1)   # next to the warden on (1, 1)
    assert g.fig("C0").hp == g.fig("C0").max_hp - 1


@pytest.mark.rule("FH-MMOVE-2")
def test_a_move_between_two_attacks_is_planned_with_the_attack_after_it() -> None:
    # the ranged attack after the move can reach the warden from (4, 1): the archer stays and shoots twice
    g, archer, said = _turn("archer", (4, 1), [{"attack": 2, "range": 3}, {"move": 2}, {"attack": 2, "range": 3}])
    assert "archer 1 keeps its focus: Ironbark Warden. [FH-FOCUS-1, FH-MMOVE-2]" in said
    assert not any(line.startswith("archer 1 moves to") for line in said)
    assert g.fig(archer.fid).hex == (4, 1)
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C0"   # the second shot


@pytest.mark.rule("FH-MACT-4", "FH-MMOVE-2")
def test_after_a_re_focus_a_move_printed_after_the_attacks_heads_for_the_new_focus() -> None:
    # the warden falls to the first attack; the brute focuses anew on Emberwright from (2, 1) and the
    # move printed last takes it next to her on (2, 2)
    g, brute, said = _turn("brute", (2, 1), [{"attack": 2}, {"attack": 2}, {"move": 2}],
                           emberwright=(2, 3), warden_hp=1)
    anew = "brute 1 focuses anew on Emberwright. [FH-MACT-4]"
    assert anew in said and f"brute 1 moves to hex 2,2. {MOVED}" in said
    assert said.index(anew) < said.index(f"brute 1 moves to hex 2,2. {MOVED}")
    assert "brute 1 keeps its focus: Emberwright. [FH-FOCUS-1, FH-MMOVE-2]" in said
    assert not any(line.startswith("brute 1 attacks Emberwright") for line in said)
    assert g.fig(brute.fid).hex == (2, 2)


@pytest.mark.rule("FH-MACT-4", "FH-MMOVE-2")
def test_a_monster_whose_focus_falls_before_its_move_focuses_anew_moves_and_attacks_from_there() -> None:
    g, brute, said = _turn("brute", (2, 1), [{"attack": 2}, {"move": 2}, {"attack": 2}],
                           emberwright=(2, 3), warden_hp=1)
    anew = "brute 1 focuses anew on Emberwright. [FH-MACT-4]"
    moved = f"brute 1 moves to hex 2,2. {MOVED}"
    hit = "brute 1 attacks Emberwright: draws +0 (normal) -> 2. [FH-MOD-ORDER-1, FH-ATTACK-BASE-1]"
    assert said.index(anew) < said.index(moved) < said.index(hit)
    assert g.fig(brute.fid).hex == (2, 2)
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C1"
    after = [str(e) for e in g.apply(TakeDamage())]   # the card's abilities are each performed once
    assert not any(line.startswith("brute 1 ") for line in after[1:])
    assert "End of round 1. [FH-ROUND-END-1]" in after and g.fig(brute.fid).hex == (2, 2)


@pytest.mark.rule("FH-MACT-4", "FH-FOCUS-NONE-1", "FH-MMOVE-1")
def test_a_monster_that_finds_no_new_focus_before_its_move_stays() -> None:
    g, brute, said = _turn("brute", (2, 1), [{"attack": 2}, {"move": 2}, {"attack": 2}],
                           emberwright=(2, 3), warden_hp=1, invisible=True)
    assert "brute 1 finds no new focus. [FH-MACT-4, FH-FOCUS-NONE-1]" in said
    assert not any(line.startswith("brute 1 finds no focus") or line.startswith("brute 1 moves to")
                   or line.startswith("brute 1 attacks Emberwright") for line in said)
    assert g.fig(brute.fid).hex == (2, 1) and g.fig("C1").hp == g.fig("C1").max_hp


@pytest.mark.rule("FH-MACT-4", "FH-MMOVE-2")
def test_a_monster_whose_focus_falls_with_no_attack_left_does_not_move() -> None:
    g, brute, said = _turn("brute", (2, 1), [{"attack": 2}, {"move": 2}], emberwright=(2, 3), warden_hp=1)
    assert "Ironbark Warden drops to 0 hit points and is exhausted. [FH-EXHAUST-HP-1]" in said
    assert not any("focuses anew" in line or line.startswith("brute 1 moves to") for line in said)
    assert g.fig(brute.fid).hex == (2, 1)


@pytest.mark.rule("FH-MMOVE-2", "FH-GEN-PARTY-1")
def test_a_move_planned_after_the_attack_leaves_tied_hexes_to_the_party_even_across_a_save() -> None:
    g, archer, said = _turn("archer", (3, 2), [{"attack": 2, "range": 3}, {"move": 2}])
    assert "archer 1 has 2 equally good options: the party chooses. [FH-GEN-PARTY-1, FH-GEN-1]" in said
    assert g.state.decision.kind == "party" and g.fig(archer.fid).hex == (3, 2)
    g.state.monster_deck = new_game().state.monster_deck   # a deck the setup holds (the test's is four +0)
    g.set_position(g.state)   # the hand-made position, with the party's choice pending, saved and loaded
    g = Frosthaven.from_json(g.to_json())
    assert sorted(a.describe() for a in g.legal_actions()) == [   # the plain text the state keeps
        f"archer 1: move to {h} (focus Ironbark Warden)" for h in ("(1, 2)", "(2, 1)")]
    assert sorted(g.action_to_string(a) for a in g.legal_actions()) == [   # as the buttons read it
        f"archer 1: move to hex {h} (focus Ironbark Warden)" for h in ("1,2", "2,1")]
    said = [str(e) for e in g.apply(next(a for a in g.legal_actions() if "(2, 1)" in a.describe()))]
    assert said[:2] == ["The party chooses: archer 1: move to hex 2,1 (focus Ironbark Warden). [FH-GEN-PARTY-1]",
                        f"archer 1 moves to hex 2,1. {MOVED}"]
    assert g.fig(archer.fid).hex == (2, 1)
    assert not any("focuses on" in line for line in said)   # the focus was named once, at the turn's start


@pytest.mark.rule("FH-MMOVE-2", "FH-MMOVE-7", "FH-MMOVE-4")
def test_an_attack_before_the_move_out_of_range_hits_nobody_and_the_move_closes_in_as_if_melee() -> None:
    # from (5, 1) the warden is 4 away: no shot; with the range-3 attack as its profile the move would stop
    # on (4, 1), but nothing is printed after it, so it heads for a hex next to the warden: (3, 1), 1 to go
    g = two_characters_in_play()
    place(g, "C1", (11, -5))
    archer = add_monster(g, "archer", 1, (5, 1))
    said = [str(e) for e in drain(g, TK.AutoTurnTask(actor=archer.fid, abilities=[{"attack": 2, "range": 3},
                                                                                   {"move": 2}], boost={}))]
    gap = ("archer 1 attacks before its move and cannot attack Ironbark Warden from where it stands. "
           "[FH-MMOVE-2, FH-MMOVE-7]")
    assert said.index(gap) < said.index(f"archer 1 moves to hex 3,1. {MOVED}")
    assert not any(line.startswith("archer 1 attacks Ironbark Warden") for line in said)
    assert g.fig(archer.fid).hex == (3, 1) and g.fig("C0").hp == g.fig("C0").max_hp


@pytest.mark.rule("FH-MACT-4")
def test_after_a_re_focus_every_later_attack_of_the_card_hits_the_new_focus_with_its_effects() -> None:
    # the warden falls to the first attack; Emberwright stands next to the brute: the second attack
    # (muddle) and the third both hit her
    # (the warden's lower initiative makes it the first focus)
    g = two_characters_in_play()
    place(g, "C1", (2, 2))
    g.state.characters[0].initiative, g.state.characters[1].initiative = 10, 50
    g.fig("C0").hp = 1
    brute = add_monster(g, "brute", 1, (2, 1))
    g.fig(brute.fid).acting = True
    said = [str(e) for e in run(g, TK.AutoTurnTask(actor=brute.fid, boost={}, abilities=[
        {"attack": 2}, {"attack": 2, "add": ["muddle"]}, {"attack": 2}]), TK.EndTurnTask(actor=brute.fid),
        TK.EndRoundTask())]
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C0"
    said += [str(e) for e in g.apply(TakeDamage())]
    assert "brute 1 focuses anew on Emberwright. [FH-MACT-4]" in said
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C1"
    g.apply(TakeDamage())
    assert "muddle" in g.fig("C1").conditions
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C1"   # the third attack
    after = [str(e) for e in g.apply(TakeDamage())]
    assert not any(line.startswith("brute 1 ") for line in after[1:])
    assert g.fig("C1").hp == g.fig("C1").max_hp - 4   # two attacks of 2


@pytest.mark.rule("FH-FOCUS-NONE-1")
def test_a_monster_that_finds_no_focus_at_the_start_of_its_turn_says_so_and_stays() -> None:
    g = two_characters_in_play()
    place(g, "C1", (2, 3))
    for fid in ("C0", "C1"):
        g.fig(fid).conditions["invisible"] = 1
    archer = add_monster(g, "archer", 1, (4, 1))
    said = [str(e) for e in drain(g, TK.AutoTurnTask(actor=archer.fid, abilities=[{"move": 2},
                                                                                   {"attack": 2, "range": 3}],
                                                     boost={}))]
    assert "archer 1 finds no focus. [FH-FOCUS-NONE-1]" in said
    assert not any(line.startswith("archer 1 moves to") or line.startswith("archer 1 attacks") for line in said)
    assert g.fig(archer.fid).hex == (4, 1)


@pytest.mark.rule("FH-MMOVE-2", "FH-COND-TIMING-1")
def test_a_monster_whose_move_is_planned_after_its_attack_still_ends_its_turn() -> None:
    # the re-planned move is the card's last ability; the turn's end follows it: the archer's
    # invisibility ends there
    g = two_characters_in_play()
    place(g, "C1", (11, -5))
    archer = add_monster(g, "archer", 1, (5, 1))
    g.fig(archer.fid).conditions["invisible"] = 1
    g.fig(archer.fid).acting = True
    said = [str(e) for e in drain(g, TK.AutoTurnTask(actor=archer.fid, abilities=[{"attack": 2, "range": 3},
                                                                                   {"move": 2}], boost={}),
                                  TK.EndTurnTask(actor=archer.fid))]
    assert said.index(f"archer 1 moves to hex 3,1. {MOVED}") < said.index(
        "archer 1's invisible ends. [FH-COND-TIMING-1, FH-AMBIG-5]")
    assert "invisible" not in g.fig(archer.fid).conditions and not g.fig(archer.fid).acting


def _refocus_with_tied_target_sets() -> tuple[Frosthaven, list[str]]:
    """The hound's first attack kills its focus, Emberwright's first Ember Sprite (a summon comes just
    before its summoner, FH-FOCUS-8); its second attack, target 2, focuses anew on the other sprite and
    may add either character: two tied target sets."""
    g = two_characters_in_play()
    place(g, "C1", (2, 2))
    g.state.characters[0].initiative, g.state.characters[1].initiative = 50, 5
    for n, at, hp in ((1, (3, 1), 1), (2, (2, 0), 3)):
        g.state.figures.append(Figure(f"S1-{n}", "summon", "Ember Sprite", at, hp, 3, owner=1, move=2, attack=1))
    hound = add_monster(g, "hound", 3, (2, 1))
    g.fig(hound.fid).acting = True
    said = [str(e) for e in run(g, TK.AutoTurnTask(actor=hound.fid, boost={}, abilities=[
        {"attack": 2}, {"attack": 2, "target": 2}]), TK.EndTurnTask(actor=hound.fid), TK.EndRoundTask())]
    return g, said


@pytest.mark.rule("FH-MACT-2", "FH-MACT-4", "FH-GEN-PARTY-1")
def test_after_a_re_focus_tied_target_sets_are_the_partys_choice() -> None:
    g, said = _refocus_with_tied_target_sets()
    # the first sprite is told apart from the second while both are in play; the second, alone, is not
    assert "Ember Sprite 1 dies. [FH-ATK-11]" in said and g.fig("S1-1") is None
    assert "hound 3 focuses anew on Ember Sprite. [FH-MACT-4]" in said
    assert said[-1] == "hound 3 has 2 equally good options: the party chooses. [FH-GEN-PARTY-1, FH-GEN-1]"
    assert g.state.decision.kind == "party"
    assert not any(line.startswith("hound 3 attacks Ember Sprite: ") for line in said[said.index(
        "Ember Sprite 1 dies. [FH-ATK-11]"):])   # nobody is attacked before the party chooses
    g.state.monster_deck = new_game().state.monster_deck   # a deck the setup holds (the test's is four +0)
    g.set_position(g.state)   # the re-focused plan, with the party's choice pending, saved and loaded
    g = Frosthaven.from_json(g.to_json())
    assert [a.describe() for a in g.legal_actions()] == [
        "hound 3: stay, attack Ember Sprite and Ironbark Warden (focus Ember Sprite)",
        "hound 3: stay, attack Ember Sprite and Emberwright (focus Ember Sprite)"]
    for index, hurt in ((0, "C0"), (1, "C1")):   # each set is its own outcome: the chosen character is hit
        h = g.copy()
        after = [str(e) for e in h.apply(h.legal_actions()[index])]
        assert after[0].startswith("The party chooses: hound 3: stay, attack Ember Sprite and ")
        assert h.fig("S1-2").hp < 3 and h.state.decision.kind == "negate" and h.state.decision.fid == hurt
        assert not any("focuses" in line for line in after)   # the new focus was named once
        h.apply(TakeDamage())
        spared = "C1" if hurt == "C0" else "C0"
        assert h.fig(hurt).hp < h.fig(hurt).max_hp and h.fig(spared).hp == h.fig(spared).max_hp
