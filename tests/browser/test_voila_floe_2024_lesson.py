"""A Floe 2024 lesson served by Voila in headless Chromium: Japanese on the page, a board picture, Show me works."""

from __future__ import annotations

import re

import pytest

from .support import browser_page

pytestmark = [pytest.mark.browser]

NOTEBOOK = "floe_2024/04_cave_battle_and_scoring.ipynb"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def page(browser, voila_server):
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        page.goto(voila_server.url(NOTEBOOK), timeout=120_000)
        page.locator(".fw-lesson .fw-board-image").first.wait_for(state="visible", timeout=120_000)
        yield page
    assert not errors, errors


def test_the_lesson_page_is_in_japanese_with_a_board_picture(page):
    lesson = page.locator(".fw-lesson").first
    narration = lesson.locator(".fw-narration").first.inner_text()
    assert "洞窟に潜る" in narration and "洞窟ナメクジ" in narration
    assert JAPANESE.search(lesson.locator(".fw-progress-label").first.inner_text())   # the tutor speaks Japanese
    image = lesson.locator(".fw-board-image").first
    assert image.evaluate("i => i.complete && i.naturalWidth") > 300       # a picture was decoded
    box = image.bounding_box()
    assert box and box["width"] > 300 and box["height"] > 200


def test_show_me_enters_the_cave_and_explains_in_japanese(page):
    lesson = page.locator(".fw-lesson").first
    old_src = lesson.locator(".fw-board-image").first.get_attribute("src")
    lesson.locator(".fw-show-me").first.click()
    page.wait_for_function(
        "(old) => { const i = document.querySelector('.fw-lesson .fw-board-image'); return i && i.src !== old; }",
        arg=old_src, timeout=60_000)
    page.wait_for_function(
        "() => document.querySelector('.fw-lesson .fw-feedback-good') !== null", timeout=60_000)
    feedback = lesson.locator(".fw-feedback").first.inner_text()
    assert "矢・剣・クリティカルヒット・スニーク" in feedback
