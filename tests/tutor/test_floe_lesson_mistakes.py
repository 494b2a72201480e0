"""The common mistakes of the Floe and Floe 2024 lessons are reachable and say what they were written to say: at each
step that lists one, a legal action the mistake is written for is diagnosed with exactly that mistake's message (in
every language the lesson file gives it) and its rules; and no mistake matches an action its step accepts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from floe_widgets import i18n
from floe_widgets.tutor import Step, load_lesson
from floe_widgets.tutor.lesson_file import vocabulary

from .lessons import each_step_at_its_start

TUTORIALS = Path(__file__).resolve().parents[2] / "tutorials"
LESSONS = sorted(TUTORIALS.glob("floe/lessons/*.yaml")) + sorted(TUTORIALS.glob("floe_2024/lessons/*.yaml"))

F1, F2, F3, F4 = (f"floe/lessons/{n}.yaml" for n in ("01_first_turns", "02_the_village", "03_cave_battles",
                                                       "04_floe_stones_quests_and_scoring"))
J1, J2, J3, J4 = (f"floe_2024/lessons/{n}.yaml" for n in ("01_setup_and_resources", "02_map_turn", "03_the_village",
                                                           "04_cave_battle_and_scoring"))
#: (lesson file, step number (1-based), mistake number (1-based) in the step's list, the actions played first from
#: the step's start (as saved), the wrong action the mistake is written for (as saved))
CASES: list[tuple[str, int, int, list[dict[str, Any]], dict[str, Any]]] = [
    (F1, 3, 1, [], {"kind": "sail", "dock": "skull.D1"}),
    (F1, 3, 2, [], {"kind": "hike", "to": "skull.I1", "shallows": "edge.floe-skull.v1"}),
    (F1, 4, 1, [], {"kind": "familiar-gather", "shallows": "floe.h0", "take": "token:floe.S0:sea-start-1"}),
    (F2, 2, 1, [], {"kind": "place-figure", "space": "shop"}),
    (F2, 2, 2, [], {"kind": "convert-crystal", "first": "kelp", "second": "wood"}),
    (F2, 3, 1, [], {"kind": "convert-crystal", "first": "kelp", "second": "mushroom"}),
    (F2, 4, 1, [], {"kind": "convert-crystal", "first": "mushroom", "second": "mushroom"}),
    (F2, 4, 1, [], {"kind": "convert-crystal", "first": "mushroom", "second": "wood"}),
    (F3, 1, 1, [], {"kind": "gather", "take": "dive:skull.h2"}),
    (F3, 1, 2, [], {"kind": "familiar-gather", "shallows": "skull.h0", "take": "token:skull.S0:sea-start-1"}),
    (F3, 3, 1, [], {"kind": "battle-assign", "die": 1, "item": "snow-boots"}),
    (F3, 3, 2, [], {"kind": "battle-assign", "die": 0, "item": "snow-boots"}),
    (F3, 3, 3, [], {"kind": "battle-assign", "die": 3, "item": "snow-boots"}),
    (F3, 4, 1, [], {"kind": "battle-crit", "target": "arrow"}),
    (F3, 5, 1, [], {"kind": "battle-drink", "token": "potion-14"}),
    (F3, 6, 1, [], {"kind": "battle-drink", "token": "potion-14"}),
    (F3, 7, 1, [], {"kind": "battle-drink", "token": "potion-14"}),
    (F3, 7, 2, [], {"kind": "battle-potion", "token": "potion-04"}),
    (F3, 10, 1, [], {"kind": "battle-crit", "target": "sword"}),
    (F4, 3, 1, [], {"kind": "gather", "take": "shallows:floe.h5"}),
    (F4, 4, 1, [], {"kind": "use-map", "token": "map-05", "to": "floe.I1"}),
    (F4, 4, 1, [], {"kind": "use-map", "token": "map-10", "to": "skull.I3"}),
    (F4, 4, 2, [], {"kind": "end-movement"}),
    (F4, 5, 1, [], {"kind": "sail", "dock": "glimmerdeep.D1"}),
    (F4, 6, 1, [], {"kind": "choose-turn", "turn": "exploration"}),
    (F4, 7, 1, [], {"kind": "academy", "what": "treasure"}),
    (F4, 7, 1, [], {"kind": "academy", "what": "stones:pearl:kelp"}),
    (J1, 3, 1, [], {"kind": "convert", "to": "kelp"}),
    (J1, 5, 1, [], {"kind": "convert", "to": "kelp"}),
    (J2, 1, 1, [], {"kind": "explore", "place": "floe.I1", "index": 0}),
    (J2, 2, 1, [], {"kind": "explore", "place": "floe.S3", "index": 0}),
    (J2, 3, 1, [], {"kind": "hike", "to": "skull.I1"}),
    (J2, 3, 1, [], {"kind": "hike", "to": "floe.I0"}),
    (J3, 3, 1, [], {"kind": "visit-village", "space": "academy"}),
    (J4, 1, 1, [], {"kind": "explore", "place": "skull.I1", "index": 0}),
    (J4, 1, 2, [], {"kind": "hike", "to": "floe.I3"}),
    (J4, 2, 1, [], {"kind": "strike", "crits_on_arrows": 1}),
    (J4, 3, 1, [], {"kind": "strike", "crits_on_arrows": 0}),
    (J4, 6, 1, [], {"kind": "explore", "place": "skull.I1", "index": 0}),
    (J4, 6, 2, [], {"kind": "hike", "to": "skull.I0"}),
    (J4, 7, 1, [], {"kind": "choose", "option": "クリスタル1: レベルアップ"}),
    (J4, 7, 1, [], {"kind": "choose", "option": "クリスタル1: 工房のアクション"}),
]

#: wrong actions no mistake is written for, which a mistake's condition must leave to the generic reply (no rule)
LEFT: list[tuple[str, int, dict[str, Any]]] = [
    (J4, 7, {"kind": "choose", "option": "アカデミーを終える"}),   # leaving opens no choice: nothing was spent
    (F4, 7, {"kind": "pass"}),                                      # Done here spends no Crystal
    (F2, 4, {"kind": "use-potion", "token": "potion-02"}),          # a Potion is no Crystal trade
]


def raw_step(path: Path, number: int) -> dict[str, Any]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))["steps"][number - 1]


def languages(message: Any) -> list[str]:
    return list(message) if isinstance(message, dict) else [None]


def legal(game: Any, saved: dict[str, Any]) -> Any:
    found = [a for a in game.legal_actions() if a.to_dict() == saved]
    assert found, (saved, [a.to_dict() for a in game.legal_actions()][:20])
    return found[0]


def at_step(path: Path, number: int, language: str | None) -> tuple[Any, Step, Any]:
    lesson = load_lesson(path)
    if language is not None:
        lesson.use_language(language)
    game = None
    for index, item, game in each_step_at_its_start(lesson):
        if index == number - 1:
            return lesson, item, game
        for action in item.solution_actions():
            game.apply(action)
    raise AssertionError(f"{path.name} has no step {number}")


@pytest.mark.parametrize(("file", "number", "which", "first", "wrong"), CASES,
                         ids=[f"{f}-step{n}-{m}" for f, n, m, _, _ in CASES])
def test_the_mistake_is_what_the_learner_is_told(file: str, number: int, which: int, first: list[dict[str, Any]],
                                                 wrong: dict[str, Any]) -> None:
    path = TUTORIALS / file
    entry = raw_step(path, number)["mistakes"][which - 1]
    for language in languages(entry["message"]):
        with i18n.speaking(language or "en"):
            lesson, step, game = at_step(path, number, language)
            for saved in first:
                game.apply(legal(game, saved))
            action = legal(game, wrong)
            assert not step.accepts(action)
            after = game.copy()
            after.apply(action)
            diagnosis = step.diagnose(action, after, lesson.words, named=game.action_to_string)
            said = entry["message"][language] if language else entry["message"]
            words = vocabulary(yaml.safe_load(path.read_text(encoding="utf-8"))["game"]).module
            said = said.format(**{k: i18n.text(words.value_words(k, v)) for k, v in action.to_dict().items()})
            assert (diagnosis.message, diagnosis.rules) == (said, tuple(entry["rules"])), (language, wrong)


@pytest.mark.parametrize(("file", "number", "wrong"), LEFT, ids=[f"{f}-step{n}" for f, n, _ in LEFT])
def test_a_wrong_action_no_mistake_is_written_for_gets_the_generic_reply(file: str, number: int,
                                                                          wrong: dict[str, Any]) -> None:
    lesson, step, game = at_step(TUTORIALS / file, number, None)
    action = legal(game, wrong)
    after = game.copy()
    after.apply(action)
    assert step.mistakes and not any(m.matches(action, after) for m in step.mistakes)
    assert step.diagnose(action, after, lesson.words, named=game.action_to_string).rules == ()


def test_every_mistake_of_these_lessons_has_a_case() -> None:
    """Each mistake listed in a Floe or Floe 2024 lesson that this file is about is reached by a case above."""
    cased = {(f, n, m) for f, n, m, _, _ in CASES}
    for path in LESSONS:
        file = f"{path.parent.parent.name}/lessons/{path.name}"
        for number, entry in enumerate(yaml.safe_load(path.read_text(encoding="utf-8"))["steps"], 1):
            for which in range(1, len(entry.get("mistakes", [])) + 1):
                assert (file, number, which) in cased, (file, number, which)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_no_mistake_matches_an_action_its_step_accepts(path: Path) -> None:
    lesson = load_lesson(path)
    checked = 0
    for _index, item, game in each_step_at_its_start(lesson):
        for action in item.solution_actions():
            if item.mistakes:
                for accepted in [a for a in game.legal_actions() if item.accepts(a)]:
                    after = game.copy()
                    after.apply(accepted)
                    assert not any(m.matches(accepted, after) for m in item.mistakes), (item.title, accepted)
                    checked += 1
            game.apply(action)
    assert checked or not any(isinstance(s, Step) and s.mistakes for s in lesson.steps)
