"""Floe2024View: the 2024 edition's table through the view contract, registered on :class:`Floe2024`.

The map is retail Floe's world panel (the boards are the same); the Village, the Cave and the player
rows are the 2024 edition's own, in Japanese.  The static layer (boards, spaces, boxes, names) is built
once per layout (revealed boards, seats, theme; in presenter mode, the area shown); an action redraws only the
panels (map, Village, Cave, each player's row) whose figures, counts or highlights changed (:class:`PanelsView`).
The presenter layout shows one area large, where the turn is (:meth:`Floe2024View.area`), beside the players."""

from __future__ import annotations

from typing import Any

from floe_widgets.games.floe.view import style as S
from floe_widgets.games.floe.view.panels_view import PanelsView
from floe_widgets.games.floe.view.table import LegendPanel, world_hit
from floe_widgets.views.contract import LegendEntry, Target, Theme, presenter_inches, register_view
from floe_widgets.views.word_line import WordLine

from .. import actions as A
from .. import data as C
from ..economy import warmth_cap
from ..game import Floe2024
from ..state import VILLAGE
from ..village import SPACES
from .map_panel import MapPanel, as_retail_table
from .players_panel import PlayersPanel
from .village_panel import BOX_H, VILLAGER, CavePanel, VillagePanel, building_rows, room_words, space_rows

FIGSIZE = (16.0, 10.0)
_MAP = (0.005, 0.40, 0.47, 0.555)
_VILLAGE = (0.48, 0.40, 0.245, 0.555)
_CAVE = (0.73, 0.40, 0.265, 0.555)
_PLAYERS = (0.005, 0.085, 0.99, 0.305)
_LEGEND = (0.005, 0.0, 0.99, 0.08)
#: the presenter layout: one area (the map, the Village or the Cave), and beside it the players in short rows
#: over the area's legend (the other areas are in the board's description); four rows of players are tall enough
#: for five lines (a player holding potions of four icons or more names them in two)
_PRESENTER = {"area": (0.005, 0.005, 0.55, 0.93), "players": (0.565, 0.315, 0.43, 0.63),
              "legend": (0.565, 0.005, 0.43, 0.30)}


@register_view(Floe2024)
class Floe2024View(PanelsView):
    figsize = FIGSIZE

    def presenter_size(self, theme: Theme) -> tuple[float, float] | None:
        return presenter_inches(theme)

    def area(self, state: Any) -> str:
        """The area the presenter layout shows: where the turn is -- the Cave in a battle, the Village on a
        Village turn or while a hero standing there chooses a turn, else the map ("all" in the default layout)."""
        if not self.theme.presenter:
            return "all"
        if state.battle is not None:
            return "cave"
        hero = state.players[state.current]
        if state.turn_kind == "village" or (state.step == "start" and hero.location.startswith(VILLAGE)):
            return "village"
        return "map"

    def layout_key(self, state: Any) -> Any:
        return (len(state.players), tuple(sorted(state.revealed)), tuple(sorted(state.layout.items())),
                self.area(state))

    def build(self, state: Any, fig: Any) -> None:
        th = self.theme
        fig.set_facecolor(th.paper)
        self.map: MapPanel | None = None
        self.village: VillagePanel | None = None
        self.cave: CavePanel | None = None
        area = self.area(state)
        if th.presenter:
            main = _PRESENTER["area"]
            if area == "map":
                self.map = MapPanel(fig, main, th, as_retail_table(state), compact=True)
            elif area == "village":
                self.village = VillagePanel(fig, main, th)
            else:
                self.cave = CavePanel(fig, main, th)
            self.boards = PlayersPanel(fig, _PRESENTER["players"], th, len(state.players), short=True)
            legend = (_PRESENTER["legend"], [e for e in self.legend() if e.kind in AREA_KINDS[area]])
        else:
            self.map = MapPanel(fig, _MAP, th, as_retail_table(state), compact=True)
            self.village = VillagePanel(fig, _VILLAGE, th)
            self.cave = CavePanel(fig, _CAVE, th)
            self.boards = PlayersPanel(fig, _PLAYERS, th, len(state.players))
            legend = (_LEGEND, self.legend())
        self.headline = WordLine(fig, 0.5, 0.99, fontsize=th.title, fontweight="bold", color=th.ink)
        self.legend_panel = LegendPanel(fig, legend[0], th, legend[1])

    def update(self, state: Any, *, viewer: int | None, highlight: list[Any]) -> None:
        marked = highlight if self.options.get("highlight", True) else []
        by_place: dict[str, list[Any]] = {}
        spaces: set[str] = set()
        rows: set[str] = set()
        for action in marked:
            for t in self.targets_of(action):
                if t.kind in ("place", "region"):
                    by_place.setdefault(str(t.key), []).append(action)
                elif t.kind == "space":
                    spaces.add(str(t.key))
                elif t.kind == "row":
                    rows.add(str(t.key))
        self.show_headline(headline(state))
        if (world := self.map) is not None:
            table, costs = as_retail_table(state), world.costs(self.game, by_place)
            self.show("map", world, world.key(table, costs), lambda: world.update(table, costs))
        if (village := self.village) is not None:
            self.show("village", village, village.key(state, spaces, rows),
                      lambda: village.update(state, spaces, rows))
        if (cave := self.cave) is not None:
            enter = any(isinstance(a, A.EnterCave) for a in marked)
            self.show("cave", cave, cave.key(state, enter), lambda: cave.update(state, enter))
        for p in state.players:
            self.show(f"player {p.seat + 1}", self.boards.rows[p.seat], self.boards.key(state, p.seat),
                      lambda seat=p.seat: self.boards.update_row(state, seat), self.boards.row_box(p.seat))

    # -- clicks -----------------------------------------------------------------------------------
    def hit(self, x: float, y: float) -> list[Target]:
        if self.fig is None:
            return []
        state = self.game.state
        point = self.data_point(self.map.ax, x, y) if self.map is not None else None
        if point is not None:
            return world_hit(as_retail_table(state), *point)
        point = self.data_point(self.village.ax, x, y) if self.village is not None else None
        if point is not None:
            rows = {**{("space", space): top for space, top in space_rows().items()},
                    **{("row", row): top for row, top in building_rows(self.theme.small_px).items()}}
            return [Target(kind, key) for (kind, key), top in rows.items() if top <= point[1] <= top + BOX_H]
        if self.cave is not None and self.data_point(self.cave.ax, x, y) is not None:
            return [Target("cave", "enter")]
        return []

    def targets_of(self, action: Any) -> set[Target]:
        state = self.game.state
        if isinstance(action, (A.Hike,)):
            return {Target("place", action.to)}
        if isinstance(action, A.Explore):
            return {Target("place", action.place)}
        if isinstance(action, (A.Sail, A.Summon)):
            return {Target("place", action.dock)}
        if isinstance(action, A.Discover):
            return {Target("region", action.position)}
        if isinstance(action, A.FamiliarShallows):
            return {Target("place", action.slot.partition("#")[0])}
        if isinstance(action, A.BuildShrine) and action.shrine:
            return {Target("place", action.shrine)}
        if isinstance(action, (A.VisitLandmark, A.TakeEncounter)):
            return {Target("place", state.players[state.current].location)}
        if isinstance(action, A.VisitVillage):
            return {Target("space", action.space)}
        if isinstance(action, A.EnterCave):
            return {Target("cave", "enter")}
        if isinstance(action, A.FamiliarRow):
            return {Target("row", action.row)}
        return set()

    # -- words ------------------------------------------------------------------------------------
    def describe_board(self, state: Any, *, viewer: int | None = None) -> str:
        return describe(state)

    def legend(self) -> list[LegendEntry]:
        return LEGEND


def headline(s: Any) -> str:
    if s.step == "over":
        return "フロー (2024年版) — ゲーム終了"
    text = f"フロー (2024年版) — ラウンド{s.round}・座席{s.current + 1}の番"
    return text + "・選択待ち" if s.pending else text


def describe(s: Any) -> str:
    """The table in words (the picture's alternative text)."""
    up = [C.board_name(b) for b in s.layout.values() if b in s.revealed]
    lines = [headline(s) + "。", f"発見済みの領域: {'、'.join(up)}。未発見 {len(s.layout) - len(up)} 枚。"]
    for p in s.players:
        space = p.location.partition(":")[2]
        where = (f"村の{C.ja(space)}" if space else "村") if p.location.startswith(VILLAGE) \
            else C.place_name(p.location)
        lines.append(f"座席{p.seat + 1} ({C.ja(p.hero)}) は{where}にいる。暖{p.warmth}/{warmth_cap(p)}、"
                     f"勝利ポイント{p.vp}、洞窟の部屋{p.room}。")
    for n, dock in enumerate(s.ships):
        lines.append(f"船{n + 1}は{C.place_name(dock)}。")
    lines.append("村人: " + "、".join(f"{C.ja(sp)}{s.villagers[sp]}" for sp in SPACES if sp in s.villagers) + "。")
    lines.append("洞窟: " + "、".join(f"部屋{r} {room_words(s, r)}" for r in range(1, 7)) + "。")
    if s.battle is not None:
        lines.append(f"バトル中: {C.ja(s.battle.monster)}、ダメージ{s.battle.damage}、ダイス "
                     + ("・".join(C.ja(f) for f in s.battle.dice) or "なし") + "。")
    return "".join(lines)


#: the legend's kinds of the Village and the Cave panels
VILLAGE_AND_CAVE_KINDS = {"space", "villager", "room", "room-down", "die", "extra"}
LEGEND = [
    LegendEntry("region", "領域", S.TILE_UP), LegendEntry("face-down", "未発見の領域", S.TILE_DOWN, "?"),
    LegendEntry("sea", "海", S.SEA), LegendEntry("iceberg", "氷山 (番号)", S.ICE, "o"),
    LegendEntry("shallows", "浅瀬", S.SAND, "D"), LegendEntry("dock", "桟橋", S.DOCK, "s"),
    LegendEntry("beacon", "灯台の桟橋", S.BEACON, "s"), LegendEntry("shrine", "祠 (色: 座席)", "#DDDDDD", "s"),
    LegendEntry("token", "探検トークン (数: 枚数)", S.TOKEN, "h"), LegendEntry("ship", "船 (番号)", S.SHIP, "boat"),
    LegendEntry("landmark", "ランドマーク", S.LANDMARK, "p"),
    LegendEntry("hero", "ヒーロー (座席)", S.SEAT_COLOURS[0], "o"),
    LegendEntry("familiar", "使い魔 (名前か座席)", S.SEAT_COLOURS[1], "^"),
    LegendEntry("target", "行ける所・選べる所 (暖-n: 消費)", S.MOVE_HL, "--"),
    LegendEntry("target-words", "真珠2・浅瀬2: 取れるトークン・使い魔の行き先", S.MOVE_HL, "s"),
    LegendEntry("space", "村のスペース", S.SPACE, "s"), LegendEntry("villager", "村人", VILLAGER, "o"),
    LegendEntry("room", "洞窟の部屋", "#FFFFFF", "s"),
    LegendEntry("room-down", "裏向きのモンスター", S.CHAMBER_DOWN, "s"),
    LegendEntry("die", "ダイス (面の記号)", S.DIE, "6"),
    LegendEntry("extra", "追加の記号 (ポーションなど)", S.DIE_LOCKED, "+"),
]
#: the legend's kinds of each area the presenter layout shows alone (its marks, and the heroes and targets)
AREA_KINDS = {"map": {e.kind for e in LEGEND} - VILLAGE_AND_CAVE_KINDS,
              "village": {"space", "villager", "hero", "familiar", "target"},
              "cave": {"room", "room-down", "die", "extra", "hero"}}
