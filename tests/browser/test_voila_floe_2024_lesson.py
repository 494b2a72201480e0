"""A Floe 2024 lesson served by Voila in headless Chromium: Japanese on the page, a board picture, Show me works,
and the Japanese text is drawn in the widgets' own font.

The page is opened in a Chromium whose fontconfig knows only a Latin font folder, as on a machine without CJK
fonts: there a character no font has is drawn as the same box whatever the character.  Two different kanji drawn
in the page's widget font must therefore come out as different pictures, and the same two in a font-less family
as equal ones.  (What the lesson tests read, texts, a decoded picture and a box's size, does not depend on the
fonts: one page serves both.)
"""

from __future__ import annotations

import re

import pytest

from .support import browser_page, chromium, no_cjk_fonts
from .test_voila_japanese_text import glyphs_as_drawn

pytestmark = [pytest.mark.browser]

NOTEBOOK = "floe_2024/04_cave_battle_and_scoring.ipynb"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
DRAW = """async (family) => {
  await document.fonts.load(`40px ${family}`, '洞窟');
  const pictures = [];
  for (const ch of ['洞', '窟']) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 48;
    const g = canvas.getContext('2d');
    g.font = `40px ${family}`;
    g.fillText(ch, 2, 40);
    pictures.push(canvas.toDataURL());
  }
  return pictures;
}"""


@pytest.fixture(scope="module")
def page(tmp_path_factory, driver, voila_server):
    tmp = tmp_path_factory.mktemp("voila-font")
    errors: list[str] = []
    with chromium(driver, env=no_cjk_fonts(tmp)) as latin_only, browser_page(latin_only, errors) as page:
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


def test_without_the_widget_font_two_kanji_are_the_same_box(page):
    first, second = page.evaluate(DRAW, '"no-such-family"')
    assert first == second  # this browser has no Japanese font of its own: the checks below mean something


def test_the_widget_font_draws_each_kanji_as_itself(page):
    assert page.evaluate("() => document.fonts.check('16px \"floe-widgets-ja\"', '洞窟')")
    first, second = page.evaluate(DRAW, '"floe-widgets-ja"')
    assert first != second


def test_the_lesson_text_uses_the_widget_font(page):
    family = page.locator(".fw-lesson .fw-narration").first.evaluate("e => getComputedStyle(e).fontFamily")
    assert "floe-widgets-ja" in family


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


def test_the_notebook_s_own_japanese_heading_is_drawn_in_the_widget_font(page):
    """The notebook's title and introduction (Markdown above the lesson) are Japanese first: without a Japanese
    system font they were boxes, the web font reaching only the widgets' HTML."""
    heading = page.locator(".jp-RenderedMarkdown h1").first
    title = heading.inner_text()
    assert JAPANESE.search(title)
    assert "floe-widgets-ja" in heading.evaluate("e => getComputedStyle(e).fontFamily")
    # (that the font carries every character of the notebooks: tests/widgets/test_japanese_font.py)


def test_the_board_s_japanese_title_shows_its_kanji(page):
    """The game's title above the board (bold in a bold line) was drawn as boxes, as the start-here page's heading
    was (tests/browser/test_voila_japanese_text.py)."""
    title = page.locator(".fw-lesson .fw-title", has_text="年版").first
    first, second = glyphs_as_drawn(page, title, "年版")
    assert first != second
