"""The Ice and Idols and Floe lessons in Japanese (#13 item 2).

- Every text of these lesson files (whatever the schema marks as a text) has an English and a Japanese form,
  and the Japanese one holds no English word beyond the tokens the widgets keep in Latin letters.
- Each lesson, opened in Japanese in the lesson widget, goes through every step by its "show me" actions
  with Japanese narration and explanations, every quiz is answered, and a common mistake is answered in
  Japanese.
- A button a Japanese narration or hint names (in 「...」, the way these lessons quote a label; "…" stands
  for the words left out) is a label the Japanese widget shows during that step; the actions a Japanese hint
  names, played in order, complete the step, as the English hints' do.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import ipywidgets as w
import pytest
import yaml

from floe_widgets import i18n
from floe_widgets.core import Action
from floe_widgets.tutor import LessonWidget, Quiz, Step, play_solution
from floe_widgets.tutor.lesson_file import load_lesson, schema
from floe_widgets.tutor.markdown import to_html
from floe_widgets.widgets import BoardView
from floe_widgets.widgets.language import tree

from ..i18n.test_ice_and_idols_widget_in_japanese import english_words

ROOT = Path(__file__).resolve().parents[2] / "tutorials"
#: the lesson files told in English and Japanese
TRANSLATED = [
    *(ROOT / "ice_and_idols" / "lessons" / name for name in (
        "01_setup.yaml", "02_your_turn.yaml", "03_idols_research_powers.yaml", "04_events_shifting_temple.yaml",
        "05_game_end_scoring.yaml")),
    *(ROOT / "floe" / "lessons" / name for name in (
        "01_first_turns.yaml", "02_the_village.yaml", "03_cave_battles.yaml",
        "04_floe_stones_quests_and_scoring.yaml")),
]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
QUOTED = re.compile(r"「([^」]+)」")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")   # a mistake's message quotes the action's fields: {side}


def lesson_id(path: Path) -> str:
    return f"{path.parent.parent.name}.{path.stem}"


def texts(value: Any, node: dict[str, Any], where: str = "") -> Iterator[tuple[str, Any]]:
    """Every value of a lesson document that its schema marks as a text, with where it is."""
    defs = schema()["$defs"]
    while "$ref" in node:
        node = defs[node["$ref"].rpartition("/")[2]]
    if node is defs["text"]:
        yield where, value
    elif isinstance(value, dict):
        if "if" in node:   # a step or a quiz
            node = node["then"] if all(k in value for k in node["if"]["required"]) else node["else"]
            yield from texts(value, node, where)
            return
        for key, item in value.items():
            if key in node.get("properties", {}):
                yield from texts(item, node["properties"][key], f"{where}.{key}" if where else key)
    elif isinstance(value, list) and "items" in node:
        for n, item in enumerate(value, 1):
            yield from texts(item, node["items"], f"{where} {n}")


@pytest.mark.parametrize("path", TRANSLATED, ids=lesson_id)
def test_every_text_has_an_english_and_a_japanese_form(path: Path) -> None:
    found = list(texts(yaml.safe_load(path.read_text(encoding="utf-8")), schema()))
    assert len(found) > 20
    untranslated = [where for where, value in found if not (isinstance(value, dict) and value.keys() >= {"en", "ja"})]
    assert not untranslated, untranslated
    english = {where: words for where, value in found if (words := english_words(PLACEHOLDER.sub("", value["ja"])))}
    assert not english, english


def shown_labels(lw: LessonWidget) -> set[str]:
    """The labels the lesson's board shows now: buttons, menu options, group titles."""
    labels = set()
    for item in tree(lw.stage):
        if isinstance(item, w.Button) and item.description:
            labels.add(item.description)
        labels.update(getattr(item, "_options_labels", ()) or ())
        if isinstance(item, w.HTML):
            labels.add(re.sub(r"<[^>]*>", "", item.value).strip())
    return labels


def unknown_buttons(step: Step, labels: set[str]) -> list[str]:
    """The names quoted in the step's narration and hints that no label shows ("…" stands for any words)."""
    named = [name for said in (step.narration, *step.hints) for name in QUOTED.findall(said)]
    return [name for name in named
            if not any(re.fullmatch(".*".join(map(re.escape, name.split("…"))), label) for label in labels)]


def common_mistake(lw: LessonWidget, step: Step) -> tuple[Any, str] | None:
    """A legal action at the start of the step that one of its common mistakes answers, and the answer."""
    for action in lw.game.legal_actions():
        trial = lw.game.copy()
        trial.apply(action)
        for mistake in step.mistakes:
            if mistake.matches(action, trial):
                return action, mistake.text(action, trial)
    return None


@pytest.fixture
def japanese(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Japanese texts, and boards left undrawn: these tests read texts, not pictures (and drawing is slow)."""
    monkeypatch.setattr(BoardView, "refresh", lambda self: None)
    with i18n.speaking("ja"):
        yield


@pytest.mark.parametrize("path", TRANSLATED, ids=lesson_id)
def test_a_japanese_lesson_goes_through_every_step_by_show_me(path: Path, japanese: None) -> None:
    lw = LessonWidget(load_lesson(path))
    assert JAPANESE.search(lw.title.value + lw.progress_label.value)
    problems, mistakes = [], 0
    for index, item in enumerate(lw.lesson.steps):
        lw.go(index)
        assert JAPANESE.search(lw.narration.value), f"step {index + 1}: {lw.narration.value[:80]}"
        if isinstance(item, Quiz):
            assert lw.answer(item.correct if isinstance(item.correct, int) else list(item.correct))
            assert JAPANESE.search(lw.feedback_text)
            continue
        if item.mistakes and (wrong := common_mistake(lw, item)) is not None:
            action, answer = wrong
            lw.game_widget.do(action)
            assert html.escape(answer) in lw.feedback_text, f"step {index + 1}: {lw.feedback_text}"
            assert JAPANESE.search(answer) and not english_words(answer), f"step {index + 1}: {answer}"
            mistakes += 1
            lw.reset()
        labels = shown_labels(lw)
        for action in item.solution_actions():
            assert lw.game_widget.do(action), f"step {index + 1}: {action.describe()} refused"
            labels |= shown_labels(lw)
        assert lw.done, f"step {index + 1}: show me does not complete it"
        if item.explanation:
            assert JAPANESE.search(item.explanation) and to_html(item.explanation) in lw.feedback_text
        problems += [f"step {index + 1}: 「{name}」" for name in unknown_buttons(item, labels)]
    assert not problems, problems
    assert mistakes or not any(isinstance(s, Step) and s.mistakes for s in lw.lesson.steps)


def named_in_japanese(game: Any, name: str) -> list[Action]:
    """The legal actions whose Japanese name is ``name`` ("…" standing for any words)."""
    pattern = ".*".join(map(re.escape, name.split("…")))
    return [a for a in game.legal_actions() if re.fullmatch(pattern, i18n.text(a.describe()))]


@pytest.mark.parametrize("path", TRANSLATED, ids=lesson_id)
def test_the_buttons_a_japanese_hint_names_lead_to_what_the_step_asks(path: Path, japanese: None) -> None:
    """As tests/tutor/test_every_lesson.py does for the English hints: the actions a Japanese hint names, played in
    order, are ones the step accepts and complete it (a name that is no action's, such as a group's, is passed)."""
    lesson = load_lesson(path)
    previous = None
    for index, item in enumerate(lesson.steps):
        if not isinstance(item, Step) or (game := lesson.start(index, previous)) is None:
            continue
        trial, played = game.copy(), []
        for name in [name for hint in item.hints for name in QUOTED.findall(hint)]:
            accepted = [a for a in named_in_japanese(trial, name) if item.accepts(a)]
            assert accepted or not named_in_japanese(trial, name), f"step {index + 1}: the step refuses 「{name}」"
            if accepted:
                trial.apply(accepted[0])
                played.append(accepted[0])
        if item.has_task and played and len(played) >= len(item.solution_actions()):
            assert item.is_done(trial, played), f"step {index + 1}: 「…」 {[i18n.text(a.describe()) for a in played]}"
        play_solution(item, game)
        previous = game


def test_a_quoted_name_that_no_label_shows_is_caught() -> None:
    step = SimpleNamespace(narration="「手番を終える」を押します。", hints=["「パス…」か「手番をおえる」です。"])
    labels = {"手番を終える", "パス(移り直して手番を終える)"}
    assert unknown_buttons(step, labels) == ["手番をおえる"]


#: a Japanese word closed by a Latin full stop ("**まとめ.**" of the recaps): Japanese ends a sentence with 。
LATIN_STOP = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]\.(?=[\s*'\"]|$)")


@pytest.mark.parametrize("path", [*TRANSLATED, *sorted((ROOT / "floe_2024" / "lessons").glob("*.yaml"))],
                         ids=lesson_id)
def test_japanese_sentences_end_with_a_japanese_full_stop(path: Path) -> None:
    found = list(texts(yaml.safe_load(path.read_text(encoding="utf-8")), schema()))
    latin = {where: value["ja"] for where, value in found if isinstance(value, dict) and LATIN_STOP.search(value["ja"])}
    assert not latin, latin
