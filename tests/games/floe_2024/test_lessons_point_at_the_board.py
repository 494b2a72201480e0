"""What a Floe 2024 lesson says is on the board is on the board: every word a step's text quotes from the board
(「…」 after あなたの列の, 地図の/地図では or 村の) is drawn there, in the default and the presenter layouts, at the
step's start for its narration and hints, after its solution for its explanation.  The steps whose texts named
what the board does not draw (a marker moving up a track, a cube, a disc, a card's right-hand gift, an unnumbered
dock or sea, a spot's bonus, the hero dice, clockwise) now point at what it draws.  So do the sections of "what
changed" (tutorials/floe_2024/what_changed.ipynb), whose two boards, retail's and the 2024 edition's, name some
places and resources differently."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from floe_widgets.games.floe_2024 import editions_widget as E
from floe_widgets.games.floe_2024 import lessons as L
from floe_widgets.tutor import Step
from tests.views.conftest import texts_on_screen

LESSONS = L.LESSONS   # the lesson fixture (tests/games/conftest.py) runs each test once per lesson
#: a run of quoted board words after the place they are read in: あなたの列の「フローストーン:」の「真珠4」; or the
#: Village's spaces in the order its list draws them (村の欄では店・酒場・…の順に)
POINTER = re.compile(r"(?:あなたの列の|地図の|地図では[^「。]*|村の)((?:「[^」]+」の?)+)")
VILLAGE_ORDER = re.compile(r"村の欄では((?:[^・。()]+・)+[^・。()]+)の順に")
#: (lesson, step title, text): the texts reworded to point at what the board draws
REWORDED = [
    ("lesson_01", "探検トークンを取る", "explanation"),
    ("lesson_01", "資源のあふれ (例)", "narration"),
    ("lesson_01", "資源のあふれ (例)", "explanation"),
    ("lesson_01", "使い魔も集める", "narration"),
    ("lesson_02", "船で航海する (例)", "narration"),
    ("lesson_02", "海を探検する (例)", "narration"),
    ("lesson_03", "村人を配る (例)", "narration"),
    ("lesson_03", "酒場 (例)", "narration"),
    ("lesson_03", "贈り物を選ぶ (例)", "narration"),
    ("lesson_04", "洞窟に潜る", "narration"),
    ("lesson_04", "ポーションで剣を足す (例)", "narration"),
    ("lesson_04", "1/2勝利ポイントで終わりを告げる", "narration"),
]


pytestmark = pytest.mark.usefixtures("japanese")   # (conftest.py)


def quoted(text: str) -> list[str]:
    """The board words ``text`` points at."""
    return [word for run in POINTER.findall(text) for word in re.findall(r"「([^」]+)」", run)]


def village_order(text: str) -> list[str]:
    """The Village's spaces in the order ``text`` reads them down the Village's list (none if it reads none)."""
    found = VILLAGE_ORDER.search(text)
    return found.group(1).split("・") if found else []


def drawn(game, presenter: bool = False) -> list[str]:
    return [t.get_text() for t, _box in texts_on_screen(game, presenter)]


def is_drawn(word: str, texts: list[str]) -> bool:
    """A text reads ``word`` whole, starts with it (村の「酒場:」: the Tavern's line, 酒場: 老船乗り・…) or lists it
    (the presenter's フローストーン: 真珠4・海藻2・…)."""
    return any(text == word or text.startswith(word) or word in re.split(r"・|: ", text) for text in texts)


@pytest.mark.parametrize("presenter", [False, True], ids=["default", "presenter"])
def test_every_board_word_a_step_quotes_is_drawn_when_it_is_read(lesson, presenter):
    game, missing, pointers = None, [], 0
    for index, item in enumerate(lesson.steps):
        if not isinstance(item, Step):
            continue
        game = lesson.start(index, game)
        for text in (item.narration, *item.hints):
            texts = drawn(game, presenter) if quoted(text) or village_order(text) else []
            pointers += len(quoted(text)) + len(village_order(text))
            missing += [(item.title, word) for word in quoted(text) if not is_drawn(word, texts)]
            if order := village_order(text):   # the spaces named down the list, as drawn from the top
                missing += [] if [t for t in texts if t in order] == order else [(item.title, order)]
        for action in item.solution_actions():
            game.apply(action)
        if words := quoted(item.explanation or ""):
            pointers += len(words)
            texts = drawn(game, presenter)
            missing += [(item.title, word) for word in words if not is_drawn(word, texts)]
    assert pointers, "no step points at the board"
    assert not missing, missing


@pytest.mark.parametrize(("make", "title", "field"), REWORDED)
def test_a_step_that_named_what_the_board_does_not_draw_points_at_what_it_draws(make, title, field):
    lesson = getattr(L, make)()
    step = next(s for s in lesson.steps if getattr(s, "title", "") == title)
    assert quoted(getattr(step, field)) or village_order(getattr(step, field)), (title, field)


WHAT_CHANGED = Path(__file__).resolve().parents[3] / "tutorials" / "floe_2024" / "what_changed.ipynb"
#: a board word quoted for the retail board (製品版の盤面では「北西」), and for both (どちらの盤面でも、船「1」)
ON_RETAIL = re.compile(r"製品版の盤面では「([^」]+)」")
ON_BOTH = re.compile(r"(?:どちらの盤面でも|盤面ではどちらも)[^「。]*「([^」]+)」")


def sections() -> list[tuple[str, str]]:
    """(topic key, the markdown before its boards) of each section of "what changed"."""
    cells = json.loads(WHAT_CHANGED.read_text(encoding="utf-8"))["cells"]
    found = []
    for before, cell in zip(cells, cells[1:]):
        if cell["cell_type"] == "code" and (key := re.search(r'boards\("(\w+)"\)', "".join(cell["source"]))):
            found.append((key.group(1), "".join(before["source"])))
    return found


def test_what_changed_names_each_board_s_places_and_resources_as_that_board_draws_them():
    """The hero's iceberg is 本島の氷山1 on the 2024 board and 北西 on retail's; retail's Soda is drawn バブル; a
    dock the boards do not number is the one ship 1 lies at: each section's pointers are drawn on their boards,
    and the sections that named what a board does not draw point at what it draws."""
    found = dict(sections())
    assert set(found) == {t.key for t in E.TOPICS}
    for key, text in found.items():
        retail, new = E.topic(key).play()
        retail_texts, new_texts = drawn(retail), drawn(new)
        missing = [w for w in ON_RETAIL.findall(text) if not is_drawn(w, retail_texts)]
        missing += [w for w in ON_BOTH.findall(text) if not (is_drawn(w, retail_texts) and is_drawn(w, new_texts))]
        assert not missing, (key, missing)
    for key in ("sailing", "crystal", "exploring"):
        assert ON_RETAIL.search(found[key]) or ON_BOTH.search(found[key]), key
