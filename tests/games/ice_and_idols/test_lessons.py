"""The five Ice and Idols lessons run headless: every step's solution completes it, quizzes check answers."""

from __future__ import annotations

import pytest

from floe_widgets.games.ice_and_idols import lessons as L
from floe_widgets.games.ice_and_idols.actions import EndTurn, GainPower, Move, PlaceIdol, Research
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.state import IDOLS
from floe_widgets.games.ice_and_idols.vocabulary import card_name
from floe_widgets.tutor import LessonWidget, Quiz, Step
from tests.tutor.lessons import check_quizzes

LESSONS = L.LESSONS   # the lesson fixture (tests/games/conftest.py) runs each test once per lesson


def test_every_step_is_completed_by_its_solution(lesson):
    games = lesson.check_all()
    assert len(games) == len(lesson.steps)


def test_each_lesson_is_short_teaches_by_doing_and_ends_with_a_quiz(lesson):
    steps = [s for s in lesson.steps if isinstance(s, Step)]
    quizzes = [s for s in lesson.steps if isinstance(s, Quiz)]
    assert 3 <= len(quizzes) <= 5
    assert isinstance(lesson.steps[0], Step) and lesson.steps[0].position is not None   # play at once
    assert lesson.widget is not None and lesson.widget.__name__ == "TempleWidget"
    assert lesson.recap
    for step in steps:
        assert step.has_task and step.solution_actions(), step.title
        assert 1 <= len(step.rules) <= 6, step.title
        assert step.explanation
    assert sum(1 for s in steps if s.hints) >= len(steps) - 2


def test_every_rule_a_lesson_cites_exists_in_the_rules_reference(lesson):
    from floe_widgets.games.ice_and_idols.game import IceAndIdols

    rules = IceAndIdols.rules()
    for rid in lesson.rules:
        assert "no explanation recorded" not in rules.explain(rid), rid


def test_quizzes_accept_the_right_answer_and_refuse_a_wrong_one(lesson):
    check_quizzes(lesson)


def test_lesson_one_runs_in_the_lesson_widget_with_show_me_and_next():
    lw = LessonWidget(L.lesson_01())
    while lw.item is not None:
        if isinstance(lw.item, Step):
            assert lw.game_widget is not None and not lw.done
            lw.show_me()
        else:
            lw.answer(sorted(lw.item.answers)[0])
        assert lw.done, lw.progress_label.value
        lw.next()
    assert "Recap" in lw.progress_label.value


def test_an_action_the_step_does_not_ask_for_is_taken_back_with_the_rule():
    lw = LessonWidget(L.lesson_02())
    gw = lw.game_widget
    gw.do(Move("S"))           # legal, but the step asks for a move north
    assert not lw.done and L.at(gw.game, 0, (2, 2))
    assert "You moved south" in lw.feedback_text and "IAI-MOVE-STEP-1" in lw.feedback_text
    assert "IAI-TILE-CORNER-1" not in lw.feedback_text  # only the rule the mistake touches
    gw.do(Move("E"))           # walled: refused by the rules
    assert not lw.done and "IAI-MOVE-BLOCK-1" in gw.error
    gw.do(Move("N"))
    assert lw.done


@pytest.mark.rule("IAI-EXAMPLE-1", "IAI-SCORE-COLUMN-1", "IAI-SCORE-BONUS-1", "IAI-KEY-SCORE-1")
def test_lesson_five_replays_the_rulebook_scoring_example_number_for_number():
    game = L.step_start(5, 'The last turn')
    game.apply(EndTurn())
    assert game.is_over
    parts = game.score_breakdown(0)
    assert [parts[f"column_{i}"] for i in IDOLS] == [5, 7, 8, 12, 6]
    assert (parts["columns"], parts["bonus"], parts["powers"], parts["key"], parts["total"]) == (38, 5, 0, 10, 53)


def test_lesson_five_variation_one_more_gold_marker_is_worth_the_gold_token():
    game = L.step_start(5, 'What if green had one more Gold?')
    game.apply(PlaceIdol("gold"))
    game.apply(Research())
    parts = game.score_breakdown(0)
    assert parts["column_gold"] == 3 * 6 and parts["total"] == 53 + 6
    assert game.state.pending is None   # only the Gold token is unlocked: no shift to choose


def test_lesson_positions_fix_the_event_cards_they_draw():
    for lesson, title, card in ((4, "Collapse", "collapse ahead"), (4, "Rotate the ruins", "rotate clockwise"),
                                (4, "Shift", "shift sun to moon"), (3, "Or take the power", "chill")):
        game = L.step_start(lesson, title)
        assert card_name(game.content.events[game.state.event_deck[0]]) == card
        assert sorted(game.state.event_deck + game.state.event_discard) == sorted(L.started().state.event_deck)


def test_in_a_two_action_step_the_other_altar_choice_is_taken_back():
    lesson = L.lesson_03()
    index = next(i for i, s in enumerate(lesson.steps) if getattr(s, "title", "") == "Place it and research")
    lw = LessonWidget(lesson, start=index)
    gw = lw.game_widget
    gw.do(PlaceIdol("jade"))
    assert not lw.done and gw.game.state.pending is not None
    gw.do(GainPower())                        # legal, but this step is about research
    assert not lw.done and "jade" not in gw.game.state.players[0].powers
    assert gw.game.state.pending is not None and gw.game.state.pending.kind == "altar"
    gw.do(Research())
    assert lw.done


def test_the_practice_game_of_lesson_five_ends_by_a_real_end_condition():
    lesson = L.lesson_05()
    index = next(i for i, s in enumerate(lesson.steps) if getattr(s, "title", "") == "Score a finished game")
    game = lesson.start(index)
    assert not game.is_over
    game.apply(lesson.steps[index].expected[0])
    assert game.is_over and "limit" not in game.state.end_triggered
    assert min(game.scores()) > 0


POSITIONS = [(2, "Paths must meet"), (2, "The temple wraps round"), (2, "Archways: keep straight"),
             (3, "Pick up an idol"), (3, "Lock a column"), (3, "Or take the power"), (4, "Collapse"),
             (4, "Rotate the ruins"), (4, "Shift"), (4, "Trapped? Pass"), (5, "The last turn"),
             (5, "What if green had one more Gold?")]


@pytest.mark.parametrize(("lesson", "title"), POSITIONS)
def test_every_lesson_position_is_one_a_save_can_hold(lesson, title):
    """A lesson position conserves the components, so a save of it (an autosave, say) loads again."""
    game = L.step_start(lesson, title)
    assert IceAndIdols.from_json(game.to_json()).to_json() == game.to_json()
