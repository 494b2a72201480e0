"""The widgets speak the chosen language, and the language switch re-writes a widget's texts in place."""

from __future__ import annotations

from ipywidgets import HTML

from floe_widgets import i18n
from floe_widgets.tutor import LessonWidget
from floe_widgets.tutor.demo import dash_lesson
from floe_widgets.widgets import GameWidget
from floe_widgets.widgets.demo import PenguinDash


def test_widgets_speak_japanese() -> None:
    with i18n.speaking("ja"):
        gw = GameWidget(PenguinDash(players=2))
        assert gw.undo_button.description == "取り消し"
        lw = LessonWidget(dash_lesson())
        assert lw.progress_label.value.startswith("ステップ 1 / 3")


def test_the_switch_rewrites_the_game_widget_in_place() -> None:
    with i18n.speaking("en"):
        gw = GameWidget(PenguinDash(players=2))
        heading = gw.event_log.heading
        assert gw.undo_button.description == "Undo" and "What happened" in heading.value
        gw.language_picker.value = "ja"
        assert i18n.language() == "ja"
        assert gw.undo_button.description == "取り消し"
        assert gw.event_log.heading is heading and "これまでの出来事" in heading.value
        assert gw.rules_panel.titles == (i18n.tr("Rules reference"),)
        gw.language_picker.value = "en"
        assert gw.undo_button.description == "Undo" and "What happened" in heading.value


def test_the_switch_rewrites_the_status_made_from_the_state() -> None:
    with i18n.speaking("en"):
        gw = GameWidget(PenguinDash(players=2))
        assert "P1 to play." in gw.status.value
        gw.language_picker.value = "ja"
        assert "P1 の手番です。" in gw.status.value


def test_the_switch_rewrites_the_lesson_widget_in_place() -> None:
    with i18n.speaking("en"):
        lw = LessonWidget(dash_lesson())
        assert lw.progress_label.value.startswith("Step 1 of 3") and lw.hint_button.description == "Hint"
        lw.language_picker.value = "ja"
        assert lw.progress_label.value.startswith("ステップ 1 / 3")
        assert lw.hint_button.description == "ヒント"
        assert lw.game_widget.undo_button.description == "取り消し"


def test_the_switch_rewrites_a_lab_in_place() -> None:
    from floe_widgets.games.floe.odds_widget import BattleOddsWidget
    from floe_widgets.widgets.language import tree

    def headings(widget) -> list[str]:
        return [item.value for item in tree(widget) if isinstance(item, HTML) and "<b>" in item.value]

    with i18n.speaking("en"):
        lab = BattleOddsWidget()
        assert any("Battle odds" in h for h in headings(lab)) and lab.dice_pick.description == "Hero dice"
        lab.language_picker.value = "ja"
        assert any("バトルの確率" in h for h in headings(lab)) and lab.dice_pick.description == "ヒーローダイス"
