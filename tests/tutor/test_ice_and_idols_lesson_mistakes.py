"""Each common mistake of the Ice and Idols lessons is reachable and says its own words.

- At its step (after the "show me" actions it follows), the legal action a mistake is written for is answered by
  the step's diagnosis with exactly that mistake's message (in English and in Japanese, the placeholders filled
  with the action's fields) and exactly its rules, as the lesson widget diagnoses it.
- Every mistake of the five lesson files has such an action here, so a mistake whose condition stops matching
  (or a new one no test reaches) fails.
- No mistake answers an action its step accepts, wherever along the step's "show me" actions it is taken.
- What a message says of the position (the VP a marker would score, an event drawn or not, the temple's turn, the
  score) is what the game does after that wrong action.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from floe_widgets import i18n
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.state import IDOLS
from floe_widgets.games.ice_and_idols.vocabulary import value_words
from floe_widgets.tutor import Lesson, Step, load_lesson
from floe_widgets.tutor.lesson import play_solution

from .lessons import each_step_at_its_start

LESSONS = Path(__file__).resolve().parents[2] / "tutorials" / "ice_and_idols" / "lessons"
FILES = sorted(p.name for p in LESSONS.glob("*.yaml"))
LANGUAGES = ("en", "ja")
ADRENALINE = "Use adrenaline (+1 AP now, -2 AP next turn)"

#: (lesson file, step title) -> for each of the step's mistakes, in file order: how many of the step's "show me"
#: actions come first, and the wrong action as its English button reads it then
WRONG: dict[tuple[str, str], list[tuple[int, str]]] = {
    ("01_setup.yaml", "Your board and a first step"): [(0, "Pass (reposition and end the turn)"), (0, ADRENALINE)],
    ("02_your_turn.yaml", "Paths must meet"): [(0, "Move S"), (0, "Move to tile 1,3 (2 AP)")],
    ("02_your_turn.yaml", "The temple wraps round"): [(0, "Move S"), (0, "Move to tile 4,1, onto its E–W path (2 AP)")],
    ("02_your_turn.yaml", "Archways: keep straight"): [(0, "Move to tile 2,1 (3 AP)"), (0, "Move to tile 2,3 (3 AP)")],
    ("03_idols_research_powers.yaml", "Pick up an idol"): [(0, "Move W")],
    ("03_idols_research_powers.yaml", "Carry it to its altar"): [(0, "Move S"), (0, "Drop Jade")],
    ("03_idols_research_powers.yaml", "Place it and research"): [(1, "Gain the idol's power"), (0, "Drop Jade")],
    ("03_idols_research_powers.yaml", "A shift space"): [(0, "Shift VP tokens left"), (0, "Do not shift VP tokens")],
    ("03_idols_research_powers.yaml", "Lock a column"): [(1, "Gain the idol's power"), (0, "Move to tile 3,3 (2 AP)")],
    ("03_idols_research_powers.yaml", "Or take the power"): [(1, "Research the idol")],
    ("04_events_shifting_temple.yaml", "Collapse"): [(1, "Research the idol")],
    ("04_events_shifting_temple.yaml", "Ruby: turn a tile"): [(0, "Use your character ability")],
    ("04_events_shifting_temple.yaml", "Rotate the ruins"): [(1, "Research the idol")],
    ("04_events_shifting_temple.yaml", "Jade: turn it back"): [(0, "Jade: rotate the temple clockwise")],
    ("04_events_shifting_temple.yaml", "Shift"): [(1, "Research the idol")],
    ("04_events_shifting_temple.yaml", "Trapped? Pass"): [(0, ADRENALINE), (0, "End turn")],
    ("05_game_end_scoring.yaml", "What if green had one more Gold?"): [(1, "Gain the idol's power"), (0, "Drop Gold")],
}


def kinds(game: Any) -> set[str]:
    return {a.kind for a in game.legal_actions()}


def jade_vp(game: Any) -> int:
    """What player 1's Jade marker scores now."""
    return game.score_breakdown(0)["column_jade"]


#: (lesson file, step title, mistake number) -> what its message says of the game after the wrong action (``after``),
#: or before it (``before``), as a predicate on both: the message's numbers are the game's
SAID: dict[tuple[str, str, int], Any] = {
    # "that brings the 3 under Jade" / "your Jade marker then stays at 5 VP"
    ("03_idols_research_powers.yaml", "A shift space", 0): lambda before, after: jade_vp(after) == 3,
    ("03_idols_research_powers.yaml", "A shift space", 1): lambda before, after: jade_vp(after) == 5,
    # "the Gold column's last space would stay empty and its token free to shift"
    ("03_idols_research_powers.yaml", "Lock a column", 0): lambda before, after: (
        not after.state.locked[IDOLS.index("gold")]),
    # "its marker lands on a ⇄ shift space, not on an event space (⚡), so no event is drawn"
    ("04_events_shifting_temple.yaml", "Collapse", 0): lambda before, after: (
        kinds(after) == {"shift-tokens"} and after.state.event_deck == before.state.event_deck),
    ("04_events_shifting_temple.yaml", "Rotate the ruins", 0): lambda before, after: (
        kinds(after) == {"shift-tokens"} and after.state.event_deck == before.state.event_deck),
    # "its marker lands on an event space (⚡), so the Shift still comes"
    ("04_events_shifting_temple.yaml", "Shift", 0): lambda before, after: (
        len(after.state.event_deck) == len(before.state.event_deck) - 1 and after.state.rotation == 0
        and divmod(after.state.players[0].cell, 5) == (1, 3)),
    # "this leaves it half a turn from where it started"
    ("04_events_shifting_temple.yaml", "Jade: turn it back", 0): lambda before, after: after.state.rotation == 2,
    # "you could then neither move nor pass"
    ("04_events_shifting_temple.yaml", "Trapped? Pass", 0): lambda before, after: not kinds(after) & {
        "move", "move-to", "pass"},
    # "green would then hold three of the five powers ... so green stays at 53" (and research makes 59: the explanation)
    ("05_game_end_scoring.yaml", "What if green had one more Gold?", 0): lambda before, after: (
        len(after.state.players[0].powers) == 3 and after.score_breakdown(0)["total"] == 53),
}


def document_steps(name: str) -> list[dict[str, Any]]:
    return yaml.safe_load((LESSONS / name).read_text(encoding="utf-8"))["steps"]


def step_index(name: str, title: str) -> int:
    return next(i for i, s in enumerate(document_steps(name)) if s.get("title", {}).get("en") == title)


def step_start(lesson: Lesson, index: int) -> Any:
    """The game as step ``index`` of ``lesson`` starts, every earlier solution played."""
    for at, item, game in each_step_at_its_start(lesson):
        if at == index:
            return game
        play_solution(item, game)
    raise AssertionError(index)


def cases() -> list[tuple[str, str, int]]:
    return [(name, title, n) for (name, title), wrongs in WRONG.items() for n in range(len(wrongs))]


@pytest.mark.parametrize(("name", "title", "number"), cases(), ids=lambda v: str(v))
def test_the_wrong_action_a_mistake_is_written_for_is_answered_by_it(name: str, title: str, number: int) -> None:
    index = step_index(name, title)
    written = document_steps(name)[index]["mistakes"][number]
    prefix, wrong = WRONG[name, title][number]
    lesson = load_lesson(LESSONS / name)
    step = lesson.steps[index]
    game = step_start(lesson, index)
    for action in step.solution_actions()[:prefix]:
        game.apply(action)
    with i18n.speaking("en"):
        action = next((a for a in game.legal_actions() if game.action_to_string(a) == wrong), None)
    assert action is not None, (wrong, "is not legal here")
    assert not step.accepts(action)
    after = game.copy()
    after.apply(action)
    for language in LANGUAGES:
        with i18n.speaking(language):
            lesson.use_language(language)
            diagnosis = step.diagnose(action, after, lesson.words, named=game.action_to_string)
            fields = {k: i18n.text(value_words(k, v)) for k, v in action.to_dict().items()}
            assert diagnosis.message == written["message"][language].format(**fields), (language, diagnosis.message)
        assert diagnosis.rules == tuple(written["rules"])


@pytest.mark.parametrize(("name", "title", "number"), list(SAID), ids=lambda v: str(v))
def test_what_a_mistake_says_of_the_position_holds_after_its_wrong_action(name: str, title: str, number: int) -> None:
    lesson = load_lesson(LESSONS / name)
    index = step_index(name, title)
    game = step_start(lesson, index)
    prefix, wrong = WRONG[name, title][number]
    for action in lesson.steps[index].solution_actions()[:prefix]:
        game.apply(action)
    after = game.copy()
    after.apply(next(a for a in game.legal_actions() if game.action_to_string(a) == wrong))
    assert SAID[name, title, number](game, after)


@pytest.mark.parametrize("name", FILES)
def test_every_mistake_of_the_lesson_has_its_wrong_action_here(name: str) -> None:
    written = {(name, s["title"]["en"]): len(s["mistakes"]) for s in document_steps(name) if s.get("mistakes")}
    tested = {key: len(wrongs) for key, wrongs in WRONG.items() if key[0] == name}
    assert written == tested


@pytest.mark.parametrize("name", FILES)
def test_a_mistake_cites_rules_that_exist_and_says_a_message_of_its_own(name: str) -> None:
    rules = IceAndIdols.rules()
    for step in document_steps(name):
        messages = [m["message"]["en"] for m in step.get("mistakes", [])]
        assert len(set(messages)) == len(messages), step["title"]
        for mistake in step.get("mistakes", []):
            assert mistake["rules"], mistake["message"]["en"]
            for rid in mistake["rules"]:
                assert "no explanation recorded" not in rules.explain(rid), rid


@pytest.mark.parametrize("name", FILES)
def test_no_mistake_answers_an_action_the_step_accepts(name: str) -> None:
    lesson = load_lesson(LESSONS / name)
    for _index, step, game in each_step_at_its_start(lesson):
        if isinstance(step, Step) and step.mistakes:
            probe = game.copy()
            for action in step.solution_actions():   # at the start, then after each "show me" action
                for accepted in (a for a in probe.legal_actions() if step.accepts(a)):
                    after = probe.copy()
                    after.apply(accepted)
                    assert not [m for m in step.mistakes if m.matches(accepted, after)], (step.title, accepted)
                probe.apply(action)
        play_solution(step, game)
