"""The Cave: five chambers with their Monsters and the Heroes in them, the loot zones and the dive
track; during a battle, the battle below them: the phase track, the dice as dice (each face's icon,
large, with its word) and the numbers that decide it."""

from __future__ import annotations

from typing import Any

from matplotlib.collections import PatchCollection
from matplotlib.patches import FancyBboxPatch, Rectangle

from floe_widgets.i18n import N_, tr

from ..battle_icons import count
from ..battle_state import ICONS
from . import style as S
from .panel import Panel

CHAMBER_Y, CHAMBER_H = 0.75, 0.9
BATTLE_Y = 5.45
#: how a battle ended (message ids)
OUTCOMES = {"won": N_("won"), "lost": N_("battle lost"), "not-defeated": N_("not defeated")}
#: a Monster's ability in a few words (content/monsters.yaml ``ability.kind``)
ABILITIES = {"reroll-initial": N_("rerolls your first roll"), "attack-first": N_("attacks first"),
             "defeat-twice": N_("defeat it twice"), "lock": N_("locks dice"), "no-crit": N_("no Crits"),
             "die-double": N_("damage die counts twice")}


class CavePanel(Panel):
    label = "cave"

    def __init__(self, fig: Any, rect: tuple[float, float, float, float], theme: Any, state: Any) -> None:
        super().__init__(fig, rect, theme, (0, 4), (10, 0))
        width_px = rect[2] * fig.get_figwidth() * fig.dpi / theme.scale
        height_px = rect[3] * fig.get_figheight() * fig.dpi / theme.scale
        self.ux, self.uy = 4 / width_px, 10 / height_px       # data units per screen pixel
        self.chars = max(8, int(1.1 / self.ux / (theme.small_px * 0.6)))
        th = theme
        self.patch(Rectangle((0, 0), 4, 10, facecolor=S.CAVE, edgecolor=th.ink, linewidth=1.0, zorder=0))
        self.text(2, 0.08, tr("Cave"), px=th.title_px, bold=True, ha="center", va="top")
        self.built()

    @staticmethod
    def key(state: Any, delve: bool) -> Any:
        """What :meth:`update` reads: a change means the panel is drawn again."""
        return (repr(state.cave), repr(state.battle), tuple(p.cave_chamber for p in state.players), delve)

    def update(self, state: Any, delve: bool) -> None:
        self.clear()
        th, cave = self.theme, state.cave
        boxes = []
        fighting = state.battle.chamber if state.battle is not None else 0
        # during a battle the chambers shrink to one line each and the battle takes the room
        line = 1.5 * th.small_px * self.uy
        pitch = max(line * 1.1, 0.5) if fighting or state.battle is not None else 0.95
        height = pitch * 0.9
        for i, ch in enumerate(cave.chambers):
            y = CHAMBER_Y + pitch * i
            boxes.append(Rectangle((0.1, y), 2.6, height, facecolor="#FFFFFF" if ch.face_up else S.CHAMBER_DOWN))
            label = S.nice(ch.monster) if (ch.face_up and ch.monster) else (
                tr("empty", context="cave chamber") if not ch.monster else tr("face down"))
            if fighting == i + 1:
                label = tr("{monster} - battle", monster=label)
            heroes = [p for p in state.players if p.cave_chamber == i + 1]
            one_line = pitch < 0.95
            self.text(0.15, y + (height / 2 if one_line else 0.06), f"{i + 1} {tr(ch.kind)}", bold=True,
                      va="center" if one_line else "top", slow=True)
            self.text(1.0 if one_line else 0.15, y + (height / 2 if one_line else height - 0.06),
                      S.clip(label, self.chars + (0 if one_line else 6)), va="center" if one_line else "bottom",
                      color=th.ink if ch.face_up else "#333333", slow=True)
            for k, p in enumerate(heroes):
                x = 2.05 + 0.17 * k - 0.17 * (len(heroes) > 3)
                self.patch(Rectangle((x, y + height * 0.1), 0.15, height * 0.8, facecolor=S.SEAT_COLOURS[p.seat],
                                     edgecolor="black", linewidth=0.6, zorder=3))
                self.text(x + 0.075, y + height / 2, str(p.seat + 1), bold=True, ha="center", va="center",
                          zorder=4)
        self.collection(PatchCollection(boxes, match_original=True, edgecolor=th.ink, linewidth=1.0, zorder=1))
        if delve:
            ring = Rectangle((0.05, CHAMBER_Y - 0.05), 2.7, pitch * 5 + 0.05)
            self.collection(PatchCollection([ring], facecolor="none", edgecolor=S.MOVE_HL, linewidth=2.4 * th.scale,
                                            linestyle="--", zorder=6))
        beaten = [p for p in state.players if p.cave_chamber > len(cave.chambers)]
        loot = [tr("Loot"), tr("chambers 1-2:"), *(S.said(t) for t in cave.loot[0]),
                tr("chambers 3-5:"), *(S.said(t) for t in cave.loot[1])]
        # the Dive track's tiles ("1 Map and 1 Victory Point") need the width under the chambers
        dive = [tr("Dive track:"), *(f"{k + 1}. {S.said(t)}" for k, t in enumerate(cave.dive_track))]
        if state.battle is not None:
            self.battle(state.battle, CHAMBER_Y + pitch * 5 + 0.15)
        else:   # the loot and dive track give way to the battle while it lasts
            self.lines(2.85, CHAMBER_Y, [part for s in loot for part in S.wrapped(s, self.chars)],
                       1.2 * th.small_px * self.uy * 1.2, va="top", slow=True)
            text = tr("No battle now.")
            if beaten:
                text += "\n" + tr("Boss beaten: {seats}", seats=tr(", ").join(f"P{p.seat + 1}" for p in beaten))
            self.text(0.15, BATTLE_Y + 0.2, text, va="top", color=th.muted)
            line = 1.45 * th.text_px * self.uy
            self.lines(0.15, BATTLE_Y + 0.2 + line * (2.5 + bool(beaten)), dive, line, va="top", slow=True)

    def battle(self, b: Any, top: float) -> None:
        th = self.theme
        self.patch(Rectangle((0.03, top), 3.94, 9.95 - top, facecolor=S.BATTLE, edgecolor="#A33B00",
                             linewidth=1.6 * th.scale, zorder=1))
        line = 1.45 * th.text_px * self.uy
        y = top + 0.12
        title = tr("Battle: {monster}", monster=S.nice(b.monster) or tr("test"))
        self.text(0.12, y, S.clip(title, 2 * self.chars + 8), px=th.text_px, bold=True, va="top")
        y += line
        numbers = tr("health {health}   damage {damage}   round {round} of {rounds}", health=b.health,
                     damage=b.damage, round=b.round, rounds=b.rounds)
        self.text(0.12, y, numbers, va="top")
        y += line
        hits = tr("monster hits {n}", n=b.base_damage)
        if b.ability != "none":
            hits += tr(", {ability}", ability=tr(ABILITIES.get(b.ability, b.ability)))
        hits += "   " + tr("warmth lost {n}", n=b.warmth_lost)
        self.text(0.12, y, hits, va="top")
        y += line * 1.05
        # the phase track
        order = [*b.order, "rewards"]
        step = 3.84 / len(order)
        for k, ph in enumerate(order):
            current, done = ph == b.phase, ph in b.resolved
            self.text(0.12 + step * (k + 0.5), y + line * 0.45, tr(ph), bold=current, ha="center", va="center",
                      color=th.muted if done and not current else th.ink,
                      bbox={"boxstyle": "round,pad=0.25", "facecolor": S.OKABE["yellow"] if current else "white",
                            "edgecolor": th.ink if current else "#AAAAAA"})
        y += line * 1.25
        # the dice
        die_px = max(46.0, min(96.0, (9.9 - y) / self.uy * 0.42))
        dw, dh = die_px * self.ux, die_px * self.uy
        per_row = max(1, int(3.9 / max(dw * 1.25, 80 * self.ux)))
        gap = 3.9 / per_row
        for k, d in enumerate(b.dice):
            icon = d.item_icon or d.face
            x = 0.1 + gap * (k % per_row) + (gap - dw) / 2
            row_y = y + (dh + line * 1.1) * (k // per_row)
            self.patch(FancyBboxPatch((x, row_y), dw, dh, boxstyle="round,pad=0,rounding_size=0.04",
                                      facecolor=S.DIE_LOCKED if d.locked else S.DIE, edgecolor=th.ink,
                                      hatch="//" if d.locked else None, linewidth=1.2 * th.scale, zorder=2))
            self.text(x + dw / 2, row_y + dh / 2, S.ICON_GLYPH.get(icon, "?"), px=die_px * 0.6, ha="center",
                      va="center", zorder=3)
            under = (tr("{n} {icon} locked", n=k + 1, icon=tr(icon)) if d.locked   # a die kept, not rolled again
                     else f"{k + 1} {tr(icon)}")
            self.text(x + dw / 2, row_y + dh + 0.3 * line, under, ha="center", va="top", zorder=3)
        rows = (len(b.dice) + per_row - 1) // per_row
        y += max(rows, 1) * (dh + line * 1.1) + 0.1 * line
        extra = [i.icon for i in b.icons]
        counts = tr(", ").join(f"{tr(icon)} {count(b, icon)}" for icon in ICONS if count(b, icon))
        tail = [tr("icons: {counts}", counts=counts or "-")
                + (f" (+{tr(', ').join(tr(i) for i in extra)})" if extra else ""),
                tr("damage die {n}   rerolls {m}", n=b.damage_die, m=b.rerolls)
                + (f"   {tr(OUTCOMES[b.outcome])}" if b.outcome else "")]
        self.lines(0.12, min(y, 9.9 - 2 * line), [S.clip(t, 2 * self.chars + 8) for t in tail], line * 0.9, va="top")

