"""Conditions with their exact timing (FH-COND-*), heals, and elements."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, run, set_deck, texts

from floe_widgets.core import Event
from floe_widgets.games.frosthaven.scenario import elements as EL
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import ChooseHalf, Consume, MoveTo, Perform, Skip, Target, UseItem
from floe_widgets.games.frosthaven.scenario.monsters import monster_types


def board():
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    return g


def end_turn(g, fid):
    return run(g, TK.EndTurnTask(actor=fid))


@pytest.mark.rule("FH-COND-TIMING-1", "FH-AMBIG-5", "FH-COND-5")
def test_end_of_next_turn_depends_on_when_it_was_gained() -> None:
    g = board()
    h = add_monster(g, "hound", 1, (4, 4))
    g.give_conditions(h, ["immobilize"], None)      # gained outside its turn
    end_turn(g, h.fid)
    assert "immobilize" not in g.fig(h.fid).conditions
    g = board()
    h = add_monster(g, "hound", 1, (4, 4))
    h.acting = True
    g.give_conditions(h, ["muddle"], None)          # gained during its own turn (e.g. retaliation)
    end_turn(g, h.fid)
    assert "muddle" in g.fig(h.fid).conditions
    g.fig(h.fid).acting = True
    end_turn(g, h.fid)
    assert "muddle" not in g.fig(h.fid).conditions


@pytest.mark.rule("FH-COND-REGEN-1", "FH-AMBIG-15", "FH-COND-6")
def test_regenerate_heals_first_and_removes_wound() -> None:
    g = board()
    h = add_monster(g, "hound", 1, (4, 4), hp=2)
    h.conditions = {"regenerate": 0, "wound": 0, "stun": 1}
    g.state.ability_decks["hound"].current = 0
    run(g, TK.MonsterTurnTask(actor=h.fid, boost={}))
    h = g.fig(h.fid)
    assert h.hp == 3 and "wound" not in h.conditions and "regenerate" in h.conditions
    run(g, TK.DamageTask(target=h.fid, value=1))
    assert "regenerate" not in g.fig(h.fid).conditions


@pytest.mark.rule("FH-COND-WOUND-1")
def test_wound_deals_one_damage_at_turn_start() -> None:
    g = board()
    h = add_monster(g, "hound", 1, (4, 4), hp=3)
    h.conditions = {"wound": 0, "stun": 1}
    g.state.ability_decks["hound"].current = 0
    run(g, TK.MonsterTurnTask(actor=h.fid, boost={}))
    assert g.fig(h.fid).hp == 2 and "wound" in g.fig(h.fid).conditions


@pytest.mark.rule("FH-COND-BANE-1")
def test_bane_deals_ten_at_the_end_of_the_next_turn() -> None:
    g = board()
    h = add_monster(g, "brute", 1, (4, 4), hp=12)
    g.give_conditions(h, ["bane"], None)
    events = end_turn(g, h.fid)
    assert g.fig(h.fid).hp == 2 and "bane" not in g.fig(h.fid).conditions
    assert "FH-COND-BANE-1" in texts(events)
    g = board()
    h = add_monster(g, "brute", 1, (4, 4), hp=12)
    g.give_conditions(h, ["bane"], None)
    heal_self = TK.AutoTurnTask(actor=h.fid, abilities=[{"heal": 1}], boost={})
    g.run_only(heal_self, TK.EndTurnTask(actor=h.fid))   # its own heal removes the bane before it strikes
    assert g.fig(h.fid).hp == 12


def _drink(g) -> None:
    """Character 1 drinks its Healing Draught (heal 3, self) between its two card halves."""
    begin_turn(g, 0, "warden-02", "top")   # no enemy in reach: the attack is over at once
    g.apply(UseItem("healing-draught"))


@pytest.mark.rule("FH-HEAL-HP-1", "FH-AMBIG-7")
def test_heal_restores_up_to_the_maximum() -> None:
    g = board()
    c0 = g.fig("C0")
    c0.hp = 4
    _drink(g)
    assert g.fig("C0").hp == 7
    g = board()
    c0 = g.fig("C0")
    c0.hp = c0.max_hp - 1
    _drink(g)
    assert g.fig("C0").hp == c0.max_hp


@pytest.mark.rule("FH-HEAL-CLEANSE-1")
def test_heal_removes_wound_brittle_bane_poison_only() -> None:
    g = board()
    c0 = g.fig("C0")
    c0.hp = 5
    c0.conditions = {"wound": 0, "brittle": 0, "bane": 2, "muddle": 2}
    _drink(g)
    c0 = g.fig("C0")
    assert c0.hp == 8 and c0.conditions == {"muddle": 2}


@pytest.mark.rule("FH-HEAL-POISON-1", "FH-COND-POISON-1")
def test_heal_on_poisoned_figure_only_removes_poison() -> None:
    g = board()
    c0 = g.fig("C0")
    c0.hp = 4
    c0.conditions = {"poison": 0}
    _drink(g)
    c0 = g.fig("C0")
    assert c0.hp == 4 and not c0.conditions


@pytest.mark.rule("FH-COND-IMMOB-1")
def test_immobilized_character_skips_move_abilities() -> None:
    g = board()
    add_monster(g, "hound", 1, (2, 1))
    g.fig("C0").conditions = {"immobilize": 1}
    events = begin_turn(g, 0, "warden-04", "bottom")   # move 2, attack 1
    assert "FH-COND-IMMOB-1" in texts(events) or g.state.decision.kind == "ability"
    assert not any(isinstance(a, MoveTo) for a in g.legal_actions())
    assert Target("hound-1") in g.legal_actions()


@pytest.mark.rule("FH-COND-DISARM-1")
def test_disarmed_character_cannot_attack_but_moves() -> None:
    g = board()
    add_monster(g, "hound", 1, (2, 1))
    g.fig("C0").conditions = {"disarm": 1}
    begin_turn(g, 0, "warden-04", "bottom")
    assert any(isinstance(a, MoveTo) for a in g.legal_actions())
    g.apply(next(a for a in g.legal_actions() if isinstance(a, MoveTo) and a.to == (1, 2)))
    assert not any(isinstance(a, Target) for a in g.legal_actions())


@pytest.mark.rule("FH-COND-IMPAIR-1")
def test_impaired_characters_cannot_use_items_and_monsters_ignore_impair() -> None:
    g = board()
    begin_turn(g, 1, "ember-01", "top")
    g.state.turn.half = ""
    g.resume()
    assert any(isinstance(a, UseItem) for a in g.legal_actions())
    g.fig("C1").conditions = {"impair": 1}
    g.resume()
    assert not any(isinstance(a, UseItem) for a in g.legal_actions())
    h = add_monster(g, "hound", 1, (4, 4))
    g.give_conditions(h, ["impair"], None)
    assert "impair" not in h.conditions


@pytest.mark.rule("FH-COND-STUN-1")
def test_stunned_character_discards_its_cards_without_effect() -> None:
    g = board()
    ch = g.char(0)
    a, b = ch.hand[0], ch.hand[1]
    ch.hand = ch.hand[2:]
    ch.selected = [a, b]
    g.fig("C0").conditions = {"stun": 1}
    g.state.phase = "play"
    events = run(g, TK.CharTurnTask(actor="C0", value=10), TK.EndRoundTask())
    assert "FH-COND-STUN-1" in texts(events)
    assert {a, b} <= set(g.char(0).discard) | set(g.char(0).lost) | set(g.char(0).hand)
    assert "stun" not in g.fig("C0").conditions


@pytest.mark.rule("FH-COND-STRENGTHEN-1")
def test_strengthened_attacker_draws_two_and_keeps_the_better() -> None:
    g = board()
    h = add_monster(g, "hound", 1, (2, 1), hp=20)
    g.fig("C0").conditions = {"strengthen": 2}
    set_deck(g, 0, "-1", "+2")
    begin_turn(g, 0, "warden-02", "top")
    g.apply(Target(h.fid, effects=False))
    assert g.fig(h.fid).hp == 15


@pytest.mark.rule("FH-COND-MUDDLE-1")
def test_muddled_monster_attack_uses_the_worse_card() -> None:
    g = board()
    h = add_monster(g, "hound", 1, (2, 1))
    h.conditions = {"muddle": 1}
    set_deck(g, "M", "+2", "-1")
    run(g, TK.AttackTask(actor=h.fid, target="C1", attack=3, pierce=0, range=5, add=[], push=0, pull=0))
    assert g.state.decision.amount == 2


@pytest.mark.rule("FH-COND-INVIS-1", "FH-FOCUS-NONE-1")
def test_invisible_figures_cannot_be_targeted_or_focused() -> None:
    g = board()
    h = add_monster(g, "hound", 1, (2, 1))
    for fid in ("C0", "C1"):
        g.fig(fid).conditions = {"invisible": 1}
    turn = [{"move": 0}, {"attack": 2}]
    events = run(g, TK.AutoTurnTask(actor=h.fid, abilities=turn, boost={}))
    assert "finds no focus" in texts(events)
    g.fig("C0").conditions = {}
    events = run(g, TK.AutoTurnTask(actor=h.fid, abilities=turn, boost={}))
    assert f"focuses on {g.fig('C0').name}" in texts(events)
    g.fig(h.fid).conditions = {"invisible": 1}
    begin_turn(g, 0, "warden-02", "top")
    assert not any(isinstance(a, Target) for a in g.legal_actions())


@pytest.mark.rule("FH-ELEMENT-TYPES-1", "FH-ELEM-1")
def test_six_elements_start_inert() -> None:
    g = board()
    assert g.state.elements == {e: EL.INERT for e in ("fire", "ice", "air", "earth", "light", "dark")}


@pytest.mark.rule("FH-ELEMENT-INFUSE-1", "FH-ELEM-2")
def test_infusion_happens_at_the_end_of_the_turn_if_any_part_was_performed() -> None:
    g = board()
    add_monster(g, "hound", 1, (2, 1), hp=20)
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-03", "top", other="warden-04")   # area attack, infuse earth
    g.apply(next(a for a in g.legal_actions() if not isinstance(a, UseItem) and a.kind == "target-area"))
    assert g.state.elements["earth"] == EL.INERT            # not yet: end of turn
    g.apply(ChooseHalf("warden-04", "bottom", basic=True))
    from floe_widgets.games.frosthaven.scenario.actions import Skip
    g.apply(Skip())
    assert g.state.elements["earth"] == EL.STRONG or g.state.phase == "select"
    assert g.state.elements["earth"] in (EL.STRONG, EL.WANING)


@pytest.mark.rule("FH-ELEMENT-CONSUME-1", "FH-ELEM-3")
def test_consuming_a_waning_element_boosts_the_ability_and_makes_it_inert() -> None:
    g = board()
    h = add_monster(g, "hound", 1, (2, 1), hp=20)
    g.state.elements["earth"] = EL.WANING
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-05", "top")   # attack 4, consume earth: +2
    assert set(g.legal_actions()) == {Consume("earth", True), Consume("earth", False)}
    g.apply(Consume("earth", True))
    assert g.state.elements["earth"] == EL.INERT
    g.apply(Target(h.fid))
    assert g.fig(h.fid).hp == 14


@pytest.mark.rule("FH-ELEMENT-WANE-1", "FH-ELEM-5")
def test_elements_wane_one_step_per_round() -> None:
    board_ = {"fire": EL.STRONG, "ice": EL.WANING, "air": EL.INERT}
    EL.wane(board_)
    assert board_ == {"fire": EL.WANING, "ice": EL.INERT, "air": EL.INERT}
    g = board()
    g.state.elements["fire"] = EL.STRONG
    g.state.phase = "play"
    run(g, TK.EndRoundTask())
    while g.state.decision and g.state.decision.kind == "short_rest":
        g.apply(g.legal_actions()[-1])
    assert g.state.elements["fire"] == EL.WANING


@pytest.mark.rule("FH-ELEM-4")
def test_monster_set_consumes_once_and_infuses_after_the_last_monster() -> None:
    g = board()
    add_monster(g, "hound", 1, (4, 3))
    add_monster(g, "hound", 2, (5, 3))
    g.state.elements["ice"] = EL.STRONG
    deck = g.state.ability_decks["hound"]
    deck.current = 5   # Frozen Fangs: consume ice for +2 attack
    events = run(g, TK.MonsterSetTask(actor="hound", value=44), TK.EndRoundTask())
    assert texts(events).count("consume ice") == 1
    assert g.state.elements["ice"] in (EL.INERT,)


def test_perform_self_heal() -> None:
    g = board()
    g.fig("C0").hp = 5
    begin_turn(g, 0, "warden-03", "bottom")   # heal 2, self
    g.apply(Perform())
    assert g.fig("C0").hp == 7


@pytest.mark.rule("FH-COND-IMPAIR-1")
def test_a_monster_attack_that_adds_impair_impairs_a_character() -> None:
    g = board()
    hound = add_monster(g, "hound", 1, (2, 1), hp=10)
    place(g, "C0", (1, 1))
    set_deck(g, "M", "+0")
    events = run(g, TK.AttackTask(actor=hound.fid, target="C0", attack=0, pierce=0, range=1, add=["impair"], push=0,
                                  pull=0))
    assert Event("Ironbark Warden gains impair.", ("FH-COND-TIMING-1", "FH-COND-IMPAIR-1")) in events
    assert "impair" in g.fig("C0").conditions


@pytest.mark.rule("FH-COND-1", "FH-COND-IMPAIR-1")
def test_a_monster_immune_to_poison_does_not_gain_it_and_the_log_cites_its_immunity() -> None:
    g = board()
    brute = add_monster(g, "brute", 1, (2, 1), hp=20)
    brute.immune = list(monster_types()["brute"]["immune"])   # as a room reveal or a spawn places it
    assert brute.immune == ["poison"]
    set_deck(g, 0, "+1:poison")
    begin_turn(g, 0, "warden-02", "top")                # Bark Slam: attack 3
    events = g.apply(Target("brute-1", effects=False))
    assert Event("brute 1 is immune to poison.", ("FH-COND-1",)) in events
    assert "poison" not in g.fig(brute.fid).conditions and g.fig(brute.fid).hp == 20 - 4
    assert g.give_conditions(g.fig(brute.fid), ["impair"], None) == [
        Event("brute 1 is immune to impair.", ("FH-COND-IMPAIR-1",))]


@pytest.mark.rule("FH-COND-TIMING-1")
def test_a_condition_kept_until_removed_survives_a_save_and_its_turns() -> None:
    from floe_widgets.games.frosthaven.scenario.game import Frosthaven

    g = new_game()
    h = g.fig("hound-3")
    g.give_conditions(h, ["wound", "immobilize"])
    g.set_position(g.state)                      # a what-if saved and loaded again
    loaded = Frosthaven.from_json(g.to_json())
    end_turn(loaded, h.fid)
    assert list(loaded.fig(h.fid).conditions) == ["wound"]   # immobilize ends with its next turn; wound stays


@pytest.mark.rule("FH-COND-IMMOB-1", "FH-CARD-ACTION-1", "FH-CARD-ORDER-1")
def test_an_immobilized_characters_move_is_passed_over_with_a_sentence_and_its_attack_follows() -> None:
    g = board()
    add_monster(g, "hound", 1, (2, 1))
    g.fig("C0").conditions = {"immobilize": 1}
    events = begin_turn(g, 0, "warden-04", "bottom")   # move 2, attack 1
    assert events == [Event("Ironbark Warden uses the bottom action of Thorned Hide.",
                            ("FH-CARD-ACTION-1", "FH-CARD-ORDER-1"), player=0),
                      Event("Ironbark Warden is immobilized and cannot move.", ("FH-COND-IMMOB-1",))]
    assert g.fig("C0").hex == (1, 1) and g.state.turn.ability["type"] == "attack"


@pytest.mark.rule("FH-ELEMENT-CONSUME-1")
def test_an_element_not_consumed_stays_and_the_ability_is_not_boosted() -> None:
    g = board()
    h = add_monster(g, "hound", 1, (2, 1), hp=20)
    g.state.elements["earth"] = EL.WANING
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-05", "top")   # attack 4, consume earth: +2
    assert g.apply(Consume("earth", False)) == [Event("Earth is not consumed.", ("FH-ELEMENT-CONSUME-1",))]
    assert g.state.elements["earth"] == EL.WANING
    g.apply(Target(h.fid))
    assert g.fig(h.fid).hp == 16                   # 4 damage, not 6


@pytest.mark.rule("FH-COND-STUN-1")
def test_a_stunned_character_discards_both_cards_unplayed_and_its_stun_ends_with_the_turn() -> None:
    g = board()
    ch = g.char(0)
    played = [ch.hand.pop(0), ch.hand.pop(0)]
    ch.selected = list(played)
    g.state.phase = "play"
    g.fig("C0").conditions = {"stun": 1}
    events = run(g, TK.CharTurnTask(actor="C0", value=11), TK.EndRoundTask())
    assert events[:2] == [Event("Ironbark Warden is stunned: both cards are discarded without effect.",
                                ("FH-COND-STUN-1",)),
                          Event("Ironbark Warden's stun ends.", ("FH-COND-TIMING-1", "FH-AMBIG-5"))]
    ch = g.char(0)
    assert ch.discard == played and ch.selected == [] and g.fig("C0").conditions == {}


@pytest.mark.rule("FH-COND-DISARM-1")
def test_a_disarmed_characters_attack_is_passed_over_with_a_sentence() -> None:
    g = board()
    add_monster(g, "hound", 1, (2, 1))
    g.fig("C0").conditions = {"disarm": 1}
    begin_turn(g, 0, "warden-04", "bottom")        # move 2, attack 1
    assert g.apply(Skip()) == [Event("The rest of the ability is skipped.", ("FH-CARD-SKIP-1",)),
                               Event("Ironbark Warden is disarmed and cannot attack.", ("FH-COND-DISARM-1",))]
    assert g.fig("hound-1").hp == g.fig("hound-1").max_hp


@pytest.mark.rule("FH-COND-WOUND-1")
def test_a_wounded_character_is_told_of_its_wound_damage_as_its_turn_starts() -> None:
    g = board()
    ch = g.char(0)
    ch.selected = [ch.hand.pop(0), ch.hand.pop(0)]
    g.state.phase = "play"
    g.fig("C0").conditions = {"wound": 0}
    events = run(g, TK.CharTurnTask(actor="C0", value=11), TK.EndRoundTask())
    assert events == [Event("Ironbark Warden suffers 1 wound damage.", ("FH-COND-WOUND-1",))]
    assert g.state.decision.kind == "negate"       # the wound's damage, as any damage, may be negated


@pytest.mark.rule("FH-ELEMENT-CONSUME-1")
def test_a_consumed_element_adds_the_boosts_condition_to_the_attack() -> None:
    g = new_game(classes=["emberwright", "warden"])
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 4))
    h = add_monster(g, "hound", 1, (3, 1), hp=20)
    g.state.elements["fire"] = EL.STRONG
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "ember-02", "top")            # attack 3, range 3; consume fire: +1 and wound
    assert g.apply(Consume("fire", True)) == [Event("Fire consumed: the ability is boosted.",
                                                    ("FH-ELEMENT-CONSUME-1",))]
    g.apply(Target(h.fid))
    assert g.fig(h.fid).hp == 16 and "wound" in g.fig(h.fid).conditions


@pytest.mark.rule("FH-COND-CURSE-1", "FH-TARGET-X-1")
def test_a_card_that_curses_an_enemy_offers_the_enemy_and_curses_the_monsters_deck() -> None:
    from floe_widgets.games.frosthaven.scenario.book import offset_to_axial

    g = new_game(classes=["tidecaller", "warden"])
    clear_monsters(g)
    place(g, "C0", offset_to_axial(2, 2))
    add_monster(g, "hound", 2, offset_to_axial(3, 2))
    begin_turn(g, 0, "tide-04", "top")
    assert g.state.turn.ability["type"] == "condition"
    assert g.legal_actions() == [Target("hound-2"), Skip()]
    curses = g.state.monster_deck.cards().count("curse")
    g.apply(Target("hound-2"))
    assert g.state.monster_deck.cards().count("curse") == curses + 1


@pytest.mark.rule("FH-COND-CURSE-1", "FH-MOD-BLESSCURSE-1", "FH-COND-WOUND-1")
@pytest.mark.parametrize("curses_left", [10, 0])
def test_a_curse_then_a_wound_from_one_attack_both_apply_and_no_curse_card_left_skips_only_the_curse(
        curses_left: int) -> None:
    g = new_game()
    clear_monsters(g)
    brute = add_monster(g, "brute", 1, (2, 1))
    g.state.monster_curses = curses_left
    curses = g.state.monster_deck.cards().count("curse")
    events = run(g, TK.AfterAttackTask(actor="C0", target=brute.fid, add=["curse", "wound"]))
    shuffled = ["A curse card is shuffled into brute 1's modifier deck."] if curses_left else []
    assert [e.text for e in events] == [*shuffled, "brute 1 gains wound."]
    assert g.state.monster_deck.cards().count("curse") == curses + (1 if curses_left else 0)
    assert "wound" in g.fig(brute.fid).conditions
