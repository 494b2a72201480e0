"""Every UI string of the widget and tutor kits is in the English and Japanese catalogues."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from floe_widgets import i18n
from floe_widgets.tutor import LessonWidget
from floe_widgets.tutor.demo import dash_lesson
from floe_widgets.widgets import GameWidget
from floe_widgets.widgets.demo import PenguinDash

PACKAGE = Path(__file__).resolve().parents[2] / "floe_widgets"
CALL = re.compile(r"""(?:\btr|_button)\(\s*((?:(["'])(?:(?!\2).)*\2\s*)+)""")


def ui_messages() -> set[str]:
    found = set()
    for path in [*(PACKAGE / "widgets").glob("*.py"), *(PACKAGE / "tutor").glob("*.py")]:
        for match in CALL.finditer(path.read_text(encoding="utf-8")):
            found.add("".join(m[1] for m in re.findall(r"""(["'])((?:(?!\1).)*)\1""", match.group(1))))
    return found


def test_the_scan_finds_the_messages():
    assert {"Undo", "why?", "Step {n} of {total}", "What happened", "Show me"} <= ui_messages()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_message_is_in_the_catalogue(language):
    catalogue = i18n.catalogue(language)
    missing = sorted(ui_messages() - set(catalogue))
    assert not missing, f"{language}.json lacks {missing}"


def test_placeholders_match_in_japanese():
    for message, text in i18n.catalogue("ja").items():
        assert set(re.findall(r"{\w+}", message)) == set(re.findall(r"{\w+}", text)), message


def test_widgets_speak_japanese():
    i18n.set_language("ja")
    try:
        gw = GameWidget(PenguinDash(players=2))
        assert gw.undo_button.description == "取り消し"
        lw = LessonWidget(dash_lesson())
        assert lw.progress_label.value.startswith("ステップ 1 / 3")
    finally:
        i18n.set_language("en")
