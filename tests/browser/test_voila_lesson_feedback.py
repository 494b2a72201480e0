"""A lesson's feedback, in Voila and headless Chromium at 1920x1080: the whole message is seen.

After Show me on Ice and Idols 2's sixth step the feedback beside the board (well done, the explanation, the rules
cited) was cut in the middle of its last line: the box held 14 em and scrolled the rest out of sight.
"""

from __future__ import annotations

import nbformat
import pytest

from .support import TUTORIALS, browser_page

pytestmark = [pytest.mark.browser]

CODE = (f"from floe_widgets.tutor import LessonWidget, load_lesson\n"
        f"lesson = load_lesson({str(TUTORIALS / 'ice_and_idols/lessons/02_your_turn.yaml')!r})\n"
        "LessonWidget(lesson)")


@pytest.fixture(scope="module")
def page(tmp_path_factory, browser, voila_server):
    path = tmp_path_factory.mktemp("voila-feedback") / "feedback.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CODE)]), path)
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        page.set_viewport_size({"width": 1920, "height": 1080})
        page.goto(voila_server.url(path), timeout=240_000)
        page.locator(".fw-lesson .fw-board-image").first.wait_for(state="visible", timeout=240_000)
        yield page
    assert not errors, errors


def show_me(lesson) -> None:
    lesson.locator(".fw-show-me").first.click()
    lesson.locator(".fw-feedback-good").first.wait_for(state="visible", timeout=60_000)


def test_the_feedback_after_show_me_is_seen_whole(page, tmp_path):
    lesson = page.locator(".fw-lesson").first
    for step in range(1, 6):   # Show me and Next, up to the sixth step
        show_me(lesson)
        lesson.locator(".fw-next").first.click()
        page.wait_for_function("(n) => /Step (\\d+)/.exec(document.querySelector('.fw-lesson .fw-progress-label')"
                               "?.innerText ?? '')?.[1] == n", arg=str(step + 1), timeout=60_000)
    lesson.locator(".fw-show-me").first.click()
    feedback = lesson.locator(".fw-feedback-good").first
    feedback.wait_for(state="visible", timeout=60_000)
    page.wait_for_function("() => /IAI-AP-BASE-1/.test(document.querySelector('.fw-feedback-good').innerText)",
                           timeout=60_000)
    page.screenshot(path=str(tmp_path / "feedback.png"))
    seen = feedback.evaluate("e => [e.scrollHeight, e.clientHeight]")
    assert seen[0] <= seen[1] + 1, f"the feedback is {seen[0]} px high in a box of {seen[1]} px"
