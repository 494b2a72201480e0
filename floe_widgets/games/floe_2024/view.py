"""A simple picture of a Floe 2024 game, in Japanese: the six map boards, the village and the cave, and
one row per player.  Pure drawing: it reads the state and never changes it."""

from __future__ import annotations

from typing import Any

from floe_widgets.core import Action

from . import data as C
from .actions import Explore, Hike
from .state import ABOVE, PLACED

FIGSIZE = (14.0, 9.0)
SEAT_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#9467bd")
LOCAL_XY = {"I0": (0.3, 0.68), "I1": (0.7, 0.68), "I2": (0.3, 0.3), "I3": (0.7, 0.3),
            "S0": (0.5, 0.93), "S1": (0.93, 0.5), "S2": (0.5, 0.07), "S3": (0.07, 0.5)}
COLUMNS = {"left": 0, "centre": 1, "right": 2}
ICEBERG_RADIUS = 0.13
STONE_TEXT = {ABOVE: "上", PLACED: "祠"}


def origin(position: str) -> tuple[float, float]:
    row, col = position.split("-")
    return float(COLUMNS[col]), 1.0 if row == "top" else 0.0


def place_xy(s: Any, place: str) -> tuple[float, float]:
    board, _, local = place.partition(".")
    ox, oy = origin(next(p for p, b in s.layout.items() if b == board))
    x, y = LOCAL_XY[local[:2]]
    return ox + x, oy + y


def draw(game: Any, fig: Any, *, presenter: bool = False, **options: Any) -> None:
    from floe_widgets.fonts import use_japanese_font

    use_japanese_font()
    s = game.state
    size = 11 if presenter else 8
    fig.set_facecolor("white")
    turn = "ゲーム終了" if s.step == "over" else f"ラウンド{s.round}・座席{s.current + 1}の番"
    fig.text(0.5, 0.99, f"フロー (2024年版) — {turn}", ha="center", va="top", fontsize=size + 4)
    _draw_map(game, fig.add_axes((0.01, 0.36, 0.58, 0.58), label="map"), size)
    _draw_village_and_cave(game, fig.add_axes((0.61, 0.36, 0.38, 0.58), label="village"), size)
    _draw_players(game, fig.add_axes((0.01, 0.01, 0.98, 0.33), label="players"), size)


def _blank(ax: Any, xlim: tuple[float, float], ylim: tuple[float, float]) -> None:
    ax.set_xlim(*xlim)
    ax.set_ylim(*ylim)
    ax.set_xticks([])
    ax.set_yticks([])
    ax.set_aspect("equal" if ax.get_label() == "map" else "auto")


def _draw_map(game: Any, ax: Any, size: int) -> None:
    from matplotlib.patches import Circle, Rectangle

    from . import board as B

    s = game.state
    _blank(ax, (0, 3), (0, 2))
    ax.set_facecolor("#1b3b6f")
    for position, board in s.layout.items():
        ox, oy = origin(position)
        if board not in s.revealed:
            ax.add_patch(Rectangle((ox + 0.02, oy + 0.02), 0.96, 0.96, color="#6b7b8c"))
            preview = "・".join(C.ja(r) for r in C.maps()["boards"][board].get("preview", []))
            ax.text(ox + 0.5, oy + 0.5, f"未発見\n{preview}", ha="center", va="center", fontsize=size, color="white")
            continue
        ax.text(ox + 0.5, oy + 0.5, C.board_name(board), ha="center", va="center", fontsize=size - 1, color="#cfe3ff")
        g = B.geometry(s)
        for iceberg in B.board_places(s, board)[0]:
            x, y = place_xy(s, iceberg)
            features = g.icebergs[iceberg].features
            ax.add_patch(Circle((x, y), ICEBERG_RADIUS, color="#e8f4ff", ec="#9fc6e8"))
            marks = [C.ja(f) for f in features if f in ("cave",)] + (["焚き火"] if "campfire" in features else [])
            if iceberg in s.landmarks:
                marks.append(C.ja(s.landmarks[iceberg]))
            if marks:
                ax.text(x, y - 0.17, "・".join(marks), ha="center", va="top", fontsize=size - 2, color="white")
            _tokens(ax, s, iceberg, x, y, size)
        for sea in B.board_places(s, board)[1]:
            x, y = place_xy(s, sea)
            _tokens(ax, s, sea, x, y, size)
    for i, dock in enumerate(s.ships):
        x, y = place_xy(s, B.geometry(s).docks[dock].iceberg)
        ax.text(x + 0.1, y + 0.1, f"船{i + 1}", fontsize=size - 1, color="#ffd54f")
    for p in s.players:
        if p.location.startswith("village"):
            continue
        x, y = place_xy(s, p.location)
        ax.add_patch(Circle((x - 0.05 + 0.035 * p.seat, y + 0.04), 0.03, color=SEAT_COLOURS[p.seat]))


def _tokens(ax: Any, s: Any, place: str, x: float, y: float, size: int) -> None:
    tokens = s.tokens.get(place, [])
    if tokens:
        ax.text(x, y, "\n".join(C.token_text(t) for t in tokens), ha="center", va="center", fontsize=size - 2,
                color="#1b3b6f" if "." in place and place.split(".")[1].startswith("I") else "white")


def _draw_village_and_cave(game: Any, ax: Any, size: int) -> None:
    from .village import SPACES

    s = game.state
    _blank(ax, (0, 1), (0, 1))
    ax.set_facecolor("#fbf7ef")
    ax.text(0.02, 0.97, "村", fontsize=size + 2, va="top")
    for i, space in enumerate(SPACES):
        y = 0.9 - i * 0.065
        heroes = " ".join(f"座席{p.seat + 1}" for p in s.players if p.location == f"village:{space}")
        villagers = "村人" + "●" * s.villagers.get(space, 0) if space in s.villagers else ""
        ax.text(0.04, y, f"{C.ja(space)}  {villagers}  {heroes}", fontsize=size, va="top")
    ax.text(0.55, 0.9, "店: " + "、".join(C.ja(i) for i in s.items), fontsize=size - 1, va="top", wrap=True)
    ax.text(0.55, 0.84, "酒場: " + "、".join(C.ja(c) for c in s.tavern), fontsize=size - 1, va="top")
    ax.text(0.55, 0.78, "温泉: " + "、".join(C.ja(q) for q in s.quests), fontsize=size - 1, va="top")
    ax.text(0.02, 0.47, "洞窟", fontsize=size + 2, va="top")
    for room in range(1, 7):
        y = 0.4 - (room - 1) * 0.065
        key = str(room)
        if key in s.monsters:
            card = C.card(s.monsters[key])
            what = (f"{C.ja(card['id'])} (体力{card['health']}・基本{card['base']})" if key in s.face_up
                    else f"{C.ja(card['colour'])}のモンスター (裏向き)")
        elif room == 3:
            what = f"イベント: {C.ja(s.event)}" if s.event else "イベントの部屋"
        else:
            what = "最後の部屋"
        markers = " ".join(f"座席{p.seat + 1}" for p in s.players if p.room == room)
        ax.text(0.04, y, f"部屋{room}: {what}  {markers}", fontsize=size, va="top")
    if s.battle is not None:
        dice = "・".join(C.ja(f) for f in s.battle.dice)
        ax.text(0.55, 0.47, f"バトル中: {dice}\nダメージ{s.battle.damage}", fontsize=size, va="top", color="#b71c1c")


def _draw_players(game: Any, ax: Any, size: int) -> None:
    from .economy import merits, warmth_cap

    s = game.state
    _blank(ax, (0, 1), (0, 1))
    rows = len(s.players)
    for i, p in enumerate(s.players):
        y = 0.95 - i * (0.95 / rows)
        stones = "・".join(f"{C.ja(t)}{STONE_TEXT.get(p.stones[t], p.stones[t])}" for t in C.TRACKS)
        res = "・".join(f"{C.ja(r)}{p.res[r]}" for r in C.RESOURCES)
        merit = "・".join(f"{C.ja(m)}{n}" for m, n in merits(p).items())
        half = "½" if p.half else ""
        line1 = (f"座席{p.seat + 1} {C.ja(p.hero)}  勝利ポイント{p.vp}{half}  暖{p.warmth}/{warmth_cap(p)}  {res}"
                 f"  クリスタル{p.crystals}  マップ{p.maps}  ポーション{len(p.potions)}")
        line2 = (f"フローストーン: {stones}  美点: {merit}  アイテム: {'、'.join(C.ja(x) for x in p.items) or 'なし'}"
                 f"  洞窟: 部屋{p.room}")
        colour = SEAT_COLOURS[p.seat]
        ax.text(0.01, y, line1, fontsize=size, va="top", color=colour)
        ax.text(0.03, y - 0.09, line2, fontsize=size - 1, va="top", color="#333333")


def actions_at(game: Any, axes_label: str, x: float, y: float) -> list[Action]:
    """A click on an iceberg of the map: walk there, or explore its tokens."""
    if axes_label != "map":
        return []
    from . import board as B

    s = game.state
    out: list[Action] = []
    for iceberg in B.geometry(s).icebergs:
        if B.geometry(s).tile_of(iceberg) not in s.revealed:
            continue
        ix, iy = place_xy(s, iceberg)
        if (ix - x) ** 2 + (iy - y) ** 2 <= ICEBERG_RADIUS ** 2:
            out.append(Hike(iceberg))
            out += [Explore(iceberg, i) for i in range(len(s.tokens.get(iceberg, [])))]
    return out
