"""The exact battle-odds calculator: hand counts, the Rockeer example, and the real engine."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace
from fractions import Fraction as F

import pytest

from floe_widgets.core import Chance
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import cave as C
from floe_widgets.games.floe.context import BattleContext
from floe_widgets.games.floe.effects import max_warmth
from floe_widgets.games.floe.odds import (
    BattleSetup,
    Plan,
    Solver,
    battle_odds,
    first_roll,
    odds_from_roll,
    reroll_outcomes,
    roll_from_game,
    score_roll,
    setup_from_game,
)
from floe_widgets.games.floe.state import FloeState, PlayerState, SupplyState, VillageState, WorldState

SIX = F(1, 6)


def position(monster: str, seed: int, **fields):
    """A one-player position with ``monster`` face up in chamber 1 and the Hero there."""
    chance = Chance(seed)
    cave = C.setup_cave(chance)
    room = cave.chambers[0]
    for deck in cave.decks.values():
        if monster in deck.draw_pile:
            deck.draw_pile.remove(monster)
    room.monster, room.face_up = monster, True
    player = PlayerState(seat=0, hero="scout-wren", familiar="snowfox", quest="ancient-map", board=0, warmth=5,
                         cave_chamber=1)
    for key, value in fields.items():
        setattr(player, key, value)
    state = FloeState(players=[player], world=WorldState(), village=VillageState(), cave=cave, supply=SupplyState())
    return state, BattleContext(state, 0), chance


def close(exact: F, hits: int, trials: int) -> bool:
    p = float(exact)
    return abs(hits / trials - p) <= 4.5 * math.sqrt(max(p * (1 - p), 1e-4) / trials) + 1e-9


def play_by_the_odds(solver: Solver, ctx: BattleContext, battle: B.BattleState, chance: Chance) -> None:
    """Drive the real battle engine with the calculator's choices until the battle is over."""
    setup = solver.setup
    while not battle.finished:
        round_now, paid_before = battle.round, battle.rerolls
        rounds_left = battle.rounds - battle.round + 1
        while True:
            free = tuple(sorted(d.face for d in battle.dice if not d.locked))
            locked = tuple(sorted(d.face for d in battle.dice if d.locked))
            left = setup.rerolls - (battle.rerolls - paid_before)
            _, reroll = solver.decide(free, locked, left, battle.damage_die, ctx.player.warmth, rounds_left)
            if reroll is None:
                break
            want, picked = Counter(reroll), []
            for i, d in enumerate(battle.dice):
                if not d.locked and want[d.face]:
                    want[d.face] -= 1
                    picked.append(i)
            B.apply_battle_action(ctx, battle, B.BattleReroll(tuple(picked)), chance)
        plan = solver.settle(free, locked, battle.damage_die, ctx.player.warmth, rounds_left)[1].plan
        for action in plan_actions(battle, plan):
            B.apply_battle_action(ctx, battle, action, chance)
        while not battle.finished and battle.round == round_now:
            B.apply_battle_action(ctx, battle, B.BattleContinue(), chance)


def plan_actions(battle: B.BattleState, plan: Plan) -> list[B.Action]:
    """The engine actions that carry out ``plan`` on these dice (Locked dice go on Items first)."""
    actions: list[B.Action] = []
    held: set[int] = set()
    order = sorted(range(len(battle.dice)), key=lambda i: not battle.dice[i].locked)
    for item, face in plan.assign:
        i = next(i for i in order if battle.dice[i].face == face and i not in held)
        held.add(i)
        actions.append(B.BattleAssign(i, item))
    flipped: set[int] = set()
    for face in plan.insight:
        i = next(i for i, d in enumerate(battle.dice)
                 if d.face == face and not d.locked and i not in held and i not in flipped)
        flipped.add(i)
        actions.append(B.BattleInsight(i))
    actions += [B.BattleArtifice(icon) for icon in plan.artifice]
    actions += [B.BattleHeal()] * plan.heal
    if plan.crit:
        actions.append(B.BattleCrit(plan.crit))
    return actions


def engine_trials(setup: BattleSetup, trials: int, seed: int, **fields) -> tuple[Counter, Counter]:
    solver = Solver(setup)
    outcomes: Counter = Counter()
    damage: Counter = Counter()
    for t in range(trials):
        state, ctx, chance = position(setup.monster, seed * 100003 + t, hero_dice=setup.dice, warmth=setup.warmth,
                                      **fields)
        battle, _ = B.start_battle(ctx, chance)
        play_by_the_odds(solver, ctx, battle, chance)
        outcomes[battle.outcome] += 1
        if battle.rounds == 1:
            damage[battle.damage] += 1
    return outcomes, damage


def assert_agrees(odds, outcomes: Counter, damage: Counter, trials: int) -> None:
    assert close(odds.win, outcomes["won"], trials), (float(odds.win), outcomes)
    assert close(odds.lose, outcomes["lost"], trials), (float(odds.lose), outcomes)
    assert close(odds.stand, outcomes["not-defeated"], trials), (float(odds.stand), outcomes)
    for dmg in set(damage) | (set(odds.damage) if damage else set()):
        assert close(odds.damage.get(dmg, F(0)), damage[dmg], trials), (dmg, odds.damage.get(dmg), damage[dmg])


# -- counts by hand ------------------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-CAVE-HERODICE-1", "FLOE-BATTLE-ROLL-1", "FLOE-CAVE-DAMAGEDIE-1")
def test_dice_outcomes_are_exact_multinomials() -> None:
    two = dict(reroll_outcomes(2))
    assert len(two) == 21 and sum(two.values()) == 1
    assert two[("sword", "sword")] == SIX * SIX and two[("arrow", "sword")] == 2 * SIX * SIX
    assert sum(p for _, _, p in first_roll(BattleSetup("frostnip", dice=3))) == 1


@pytest.mark.rule("FLOE-BATTLE-ICON-1", "FLOE-BATTLE-ICON-2", "FLOE-CAVE-WIN-1", "FLOE-BATTLE-ATTACK-1",
                  "FLOE-BATTLE-ATTACK-2")
def test_one_die_against_frostnip_counted_by_hand() -> None:
    # Frostnip: health 2, base Damage 1.  One die and no spells: only a Sword (2 Damage) beats it;
    # an Arrow deals 1, a lone Crit or Magic nothing.
    odds = battle_odds(BattleSetup("frostnip", dice=1, warmth=9, spells=False))
    assert odds.win == SIX
    assert odds.damage == {0: 4 * SIX, 1: SIX, 2: SIX}
    assert odds.lose == 0
    # Warmth 0: nothing beats it before the attack, so the hit is base 1 + the Damage die; only a Stealth
    # (-2) with the die at 0 or 1 (three faces of six) leaves the Hero standing
    broke = battle_odds(BattleSetup("frostnip", dice=1, warmth=0, spells=False))
    assert broke.win == 0 and broke.lose == 1 - SIX * F(3, 6) and broke.stand == SIX * F(3, 6)


@pytest.mark.rule("FLOE-BATTLE-ICON-6", "FLOE-AMBIG-9")
def test_crits_are_aimed_where_they_count() -> None:
    setup = BattleSetup("glacier-ram", dice=4, warmth=9, spells=False)     # health 7
    # 2 Arrows + 2 Crits: aimed at Arrows 2 x 3 = 6; at Swords nothing; the calculator aims at Arrows
    assert score_roll(setup, ["arrow", "arrow", "crit", "crit"], 0).damage == 6
    # 1 Arrow, 2 Swords, 1 Crit: Swords 2 x 3 = 6 + 1 Arrow = 7 -> beaten
    best = score_roll(setup, ["arrow", "sword", "sword", "crit"], 0)
    assert (best.outcome, best.damage, best.plan.crit) == ("won", 7, "sword")


@pytest.mark.rule("FLOE-BATTLE-NEUBRA-1")
def test_an_attack_first_monster_hits_even_if_arrows_would_beat_it() -> None:
    neubra = BattleSetup("neubra", dice=3, warmth=2, spells=False)          # health 3, base 2
    arrows = score_roll(neubra, ["arrow", "arrow", "arrow"], 1)
    # it attacks first for 2 + 1 = 3 > Warmth 2: lost before a single Arrow flies
    assert (arrows.damage, arrows.hit, arrows.outcome) == (0, 3, "lost")
    assert score_roll(BattleSetup("neubra", dice=3, warmth=3, spells=False), ["arrow"] * 3, 1).outcome == "won"
    crab = BattleSetup("drift-crab", dice=4, warmth=0, spells=False)        # health 4, base 1, Arrows first
    beaten = score_roll(crab, ["arrow", "arrow", "arrow", "arrow"], 0)
    assert (beaten.hit, beaten.outcome) == (0, "won")


@pytest.mark.rule("FLOE-MAGIC-INSIGHT-1", "FLOE-MAGIC-ARTIFICE-1", "FLOE-MAGIC-HEAL-1", "FLOE-MAGIC-GEN-1")
def test_magic_is_spent_on_the_best_spell() -> None:
    ram = BattleSetup("glacier-ram", dice=4, warmth=9)                      # health 7, base 3
    # sword sword arrow magic: Insight turns the Arrow into a Sword: 3 x 2 = 6 ... not 7; Artifice needs 2 Magic
    s = score_roll(ram, ["sword", "sword", "arrow", "magic"], 0)
    assert s.damage == 6 and s.plan.insight == ("arrow",)
    # two Magic buy a Crit or a Sword (Artifice): 2 Swords x 3 + 1 Arrow = 7, or 3 Swords + 1 Arrow = 7
    s = score_roll(ram, ["sword", "sword", "arrow", "magic", "magic"], 0)
    assert s.outcome == "won" and s.damage == 7 and s.plan.artifice in (("crit",), ("sword",))
    # Healing when the hit is the problem: Frostnip (health 2, base 1) is beaten only in the Sword phase,
    # after its hit of 1 + 1; with Warmth 1 one Healing spell saves the battle, with Warmth 0 it cannot
    s = score_roll(BattleSetup("frostnip", dice=2, warmth=1), ["sword", "magic"], 1)
    assert (s.outcome, s.plan.heal, s.warmth) == ("won", 1, 0)
    s = score_roll(BattleSetup("frostnip", dice=2, warmth=0), ["sword", "magic"], 1)
    assert s.outcome == "lost" and s.plan.heal == 1
    no_spells = BattleSetup("glacier-ram", dice=4, warmth=9, spells=False)
    assert score_roll(no_spells, ["sword", "sword", "arrow", "magic"], 0).damage == 5


@pytest.mark.rule("FLOE-BATTLE-ROCKEER-1")
def test_rockeer_first_roll_rerolls_every_sword_once() -> None:
    rolls = {free: p for free, _, p in first_roll(BattleSetup("rockeer", dice=1))}
    assert rolls[("sword",)] == SIX * SIX                 # a Sword, rerolled, comes up Sword again
    assert rolls[("arrow",)] == SIX + SIX * SIX


@pytest.mark.rule("FLOE-BATTLE-LOCKED-1")
def test_locked_dice_are_set_aside_and_never_rerolled() -> None:
    rolls = first_roll(BattleSetup("shiverwing", dice=2))          # locks Stealths
    assert all("stealth" not in free for free, _, _ in rolls)
    assert sum(p for _, locked, p in rolls if locked == ("stealth", "stealth")) == SIX * SIX
    # rerolls cannot fix a Locked die: with nothing free the chance is the same as with no reroll
    solver = Solver(BattleSetup("shiverwing", dice=2, rerolls=2, spells=False))
    assert solver.decide((), ("stealth", "stealth"), 2, 1, 5, 1)[1] is None


@pytest.mark.rule("FLOE-BATTLE-REROLL-1")
def test_rerolls_raise_the_odds_and_cost_warmth() -> None:
    base = battle_odds(BattleSetup("frostnip", dice=2, warmth=5, spells=False))
    more = battle_odds(BattleSetup("frostnip", dice=2, warmth=5, rerolls=1, spells=False))
    assert more.win > base.win and more.rerolls > 0
    no_warmth = battle_odds(BattleSetup("frostnip", dice=2, warmth=0, rerolls=3, spells=False))
    assert no_warmth.rerolls == 0      # a reroll needs 1 Warmth


@pytest.mark.rule("FLOE-BATTLE-PETRAGROVE-1", "FLOE-AMBIG-29")
def test_defeated_twice_needs_two_winning_rounds() -> None:
    # With Warmth to spare neither round can be lost, so the two rounds are independent: P(win) = p * p
    setup = BattleSetup("petragrove", dice=4, warmth=40, spells=False)
    single = Solver(setup).round_win(40, 1)
    assert 0 < single < 1
    assert battle_odds(setup).win == single * single
    # Short of Warmth, the first round's hit can cost the second round
    tight = battle_odds(BattleSetup("petragrove", dice=4, warmth=3, spells=False))
    assert tight.win < Solver(BattleSetup("petragrove", dice=4, warmth=3, spells=False)).round_win(3, 1) ** 2


# -- the rulebook's worked example -----------------------------------------------------------------------------
@pytest.mark.rule("FLOE-EXAMPLE-11", "FLOE-BATTLE-ITEM-1", "FLOE-BATTLE-ICON-3", "FLOE-AMBIG-7")
def test_rockeer_fixed_roll_gives_the_rulebook_outcome() -> None:
    # Hero dice after Rockeer's forced reroll: Sword, Stealth, Arrow, Crit; Damage die 2; the Ally's Stealth
    # and a Sword Potion are extra icons; Snow Boots hold the Arrow die (it counts as a Stealth).
    setup = BattleSetup("rockeer", dice=4, warmth=5, boosts=("stealth", "sword"), items=("snow-boots",))
    played = score_roll(setup, ["sword", "stealth", "arrow", "crit"], 2,
                        plan=Plan(assign=(("snow-boots", "arrow"),), crit="sword"))
    # Monster attack 3 + 2 = 5, three Stealth take 6 -> no Damage; two Swords + a Crit deal 6 = health 6
    assert (played.outcome, played.damage, played.hit, played.warmth) == ("won", 6, 0, 5)
    best = score_roll(setup, ["sword", "stealth", "arrow", "crit"], 2)
    assert best.outcome == "won" and best.damage >= 6


# -- against the real engine -----------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-BATTLE-ROCKEER-1", "FLOE-BATTLE-REROLL-1", "FLOE-BATTLE-LOSE-1")
def test_monte_carlo_rockeer_with_rerolls() -> None:
    setup = BattleSetup("rockeer", dice=4, warmth=4, rerolls=1, spells=False)
    trials = 900
    outcomes, damage = engine_trials(setup, trials, seed=1)
    assert_agrees(battle_odds(setup), outcomes, damage, trials)


@pytest.mark.rule("FLOE-BATTLE-LOCKED-1", "FLOE-BATTLE-ITEM-1", "FLOE-BATTLE-ITEM-2", "FLOE-MAGIC-INSIGHT-1")
def test_monte_carlo_locks_items_and_spells() -> None:
    fields = {"items": ["snow-boots", "quiver"], "items_upgraded": ["quiver"]}
    probe, _, _ = position("shiverwing", 0, **fields)
    setup = BattleSetup("shiverwing", dice=3, warmth=3, rerolls=1, icons=("arrow",), items=("snow-boots",),
                        max_warmth=max_warmth(probe.players[0]))
    trials = 900
    outcomes, damage = engine_trials(setup, trials, seed=2, **fields)
    assert_agrees(battle_odds(setup), outcomes, damage, trials)


@pytest.mark.rule("FLOE-BATTLE-NEUBRA-1", "FLOE-BATTLE-PETRAGROVE-1")
@pytest.mark.parametrize("monster", ["neubra", "petragrove"])
def test_monte_carlo_attack_first_and_twice(monster) -> None:
    probe, _, _ = position(monster, 0)
    setup = BattleSetup(monster, dice=3, warmth=3, rerolls=1, max_warmth=max_warmth(probe.players[0]))
    trials = 700
    outcomes, damage = engine_trials(setup, trials, seed=3)
    assert_agrees(battle_odds(setup), outcomes, damage, trials)


def test_setup_from_a_live_game() -> None:
    from floe_widgets.games.floe.game import Floe

    g = Floe(players=2, seed=4)
    st = g.state
    p = st.players[st.current]
    p.items, p.items_upgraded, p.hero_dice, p.warmth = ["hatchet", "quiver"], ["quiver"], 3, 4
    g.set_position(st)
    setup = setup_from_game(g, rerolls=2)
    chamber = st.cave.chambers[max(p.cave_chamber, 1) - 1]
    assert setup.monster == chamber.monster
    assert (setup.dice, setup.warmth, setup.items, setup.icons, setup.rerolls) == (3, 4, ("hatchet",), ("arrow",), 2)
    assert 0 <= battle_odds(setup).win <= 1


def test_bad_setups_are_refused() -> None:
    with pytest.raises(ValueError):
        battle_odds(BattleSetup("frostnip", dice=-1))
    with pytest.raises(KeyError):
        battle_odds(BattleSetup("no-such-monster"))


# -- the widget ------------------------------------------------------------------------------------------------
def test_widget_controls_change_the_numbers() -> None:
    from floe_widgets.games.floe.odds_widget import BattleOddsWidget

    ow = BattleOddsWidget(monster="frostnip", dice=2, warmth=5, spells=False)
    assert ow.odds.setup == BattleSetup("frostnip", dice=2, warmth=5, spells=False, max_warmth=ow.max_warmth)
    assert ow.win == float(battle_odds(ow.setup).win)
    first, picture = ow.win, bytes(ow.chart.value)
    ow.dice_pick.value = 3                       # the slider is linked to the trait
    assert ow.dice == 3 and ow.win > first
    assert bytes(ow.chart.value) != picture and "Frostnip" in ow.summary.value
    ow.monster_pick.value = "glacier-ram"
    assert ow.win < first and ow.monster == "glacier-ram"
    before = ow.win
    ow.boost_picks["sword"].value = 2            # two Sword Potions
    assert ow.boosts == ("sword", "sword") and ow.win > before
    ow.boosts = ("crit",)                        # and the other way: the trait moves the controls
    assert ow.boost_picks["crit"].value == 1 and ow.boost_picks["sword"].value == 0
    ow.rerolls = 1
    assert ow.rerolls_pick.value == 1 and float(ow.odds.rerolls) > 0


def test_widget_from_a_live_game_reads_the_battle() -> None:
    from floe_widgets.games.floe.game import Floe
    from floe_widgets.games.floe.odds_widget import BattleOddsWidget

    g = Floe(players=2, seed=5)
    st = g.state
    p = st.players[st.current]
    p.hero_dice, p.warmth, p.items = 3, 6, ["hatchet"]
    g.set_position(st)
    ow = BattleOddsWidget.from_game(g, rerolls=1)
    assert (ow.dice, ow.warmth, ow.items, ow.rerolls) == (3, 6, ("hatchet",), 1)
    assert ow.monster == st.cave.chambers[max(p.cave_chamber, 1) - 1].monster
    assert ow.win == float(battle_odds(setup_from_game(g, 1)).win)


@pytest.mark.rule("FLOE-BATTLE-REROLL-1", "FLOE-CAVE-DAMAGEDIE-1")
def test_odds_from_the_dice_on_the_table() -> None:
    rockeer = BattleSetup("rockeer", dice=4, warmth=5, rerolls=1)           # health 6, base 3
    # Sword, Arrow, Crit, Stealth and the Damage die at 2: 3 + 1 = 4 Damage as it stands; only rerolling
    # the Arrow into a Sword (1 in 6) reaches 2 x 3 = 6, and the hit 5 - 2 = 3 fits in the Warmth left
    now = odds_from_roll(rockeer, ["sword", "arrow", "crit", "stealth"], 2)
    assert (now.win, now.lose, now.reroll) == (SIX, 0, ("arrow",))
    done = odds_from_roll(rockeer, ["sword", "sword", "crit", "stealth"], 2)
    assert (done.win, done.reroll, done.plan.crit) == (1, None, "sword")
    without = odds_from_roll(replace(rockeer, rerolls=0), ["sword", "arrow", "crit", "stealth"], 2)
    assert without.win == 0


def test_widget_reads_the_dice_on_the_table_of_a_live_battle() -> None:
    from floe_widgets.games.floe.game import Floe
    from floe_widgets.games.floe.odds_widget import BattleOddsWidget

    g = Floe(players=2, seed=5)
    st = g.state
    seat = st.current
    p = st.players[seat]
    p.hero_dice, p.warmth, p.cave_chamber = 4, 5, 1
    room = st.cave.chambers[0]
    room.face_up = True
    g.chance.fix("hero-die", "sword", "arrow", "crit", "stealth")
    g.chance.fix("damage-die", "2")
    st.battle, _ = B.start_battle(BattleContext(st, seat), g.chance)
    st.turn.kind, st.turn.hero_action, st.turn.phase = "exploration", "delve", "battle"
    g.set_position(st)
    free, locked, die, rounds = roll_from_game(g)
    assert sorted(free + locked) == sorted(d.face for d in st.battle.dice) and die == 2
    ow = BattleOddsWidget.from_game(g, rerolls=1)
    assert ow.table == (free, locked, 2, rounds) and ow.monster == room.monster
    expected = odds_from_roll(ow.setup, free, 2, locked, rounds)
    assert ow.now == expected and "dice on the table" in ow.summary.value
    ow.rerolls = 0                                 # the table's odds follow the controls
    assert ow.now == odds_from_roll(ow.setup, free, 2, locked, rounds)


def test_the_chart_is_drawn_at_the_size_it_is_shown_with_percentages() -> None:
    import io
    import re

    from PIL import Image

    from floe_widgets.games.floe.odds_widget import BattleOddsWidget
    from floe_widgets.views import MIN_TEXT_PX

    ow = BattleOddsWidget(monster="frostnip", dice=3, warmth=5)
    width, height = Image.open(io.BytesIO(bytes(ow.chart.value))).size
    assert (str(width), str(height)) == (ow.chart.width, ow.chart.height)        # no stretching
    assert not re.search(r"\d+/\d{3,}", ow.summary.value)                       # no long fractions
    assert f"{ow.win * 100:.1f}%" in ow.summary.value
    texts = [t for ax in ow.figure.axes for t in (*ax.texts, ax.title, *ax.get_xticklabels(), *ax.get_yticklabels())]
    assert all(t.get_fontsize() * ow.figure.dpi / 72 >= MIN_TEXT_PX for t in texts if t.get_text())
    assert any(t.get_text().endswith("%") for t in ow.figure.axes[0].get_yticklabels())
