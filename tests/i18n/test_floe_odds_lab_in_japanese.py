"""The Floe battle odds lab in Japanese names every Monster and item in its menus in Japanese (through the
retail game's one naming path, ``names.term``), and a language switch names them again, keeping the picks."""

from __future__ import annotations

import re

from floe_widgets import i18n
from floe_widgets.games.floe.odds_widget import BattleOddsWidget

WORD = re.compile(r"[A-Za-z]{2,}")


def test_the_odds_lab_menus_name_monsters_and_items_in_japanese() -> None:
    with i18n.speaking("ja"):
        lab = BattleOddsWidget(monster="rockeer")
        labels = [*lab.monster_pick._options_labels, *lab.items_pick._options_labels]
        english = [label for label in labels if WORD.search(label)]
        assert len(labels) > 20 and not english, english[:5]
        assert lab.monster_pick.label.startswith("ロッキア")


def test_a_language_switch_names_them_again_and_keeps_the_picks() -> None:
    with i18n.speaking("ja"):
        lab = BattleOddsWidget(monster="rockeer", items=("hatchet",))
    with i18n.speaking("en"):
        lab.relabel()
        assert (lab.monster, lab.items) == ("rockeer", ("hatchet",))
        assert lab.monster_pick.label.startswith("Rockeer (elite")


def test_the_lines_the_notebook_prints_read_in_japanese() -> None:
    from floe_widgets.games.floe.odds import BattleSetup, battle_odds, score_roll
    from floe_widgets.games.floe.odds_said import damage_said, odds_said, rerolls_said, settled_said

    odds = battle_odds(BattleSetup("rockeer", dice=4, warmth=5, rerolls=1, spells=False))
    settled = score_roll(BattleSetup("rockeer", dice=4, warmth=5), ["sword", "stealth", "arrow", "crit"], 2)
    english = [odds_said(odds), damage_said(odds), rerolls_said(1, odds), settled_said(settled)]
    assert english[2].startswith("1 reroll allowed, no spells: win ")
    assert rerolls_said(2, odds).startswith("2 rerolls allowed, no spells: win ")
    assert english[3].startswith("battle not defeated: 4 Damage dealt")
    with i18n.speaking("ja"):
        said = [odds_said(odds), damage_said(odds), rerolls_said(1, odds), settled_said(settled)]
    assert not any(WORD.findall(s) for s in said), said
