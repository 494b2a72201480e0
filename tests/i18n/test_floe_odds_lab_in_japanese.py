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
