"""A lesson notebook served by Voila, driven in headless Chromium: "Show me" plays the step and the lesson moves on."""

from __future__ import annotations

import pytest

from .support import browser_page

pytestmark = [pytest.mark.browser]

NOTEBOOK = "ice_and_idols/02_your_turn.ipynb"


@pytest.fixture(scope="module")
def page(browser, voila_server):
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        page.goto(voila_server.url(NOTEBOOK), timeout=120_000)
        page.locator(".fw-lesson .fw-board-image").first.wait_for(state="visible", timeout=120_000)
        yield page
    assert not errors, errors


def test_with_nothing_to_say_the_board_takes_the_lesson_s_width(page):
    """No empty feedback column beside the board (at 1280 px it took a quarter of the board's room)."""
    lesson = page.locator(".fw-lesson").first
    image = lesson.locator(".fw-board-image").first
    room = lesson.locator(".fw-lesson-play").first.bounding_box()["width"]
    assert image.bounding_box()["width"] >= min(image.evaluate("i => i.naturalWidth"), room) - 8
    assert not lesson.locator(".fw-lesson-aside").first.is_visible()


def test_show_me_performs_the_step_and_next_moves_on(page):
    lesson = page.locator(".fw-lesson").first
    progress = lesson.locator(".fw-progress-label").first.inner_text()
    old_src = lesson.locator(".fw-board-image").first.get_attribute("src")
    lesson.locator(".fw-show-me").first.click()
    page.wait_for_function(
        "(old) => { const i = document.querySelector('.fw-lesson .fw-board-image'); return i && i.src !== old; }",
        arg=old_src, timeout=60_000)
    page.wait_for_function(
        "() => document.querySelector('.fw-lesson .fw-feedback-good') !== null", timeout=60_000)
    assert lesson.locator(".fw-lesson-aside").first.is_visible()   # the feedback beside the board
    lesson.locator(".fw-next").first.click()
    page.wait_for_function(
        "(old) => { const e = document.querySelector('.fw-lesson .fw-progress-label');"
        " return e && e.innerText !== old; }",
        arg=progress, timeout=60_000)
    assert lesson.locator(".fw-progress-label").first.inner_text() != progress
