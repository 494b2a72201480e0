"""A lesson file in several languages: the lesson widget tells it in the tutor's current language
(``floe_widgets.i18n``), when the lesson is loaded, shown, or told again after a switch."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from floe_widgets import i18n
from floe_widgets.games.floe_2024.actions import Strike
from floe_widgets.tutor import LessonWidget, Quiz
from floe_widgets.tutor.lesson_file import load_lesson

ROOT = Path(__file__).resolve().parents[2]
FLOE_2024 = ROOT / "tutorials" / "floe_2024" / "lessons"
ICE_AND_IDOLS = ROOT / "tutorials" / "ice_and_idols" / "lessons" / "01_setup.yaml"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture
def language():
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


def test_a_floe_2024_lesson_is_shown_in_japanese_or_in_english(language):
    language("ja")
    ja = LessonWidget(load_lesson(FLOE_2024 / "01_setup_and_resources.yaml"))
    assert "座席1" in ja.narration.value and "フロー" in ja.title.value
    language("en")
    en = LessonWidget(load_lesson(FLOE_2024 / "01_setup_and_resources.yaml"))
    assert "seat 1" in en.narration.value and "Floe (2024 edition)" in en.title.value
    assert not JAPANESE.search(en.progress_label.value)          # "Step 1 of 9: The first move"


def test_an_ice_and_idols_lesson_is_shown_in_english_or_in_japanese(language):
    language("en")
    en = LessonWidget(load_lesson(ICE_AND_IDOLS))
    assert "the green Architect" in en.narration.value and not JAPANESE.search(en.narration.value)
    language("ja")
    ja = LessonWidget(load_lesson(ICE_AND_IDOLS))
    assert "緑の建築家" in ja.narration.value and "鍵カードを1枚残す" in ja.progress_label.value


def test_switching_the_language_tells_the_step_again_and_keeps_the_board(language):
    language("ja")
    lw = LessonWidget(load_lesson(FLOE_2024 / "01_setup_and_resources.yaml"))
    lw.hint()
    board = lw.game_widget
    language("en")
    lw.retell()
    assert "seat 1" in lw.narration.value and "three buttons" in lw.hints.value
    assert lw.game_widget is board
    lw.go(next(i for i, s in enumerate(lw.lesson.steps) if isinstance(s, Quiz)))
    assert not JAPANESE.search(lw.narration.value)               # the quiz's question, in English too
    assert lw.quiz_buttons and not any(JAPANESE.search(b.description) for b in lw.quiz_buttons)


def test_a_common_mistake_is_said_in_the_current_language(language):
    language("ja")
    lesson = load_lesson(FLOE_2024 / "04_cave_battle_and_scoring.yaml")
    index = next(i for i, s in enumerate(lesson.steps) if s.title == "矢とモンスターの攻撃 (例)")
    lw = LessonWidget(lesson, start=index)
    lw.game_widget.do(Strike(1))
    assert "クリティカルヒットを矢に使いました" in lw.feedback_text
    language("en")
    lw.retell()
    lw.reset()
    lw.game_widget.do(Strike(1))
    assert "You put the Critical hit on the Arrows" in lw.feedback_text


def test_a_translation_under_a_name_that_is_no_language_is_refused_at_its_line(tmp_path):
    from floe_widgets.tutor.lesson_check import starter
    from floe_widgets.tutor.lesson_file import LessonFileError

    path = tmp_path / "lesson.yaml"
    path.write_text(starter("floe-2024").replace("en: Warmth 5 → 4.", "English: Warmth 5 → 4."), encoding="utf-8")
    with pytest.raises(LessonFileError) as refused:
        load_lesson(path)
    assert refused.value.problems[0].startswith(f"{path}:21: step 1, explanation:")


@pytest.mark.parametrize("game", ["ice-and-idols", "floe", "frosthaven", "floe-2024"])
def test_every_starter_lesson_reads_in_japanese_too(game, language, tmp_path):
    """``lesson new`` writes each text in both languages, as the shipped lessons are written."""
    from floe_widgets.tutor.lesson_check import starter

    path = tmp_path / "mine.yaml"
    path.write_text(starter(game), encoding="utf-8")
    language("ja")
    lesson = load_lesson(path)
    texts = [lesson.title, lesson.recap] + ([lesson.intro] if lesson.intro else [])
    for item in lesson.steps:
        if isinstance(item, Quiz):
            texts += [item.question, *[o for o in item.options if not o.isdigit()], *filter(None, item.reasons)]
        else:
            texts += [item.title, item.narration, *item.hints, item.explanation]
            texts += [m.message for m in item.mistakes if isinstance(m.message, str)]
    english = [t for t in texts if not JAPANESE.search(t) or re.search(r"\b(the|you|and|of|one|is)\b", t)]
    assert len(texts) > 8 and not english, english
