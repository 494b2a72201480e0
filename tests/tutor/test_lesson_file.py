"""Lesson files: a teacher's mistakes are refused whole, naming file, line and field."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from floe_widgets import i18n
from floe_widgets.games.ice_and_idols.actions import Move
from floe_widgets.games.position_files import load_position
from floe_widgets.tutor import Quiz
from floe_widgets.tutor.lesson_file import LessonFileError, load_lesson

GOOD = """\
format: floe-widgets-lesson/1
game: ice-and-idols
title: {en: Paths, ja: 道}
steps:
- title: Paths must meet
  narration: {en: Move north., ja: 北へ進もう。}
  position:
    setup: {players: 2, seed: 11, characters: [architect, curator], first player: 1, key cards: first offered}
    edits:
    - {tile: [1, 2], corner: [S, E]}
    - {tile: [2, 3], corner: [N, E]}
    - {tile: [3, 2], corner: [N, E]}
  task:
    expect: [NORTH]
    check:
    - stands on: {player: 1, at: [1, 2]}
  hints: [North of you the paths meet.]
  mistakes:
  - when: {action: {kind: move}, unless: {side: N}}
    message: "You moved {side}: go north."
    rules: [IAI-MOVE-STEP-1]
  rules: [IAI-MOVE-STEP-1]
- quiz: Where do unspent AP go?
  options:
  - {text: Lost, right: true}
  - {text: Next turn, why: AP never carry over.}
""".replace("NORTH", Move("N").describe())   # the action by its button text


def write(tmp_path: Path, text: str, name: str = "lesson.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def refusal(tmp_path: Path, old: str, new: str) -> str:
    assert old in GOOD
    with pytest.raises(LessonFileError) as caught:
        load_lesson(write(tmp_path, GOOD.replace(old, new, 1)))
    return str(caught.value)


def test_a_good_file_loads_plays_and_speaks_the_current_language(tmp_path):
    lesson = load_lesson(write(tmp_path, GOOD))
    step, quiz = lesson.steps
    assert step.expected == [Move("N")] and quiz.answers == {0}
    assert isinstance(quiz, Quiz) and quiz.reason(1) == "AP never carry over."
    lesson.check_all()
    game = lesson.start(0)
    game.apply(Move("S"))
    assert step.diagnose(Move("S"), game).message == "You moved south: go north."
    before = i18n.language()
    try:
        i18n.set_language("ja")
        assert load_lesson(write(tmp_path, GOOD)).steps[0].narration == "北へ進もう。"
    finally:
        i18n.set_language(before)


def test_a_schema_error_names_the_line_and_the_field(tmp_path):
    message = refusal(tmp_path, "  narration: {en: Move north., ja: 北へ進もう。}\n", "")
    assert "lesson.yaml:5: step 1: 'narration' is a required property" in message


def test_a_tile_set_twice_is_refused_at_its_edit(tmp_path):
    message = refusal(tmp_path, "tile: [2, 3], corner: [N, E]", "tile: [1, 2], corner: [N, E]")
    assert "lesson.yaml:11: step 1, position, edit 2: the space [1, 2] was already set by an earlier edit" in message


def test_an_unknown_edit_and_an_unknown_event_card_are_named(tmp_path):
    assert "unknown edit ['teleport']" in refusal(tmp_path, "{tile: [2, 3], corner: [N, E]}", "{teleport: 1}")
    message = refusal(tmp_path, "{tile: [2, 3], corner: [N, E]}", "{events on top: [earthquake]}")
    assert "no event card is called 'earthquake'" in message and "collapse ahead" in message


def test_an_impossible_position_is_refused(tmp_path):
    message = refusal(tmp_path, "{tile: [2, 3], corner: [N, E]}", "{tokens: [9, 9, 9, 9, 9]}")
    assert "step 1, position, edits: the position is impossible" in message


def test_a_task_no_legal_action_satisfies_is_refused(tmp_path):
    east = Move("E").describe()
    message = refusal(tmp_path, f"expect: [{Move('N').describe()}]", f"expect: [{east}]")  # east is walled
    assert f"lesson.yaml:14: step 1, task, expect 1: no legal action of this step is '{east}'" in message


def test_an_unknown_check_is_refused_with_the_known_ones(tmp_path):
    message = refusal(tmp_path, "stands on:", "flies over:")
    assert "step 1, task, check 1: no check is called 'flies over'" in message and "stands on" in message


def test_a_quiz_without_a_right_option_is_refused(tmp_path):
    assert "no option is marked right" in refusal(tmp_path, "{text: Lost, right: true}", "{text: Lost}")


def test_not_yaml_is_refused_with_its_line(tmp_path):
    with pytest.raises(LessonFileError, match=r"lesson.yaml:\d+: not YAML"):
        load_lesson(write(tmp_path, GOOD + "  - : : [\n"))


def test_a_position_file_builds_the_game_it_describes(tmp_path):
    path = write(tmp_path, """\
        format: floe-widgets-position/1
        game: ice-and-idols
        setup: {players: 2, seed: 3, key cards: first offered}
        edits:
        - {empty: [0, 0]}
        - {figure: 2, at: [4, 4]}
        """, "position.yaml")
    game = load_position(path)
    assert game.state.grid[0] == -1 or game.state.grid[0] is None or game.state.grid[0] < 0
    assert game.state.players[1].cell == 24
    with pytest.raises(LessonFileError, match=r"position.yaml:6: edit 2: there is no player 3"):
        load_position(write(tmp_path, path.read_text().replace("figure: 2", "figure: 3"), "position.yaml"))


def test_a_check_whose_argument_does_not_fit_is_refused(tmp_path):
    message = refusal(tmp_path, "stands on: {player: 1, at: [1, 2]}", "stands on: {player: 1}")
    assert "lesson.yaml:16: step 1, task, check 1: the check 'stands on' cannot read" in message


def test_a_mistake_can_name_the_position_the_action_led_to(tmp_path):
    wrong_way = """  - when: {action: {kind: move}, unless: {side: N}}
    message: "You moved {side}: go north."
"""
    by_position = """  - when: {position: [stands on: {player: 1, at: [3, 2]}]}
    message: You ended up south of the centre.
"""
    lesson = load_lesson(write(tmp_path, GOOD.replace(wrong_way, by_position)))
    step = lesson.steps[0]
    game = lesson.start(0)
    game.apply(Move("S"))
    assert step.diagnose(Move("S"), game).message == "You ended up south of the centre."
    assert step.diagnose(Move("S"), lesson.start(0)).message != "You ended up south of the centre."


def test_a_position_fixes_what_the_games_chance_draws_next(tmp_path):
    path = write(tmp_path, """\
        format: floe-widgets-position/1
        game: ice-and-idols
        setup: {players: 2, seed: 3}
        chance: {event-deck: [[2, 1, 0]]}
        """, "position.yaml")
    game = load_position(path)
    assert game.chance.shuffle("event-deck", [0, 1, 2]) == [2, 1, 0]
    with pytest.raises(LessonFileError, match=r"position.yaml:4: chance: expected a mapping"):
        load_position(write(tmp_path, path.read_text().replace("[[2, 1, 0]]", "7"), "position.yaml"))


def test_an_unknown_idol_is_named_with_the_known_ones(tmp_path):
    message = refusal(tmp_path, "{tile: [3, 2], corner: [N, E]}", "{carry: 1, idols: [diamond]}")
    assert "step 1, position, edit 3: there is no idol called 'diamond' (the idols: " in message


def test_a_mistake_of_a_kind_the_game_has_not_is_refused_at_its_line(tmp_path):
    message = refusal(tmp_path, "action: {kind: move}", "action: {kind: walk}")
    assert "lesson.yaml:19: step 1, mistake 1, when, action: no action of" in message
    assert "of the kind 'walk'" in message and "move" in message
