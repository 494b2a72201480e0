"""The Frosthaven tactics lab served by Voila, read in headless Chromium as a learner reads it: the
situations by their titles, the board picture shown, and in Japanese every label of its controls whole."""

from __future__ import annotations

import pytest

from .support import browser_page

pytestmark = [pytest.mark.browser]

NOTEBOOK = "frosthaven/tactics_lab.ipynb"


@pytest.fixture(scope="module")
def page(browser, voila_server):
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        page.goto(voila_server.url(NOTEBOOK), timeout=120_000)
        page.locator(".fw-fh-tactics img").first.wait_for(state="visible", timeout=120_000)
        yield page
        assert not errors, errors


def test_the_situation_menu_names_each_situation_by_its_title(page):
    said = page.locator(".fw-fh-tactics select").first.evaluate("s => Array.from(s.options).map(o => o.text)")
    options = [o.replace("\xa0", " ") for o in said]   # the menu writes its spaces unbreakable
    assert options[0] == "TC-01 path beats proximity" and len(options) == 75
    assert not [o for o in options if o.endswith(".json")]


def test_each_why_button_says_what_its_rule_is_about_and_shows_it_whole(page):
    """The trace's "why?" buttons read a few words of their rule ("why? the cost of an end hex"), not a rule id,
    and no label is cut short; clicking one opens the rule with its id."""
    why = page.locator(".fw-fh-tactics button", has_text="why?")
    said = why.evaluate_all("bs => bs.map(b => [b.textContent, b.scrollWidth > b.clientWidth + 1])")
    assert len(said) >= 6 and "why? the cost of an end hex" in [t for t, _cut in said]
    assert not [t for t, _cut in said if "FH-" in t] and not [t for t, cut in said if cut]
    why.filter(has_text="the cost of an end hex").first.click()
    page.locator(".fw-fh-tactics-why", has_text="(FH-FOCUS-5)").wait_for(timeout=60_000)


def test_in_japanese_no_label_of_the_controls_is_cut_short(page):
    page.locator(".fw-fh-tactics select.fw-language, .fw-fh-tactics .fw-language select").first.select_option(
        label="日本語")
    page.wait_for_function("() => Array.from(document.querySelectorAll('.fw-fh-tactics .widget-label'))"
                           ".some(l => l.textContent === 'クリックの働き')", timeout=60_000)
    cut = page.evaluate("() => Array.from(document.querySelectorAll('.fw-fh-tactics .widget-label'))"
                        ".filter(l => l.offsetWidth > 0 && l.scrollWidth > l.clientWidth + 1)"
                        ".map(l => l.textContent)")
    assert cut == []


#: each entry of a menu measured in the menu's own font against the room the menu leaves for it (its width less
#: its padding); Chromium draws the text a few pixels in from the padding (test_voila_presenter.py's INSET)
MENU_ROOM = """menu => {
  const style = getComputedStyle(menu), said = [];
  for (const option of menu.options) {
    const probe = document.createElement('span');
    probe.style.font = style.font; probe.style.whiteSpace = 'pre'; probe.style.position = 'absolute';
    probe.textContent = option.text;
    document.body.appendChild(probe);
    said.push([option.text, probe.getBoundingClientRect().width]);
    probe.remove();
  }
  return {said, room: menu.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)};
}"""
INSET = 8


def test_in_japanese_the_situation_menu_names_each_situation_in_japanese_and_whole(page):
    page.locator(".fw-fh-tactics select.fw-language, .fw-fh-tactics .fw-language select").first.select_option(
        label="日本語")
    page.wait_for_function("() => document.querySelector('.fw-fh-tactics select').options[0].text"
                           ".endsWith('近さより経路')", timeout=60_000)
    seen = page.locator(".fw-fh-tactics select").first.evaluate(MENU_ROOM)
    said = [t.replace("\xa0", " ") for t, _w in seen["said"]]   # the menu writes its spaces unbreakable
    assert len(said) == 75 and said[0] == "TC-01 近さより経路" and not [t for t in said if "proximity" in t]
    cut = [(t, round(w)) for t, w in seen["said"] if w + INSET > seen["room"]]
    assert cut == [], f"cut short in a menu with {seen['room']} px for a title: {cut}"
