"""Lessons as data, run headless."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from floe_widgets import games
from floe_widgets.core import Action
from floe_widgets.tutor import Lesson, LessonError, Quiz, Step, to_html
from floe_widgets.tutor.diagnosis import diagnose
from floe_widgets.widgets.demo import Hop, Slide

from .lessons import dash_lesson, start


@dataclass(frozen=True)
class Play(Action):
    kind: ClassVar[str] = "play"
    seat: int
    lead: int
    other: int


def test_check_all_plays_every_step_and_returns_the_positions():
    results = dash_lesson().check_all()
    assert results[0].state.positions == [2, 0]
    assert results[1].state.positions == [2, 4]  # the fixed slide die showed 4
    assert results[2].state.positions == [4, 4]
    assert results[3:] == [None, None]


def test_a_step_continues_from_the_previous_steps_end():
    lesson = dash_lesson()
    game = lesson.start(2)
    assert game.state.positions == [2, 4] and game.current_player == 0


def test_check_all_catches_a_solution_that_is_not_legal():
    lesson = Lesson("broken", [Step("Hop far", start, expect=Hop(5))])
    with pytest.raises(LessonError, match="not legal"):
        lesson.check_all()


def test_check_all_catches_a_solution_that_does_not_complete_the_step():
    lesson = Lesson("broken", [Step("Get far", start, check=lambda g: g.state.positions[0] > 5, solution=[Hop(1)])])
    with pytest.raises(LessonError, match="does not complete"):
        lesson.check_all()


def test_check_all_catches_a_quiz_whose_answer_is_not_an_option():
    with pytest.raises(LessonError, match="quiz"):
        Lesson("q", [Quiz("?", ["a", "b"], 2)]).check_all()


def test_steps_accept_and_complete():
    step = Step("x", start, expect=[Hop(1), Hop(2)])
    assert step.accepts(Hop(2)) and not step.accepts(Slide())
    game = start()
    assert not step.is_done(game, [])
    assert step.is_done(game, [Hop(1)])
    assert Step("read this").is_done(game, [])


def test_quiz_answers():
    single, multi = Quiz("?", ["a", "b"], 1), Quiz("?", ["a", "b", "c"], [0, 2])
    assert single.is_right(1) and not single.is_right(0)
    assert multi.is_right([2, 0]) and not multi.is_right([0]) and multi.multiple


def test_lesson_lists_its_rules_in_order():
    assert dash_lesson().rules == ("DASH-HOP", "DASH-SLIDE")


def test_markdown_subset():
    out = to_html("# Title\n\nHop **two** *floes* `now`.\n\n- one\n- two\n\n1. first\n\n> a quote\n\n[link](http://x)")
    assert "<h1>Title</h1>" in out and "<b>two</b>" in out and "<i>floes</i>" in out and "<code>now</code>" in out
    assert "<ul><li>one</li><li>two</li></ul>" in out and "<ol><li>first</li></ol>" in out
    assert "<blockquote>a quote</blockquote>" in out and '<a href="http://x"' in out


def test_markdown_escapes_html():
    assert "<script>" not in to_html("<script>alert(1)</script>")
    assert to_html("a_b_c and 2*3*4") == "<p>a_b_c and 2*3*4</p>"


def test_the_generic_diagnosis_names_each_differing_field_in_words():
    expected = [Play(0, lead, 1) for lead in (13, 20, 35, 50, 70)]
    words = {"lead": "to lead with initiative {}", "other": "initiative {} as the second card"}
    said = diagnose(Play(0, 9, 1), expected, words=lambda name, value: words[name].format(value)
                    if name in words else None)
    assert said.message == ("You chose to lead with initiative 9; this step needs to lead with initiative 13, "
                            "to lead with initiative 20, to lead with initiative 35 or one of 2 more.")
    assert said.rules == ()
    said = diagnose(Play(1, 13, 2), expected[:1], words=lambda name, value: None if name == "seat" else
                    f"{name} {value}")
    assert said.message == "You chose seat 2; this step needs seat 1; and you chose other 2; this step needs other 1."
    # with the game, a seat is named as its status line and log name it
    game = games.new("ice-and-idols", players=2, seed=0, characters=["curator", "keysmith"])
    said = diagnose(Play(1, 13, 2), expected[:1], game, words=lambda name, value: None if name == "seat" else
                    f"{name} {value}")
    assert said.message == ("You chose P2 Keysmith; this step needs P1 Curator; and you chose other 2; this step "
                            "needs other 1.")
    said = diagnose(Play(0, 13, 2), expected)  # no words for the field: the two buttons' texts
    assert said.message == f"You chose “{Play(0, 13, 2).describe()}”; this step asks for “{Play(0, 13, 1).describe()}”."
    assert "different kind of move" in diagnose(Hop(1), expected[:1]).message
