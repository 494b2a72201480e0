"""One converted lesson of each game, served by one Voila and played in headless Chromium through "Show me"
from its first step to its recap (each step's Show me completes it, Next moves on)."""

from __future__ import annotations

import pytest

from floe_widgets.i18n import catalogue
from floe_widgets.tutor.lesson_file import load_lesson

from .support import TUTORIALS, browser_page

pytestmark = [pytest.mark.browser]

#: (notebook, the lesson file it loads, the language the notebook sets): one entry per line
LESSONS = [
    pytest.param("ice_and_idols/01_setup.ipynb", "ice_and_idols/lessons/01_setup.yaml", "en", id="ice_and_idols"),
    pytest.param("floe/01_first_turns.ipynb", "floe/lessons/01_first_turns.yaml", "en", id="floe"),
    pytest.param("floe_2024/02_map_turn.ipynb", "floe_2024/lessons/02_map_turn.yaml", "ja", id="floe_2024"),
    pytest.param("frosthaven/01_first_round.ipynb", "frosthaven/lessons/01_first_round.yaml", "en", id="frosthaven"),
]

NEXT_ENABLED = "() => { const b = document.querySelector('.fw-lesson .fw-next'); return b && !b.disabled; }"
NEXT_DISABLED = "() => { const b = document.querySelector('.fw-lesson .fw-next'); return b && b.disabled; }"
LABEL_CHANGED = ("(old) => { const e = document.querySelector('.fw-lesson .fw-progress-label');"
                 " return e && e.innerText !== old; }")


@pytest.fixture(scope="module")
def page(browser):
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        yield page
    assert not errors, errors


@pytest.mark.parametrize(("notebook", "lesson_file", "language"), LESSONS)
def test_show_me_plays_the_lesson_to_its_recap(voila_server, page, notebook, lesson_file, language):
    steps = len(load_lesson(TUTORIALS / lesson_file).steps)
    recap = catalogue(language).get("Recap") or "Recap"
    page.goto(voila_server.url(notebook), timeout=120_000)
    lesson = page.locator(".fw-lesson").first
    lesson.locator(".fw-board-image").first.wait_for(state="visible", timeout=120_000)
    label = lesson.locator(".fw-progress-label").first
    for number in range(1, steps + 1):
        page.wait_for_function(NEXT_DISABLED, timeout=60_000)   # every step waits for the learner
        said = label.inner_text()
        assert str(number) in said, (number, said)
        lesson.locator(".fw-show-me").first.click()
        page.wait_for_function(NEXT_ENABLED, timeout=60_000)
        lesson.locator(".fw-next").first.click()
        page.wait_for_function(LABEL_CHANGED, arg=said, timeout=60_000)
    assert label.inner_text() == recap
