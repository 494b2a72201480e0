"""One row per player: seat, hero, victory points, Warmth, resources, Floe Stones, merits and holdings."""

from __future__ import annotations

from typing import Any

from matplotlib.patches import Rectangle

from floe_widgets.games.floe.view import style as S

from .. import data as C
from ..economy import merits, warmth_cap
from ..state import ABOVE, PLACED
from .pixel_panel import PixelPanel

STONE_WORDS = {ABOVE: "解放", PLACED: "祠"}


class PlayersPanel(PixelPanel):
    label = "players"

    def __init__(self, fig: Any, rect: tuple[float, float, float, float], theme: Any, seats: int) -> None:
        super().__init__(fig, rect, theme)
        self.pitch = self.height / max(seats, 1)
        for seat in range(seats):
            y = self.pitch * seat
            self.patch(Rectangle((2, y + 2), self.width - 4, self.pitch - 4, facecolor="#FAFAFA",
                                 edgecolor=S.SEAT_COLOURS[seat], linewidth=1.5, zorder=0))
            self.seat_disc(18, y + 16, seat, radius=10)
        self.built()

    def update(self, s: Any) -> None:
        self.clear()
        step = self.theme.small_px * 1.6
        for p in s.players:
            y = self.pitch * p.seat + 8
            for k, line in enumerate(player_lines(p, s.current == p.seat and s.step != "over")):
                self.text(36, y + step * k, self.fit(line, self.width - 48), va="top", bold=k == 0)


def player_lines(p: Any, current: bool) -> list[str]:
    """A player's board in two or three lines of words."""
    res = "・".join(f"{C.ja(r)}{p.res[r]}" for r in C.RESOURCES)
    stones = "・".join(f"{C.ja(t)}{STONE_WORDS.get(p.stones[t], p.stones[t])}" for t in C.TRACKS)
    merit = "・".join(f"{C.ja(m)}{n}" for m, n in merits(p).items())
    half = "½" if p.half else ""
    items = "、".join(C.ja(x) for x in p.items) or "なし"
    lines = [f"{C.ja(p.hero)}{' (手番)' if current else ''}  勝利ポイント{p.vp}{half}  暖{p.warmth}/{warmth_cap(p)}"
             f"  {res}  クリスタル{p.crystals}  マップ{p.maps}  ポーション{len(p.potions)}",
             f"フローストーン: {stones}  美点: {merit}  洞窟: 部屋{p.room}",
             f"アイテム: {items}  クエスト: {C.ja(p.quest) if p.quest else 'なし'}  目標{len(p.objectives)}"
             f"  宝物{len(p.treasures)}  建物{len(p.buildings)}組"]
    return lines
