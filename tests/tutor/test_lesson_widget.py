"""LessonWidget driven through its buttons and Python API."""

from __future__ import annotations

from floe_widgets.tutor import LessonWidget, Quiz
from floe_widgets.widgets.demo import Hop, Slide

from .lessons import dash_lesson


def test_first_step_shows_narration_board_and_progress():
    lw = LessonWidget(dash_lesson())
    assert "<b>two</b>" in lw.narration.value
    assert lw.progress_label.value == "Step 1 of 5: Hop"
    assert lw.progress.value == 1 and lw.progress.max == 5
    assert lw.next_button.disabled and lw.prev_button.disabled
    assert lw.game.state.positions == [0, 0]


def test_a_wrong_legal_action_is_diagnosed_and_taken_back_for_good():
    lw = LessonWidget(dash_lesson())
    lw.game_widget.press("Hop to floe 1")
    assert "You chose a hop to floe 1; this step needs a hop to floe 2." in lw.feedback_text
    assert "DASH-" not in lw.feedback_text  # the generic diagnosis knows no rule that the difference touches
    assert "fw-feedback-bad" in lw.feedback._dom_classes
    assert lw.game.history == [] and not lw.done and lw.next_button.disabled
    assert not lw.game.can_redo and lw.game_widget.redo_button.disabled  # Redo cannot bring the refused move back


def test_a_common_mistake_gets_its_own_message_and_only_its_rule():
    lw = LessonWidget(dash_lesson())
    lw.game_widget.do(Slide())
    assert "You slid to floe 4: a slide goes as far as the die says" in lw.feedback_text  # the die is fixed at 4
    assert "DASH-SLIDE" in lw.feedback_text and "DASH-HOP" not in lw.feedback_text
    assert lw.game.history == []


def test_feedback_sits_beside_the_board_and_scrolls_rather_than_pushing_it_down():
    lw = LessonWidget(dash_lesson())
    assert lw.feedback not in lw.children and lw.stage not in lw.children
    row = next(c for c in lw.children if lw.stage in getattr(c, "children", ()))
    aside = next(c for c in row.children if c is not lw.stage)
    assert lw.feedback in aside.children and lw.hints in aside.children
    assert lw.feedback.layout.max_height and lw.feedback.layout.overflow == "auto"


def test_the_column_beside_the_board_shows_only_while_it_has_something_to_say():
    lw = LessonWidget(dash_lesson())
    assert lw.aside.layout.display == "none"          # the board has the row to itself
    lw.game_widget.do(Hop(6))
    assert lw.feedback_text and lw.aside.layout.display != "none"
    lw.reset()
    assert lw.aside.layout.display == "none"
    lw.hint()
    assert lw.hints.value and lw.aside.layout.display != "none"
    lw.show_me()
    lw.next()
    assert not lw.feedback_text and not lw.hints.value and lw.aside.layout.display == "none"


def test_an_illegal_action_is_refused_with_feedback():
    lw = LessonWidget(dash_lesson())
    assert lw.game_widget.do(Hop(6)) is False
    assert "refused" in lw.feedback_text and "DASH-HOP" in lw.game_widget.error
    assert lw.game.history == []


def test_the_right_action_completes_the_step_and_enables_next():
    lw = LessonWidget(dash_lesson())
    lw.game_widget.press("Hop to floe 2")
    assert lw.done and not lw.next_button.disabled
    assert "You hopped two floes." in lw.feedback_text and "fw-feedback-good" in lw.feedback._dom_classes
    lw.next_button.click()
    assert lw.index == 1 and lw.progress_label.value.startswith("Step 2 of 5")
    assert lw.game.state.positions == [2, 0] and lw.next_button.disabled
    lw.prev_button.click()
    assert lw.index == 0 and lw.done  # a completed step stays completed


def test_hints_are_revealed_one_by_one():
    lw = LessonWidget(dash_lesson())
    lw.hint_button.click()
    assert "one or two" in lw.hints.value and "Floe 2." not in lw.hints.value
    lw.hint_button.click()
    assert "Floe 2." in lw.hints.value and lw.hint_button.disabled


def test_show_me_plays_the_expected_action():
    lw = LessonWidget(dash_lesson())
    lw.show_button.click()
    assert lw.game.state.positions == [2, 0] and lw.done


def test_reset_puts_the_step_back_to_its_position():
    lw = LessonWidget(dash_lesson(), start=2)
    lw.game_widget.press("Hop to floe 3")  # the predicate step takes several actions
    assert "Keep going" in lw.feedback_text and not lw.done
    lw.reset_button.click()
    assert lw.game.state.positions == [2, 4] and len(lw.game.history) == 2 and lw.feedback_text == ""
    lw.show_me()
    assert lw.done and lw.game.state.positions[0] == 4


def test_quiz_gives_instant_feedback():
    lw = LessonWidget(dash_lesson(), start=3)
    assert lw.next_button.disabled
    lw.quiz_buttons[1].click()
    assert "Not quite" in lw.feedback_text and not lw.done
    assert "Four floes is as far as a slide can go, not a hop." in lw.feedback_text  # the option's own reason
    lw.quiz_buttons[0].click()
    assert "Right!" in lw.feedback_text and lw.done and "DASH-HOP" in lw.feedback_text
    assert "Sliding can go further." in lw.feedback_text  # no reason of its own: the quiz's explanation


def test_show_me_on_a_quiz_reveals_the_answer_but_does_not_count_it_right():
    lw = LessonWidget(dash_lesson(), start=3)
    lw.show_button.click()
    assert "The answer:" in lw.feedback_text and "One or two floes" in lw.feedback_text
    assert lw.done and "Right!" not in lw.feedback_text and 3 not in lw.answered_right
    lw.quiz_buttons[0].click()  # answering after the reveal still does not count
    assert 3 not in lw.answered_right
    lw.next()
    lw.answer([0, 1])
    assert lw.answered_right == {4}
    lw.next()
    assert "answered right: 1 of 2" in lw.narration.value


def test_quiz_with_several_answers_and_the_recap():
    lw = LessonWidget(dash_lesson(), start=4)
    lw.quiz_boxes[0].value = True
    lw.stage.children[0].children[-1].click()  # Check
    assert "Not quite" in lw.feedback_text
    lw.quiz_boxes[1].value = True
    lw.stage.children[0].children[-1].click()
    assert lw.done
    lw.next()
    assert lw.progress_label.value == "Recap" and "<b>hops</b>" in lw.narration.value and lw.next_button.disabled
    assert [b.description for b in lw.rule_buttons] == ["DASH-HOP", "DASH-SLIDE"]
    lw.rule_buttons[1].click()  # opens the rule's entry in the rules reference
    assert lw.rules_reference.ids[0] == "DASH-SLIDE" and "DASH-SLIDE" in lw.rules_reference.results.value


def test_the_recap_ends_with_a_button_to_the_next_lesson():
    lw = LessonWidget(dash_lesson(), start=5)
    assert lw.next_lesson_button is not None
    lw.next_lesson_button.click()
    assert lw.lesson.title == "Penguin Dash: the race" and lw.index == 0
    assert "Penguin Dash: the race" in lw.title.value and lw.progress_label.value == "Step 1 of 1"
    assert lw.game.state.positions == [0, 0] and not lw.done
    lw.game_widget.press("Hop to floe 1")
    assert lw.done
    lw.next()
    assert lw.next_lesson_button is None  # the last lesson


def test_the_lesson_title_is_shown_once():
    lesson = dash_lesson()
    lw = LessonWidget(lesson)  # the notebook's heading names the lesson: the widget does not repeat it
    assert lesson.title not in lw.title.value
    assert lesson.title in LessonWidget(lesson, show_title=True).title.value


def test_presenter_mode_reaches_the_board():
    lw = LessonWidget(dash_lesson())
    lw.presenter_toggle.value = True
    assert "fw-presenter" in lw._dom_classes and lw.game_widget.presenter


def test_show_me_after_some_play_starts_again_from_the_steps_position():
    lw = LessonWidget(dash_lesson(), start=2)
    lw.game_widget.press("Hop to floe 3")
    lw.show_button.click()
    assert lw.done and lw.game.state.positions == [4, 4] and len(lw.game.history) == 3


def test_a_lesson_can_use_a_games_own_widget_and_shows_its_intro():
    from floe_widgets.widgets import GameWidget

    class DashTable(GameWidget):
        pass

    lesson = dash_lesson()
    lesson.widget = DashTable
    lesson.intro = "Ten floes, two penguins."
    lw = LessonWidget(lesson)
    assert isinstance(lw.game_widget, DashTable) and "Ten floes" in lw.title.value
    # lessons hide new game and the file tools, and keep undo/redo
    assert lw.game_widget.new_button.layout.display == "none"
    assert lw.game_widget.undo_button.layout.display != "none"


def _closed_parts(widget) -> list[str]:
    """Every widget the lesson shows (children, layouts, styles, any widget trait) that is already closed: the
    browser cannot draw a closed widget and shows "Loading widget..." instead."""
    import ipywidgets as w

    seen, closed = set(), []

    def walk(value, path):
        if isinstance(value, w.Widget):
            if id(value) in seen:
                return
            seen.add(id(value))
            if value.comm is None:
                closed.append(f"{path}: {type(value).__name__}")
                return
            for name in value.keys:
                walk(getattr(value, name, None), f"{path}.{name}")
        elif isinstance(value, (list, tuple)):
            for i, item in enumerate(value):
                walk(item, f"{path}[{i}]")

    walk(widget, "lesson")
    return closed


def test_a_lesson_opened_at_a_later_step_shows_only_open_widgets():
    """LessonWidget(lesson, start=N) draws step N once: drawing it twice closed the first board's parts, which
    the page still showed (it stayed on "Loading widget...")."""
    for start in range(1, len(dash_lesson())):
        lw = LessonWidget(dash_lesson(), start=start)
        assert lw.index == start
        assert _closed_parts(lw) == []


def test_the_right_options_still_missing_are_counted_in_words():
    lesson = dash_lesson()
    lesson.steps[4] = Quiz("Which are floes of the dash?", ["Floe 1", "Floe 2", "Floe 3", "The shore"], [0, 1, 2])
    lw = LessonWidget(lesson, start=4)
    lw.answer([0])
    assert "Those are right, but 2 more options are right too." in lw.feedback_text and not lw.done
    lw.answer([0, 2])
    assert "Those are right, but 1 more option is right too." in lw.feedback_text and not lw.done
    lw.answer([0, 1, 2])
    assert lw.done


def test_a_revealed_quiz_answer_is_quoted_and_closed_in_the_readers_language():
    from floe_widgets.i18n import speaking

    lw = LessonWidget(dash_lesson(), start=3)
    lw.show_button.click()
    answer = dash_lesson().steps[3].options[sorted(dash_lesson().steps[3].answers)[0]]
    assert f"“{answer}”." in lw.feedback_text
    with speaking("ja"):
        lw = LessonWidget(dash_lesson(), start=3)
        lw.show_button.click()
        assert f"「{answer}」。" in lw.feedback_text and "”" not in lw.feedback_text
