"""The board's log ("What happened") at 1280 px wide, in Voila and headless Chromium: a long entry wraps inside its
own row, so no row's text runs over the next, and its "why?" button keeps its word (it was drawn as "w…" over the
next row, on the Floe Village lesson's Tavern step)."""

from __future__ import annotations

import pytest

from .support import browser_page

pytestmark = [pytest.mark.browser]

SCREEN = {"width": 1280, "height": 1400}
#: the Floe Village lesson: the Show me of its third step (the Tavern) logs "Bika Swiftgaze: the bottom Rumor leaves
#: your Warmth track (...)" with three rule ids, longer than the board's column is wide
NOTEBOOK = "floe/02_the_village.ipynb"
NEXT_ENABLED = "() => { const b = document.querySelector('.fw-lesson .fw-next'); return b && !b.disabled; }"
NEXT_DISABLED = "() => { const b = document.querySelector('.fw-lesson .fw-next'); return b && b.disabled; }"

#: each log row's box, its text's box and content height, and its why? button's text width against its box
ROWS = """() => Array.from(document.querySelectorAll('.fw-lesson .fw-log-entry')).map(e => {
  const text = e.querySelector('.fw-log-text'), why = e.querySelector('.fw-why');
  const content = text.querySelector('.widget-html-content') || text;
  const box = e.getBoundingClientRect(), t = text.getBoundingClientRect();
  return {said: text.innerText, top: box.top, bottom: box.bottom, textBottom: t.bottom,
          overflow: content.scrollHeight - content.clientHeight,
          why: why ? why.scrollWidth - why.clientWidth : 0};
})"""


@pytest.fixture(scope="module")
def page(browser, voila_server):
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        page.set_viewport_size(SCREEN)
        page.goto(voila_server.url(NOTEBOOK), timeout=240_000)
        lesson = page.locator(".fw-lesson").first
        lesson.locator(".fw-board-image").first.wait_for(state="visible", timeout=240_000)
        for _step in range(3):   # Show me, then Next, up to the Tavern's Show me
            page.wait_for_function(NEXT_DISABLED, timeout=60_000)
            lesson.locator(".fw-show-me").first.click()
            page.wait_for_function(NEXT_ENABLED, timeout=60_000)
            if _step < 2:
                lesson.locator(".fw-next").first.click()
        page.wait_for_function("() => Array.from(document.querySelectorAll('.fw-lesson .fw-log-text'))"
                               ".some(e => e.innerText.includes('Rumor leaves'))", timeout=60_000)
        page.wait_for_timeout(500)
        yield page
    assert not errors, errors


def test_a_long_log_entry_wraps_inside_its_row(page):
    rows = page.evaluate(ROWS)
    assert any("Rumor leaves" in row["said"] for row in rows)
    for row, below in zip(rows, rows[1:]):
        assert row["overflow"] <= 1, f"the text of {row['said']!r} runs out of its box by {row['overflow']} px"
        assert row["textBottom"] <= below["top"] + 1, f"{row['said']!r} runs over {below['said']!r}"
        assert row["bottom"] <= below["top"] + 1, f"the row of {row['said']!r} runs over {below['said']!r}"


def test_every_why_button_shows_its_word(page):
    cut = [row["said"] for row in page.evaluate(ROWS) if row["why"] > 0]
    assert not cut, f"the why? button is cut short beside {cut}"
