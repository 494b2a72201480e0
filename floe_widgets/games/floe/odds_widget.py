"""BattleOddsWidget: pick your dice and a Monster, see your exact chance to beat it.

The widget's state is a handful of traitlets (``monster``, ``dice``, ``warmth``, ``rerolls``,
``boosts``, ``items``, ``spells``); each control is linked to its trait with ``link`` and every
change of a trait recomputes the odds (:func:`odds.battle_odds`) into the read-only traits ``win``,
``lose``, ``expected_damage`` and the ``odds`` object, then redraws the bar charts::

    w = BattleOddsWidget(monster="rockeer", dice=4, warmth=5)
    w.dice = 5                  # or move the slider
    w.win                       # 0.0..1.0, from an exact Fraction
    BattleOddsWidget.from_game(game)   # the battle the current Floe player is in (or would start)

In a live battle's Roll phase, ``from_game`` also fills ``table`` with the dice rolled, and ``now``
holds the exact odds from them and the best move (:func:`odds.odds_from_roll`).
"""

from __future__ import annotations

import html
from collections import Counter
from typing import Any

import ipywidgets as w
import traitlets as t
from matplotlib.figure import Figure

from floe_widgets.i18n import text, tr
from floe_widgets.views.chart import percent, percent_axes
from floe_widgets.views.contract import DEFAULT_THEME, Theme
from floe_widgets.widgets.odds_lab import OddsLab
from floe_widgets.widgets.style import style_widget

from . import cave as C
from . import data as content
from .names import printed_text, term
from .odds import BattleOdds, BattleSetup, RollOdds, battle_odds, odds_from_roll, roll_from_game, setup_from_game
from .state import HERO_DICE_MAX, WARMTH_TRACK_TOP

BOOST_ICONS = ("arrow", "sword", "stealth", "magic", "crit")


#: the Monster menu's width: its description (90 px) and the longest Monster's line, "Rimewyrm Hatchling (elite,
#: health 7, damage 2)", whole at the widgets' 13 px type, and the arrow
MONSTER_PICK_PX = 470


def monster_options() -> list[tuple[str, str]]:
    """(label, id) of every Monster card, Commons first."""
    out = []
    for tier in C.TIERS:
        for mid in C.monsters_of(tier):
            m = C.monster(mid)
            out.append((tr("{name} ({tier}, health {health}, damage {damage})", name=text(term(mid)),
                           tier=tr(tier), health=m.health, damage=m.damage), mid))
    return out


def item_options() -> list[tuple[str, str]]:
    return [(f"{text(term(it['id']))} ({text(term(it['basic']))})", it["id"]) for it in content.items().values()]


def draw_odds(odds: BattleOdds, fig: Figure, theme: Theme = DEFAULT_THEME) -> None:
    """Two bar charts: the Damage dealt (with the Monster's health marked) and the hit taken."""
    card = odds.setup.card
    ax1, ax2 = fig.subplots(1, 2)
    dealt = tr("Damage you deal") + " - " + tr("dashed: health {n}", n=card.health)
    taken = tr("Damage the Monster deals") + " - " + tr("dashed: Warmth {n}", n=odds.setup.warmth)
    for ax, dist, title, colour in ((ax1, odds.damage, dealt, "#0072B2"), (ax2, odds.hit, taken, "#D55E00")):
        xs = sorted(dist)
        ax.bar(xs, [float(dist[x]) * 100 for x in xs], color=colour, width=0.8)
        ax.set_title(title)
        percent_axes(ax, theme)
        top = max(xs, default=0)
        ax.set_xticks(range(0, top + 1, 1 if top <= 12 else 2))
    ax1.axvline(card.health - 0.5, color="black", linestyle="--", linewidth=1.2)
    ax2.axvline(odds.setup.warmth + 0.5, color="black", linestyle="--", linewidth=1.2)
    fig.suptitle(tr("{name}: win {p}", name=text(term(card.id)), p=percent(odds.win)), fontsize=theme.title)
    fig.tight_layout()


class BattleOddsWidget(OddsLab):
    """Exact odds of a Floe cave battle, recomputed whenever a control changes."""

    monster = t.Unicode("rockeer")
    dice = t.Int(4)
    warmth = t.Int(5)
    rerolls = t.Int(0)
    boosts = t.Tuple()
    icons = t.Tuple()
    items = t.Tuple()
    spells = t.Bool(True)
    max_warmth = t.Int(WARMTH_TRACK_TOP, allow_none=True)
    #: dice on the table of a battle in progress: (free faces, Locked faces, Damage die, rounds left) or ()
    table = t.Tuple()

    win = t.Float(0.0, read_only=True)
    lose = t.Float(0.0, read_only=True)
    expected_damage = t.Float(0.0, read_only=True)
    odds = t.Any(None, read_only=True)
    now = t.Any(None, read_only=True)       # RollOdds from the dice on the table (None without a table)

    def __init__(self, **traits: Any) -> None:
        super().__init__()
        self.add_class("fw-floe-odds")
        self._quiet = True
        self.monster_pick = w.Dropdown(options=monster_options(), description=tr("Monster"),
                                       layout=w.Layout(width=f"{MONSTER_PICK_PX}px"))
        self.dice_pick = w.IntSlider(min=1, max=HERO_DICE_MAX, description=tr("Hero dice"))
        self.warmth_pick = w.IntSlider(min=0, max=WARMTH_TRACK_TOP, description=tr("Warmth"))
        self.rerolls_pick = w.IntSlider(min=0, max=3, description=tr("Rerolls"))
        self.boost_picks = {i: w.BoundedIntText(min=0, max=4, description=tr(i), layout=w.Layout(width="140px"))
                            for i in BOOST_ICONS}
        self.items_pick = w.SelectMultiple(options=item_options(), description=tr("Items"), rows=4)
        self.spells_pick = w.Checkbox(description=tr("cast rolled Magic"))
        for control, name in ((self.monster_pick, "monster"), (self.dice_pick, "dice"), (self.warmth_pick, "warmth"),
                              (self.rerolls_pick, "rerolls"), (self.items_pick, "items"),
                              (self.spells_pick, "spells")):
            w.link((self, name), (control, "value"))
        for pick in self.boost_picks.values():
            pick.observe(self._on_boost_pick, names="value")
        title = self.title_bar(tr("Battle odds"), self.relabel)
        self.children = [
            style_widget(), title,
            w.HBox([w.VBox([self.monster_pick, self.dice_pick, self.warmth_pick, self.rerolls_pick]),
                    w.VBox([self.items_pick, self.spells_pick])]),
            w.HTML(html.escape(tr("Extra icons (Potions, Familiar, Ally) for this roll:"))),
            w.HBox(list(self.boost_picks.values())),
            self.summary, self.chart,
        ]
        self.observe(self._changed, names=["monster", "dice", "warmth", "rerolls", "boosts", "icons", "items",
                                           "spells", "max_warmth", "table"])
        for name, value in traits.items():
            setattr(self, name, tuple(value) if isinstance(value, list) else value)
        self._sync_boosts()
        self._quiet = False
        self.recompute()

    @classmethod
    def from_game(cls, game: Any, rerolls: int = 0) -> BattleOddsWidget:
        """The battle the current player of a live Floe game is in (or would start in their chamber)."""
        setup = setup_from_game(game, rerolls)
        return cls(**setup_traits(setup), table=roll_from_game(game) or ())

    @property
    def setup(self) -> BattleSetup:
        return BattleSetup(monster=self.monster, dice=self.dice, warmth=self.warmth, rerolls=self.rerolls,
                           icons=tuple(self.icons), boosts=tuple(self.boosts), items=tuple(self.items),
                           spells=self.spells, max_warmth=self.max_warmth)

    # -- reacting --------------------------------------------------------------------------------
    def _on_boost_pick(self, _change: dict) -> None:
        if self._quiet:
            return
        self.boosts = tuple(i for i, pick in self.boost_picks.items() for _ in range(pick.value))

    def _sync_boosts(self) -> None:
        counts = Counter(self.boosts)
        for icon, pick in self.boost_picks.items():
            pick.value = min(counts[icon], pick.max)

    def _changed(self, change: dict) -> None:
        if change["name"] == "boosts" and not self._quiet:
            quiet, self._quiet = self._quiet, True
            self._sync_boosts()
            self._quiet = quiet
        if not self._quiet:
            self.recompute()

    def relabel(self) -> None:
        """In a new language: the menus name the Monsters and items again (their picks kept), then the odds."""
        monster, items = self.monster_pick.value, self.items_pick.value
        self._quiet = True
        try:
            self.monster_pick.options, self.items_pick.options = monster_options(), item_options()
            self.monster_pick.value, self.items_pick.value = monster, items
        finally:
            self._quiet = False
        self.recompute()

    def recompute(self) -> BattleOdds:
        """Compute the odds for the controls' values and show them."""
        odds = battle_odds(self.setup)
        self.set_trait("odds", odds)
        self.set_trait("win", float(odds.win))
        self.set_trait("lose", float(odds.lose))
        self.set_trait("expected_damage", float(odds.expected_damage))
        card = odds.setup.card
        rows = [
            tr("Chance to defeat {name}: <b>{p:.1%}</b>", name=html.escape(text(term(card.id))), p=float(odds.win)),
            tr("Battle lost (Warmth below zero): {p:.1%}; survived but not defeated: {q:.1%}", p=float(odds.lose),
               q=float(odds.stand)),
            tr("Expected Damage dealt {d:.2f} of health {h}; expected Damage taken {t:.2f}; expected rerolls {r:.2f}",
               d=float(odds.expected_damage), h=card.health, t=float(odds.expected_hit), r=float(odds.rerolls)),
        ]
        if card.text:
            rows.append(html.escape(tr("Ability: {text}", text=printed_text(card.text))))
        self.set_trait("now", None)
        if self.table:
            free, locked, die, rounds_left = self.table
            now = odds_from_roll(odds.setup, free, die, locked, rounds_left)
            self.set_trait("now", now)
            rows.append(tr("With the dice on the table ({dice}; Damage die {d}): win <b>{p:.1%}</b>; {advice}",
                           dice=html.escape(", ".join((*free, *(f"{x} (Locked)" for x in locked)))), d=die,
                           p=float(now.win), advice=html.escape(advice(now))))
        self.summary.value = "<br>".join(rows)
        self.show_chart(lambda fig, theme: draw_odds(odds, fig, theme))
        return odds


def advice(now: RollOdds) -> str:
    """The best move from the dice on the table, in words."""
    if now.reroll:
        return tr("best move: reroll {faces} (1 Warmth)", faces=", ".join(now.reroll))
    plan = now.plan
    parts = [tr("{face} die on {item}", face=f, item=i) for i, f in plan.assign] if plan else []
    if plan and plan.insight:
        parts.append(tr("Insight on {faces}", faces=", ".join(plan.insight)))
    if plan and plan.artifice:
        parts.append(tr("Artifice for {icons}", icons=", ".join(plan.artifice)))
    if plan and plan.heal:
        parts.append(tr("{n} Healing", n=plan.heal))
    if plan and plan.crit:
        parts.append(tr("Crits on {target}s", target=plan.crit))
    return tr("best move: play these dice") + (": " + "; ".join(parts) if parts else "")


def setup_traits(setup: BattleSetup) -> dict[str, Any]:
    return {"monster": setup.monster, "dice": setup.dice, "warmth": setup.warmth, "rerolls": setup.rerolls,
            "icons": setup.icons, "boosts": setup.boosts, "items": setup.items, "spells": setup.spells,
            "max_warmth": setup.max_warmth}
