"""Japanese text the page draws before the widgets' font has arrived: the start-here notebook under Voila, in a
Chromium that has no Japanese font of its own (``support.no_cjk_fonts``).

The notebook's Markdown is on the page before the kernel sends the widgets' stylesheet and font, and a cell below
the first table is laid out while the font is still on its way. Text laid out in a family list that named the font
before it had loaded kept its boxes after it came (seen: the heading "In Japanese / 日本語で" as four boxes). A
character no font has is drawn as the same empty box whatever the character, so two different kanji drawn alike
are boxes.
"""

from __future__ import annotations

import pytest

from .support import browser_page, chromium, no_cjk_fonts

pytestmark = [pytest.mark.browser]

NOTEBOOK = "00_start_here.ipynb"


@pytest.fixture(scope="module")
def page(tmp_path_factory, driver, voila_server):
    tmp = tmp_path_factory.mktemp("voila-japanese")
    errors: list[str] = []
    with chromium(driver, env=no_cjk_fonts(tmp)) as latin_only, browser_page(latin_only, errors) as page:
        page.goto(voila_server.url(NOTEBOOK), timeout=120_000)
        page.locator(".fw-game .fw-board-image").first.wait_for(state="visible", timeout=120_000)
        page.evaluate("() => document.fonts.ready")
        yield page
    assert not errors, errors


GLYPH_BOXES = """(e, chars) => {
  const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  const boxes = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const ch of chars) {
      const at = node.data.indexOf(ch);
      if (at < 0 || boxes.some(b => b.ch === ch)) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const r = range.getBoundingClientRect();
      boxes.push({ch, x: r.x, y: r.y, width: r.width, height: r.height});
    }
  }
  return boxes;
}"""


def glyphs_as_drawn(page, element, chars: str) -> list[bytes]:
    """Each character of ``chars`` as it is drawn inside ``element``: a screenshot of its box on the page. Where no
    font has a character it is drawn as an empty box, the same picture whatever the character."""
    element.scroll_into_view_if_needed()
    boxes = element.evaluate(GLYPH_BOXES, list(chars))
    assert [b["ch"] for b in boxes] == list(chars)
    return [page.screenshot(clip={k: b[k] for k in ("x", "y", "width", "height")}) for b in boxes]


def test_a_japanese_heading_below_the_first_table_shows_its_kanji(page):
    heading = page.locator(".jp-RenderedMarkdown h2", has_text="日本語で").first
    first, second = glyphs_as_drawn(page, heading, "日本")
    assert first != second


def test_a_japanese_paragraph_below_the_first_table_shows_its_kanji(page):
    paragraph = page.locator(".jp-RenderedMarkdown p", has_text="どのテーブル").first
    first, second = glyphs_as_drawn(page, paragraph, "日本")
    assert first != second
