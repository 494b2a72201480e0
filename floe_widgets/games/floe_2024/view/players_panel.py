"""One row per player: seat, hero, victory points, Warmth, resources, potions, Floe Stones, merits, hero dice and
holdings."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

from matplotlib.patches import Rectangle

from floe_widgets.games.floe.view import style as S

from .. import data as C
from ..cave import hero_dice
from ..economy import HOLD_LIMIT, merits, warmth_cap
from ..state import ABOVE, PLACED
from .pixel_panel import PixelPanel
from .village_panel import face_word, wrapped

STONE_WORDS = {ABOVE: "解放", PLACED: "祠"}


class PlayersPanel(PixelPanel):
    label = "players"

    def __init__(self, fig: Any, rect: tuple[float, float, float, float], theme: Any, seats: int, *,
                 short: bool = False) -> None:
        super().__init__(fig, rect, theme)
        self.pitch = self.height / max(seats, 1)
        # short: the presenter layout's rows, with the Floe Stones where a row has room for all its lines
        lines = int((self.pitch - 10 - theme.small_px * 1.2) // (theme.small_px * 1.6)) + 1
        self.cells = partial(short_player_cells, stones=lines >= SHORT_LINES_WITH_STONES) if short else player_cells
        for seat in range(seats):
            y = self.pitch * seat
            self.patch(Rectangle((2, y + 2), self.width - 4, self.pitch - 4, facecolor="#FAFAFA",
                                 edgecolor=S.SEAT_COLOURS[seat], linewidth=1.5, zorder=0))
            self.seat_disc(18, y + 16, seat, radius=10)
        self.built()
        self.rows = [self.part() for _ in range(seats)]   # each seat's row is a region of its own

    def row_box(self, seat: int) -> tuple[float, float, float, float]:
        """The figure-fraction box of ``seat``'s row."""
        return self.box(0.0, self.pitch * seat, self.width, self.pitch * (seat + 1))

    @staticmethod
    def key(s: Any, seat: int) -> Any:
        """What ``seat``'s row shows: a change means it is drawn again."""
        return repr(s.players[seat]), s.current == seat and s.step != "over"

    def update_row(self, s: Any, seat: int) -> None:
        """Draw ``seat``'s row (its part of the panel) as ``s`` has it."""
        row = self.rows[seat]
        row.clear()
        th = self.theme
        step = th.small_px * 1.6
        p = s.players[seat]
        y = self.pitch * seat + 8
        for k, cells in enumerate(self.cells(p, s.current == seat and s.step != "over")):
            x = 36.0
            for width, text, slow in cells:
                width = width or self.width - 12 - x
                # one text per cell: a change redraws a short text, and short texts recur (cached)
                row.text(x, y + step * k, self.fit(text, width - 6), va="top", bold=k == 0 and x == 36.0, slow=slow)
                x += width


def _w(template: str) -> float:
    """The width of a cell that holds at most ``template`` (at the default text size)."""
    return S.text_width(template, 12.0) + 10


def potion_names(potions: list[str]) -> list[str]:
    """The icons of the potions a player holds, named as the Cave names a die's face, two alike said once: 剣×2."""
    held = Counter(potions)
    icons = sorted(held, key=lambda icon: C.ICONS.index(icon) if icon in C.ICONS else len(C.ICONS))
    return [face_word(icon) + (f"×{held[icon]}" if held[icon] > 1 else "") for icon in icons]


def potion_words(held: int, names: list[str]) -> str:
    """``held`` potions and their icons: 'ポーション3: 剣×2・矢' ('ポーション0' when none is held)."""
    return f"ポーション{held}" + (": " + "・".join(names) if names else "")


#: the widest potions a player may hold are six (FLOEJA-TOKEN-STOCK-1), one of each icon (two alike are narrower
#: than two icons); the presenter's narrow rows name them three to a line
SIX_ICONS = potion_names(list(C.ICONS))
SHORT_LINE = 3
POTIONS_W = _w(potion_words(HOLD_LIMIT, SIX_ICONS))
SHORT_POTIONS_W = _w(potion_words(HOLD_LIMIT,
                                  sorted(SIX_ICONS, key=lambda name: S.text_width(name, 12.0))[-SHORT_LINE:]))


HERO_W = 170.0
#: (counts of two digits: a long game brings 10 Bubbles or more)
LINE_1 = [_w("勝利ポイント99½"), _w("暖8/8"), *(_w("バブル99") for _ in C.RESOURCES), _w("クリスタル99"),
          _w("マップ99"), POTIONS_W]
LINE_2 = [_w("フローストーン:"), *(_w("キノコ解放") for _ in C.TRACKS), _w("美点:"), *(_w("職人技9") for _ in C.MERITS),
          _w("洞窟: 部屋6"), _w("ダイス9")]
LINE_3 = [_w("目標99"), _w("宝物99"), _w("建物99組"), 420.0, 0.0]


def stone_words(p: Any) -> list[str]:
    """Where each Floe Stone stands: its track's space (2-4), 解放 once unlocked, 祠 once in a shrine."""
    return [f"{C.ja(t)}{STONE_WORDS.get(p.stones[t], p.stones[t])}" for t in C.TRACKS]


#: the presenter's Floe Stones in lines no wider than their spaces' numbers (an unlocked stone's word wraps)
SHORT_STONES_W = _w("フローストーン: " + "・".join(f"{C.ja(t)}4" for t in C.TRACKS))
#: the most lines of a presenter's row that shows the Floe Stones: hero, points, resources, potions and the
#: stones in two lines each
SHORT_LINES_WITH_STONES = 7


def player_cells(p: Any, current: bool) -> list[list[tuple[float, str, bool]]]:
    """A player's board in three lines of cells: (width in pixels, 0 for the rest of the line; text;
    seldom changes)."""
    stones = stone_words(p)
    merit = [f"{C.ja(m)}{n}" for m, n in merits(p).items()]
    first = [f"勝利ポイント{p.vp}{'½' if p.half else ''}", f"暖{p.warmth}/{warmth_cap(p)}",
             *(f"{C.ja(r)}{p.res[r]}" for r in C.RESOURCES), f"クリスタル{p.crystals}", f"マップ{p.maps}",
             potion_words(len(p.potions), potion_names(p.potions))]
    second = ["フローストーン:", *stones, "美点:", *merit, f"洞窟: 部屋{p.room}", f"ダイス{hero_dice(p)}"]
    third = [f"目標{len(p.objectives)}", f"宝物{len(p.treasures)}", f"建物{len(p.buildings)}組",
             f"アイテム: {'、'.join(C.ja(x) for x in p.items) or 'なし'}",
             f"クエスト: {C.ja(p.quest) if p.quest else 'なし'}"]
    hero = (HERO_W, f"{C.ja(p.hero)}{' (手番)' if current else ''}", False)   # changes every turn
    return [[hero, *((w, t, False) for w, t in zip(LINE_1, first))],
            [(w, t, False) for w, t in zip(LINE_2, second)],
            [*((w, t, False) for w, t in zip(LINE_3[:3], third[:3])), (LINE_3[3], third[3], True),
             (LINE_3[4], third[4], True)]]


def short_player_cells(p: Any, current: bool, stones: bool = False) -> list[list[tuple[float, str, bool]]]:
    """A player in short lines (the presenter layout): hero; points, Warmth, Crystals and hero dice; resources;
    the potions in one or two lines; and with ``stones``, the Floe Stones in one or two."""
    names = potion_names(p.potions)
    potions = [potion_words(len(p.potions), names[:SHORT_LINE]),
               *(["・".join(names[SHORT_LINE:])] if names[SHORT_LINE:] else [])]
    first = [f"勝利ポイント{p.vp}{'½' if p.half else ''}", f"暖{p.warmth}/{warmth_cap(p)}", f"クリスタル{p.crystals}",
             f"ダイス{hero_dice(p)}"]
    widths = (_w("勝利ポイント99½"), _w("暖8/8"), _w("クリスタル99"), _w("ダイス9"))
    return [[(0.0, f"{C.ja(p.hero)}{' (手番)' if current else ''}", False)],
            [(w, t, False) for w, t in zip(widths, first)],
            [(_w("バブル99"), f"{C.ja(r)}{p.res[r]}", False) for r in C.RESOURCES],
            *([(SHORT_POTIONS_W, line, False)] for line in potions),
            *([(SHORT_STONES_W, line, False)] for line in (short_stones(p) if stones else []))]


def short_stones(p: Any) -> list[str]:
    """The Floe Stones in lines no wider than the presenter's stones cell."""
    return wrapped("フローストーン: ", stone_words(p), SHORT_STONES_W - 10, 12.0)
