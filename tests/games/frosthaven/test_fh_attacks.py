"""Attacks in the engine: modification order, shield, pierce, ward/brittle, retaliate, negation,
targets, areas, added effects and forced movement."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, run, set_deck, texts

from floe_widgets.games.frosthaven.map.entries import trap_damage
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import (
    LoseCards,
    MoveTo,
    PlaceAt,
    Skip,
    TakeDamage,
    Target,
    TargetArea,
)
from floe_widgets.games.frosthaven.scenario.attacks import attack_damage
from floe_widgets.games.frosthaven.scenario.modifiers import parse
from floe_widgets.games.frosthaven.scenario.state import Bonus


def duel(players=2):
    g = new_game(players)
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    return g


@pytest.mark.rule("FH-MOD-ORDER-1")
def test_modification_order_numbers() -> None:
    # Attack 3 +1 (poison) = 4; +1 card -> 5; shield 2 -> 3; ward -> 1
    assert attack_damage(3, [parse("+1")], poisoned=True, shield=2, ward=True) == 1
    g = duel()
    h = add_monster(g, "hound", 1, (2, 1), hp=10)
    h.conditions = {"poison": 0, "ward": 0}
    h.bonuses.append(Bonus("shield", 2))
    set_deck(g, 0, "+1")
    begin_turn(g, 0, "warden-02", "top")
    g.apply(Target("hound-1", effects=False))
    assert g.fig(h.fid).hp == 10 - 1   # (3 + 1 poison + 1) = 5, shield 2 -> 3, ward -> 1
    assert "ward" not in g.fig(h.fid).conditions


@pytest.mark.rule("FH-MOD-ORDER-1")
def test_the_whole_order_in_one_call_leaves_out_what_is_not_named() -> None:
    # as the odds lab and the lessons call it: a plain target takes the attack plus the card
    assert attack_damage(3, [parse("+1")]) == 4
    assert attack_damage(3, [parse("+1")], bonus=1) == 5
    assert attack_damage(3, [parse("-1")], bonus=-1, shield=1, pierce=1) == 1


@pytest.mark.rule("FH-EXAMPLE-1", "FH-COND-BRITTLE-1")
def test_worked_example_brittle_poison_shield() -> None:
    assert attack_damage(2, [parse("+1")], poisoned=True, shield=1, brittle=True) == 6
    g = duel()
    g.state.level = 7
    h = add_monster(g, "brute", 1, (2, 1), hp=20)
    h.shield = 1
    h.conditions = {"poison": 0, "brittle": 0}
    set_deck(g, 0, "+1")
    begin_turn(g, 0, "warden-03", "bottom")   # any card; use a basic attack 2 instead
    g.state.turn.half = ""
    g.state.turn.done = []
    g.resume()
    from floe_widgets.games.frosthaven.scenario.actions import ChooseHalf
    g.apply(ChooseHalf("warden-03", "top", basic=True))
    g.apply(Target("brute-1"))
    assert g.fig(h.fid).hp == 20 - 6 and "brittle" not in g.fig(h.fid).conditions


@pytest.mark.rule("FH-ATTACK-BASE-1")
def test_attack_value_with_plus_zero_and_no_shield() -> None:
    g = duel()
    h = add_monster(g, "hound", 1, (2, 1), hp=10)
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-02", "top")
    g.apply(Target("hound-1", effects=False))
    assert g.fig(h.fid).hp == 7


@pytest.mark.rule("FH-ATTACK-PIERCE-1")
def test_pierce_lowers_shield_never_below_zero() -> None:
    g = duel()
    h = add_monster(g, "brute", 1, (2, 1), hp=10)
    h.shield = 3
    set_deck(g, 0, "+0")
    g.char(0).hand.append("warden-x2")
    begin_turn(g, 0, "warden-x2", "top")       # attack 3 pierce 2
    g.apply(Target("brute-1"))
    assert g.fig(h.fid).hp == 8


@pytest.mark.rule("FH-SHIELD-REDUCE-1", "FH-AMBIG-9")
def test_shield_sources_add_and_do_not_stop_trap_damage() -> None:
    g = duel()
    c0 = g.fig("C0")
    c0.bonuses = [Bonus("shield", 1), Bonus("shield", 1)]
    c0.shield = 1   # passive item
    h = add_monster(g, "hound", 1, (2, 1))
    set_deck(g, "M", "+0")
    events = run(g, TK.AttackTask(actor=h.fid, target="C0", attack=4, pierce=0, range=1, add=[], push=0, pull=0))
    assert g.state.decision.amount == 1
    g.apply(TakeDamage())
    assert g.fig("C0").hp == g.fig("C0").max_hp - 1
    assert "FH-SHIELD-REDUCE-1" in texts(events)
    trap = (4, 0)   # the sample map's trap, one step from (4, 1)
    assert trap in g.state.traps
    place(g, "C0", (4, 1))
    begin_turn(g, 0, "warden-02", "bottom")   # move 3
    g.apply(MoveTo(trap))
    assert g.state.decision.kind == "negate" and g.state.decision.amount == trap_damage(g.state.level)


@pytest.mark.rule("FH-MOD-WARDBRITTLE-1", "FH-COND-WARD-1", "FH-ATK-9")
def test_ward_halves_brittle_doubles_both_cancel() -> None:
    g = duel()
    h = add_monster(g, "hound", 1, (5, 5), hp=30)
    h.conditions = {"ward": 0, "brittle": 0}
    run(g, TK.DamageTask(target=h.fid, value=5))
    assert g.fig(h.fid).hp == 25 and not g.fig(h.fid).conditions
    h.conditions = {"ward": 0}
    run(g, TK.DamageTask(target=h.fid, value=5))
    assert g.fig(h.fid).hp == 23 and not g.fig(h.fid).conditions
    h.conditions = {"brittle": 0}
    run(g, TK.DamageTask(target=h.fid, value=3))
    assert g.fig(h.fid).hp == 17 and not g.fig(h.fid).conditions


@pytest.mark.rule("FH-RETALIATE-DAMAGE-1", "FH-ATK-8")
def test_retaliate_hits_adjacent_attackers_only() -> None:
    g = duel()
    h = add_monster(g, "brute", 1, (2, 1), hp=20)
    h.bonuses.append(Bonus("retaliate", 2))
    set_deck(g, 0, "+0", "+0")
    begin_turn(g, 0, "warden-02", "top")
    g.apply(Target("brute-1", effects=False))
    assert g.state.decision.kind == "negate" and g.state.decision.amount == 2
    g.apply(TakeDamage())
    assert g.fig("C0").hp == g.fig("C0").max_hp - 2
    # a ranged attacker three hexes away suffers nothing
    g2 = duel()
    h2 = add_monster(g2, "brute", 1, (1, 4), hp=20)
    h2.bonuses.append(Bonus("retaliate", 2))
    place(g2, "C1", (1, 1))
    set_deck(g2, 1, "+0")
    begin_turn(g2, 1, "ember-01", "top")
    g2.apply(Target("brute-1"))
    assert g2.fig("C1").hp == g2.fig("C1").max_hp and g2.fig(h2.fid).hp == 18


@pytest.mark.rule("FH-DAMAGE-NEGATE-1", "FH-ATK-10")
def test_negating_damage_by_losing_cards_conditions_still_apply() -> None:
    g = duel()
    ch = g.char(0)
    ch.discard = [ch.hand.pop(), ch.hand.pop()]
    h = add_monster(g, "hound", 1, (2, 1))
    set_deck(g, "M", "+2")
    run(g, TK.AttackTask(actor=h.fid, target="C0", attack=3, pierce=0, range=1, add=["wound"], push=0, pull=0))
    legal = g.legal_actions()
    assert TakeDamage() in legal
    assert sum(1 for a in legal if isinstance(a, LoseCards) and len(a.cards) == 1) == len(ch.hand)
    assert sum(1 for a in legal if isinstance(a, LoseCards) and len(a.cards) == 2) == 1
    pair = next(a for a in legal if isinstance(a, LoseCards) and len(a.cards) == 2)
    hp = g.fig("C0").hp
    g.apply(pair)
    ch = g.char(0)
    assert g.fig("C0").hp == hp and len(ch.lost) == 2 and not ch.discard
    assert "wound" in g.fig("C0").conditions


@pytest.mark.rule("FH-EXHAUST-HP-1", "FH-EXHAUST-EFFECT-1", "FH-SUMMON-DEATH-1")
def test_character_at_zero_hp_is_exhausted_and_its_summons_vanish() -> None:
    g = duel()
    from floe_widgets.games.frosthaven.scenario.state import Figure
    g.state.figures.append(Figure("S0-1", "summon", "Sprite", (0, 0), 3, 3, owner=0))
    c0 = g.fig("C0")
    c0.hp = 2
    run(g, TK.DamageTask(target="C0", value=2))
    g.apply(TakeDamage())
    assert g.char(0).exhausted and g.fig("C0") is None and g.fig("S0-1") is None
    assert not g.char(0).hand and g.char(0).lost


@pytest.mark.rule("FH-EXHAUST-ALL-1", "FH-GOAL-REWARD-1")
def test_all_exhausted_loses_the_scenario_without_checkmarks() -> None:
    g = duel()
    for seat in (0, 1):
        g.fig(f"C{seat}").hp = 1
        g.char(seat).goal = "survivor"
    run(g, TK.DamageTask(target="C0", value=5))
    g.apply(TakeDamage())
    assert not g.is_over
    run(g, TK.DamageTask(target="C1", value=5))
    g.apply(TakeDamage())
    assert g.is_over and g.state.phase == "lost"
    assert all(ch.checkmarks == 0 for ch in g.state.characters)


@pytest.mark.rule("FH-TARGET-X-1", "FH-RANGE-MELEE-1", "FH-TARGET-SIDE-1")
def test_targets_in_range_once_each_and_never_allies() -> None:
    g = duel()
    place(g, "C1", (2, 0))                     # an ally next to C0
    add_monster(g, "hound", 1, (1, 2))         # adjacent
    add_monster(g, "hound", 2, (3, 1))         # two hexes away
    begin_turn(g, 0, "warden-02", "top")
    fids = {a.fid for a in g.legal_actions() if isinstance(a, Target)}
    assert fids == {"hound-1"}
    set_deck(g, 0, "+0")
    g.apply(Target("hound-1", effects=False))
    assert not any(isinstance(a, Target) for a in g.legal_actions())


@pytest.mark.rule("FH-TARGET-X-1")
def test_multi_target_attack_hits_different_figures() -> None:
    g = duel()
    place(g, "C1", (1, 1))
    place(g, "C0", (0, 0))
    for n, at in enumerate([(2, 1), (3, 1), (1, 3)], start=1):
        add_monster(g, "hound", n, at, hp=9)
    set_deck(g, 1, "+0", "+0", "+0")
    g.char(1).hand.append("ember-04")
    begin_turn(g, 1, "ember-04", "top")   # attack 2, range 2, target 2
    first = {a.fid for a in g.legal_actions() if isinstance(a, Target)}
    assert first == {"hound-1", "hound-2", "hound-3"}
    g.apply(Target("hound-2"))
    second = {a.fid for a in g.legal_actions() if isinstance(a, Target)}
    assert second == {"hound-1", "hound-3"}
    g.apply(Target("hound-3"))
    assert g.state.turn.half == "" or not any(isinstance(a, Target) for a in g.legal_actions())


@pytest.mark.rule("FH-ADV-RANGED-1")
def test_ranged_attack_on_adjacent_target_has_disadvantage() -> None:
    g = duel()
    place(g, "C1", (1, 1))
    h = add_monster(g, "hound", 1, (2, 1), hp=20)
    set_deck(g, 1, "+2", "-1")
    begin_turn(g, 1, "ember-01", "top")
    g.apply(Target("hound-1"))
    assert g.fig(h.fid).hp == 19 and len(g.char(1).deck.discard) == 2


@pytest.mark.rule("FH-ADV-RANGED-1")
def test_a_range_2_attack_on_an_adjacent_target_has_disadvantage_and_cites_it() -> None:
    g = duel()
    place(g, "C1", (1, 1))
    h = add_monster(g, "hound", 1, (2, 1), hp=20)
    g.char(1).hand.append("ember-04")
    set_deck(g, 1, "+2", "-1")
    begin_turn(g, 1, "ember-04", "top")   # attack 2, range 2
    events = g.apply(Target("hound-1"))
    assert g.fig(h.fid).hp == 20 - (2 - 1) and len(g.char(1).deck.discard) == 2
    assert events[0].rules == ("FH-MOD-ORDER-1", "FH-ATTACK-BASE-1", "FH-ADV-DIS-1", "FH-ADV-RANGED-1")


@pytest.mark.rule("FH-ATTACK-ADDED-1", "FH-CARD-SKIP-1")
def test_added_effects_are_chosen_before_drawing() -> None:
    g = duel()
    h = add_monster(g, "hound", 1, (2, 1), hp=20)
    g.char(0).hand.append("warden-07")
    set_deck(g, 0, "+0", "+0")
    begin_turn(g, 0, "warden-07", "top")   # attack 2, immobilize
    assert {Target("hound-1"), Target("hound-1", effects=False)} <= set(g.legal_actions())
    g.apply(Target("hound-1", effects=False))
    assert "immobilize" not in g.fig(h.fid).conditions


@pytest.mark.rule("FH-AOE-HEX-1", "FH-AOE-ORIENT-1")
def test_melee_area_can_be_rotated_to_cover_enemies() -> None:
    g = duel()
    add_monster(g, "hound", 1, (2, 1), hp=20)
    add_monster(g, "hound", 2, (2, 0), hp=20)
    add_monster(g, "hound", 3, (0, 2), hp=20)
    set_deck(g, 0, "+0", "+0", "+0")
    begin_turn(g, 0, "warden-03", "top")   # two adjacent red hexes
    areas = [a for a in g.legal_actions() if isinstance(a, TargetArea)]
    covered = {a.hexes for a in areas}
    assert ((2, 0), (2, 1)) in covered            # both hounds in one placement
    assert all(len(h) <= 2 for h in covered)
    g.apply(TargetArea(((2, 0), (2, 1))))
    assert g.fig("hound-1").hp == 18 and g.fig("hound-2").hp == 18 and g.fig("hound-3").hp == 20


@pytest.mark.rule("FH-FORCED-PUSHPULL-1", "FH-FORCED-CHOICE-1")
def test_character_push_chooses_a_hex_each_step_farther() -> None:
    g = duel()
    h = add_monster(g, "hound", 1, (2, 1), hp=20)
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-02", "top")   # attack 3, push 1
    g.apply(Target("hound-1"))
    assert g.state.decision.kind == "forced"
    m_range = {a.to for a in g.legal_actions() if isinstance(a, PlaceAt)}
    assert {(2, 2), (3, 1)} <= m_range and all(hex_range(g, (1, 1), to) >= 2 for to in m_range)
    assert (3, 0) not in m_range and (4, -1) in m_range   # pushed onto the ice at (3, 0), it slides on
    to = sorted(m_range)[0]
    g.apply(PlaceAt(to))
    assert g.fig(h.fid).hex == to


def hex_range(g, a, b):
    from floe_widgets.games.frosthaven.map.board import hexmap
    return hexmap(g.board, g.state).range(a, b)


@pytest.mark.rule("FH-FORCED-CHOICE-1")
def test_monster_push_goes_as_far_as_possible() -> None:
    g = duel()
    h = add_monster(g, "brute", 1, (2, 1))
    set_deck(g, "M", "+0")
    run(g, TK.AttackTask(actor=h.fid, target="C0", attack=3, pierce=0, range=1, add=[], push=2, pull=0))
    g.apply(TakeDamage())
    if g.state.decision is not None and g.state.decision.kind == "forced":
        options = g.legal_actions()
        assert Skip() not in options and all(hex_range(g, (2, 1), a.to) == 3 for a in options)
        g.apply(options[-1])
    assert hex_range(g, (2, 1), g.fig("C0").hex) == 3


@pytest.mark.rule("FH-FORCED-IMMUNE-1", "FH-OVERLAY-OBJECTIVE-1")
def test_objectives_ignore_conditions_and_forced_movement() -> None:
    g = duel()
    from floe_widgets.games.frosthaven.scenario.state import Figure
    totem = Figure("totem", "objective", "Totem", (2, 1), 10, 10)
    g.state.figures.append(totem)
    set_deck(g, 0, "+0")
    g.char(0).hand.append("warden-07")
    begin_turn(g, 0, "warden-02", "top")
    events = g.apply(Target("totem"))
    assert g.fig("totem").hex == (2, 1) and g.state.decision is None or g.state.decision.kind != "forced"
    assert "FH-FORCED-IMMUNE-1" in texts(events)
    g.give_conditions(totem, ["stun", "poison"], g.fig("C0"))
    assert not g.fig("totem").conditions


@pytest.mark.rule("FH-OVERLAY-DOOR-2")
def test_nothing_is_pushed_into_a_closed_door() -> None:
    g = duel()
    door = next(iter(g.board.doors))
    place(g, "C0", (4, 1))   # the door (6, -1) and the hex (5, -1) are both one step farther from it
    h = add_monster(g, "hound", 1, (5, 0), hp=20)
    set_deck(g, 0, "+0")
    g.char(0).hand.append("ember-09")
    begin_turn(g, 0, "ember-09", "top")   # attack 3, push 2
    g.apply(Target(h.fid))
    ends = [a.to for a in g.legal_actions() if isinstance(a, PlaceAt)]
    assert (5, -1) in ends and door not in ends
    for to in ends:   # no way to any end passes the door either
        trial = g.copy()
        trial.apply(PlaceAt(to))
        assert trial.fig(h.fid).hex == to and door not in trial.state.open_doors


@pytest.mark.rule("FH-ATK-11", "FH-LOOT-DROP-1")
def test_killed_monster_drops_a_loot_token() -> None:
    g = duel()
    h = add_monster(g, "hound", 1, (2, 1), hp=1)
    tokens = len(g.state.loot_tokens)
    run(g, TK.DamageTask(target=h.fid, value=3, source="C0"))
    assert g.fig("hound-1") is None and (2, 1) in g.state.loot_tokens and len(g.state.loot_tokens) == tokens + 1
    assert g.char(0).stats["kills"] == 1


@pytest.mark.rule("FH-ATK-1")
def test_each_target_draws_its_own_card() -> None:
    g = duel()
    place(g, "C1", (1, 1))
    place(g, "C0", (0, 0))
    add_monster(g, "hound", 1, (2, 1), hp=20)
    add_monster(g, "hound", 2, (3, 1), hp=20)
    set_deck(g, 1, "+1", "-1", "+0")
    begin_turn(g, 1, "ember-04", "top")
    g.apply(Target("hound-2"))
    g.apply(Target("hound-1"))
    assert g.fig("hound-2").hp == 17 and g.fig("hound-1").hp == 20 - max(0, 2 - 1) - 0


def test_skip_ends_the_ability() -> None:
    g = duel()
    add_monster(g, "hound", 1, (2, 1))
    begin_turn(g, 0, "warden-02", "top")
    g.apply(Skip())
    assert g.state.decision.kind == "half"


@pytest.mark.rule("FH-ATTACK-ADDED-1")
def test_an_attack_whose_only_added_effect_is_a_pull_may_be_made_without_it() -> None:
    g = new_game(classes=["tidecaller", "warden"])
    clear_monsters(g)
    place(g, "C0", (0, 1))
    place(g, "C1", (0, 3))
    add_monster(g, "hound", 1, (3, 1), hp=20)
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "tide-02", "top")                 # Undertow: attack 2, range 3, pull 2
    assert {Target("hound-1"), Target("hound-1", effects=False)} <= set(g.legal_actions())
    g.apply(Target("hound-1", effects=False))
    assert g.fig("hound-1").hex == (3, 1) and g.fig("hound-1").hp == 20 - 2


@pytest.mark.rule("FH-AOE-HEX-1", "FH-COND-INVIS-1")
def test_a_melee_area_never_covers_an_invisible_enemy() -> None:
    g = duel()
    add_monster(g, "hound", 1, (2, 1), hp=20)
    add_monster(g, "hound", 2, (2, 0), hp=20).conditions["invisible"] = 1
    begin_turn(g, 0, "warden-03", "top")   # two adjacent red hexes
    covered = {a.hexes for a in g.legal_actions() if isinstance(a, TargetArea)}
    assert covered == {((2, 1),)}
