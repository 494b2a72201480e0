"""Every Floe and Floe 2024 lesson step that asks the learner to act says in its narration where to act: the
words of the control the step's widget shows for the action asked (the title of the group of buttons or the
menu holding it, or the button's own words), in English and in Japanese."""

from __future__ import annotations

import html
from typing import Any

import pytest

from floe_widgets import i18n
from floe_widgets.games.floe import lessons as floe_lessons
from floe_widgets.games.floe_2024 import lessons as floe_2024_lessons
from floe_widgets.tutor import Step

LESSONS = [(f"{game} {n}", load) for game, module in (("floe", floe_lessons), ("floe_2024", floe_2024_lessons))
           for n, load in enumerate(module.LESSONS, 1)]


def where_shown(widget: Any, action: Any) -> list[str]:
    """The words of the controls ``widget`` shows that do ``action``: the title above its row (buttons or a
    menu) and, if it is a button, the button's words."""
    controls = widget.controls
    button = controls.buttons.get(widget.game.action_to_string(action))
    rows = list(controls.children)
    for title, row in zip(rows, rows[1:], strict=False):
        if "fw-group-label" not in title._dom_classes:
            continue
        inside = list(row.children) if hasattr(row, "children") else []
        if button is not None and button in inside:
            return [html.unescape(title.value), button.description]
        if any(getattr(menu, "value", None) is not None and action in [v for _, v in menu.options]
               for menu in inside if hasattr(menu, "options")):
            return [html.unescape(title.value)]
    return []


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("name", "load"), LESSONS, ids=[name for name, _ in LESSONS])
def test_each_acting_step_names_in_its_narration_the_control_to_use(name, load, language):
    with i18n.speaking(language):
        lesson = load()
        lesson.use_language(language)
        game, silent = None, []
        for index, step in enumerate(lesson.steps):
            if not isinstance(step, Step):
                continue
            game = lesson.start(index, game)
            if step.expected:   # the first thing to do: an action asked, else the first the step's solution takes
                legal = game.legal_actions()
                first = next((a for a in step.expected if a in legal), step.solution_actions()[0])
                widget = lesson.widget(game.copy(), **step.widget_options)
                words = where_shown(widget, first)
                widget.close()
                assert words, (name, step.title, "the action asked is on no control the widget shows")
                if not any(w in step.narration for w in words):
                    silent.append((step.title, words))
            for action in step.solution_actions():
                game.apply(action)
    assert not silent, (name, language, "steps whose narration does not say where to act", silent)
