"""The Village: its five spaces with Villagers and figures, the displays, the Elders, the achievements
and the VP track with the Mayor."""

from __future__ import annotations

from typing import Any

from matplotlib.collections import PatchCollection
from matplotlib.lines import Line2D
from matplotlib.patches import Ellipse, Rectangle, RegularPolygon

from floe_widgets.i18n import N_, tr

from ..state import VILLAGE_SPACES
from . import style as S
from .panel import Panel
from .places import space_box

#: the spaces' names (message ids: ``tr(SPACE_TITLES[space])``)
SPACE_TITLES = {"shop": N_("Shop"), "tavern": N_("Tavern"), "springs": N_("Hot Springs"), "yard": N_("Timber Yard"),
                "academy": N_("Academy")}
ELDER_STATES = (N_("ready", context="elder"), N_("flipped"), N_("gone"))


def vp_top(state: Any) -> int:
    """The VP track's last printed number: 40, or the next ten above the highest score."""
    high = max(state.village.mayor, *(p.vp for p in state.players))
    return max(40, (high // 10 + 1) * 10)


def villager_words(n: int) -> str:
    return tr("{n} villager", plural="{n} villagers", how_many=n, n=n)


class VillagePanel(Panel):
    label = "village"

    def __init__(self, fig: Any, rect: tuple[float, float, float, float], theme: Any, state: Any) -> None:
        super().__init__(fig, rect, theme, (0, 10), (0, 10))
        self.top = vp_top(state)
        width_px = rect[2] * fig.get_figwidth() * fig.dpi / theme.scale
        self.chars = max(20, int(width_px / (theme.small_px * 0.62)))
        self.line = 1.45 * theme.small_px * 10 / (rect[3] * fig.get_figheight() * fig.dpi / theme.scale)
        self.squash = rect[3] * fig.get_figheight() / (rect[2] * fig.get_figwidth())   # x units per y unit on screen
        th = theme
        self.patch(Rectangle((0, 0), 10, 10, facecolor=S.VILLAGE, edgecolor=th.ink, linewidth=1.0, zorder=0))
        self.text(5, 9.9, tr("Village"), px=th.title_px, bold=True, ha="center", va="top")
        boxes = []
        for i, space in enumerate(VILLAGE_SPACES):
            x0, y0 = space_box(i)
            boxes.append(Rectangle((x0, y0), 1.8, 2.6, facecolor=S.SPACE))
            self.text(x0 + 0.9, y0 + 2.5, tr(SPACE_TITLES[space]).replace(" ", "\n"), bold=True, ha="center", va="top",
                      linespacing=1.1)
        self.collection(PatchCollection(boxes, match_original=True, edgecolor=th.ink, linewidth=1.0, zorder=1))
        # the VP track
        self.patch(Rectangle((0.3, 1.2), 9.4, 0.4, facecolor="#EEEEEE", edgecolor="#555555", linewidth=0.6))
        for vp in range(0, self.top + 1, 10):
            self.text(self.vx(vp), 1.1, str(vp), ha="center", va="top", color=th.muted)
        self.text(0.3, 2.5, tr("VP track"), bold=True, va="bottom")
        self.built()

    def disc(self, x: float, y: float, radius: float, **style: Any) -> Ellipse:
        """A figure's disc ``radius`` high (data units of y), round on screen."""
        return Ellipse((x, y), 2 * radius * self.squash, 2 * radius, **style)

    def vx(self, vp: int) -> float:
        return 0.3 + 9.4 * min(vp, self.top) / self.top

    @staticmethod
    def key(state: Any, highlight: dict[str, list[Any]]) -> Any:
        """What :meth:`update` reads: a change means the panel is drawn again."""
        return (repr(state.village), tuple((p.seat, p.hero_space, p.familiar_space, p.vp) for p in state.players),
                tuple(sorted(highlight)))

    def foreseen_texts(self) -> list[Any]:
        """The villager counts of a game's first rounds."""
        return [self.foreseen_text(villager_words(n), ha="center", va="top") for n in range(8)]

    def update(self, state: Any, highlight: dict[str, list[Any]]) -> None:
        self.clear()
        th, v = self.theme, state.village
        rings = []
        for i, space in enumerate(VILLAGE_SPACES):
            x0, y0 = space_box(i)
            if space in highlight:
                rings.append(Rectangle((x0 - 0.07, y0 - 0.07), 1.94, 2.74))
            n = v.villagers.get(space, 0)
            self.text(x0 + 0.9, y0 + 1.55, villager_words(n), ha="center", va="top")
            here = [("hero", p.seat) for p in state.players if p.hero_space == space] + \
                [("familiar", p.seat) for p in state.players if p.familiar_space == space]
            for k, (kind, seat) in enumerate(here):
                cx, cy = x0 + 0.35 + 0.55 * (k % 3), y0 + 0.75 - 0.55 * (k // 3)
                shape = self.disc(cx, cy, 0.26) if kind == "hero" else RegularPolygon((cx, cy), 3, radius=0.3)
                shape.set(facecolor=S.SEAT_COLOURS[seat], edgecolor="black", zorder=3)
                self.patch(shape)
                self.text(cx, cy, str(seat + 1), bold=True, ha="center", va="center", zorder=4)
        if rings:
            self.collection(PatchCollection(rings, facecolor="none", edgecolor=S.MOVE_HL, linewidth=2.4 * th.scale,
                                            linestyle="--", zorder=6))
        comma = tr(", ")
        lines = [
            tr("Items: {names}", names=comma.join(S.nice(i) for i in v.item_display)),
            tr("Tavern: {names}", names=comma.join(S.nice(c) for c in v.tavern_display)),
            tr("Allies: {names}", names=comma.join(S.nice(a) for a in v.ally_display)),
            tr("Buildings: {names}", names=tr("; ").join(f"{S.nice(t)} / {S.nice(b)}" for t, b in v.building_display)),
            tr("Landmarks: {names}", names=comma.join(_landmark_slot(v, c) for c in v.landmark_slots)),
            # the Elders and the achievements said in groups ("Ysolde, Bram (ready), Osk (gone)"): one line each
            tr("Elders: {names}", names=comma.join(
                tr("{elder} ({state})", elder=comma.join(S.nice(e).replace("Elder ", "") for e in elders),
                   state=tr(ELDER_STATES[k])) for k, elders in _by(v.elders.items()))),
            tr("Achievements: {names}", names=tr("; ").join(
                tr("{achievement} {who}", achievement=comma.join(S.nice(a) for a in names),
                   who=tr("open") if seat < 0 else f"P{seat + 1}") for seat, names in _by(v.achievements.items()))),
        ]
        rows = [row for line in lines for row in S.wrapped(line, self.chars)]
        # wrapped rows closer together where they would reach the "VP track" title (its top: 2.5 + a text height)
        height = 1.2 * self.line / 1.45
        step = min(self.line, (6.45 - 2.55 - 2 * height) / max(1, len(rows) - 1))
        self.lines(0.15, 6.45, rows, -step, va="top", slow=True)
        # the VP track: the Mayor and the players
        self.patch(Line2D([self.vx(v.mayor)] * 2, [1.15, 1.65], color="black", linewidth=2.5, zorder=4))
        self.text(self.vx(v.mayor), 1.7, tr("Mayor"), bold=True, ha="center", va="bottom")
        last = -1.0
        for p in sorted(state.players, key=lambda q: (q.vp, q.seat)):
            x = last = max(self.vx(p.vp), last + 0.42)   # markers on near scores sit side by side
            self.patch(self.disc(x, 0.55, 0.2, facecolor=S.SEAT_COLOURS[p.seat], edgecolor="black", linewidth=0.6,
                              zorder=4))
            self.text(x, 0.55, str(p.seat + 1), bold=True, ha="center", va="center", zorder=5)
        self.text(9.7, 2.5, "  ".join(tr("P{n} {vp}", n=p.seat + 1, vp=p.vp) for p in state.players) + "  "
                  + tr("Mayor {vp}", vp=v.mayor),
                  ha="right", va="bottom")


def _by(pairs: Any) -> list[tuple[Any, list[str]]]:
    """(value, keys) for each value in ``pairs`` (key, value), in the order the values first come."""
    groups: dict[Any, list[str]] = {}
    for key, value in pairs:
        groups.setdefault(value, []).append(key)
    return list(groups.items())


def _landmark_slot(v: Any, card: str | None) -> str:
    if card is None:
        return tr("(empty)")
    rumors = v.landmark_rumors.get(card, [])
    marks = " ".join("-" if r is None else f"P{r + 1}" for r in rumors)
    return f"{S.nice(card)} [{marks}]"
