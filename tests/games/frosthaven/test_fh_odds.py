"""The exact attack-odds calculator against hand counts and the real attack code."""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction as F

import pytest
from fh_helpers import add_monster, clear_monsters, new_game, place, run

from floe_widgets.core import Chance
from floe_widgets.games.frosthaven.odds.model import AttackSpec, attack_odds, simulate, spec_from_game
from floe_widgets.games.frosthaven.scenario import modifiers as M
from floe_widgets.games.frosthaven.scenario import monsters
from floe_widgets.games.frosthaven.scenario import task_kinds as TK

STD = M.STANDARD_DECK


def close(exact: F, hits: int, trials: int) -> bool:
    """``hits/trials`` lies within 4.5 standard errors of ``exact``."""
    p = float(exact)
    return abs(hits / trials - p) <= 4.5 * math.sqrt(max(p * (1 - p), 1e-4) / trials) + 1e-9


@pytest.mark.rule("FH-MOD-DECK-1", "FH-MOD-NULL-1", "FH-ATTACK-BASE-1")
def test_standard_deck_single_draw_counts_by_hand() -> None:
    odds = attack_odds(AttackSpec(draw=STD, value=3, hp=4))
    # 20 equally likely cards: null 0, -2 1, -1 2 (x5), +0 3 (x6), +1 4 (x5), +2 5, 2x 6
    assert odds.damage == {0: F(1, 20), 1: F(1, 20), 2: F(5, 20), 3: F(6, 20), 4: F(5, 20), 5: F(1, 20),
                           6: F(1, 20)}
    assert odds.kill == F(7, 20)
    assert sum(odds.damage.values()) == 1
    assert odds.expected == F(0 + 1 + 10 + 18 + 20 + 5 + 6, 20)


@pytest.mark.rule("FH-MOD-ORDER-1", "FH-COND-POISON-1", "FH-SHIELD-REDUCE-1", "FH-ATTACK-PIERCE-1",
                  "FH-COND-WARD-1", "FH-COND-BRITTLE-1", "FH-MOD-WARDBRITTLE-1")
def test_modification_order_on_a_one_card_pile() -> None:
    # 3 + 1 (poison) = 4, +1 -> 5, shield 3 minus pierce 1 -> 3, ward halves -> 1
    spec = AttackSpec(draw=("+1",), value=3, poisoned=True, shield=3, pierce=1, ward=True, hp=2)
    assert attack_odds(spec).damage == {1: 1}
    assert attack_odds(AttackSpec(draw=("+1",), value=3, brittle=True)).damage == {8: 1}
    assert attack_odds(AttackSpec(draw=("+1",), value=3, brittle=True, ward=True)).damage == {4: 1}
    # pierce beyond the shield adds nothing
    assert attack_odds(AttackSpec(draw=("+0",), value=3, shield=1, pierce=5)).damage == {3: 1}


@pytest.mark.rule("FH-ATK-4")
def test_rolling_cards_add_up_until_a_plain_card() -> None:
    # r+1 r+1 +0: every order of the three ends the same way only if the plain card comes last
    odds = attack_odds(AttackSpec(draw=("r+1", "r+1", "+0"), value=2, hp=4))
    # plain card first (1/3): 2; one rolling first then plain (1/3): 3; both rolling first (1/3): 4
    assert odds.damage == {2: F(1, 3), 3: F(1, 3), 4: F(1, 3)}
    assert odds.kill == F(1, 3)
    # the rolling parts go first, so a final 2x doubles them too: (2 + 1) x 2 = 6, or 2x alone = 4
    assert attack_odds(AttackSpec(draw=("r+1", "2x"), value=2)).damage == {4: F(1, 2), 6: F(1, 2)}


@pytest.mark.rule("FH-ADV-ADV-1", "FH-ADV-DIS-1", "FH-ATK-5", "FH-AMBIG-1")
def test_advantage_takes_the_better_and_disadvantage_the_worse_of_two() -> None:
    pile = ("+1", "-1", "+0")
    normal = attack_odds(AttackSpec(draw=pile, value=2))
    adv = attack_odds(AttackSpec.make(pile, advantage=True, value=2))
    dis = attack_odds(AttackSpec.make(pile, disadvantage=True, value=2))
    both = attack_odds(AttackSpec.make(pile, advantage=True, disadvantage=True, value=2))
    # any two of the three: better is +1 unless the pair is (-1, +0)
    assert adv.damage == {2: F(1, 3), 3: F(2, 3)}
    assert dis.damage == {1: F(2, 3), 2: F(1, 3)}
    assert both.damage == normal.damage == {1: F(1, 3), 2: F(1, 3), 3: F(1, 3)}


@pytest.mark.rule("FH-ADV-ROLL-1", "FH-AMBIG-3")
def test_advantage_keeps_the_rolling_cards_and_disadvantage_drops_them() -> None:
    # The rulebook case: rolling +1, then +0, then -1 -> +1 + best of {+0, -1}
    spec = AttackSpec.make(("r+1", "+0", "-1"), advantage=True, value=2)
    odds = attack_odds(spec)
    # rolling first (1/3): 2 + 1 + 0 = 3; a plain card first: pair of two with the rolling one counted plain
    #   (+0, r+1) -> +1 -> 3 ; (+0, -1) -> 2 ; (-1, r+1) -> 3 ; (-1, +0) -> 2
    assert odds.damage == {2: F(1, 3), 3: F(2, 3)}
    dis = attack_odds(AttackSpec.make(("r+1", "+0", "-1"), disadvantage=True, value=2))
    # rolling first: its +1 is dropped, worse of (+0, -1) = 1; otherwise the worse of the first two,
    # which is +0 only for the order (+0, r+1)
    assert dis.damage == {1: F(5, 6), 2: F(1, 6)}


@pytest.mark.rule("FH-MOD-BLESSCURSE-1", "FH-COND-BLESS-1", "FH-COND-CURSE-1")
def test_bless_and_curse_shift_the_odds() -> None:
    plain = attack_odds(AttackSpec.make(STD, value=3, hp=5))
    blessed = attack_odds(AttackSpec.make(STD, value=3, hp=5, bless=2))
    cursed = attack_odds(AttackSpec.make(STD, value=3, hp=5, curse=2))
    assert blessed.kill == F(2 + 2, 22)          # +2, 2x and the two blesses
    assert plain.kill == F(2, 20)
    assert cursed.damage[0] == F(3, 22)          # null and two curses
    assert cursed.expected < plain.expected < blessed.expected


@pytest.mark.rule("FH-ATK-3")
def test_an_empty_draw_pile_is_refilled_from_the_discards_mid_attack() -> None:
    spec = AttackSpec(draw=("+1",), discard=("2x", "-1"), value=2, mode="advantage")
    # +1 first, then the discards (2x, -1, and the +1 just drawn) are shuffled: the second card decides
    odds = attack_odds(spec)
    assert odds.damage == {3: F(2, 3), 4: F(1, 3)}


def test_card_effects_are_reported() -> None:
    odds = attack_odds(AttackSpec(draw=("+0:poison", "+0", "+1", "-1"), value=2))
    assert odds.effects == {"poison": F(1, 4)}


@pytest.mark.rule("FH-ATK-4", "FH-ADV-ROLL-1", "FH-MOD-BLESSCURSE-1")
@pytest.mark.parametrize("mode", ["normal", "advantage", "disadvantage"])
def test_monte_carlo_of_the_modifier_draws_agrees(mode) -> None:
    deck = STD + ("r+1", "r+1", "r+0:poison", "bless", "curse")
    spec = AttackSpec(draw=deck, value=3, mode=mode, shield=1, hp=4)
    odds = attack_odds(spec)
    trials = 3000
    seen = simulate(spec, trials, seed=11)
    for dmg in set(seen) | set(odds.damage):
        assert close(odds.damage.get(dmg, F(0)), seen[dmg], trials), (dmg, odds.damage.get(dmg), seen[dmg])
    assert close(odds.kill, sum(n for d, n in seen.items() if d >= 4), trials)


@pytest.mark.rule("FH-MOD-ORDER-1", "FH-COND-POISON-1", "FH-SHIELD-REDUCE-1", "FH-ADV-ADV-1")
def test_monte_carlo_through_the_games_attack_code() -> None:
    """A character attacks a hound again and again in a real game; the damage it suffers matches."""
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    hound = add_monster(g, "hound", 1, (2, 1), hp=99)
    hound.shield = 1
    g.fig("C0").conditions["strengthen"] = 1
    deck = STD + ("r+1", "bless")
    hound.conditions["poison"] = 0
    spec = spec_from_game(g, "C0", hound.fid, value=2)
    assert spec.mode == "advantage" and spec.poisoned and spec.shield == 1 and spec.hp == 99
    spec = AttackSpec(draw=deck, value=2, mode="advantage", poisoned=True, shield=1, hp=4)
    odds = attack_odds(spec)
    chance = Chance(5)
    seen: Counter = Counter()
    trials = 600
    for _ in range(trials):
        g.char(0).deck = M.ModDeck(draw=chance.shuffle("t", list(deck)))
        hound.hp, hound.conditions = 99, {"poison": 0}
        g.fig("C0").conditions["strengthen"] = 1
        run(g, TK.AttackTask(actor="C0", target=hound.fid, attack=2, pierce=0, range=1, add=[], push=0, pull=0))
        seen[99 - hound.hp] += 1
    for dmg in set(seen) | set(odds.damage):
        assert close(odds.damage.get(dmg, F(0)), seen[dmg], trials), (dmg, odds.damage.get(dmg), seen[dmg])


def test_spec_from_game_reads_the_deck_and_the_target() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    hound = add_monster(g, "hound", 1, (2, 1))
    hound.conditions["ward"] = 0
    g.fig("C0").conditions["muddle"] = 1
    spec = spec_from_game(g, hound.fid, "C0")
    assert sorted(spec.draw) == sorted(g.state.monster_deck.draw)
    assert spec.value == monsters.stats("hound", g.state.level, False)["attack"]
    assert spec.mode == "normal" and spec.hp == g.fig("C0").hp
    spec = spec_from_game(g, "C0", hound.fid, value=3)
    assert spec.mode == "disadvantage" and spec.ward and spec.hp == hound.hp and spec.value == 3
    with pytest.raises(ValueError):
        spec_from_game(g, "C0", hound.fid)       # a character's attack value is the ability's
    # ranged attack on an adjacent target: disadvantage (FH-ADV-RANGED-1)
    g.fig("C0").conditions.clear()
    assert spec_from_game(g, "C0", hound.fid, value=3, ranged=True).mode == "disadvantage"


def test_an_empty_deck_is_refused() -> None:
    with pytest.raises(ValueError):
        attack_odds(AttackSpec(draw=(), value=2))


# -- the widget ---------------------------------------------------------------------------------------------
def test_widget_controls_change_the_numbers() -> None:
    from floe_widgets.games.frosthaven.widgets.odds_widget import AttackOddsWidget

    ow = AttackOddsWidget(value=3, hp=4)
    assert ow.kill == float(F(7, 20))
    picture = bytes(ow.chart.value)
    ow.flag_picks["advantage"].value = True       # the checkbox is linked to the trait
    assert ow.advantage and ow.kill == float(attack_odds(AttackSpec.make(STD, advantage=True, value=3, hp=4)).kill)
    assert ow.kill > float(F(7, 20)) and bytes(ow.chart.value) != picture
    ow.int_picks["shield"].value = 2
    assert ow.shield == 2 and ow.kill < float(attack_odds(AttackSpec.make(STD, advantage=True, value=3, hp=4)).kill)
    ow.deck_text.value = "+0 +1"                  # a typed draw pile
    assert ow.deck == ("+0", "+1") and ow.odds.damage == {2: F(1, 1)}   # advantage: 3 + 1 - shield 2
    ow.deck_text.value = "+0 banana"              # refused, the numbers stay
    assert "banana" in ow.error.value and ow.deck == ("+0", "+1")
    ow.standard.click()
    assert ow.deck == STD and ow.deck_text.value == " ".join(STD)
    ow.curse = 2                                  # the trait moves the control
    assert ow.int_picks["curse"].value == 2 and "kill" in ow.summary.value.lower()


def test_widget_from_a_live_scenario() -> None:
    from floe_widgets.games.frosthaven.widgets.odds_widget import AttackOddsWidget

    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    hound = add_monster(g, "hound", 1, (2, 1))
    hound.conditions["brittle"] = 0
    ow = AttackOddsWidget.from_game(g, "C0", hound.fid, value=2)
    assert ow.brittle and ow.hp == hound.hp and ow.value == 2
    assert sorted(ow.deck) == sorted(g.char(0).deck.draw)
    assert ow.kill == float(attack_odds(spec_from_game(g, "C0", hound.fid, value=2)).kill)


@pytest.mark.rule("FH-ADV-ADV-1")
def test_advantage_with_an_effect_card_follows_the_engines_reading() -> None:
    # Same number: the card with an effect is the better one, whichever came first
    tie = attack_odds(AttackSpec.make(("+0", "+0:poison"), advantage=True, value=2))
    assert tie.damage == {2: 1} and tie.effects == {"poison": 1}
    # A higher number against an effect is unclear: the engine keeps the first card drawn, so each
    # order is half the time
    unclear = attack_odds(AttackSpec.make(("+1", "+0:poison"), advantage=True, value=2))
    assert unclear.damage == {2: F(1, 2), 3: F(1, 2)} and unclear.effects == {"poison": F(1, 2)}


def test_the_chart_is_drawn_at_the_size_it_is_shown_with_percentages() -> None:
    import io
    import re

    from PIL import Image

    from floe_widgets.games.frosthaven.widgets.odds_widget import AttackOddsWidget
    from floe_widgets.views import MIN_TEXT_PX

    ow = AttackOddsWidget(value=3, hp=4)
    width, height = Image.open(io.BytesIO(bytes(ow.chart.value))).size
    assert (str(width), str(height)) == (ow.chart.width, ow.chart.height)        # no stretching
    assert not re.search(r"\d+/\d{3,}", ow.summary.value)                       # no long fractions
    assert "35.0%" in ow.summary.value                                          # 7/20 as a percentage
    ax = ow.figure.axes[0]
    texts = [t for t in (*ax.texts, ax.title, *ax.get_xticklabels(), *ax.get_yticklabels()) if t.get_text()]
    assert all(t.get_fontsize() * ow.figure.dpi / 72 >= MIN_TEXT_PX for t in texts)
    assert "35.0%" in ax.get_title()
