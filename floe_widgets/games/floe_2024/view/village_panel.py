"""The Floe 2024 Village (six spaces with their Villagers and heroes, the displays) and the Cave (six
rooms, the dive tiles; during a battle the monster, the damage and the dice drawn as dice)."""

from __future__ import annotations

from typing import Any

from matplotlib.patches import Circle, FancyBboxPatch, Rectangle, RegularPolygon

from floe_widgets.games.floe.view import style as S

from .. import data as C
from ..state import VILLAGE
from ..village import SPACES
from .pixel_panel import PixelPanel

TOP = 34.0        # below the panel's title
PITCH = 34.0      # one space or room
BOX_H = 30.0
VILLAGER = "#4D4D4D"
#: a die face as drawn: the glyph retail Floe draws for the same icon
FACE_GLYPH = {"sword": "†", "arrow": "➶", "magic": "✦", "crit": "✶", "lantern": "☼", "sneak": "◐"}
#: a die face's name under the die: its Japanese name, or the short name players say (クリティカルヒット)
FACE_WORD = {"crit": "クリティカル"}


def space_rows() -> dict[str, float]:
    """The top of each Village space's row, in panel pixels."""
    return {space: TOP + PITCH * i for i, space in enumerate(SPACES)}


#: the lines of the Village's displays (the Shop, the Tavern, the Hot Springs, the Workshop) below its spaces
DISPLAY_LINES = 4


def building_rows(small_px: float) -> dict[str, float]:
    """The top of each row of the player's building (its top and bottom row), in panel pixels: below the
    Village's displays and the building's title."""
    top = TOP + PITCH * len(SPACES) + 8 + small_px * 1.6 * DISPLAY_LINES + 8 + small_px * 1.6
    return {"top": top, "bottom": top + PITCH}


def building_words(p: Any, row: str) -> str:
    """What a row of ``p``'s building gives: the starting building's tile, then each bought tile
    (FLOEJA-FAMVIL-PLACE-1: the familiar activates every tile of its row)."""
    start = C.benefit_text(C.components()["buildings"]["start"][row])
    bought = [C.ja(top if row == "top" else bottom) for top, bottom in p.buildings]
    return "・".join([start, *bought])


class VillagePanel(PixelPanel):
    label = "village"

    def __init__(self, fig: Any, rect: tuple[float, float, float, float], theme: Any) -> None:
        super().__init__(fig, rect, theme)
        th, w = theme, self.width
        self.patch(Rectangle((0, 0), w, self.height, facecolor=S.VILLAGE, edgecolor=th.ink, linewidth=1.0, zorder=0))
        self.text(8, 6, "村", px=th.title_px, bold=True, va="top")
        for space, y in space_rows().items():
            self.patch(Rectangle((4, y), w - 8, BOX_H, facecolor=S.SPACE, edgecolor=th.ink, linewidth=0.8, zorder=1))
            self.text(10, y + BOX_H / 2, C.ja(space), bold=True, va="center")
        self.built()

    @staticmethod
    def key(s: Any, targets: set[str], building: set[str] = frozenset()) -> Any:
        """What :meth:`update` reads: a change means the panel is drawn again."""
        p = s.players[s.current]
        return (repr(s.villagers), tuple(p.location for p in s.players), repr((s.items, s.tavern, s.quests)),
                len(s.workshop), len(s.top_stack), len(s.bottom_stack), tuple(sorted(targets)),
                s.current, repr(p.buildings), p.familiar_spot, tuple(sorted(building)))

    def update(self, s: Any, targets: set[str], building: set[str] = frozenset()) -> None:
        """Draw the Villagers, the heroes, the displays and the building of the player whose turn it is;
        ``targets``: the spaces to ring, ``building``: the building's rows the familiar may go to."""
        self.clear()
        th, w = self.theme, self.width
        # the heroes in the village on no space (before their first turn): beside the Village's name
        for k, seat in enumerate(p.seat for p in s.players if p.location == VILLAGE):
            self.seat_disc(8 + th.title_px + 20 + 22 * k, 6 + th.title_px * 0.6, seat)
        rows = space_rows()
        for space, y in rows.items():
            mid = y + BOX_H / 2
            if space in s.villagers:
                n = s.villagers[space]
                for k in range(n):
                    self.patch(Circle((118 + 16 * k, mid), 6, facecolor=VILLAGER, edgecolor="black", linewidth=0.6,
                                      zorder=3))
                self.text(118 + 16 * max(n, 1) - 2, mid, f"村人{n}", va="center")
            here = [p.seat for p in s.players if p.location == f"village:{space}"]
            for k, seat in enumerate(here):
                self.seat_disc(w - 18 - 22 * k, mid, seat)
            if space in targets:
                self.patch(Rectangle((2, y - 2), w - 4, BOX_H + 4, facecolor="none", edgecolor=S.MOVE_HL,
                                     linewidth=2.4 * th.scale, linestyle="--", zorder=8))
        y = TOP + PITCH * len(rows) + 8
        displays = [("店", s.items), ("酒場", s.tavern), ("温泉", s.quests)]
        for title, cards in displays:
            line = f"{title}: " + ("・".join(C.ja(c) for c in cards) or "なし")
            self.text(10, y, self.fit(line, w - 20), va="top", slow=True)
            y += th.small_px * 1.6
        self.text(10, y, f"工房: 建物{len(s.workshop)}組・山札 上段{len(s.top_stack)}/下段{len(s.bottom_stack)}",
                  va="top", slow=True)
        self.building(s, building)

    def building(self, s: Any, rows: set[str]) -> None:
        """The building of the player whose turn it is: its top and bottom row with what each gives, the
        familiar on the row it sits on, and a ring round each row it may go to."""
        th, w = self.theme, self.width
        p = s.players[s.current]
        tops = building_rows(th.small_px)
        self.text(10, tops["top"] - th.small_px * 1.6 - 2, f"座席{p.seat + 1}の建物 (使い魔が起動する段)", bold=True,
                  va="top")
        for row, y in tops.items():
            self.patch(Rectangle((4, y), w - 8, BOX_H, facecolor="#FFFFFF", edgecolor=th.ink, linewidth=0.8,
                                 zorder=1))
            here = p.familiar_spot == row
            right = w - 16 - (S.text_width("使い魔", th.small_px) + 22 if here else 0)
            self.text(10, y + BOX_H / 2, self.fit(f"{C.ja(row)}: {building_words(p, row)}", right - 10),
                      va="center", slow=True)
            if here:   # the familiar: a triangle in its seat's colour, as on the map, and its name
                self.patch(RegularPolygon((right + 8, y + BOX_H / 2 + 1), 3, radius=7, facecolor=S.SEAT_COLOURS[p.seat],
                                          edgecolor="black", linewidth=0.7, zorder=3))
                self.text(right + 18, y + BOX_H / 2, "使い魔", va="center")
            if row in rows:
                self.patch(Rectangle((2, y - 2), w - 4, BOX_H + 4, facecolor="none", edgecolor=S.MOVE_HL,
                                     linewidth=2.4 * th.scale, linestyle="--", zorder=8))


class CavePanel(PixelPanel):
    label = "cave"

    def __init__(self, fig: Any, rect: tuple[float, float, float, float], theme: Any) -> None:
        super().__init__(fig, rect, theme)
        th = theme
        self.patch(Rectangle((0, 0), self.width, self.height, facecolor=S.CAVE, edgecolor=th.ink, linewidth=1.0,
                             zorder=0))
        self.text(8, 6, "洞窟", px=th.title_px, bold=True, va="top")
        self.built()

    @staticmethod
    def key(s: Any, enter: bool) -> Any:
        """What :meth:`update` reads: a change means the panel is drawn again."""
        return (repr(s.monsters), repr(s.face_up), s.event, repr(s.dive), repr(s.battle),
                tuple(p.room for p in s.players), enter)

    def update(self, s: Any, enter: bool) -> None:
        self.clear()
        th, w = self.theme, self.width
        for room in range(1, 7):
            y = TOP + PITCH * (room - 1)
            key = str(room)
            up = key in s.face_up or key not in s.monsters
            self.patch(Rectangle((4, y), w - 8, BOX_H, facecolor="#FFFFFF" if up else S.CHAMBER_DOWN,
                                 edgecolor=th.ink, linewidth=0.8, zorder=1))
            here = [p.seat for p in s.players if p.room == room]   # the hero cave markers
            right = w - 12 - 22 * len(here)
            self.text(10, y + BOX_H / 2, self.fit(f"{room} {room_words(s, room)}", right - 14), va="center",
                      slow=True)
            for k, seat in enumerate(here):
                self.seat_disc(w - 18 - 22 * k, y + BOX_H / 2, seat)
        if enter:
            self.patch(Rectangle((2, TOP - 2), w - 4, PITCH * 6 + 2, facecolor="none", edgecolor=S.MOVE_HL,
                                 linewidth=2.4 * th.scale, linestyle="--", zorder=8))
        top = TOP + PITCH * 6 + 8
        if s.battle is None:
            lines = wrapped("ダイブ: ", [C.ja(t) for t in s.dive] or ["なし"], w - 20, th.small_px)
            for k, line in enumerate(lines):
                self.text(10, top + th.small_px * 1.6 * k, line, va="top", slow=True)
            self.text(10, top + th.small_px * 1.6 * len(lines), "バトルなし", va="top", color=th.muted)
            return
        self.battle(s.battle, top)

    def battle(self, b: Any, top: float) -> None:
        th, w = self.theme, self.width
        self.patch(Rectangle((4, top), w - 8, self.height - top - 4, facecolor=S.BATTLE, edgecolor="#A33B00",
                             linewidth=1.6 * th.scale, zorder=1))
        line = th.text_px * 1.5
        card = C.card(b.monster)
        self.text(10, top + 6, self.fit(f"バトル: {C.ja(b.monster)} (部屋{b.room})", w - 20, th.text_px),
                  px=th.text_px, bold=True, va="top")
        self.text(10, top + 6 + line, f"体力{card['health']}・ダメージ{b.damage}・段階 {STAGE.get(b.stage, b.stage)}",
                  va="top")
        y = top + 6 + 2 * line
        die = 40.0
        gap = max(58.0, max(S.text_width(face_word(f), th.small_px) for f in FACE_GLYPH) + 6)   # names clear
        per_row = max(1, int((w - 16) // gap))
        for k, face in enumerate([*b.dice, *b.extra]):
            x = 10 + (gap - die) / 2 + gap * (k % per_row)   # (a name wider than its die stays in the panel)
            row_y = y + (die + line) * (k // per_row)
            extra = k >= len(b.dice)
            self.patch(FancyBboxPatch((x, row_y), die, die, boxstyle="round,pad=0,rounding_size=5",
                                      facecolor=S.DIE_LOCKED if extra else S.DIE, edgecolor=th.ink,
                                      linewidth=1.2 * th.scale, zorder=2))
            self.text(x + die / 2, row_y + die / 2, FACE_GLYPH.get(face, "?"), px=die * 0.6, ha="center",
                      va="center", zorder=3)
            self.text(x + die / 2, row_y + die + 2, face_word(face), ha="center", va="top", zorder=3)


def face_word(face: str) -> str:
    return FACE_WORD.get(face) or C.ja(face)


def wrapped(head: str, items: list[str], width: float, px: float) -> list[str]:
    """``head`` and ``items`` joined by ・ in lines at most ``width`` pixels wide (at ``px``), broken between items."""
    lines = [head]
    for item in items:
        joined = lines[-1] + ("" if lines[-1] == head else "・") + item
        if lines[-1] not in ("", head) and S.text_width(joined, px) > width:
            lines.append(item)
        else:
            lines[-1] = joined
    return lines


STAGE = {"roll": "ダイスを振る", "swords": "剣で攻撃"}


def room_words(s: Any, room: int) -> str:
    """What a Cave room shows: its monster (named once face up), the event, or the last room."""
    key = str(room)
    if key in s.monsters:
        card = C.card(s.monsters[key])
        if key in s.face_up:
            return f"{C.ja(card['id'])} (体力{card['health']}・基本{card['base']})"
        return f"{C.ja(card['colour'])}のモンスター (裏向き)"
    if room == 3:
        return f"イベント: {C.ja(s.event)}" if s.event else "イベントの部屋"
    return "最後の部屋" if room == 6 else "空き"
