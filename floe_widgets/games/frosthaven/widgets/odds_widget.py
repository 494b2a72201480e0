"""AttackOddsWidget: what will this attack do?  The exact damage distribution of one Frosthaven attack.

Its state is traitlets (``value``, ``advantage``, ``disadvantage``, ``shield``, ``pierce``,
``poisoned``, ``ward``, ``brittle``, ``hp``, ``bless``, ``curse`` and the ``deck`` draw pile); each
control is linked to its trait and every change recomputes :func:`odds.attack_odds` into the
read-only traits ``kill``, ``expected`` and ``odds``, then redraws the bar chart::

    w = AttackOddsWidget(value=3, hp=4)
    w.advantage = True           # or tick the box
    w.kill                        # 0.0..1.0, from an exact Fraction
    AttackOddsWidget.from_game(game, "C0", "hound-1", value=3)   # a live scenario's deck and target
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w
import traitlets as t
from matplotlib.figure import Figure

from floe_widgets.i18n import N_, tr
from floe_widgets.views.chart import percent, percent_axes
from floe_widgets.views.contract import DEFAULT_THEME, Theme
from floe_widgets.widgets.odds_lab import OddsLab
from floe_widgets.widgets.style import style_widget

from ..odds.model import AttackOdds, AttackSpec, attack_odds, spec_from_game
from ..scenario import modifiers as MOD

#: how the attack draws its modifier cards, in words
MODE_WORDS = {"normal": N_("normal"), "advantage": N_("advantage"), "disadvantage": N_("disadvantage")}


def odds_said(odds: AttackOdds) -> str:
    """The chance to kill (rounded and exact) and the expected damage, in one line in the reader's language."""
    return tr("kill {p:.1%} (exactly {exact}), expected damage {e:.2f}", p=float(odds.kill), exact=str(odds.kill),
              e=float(odds.expected))


def damage_said(odds: AttackOdds) -> str:
    """Each damage number the attack can deal and its exact chance, in the reader's language."""
    return tr(", ").join(tr("{d} damage: {p}", d=d, p=str(p)) for d, p in sorted(odds.damage.items()))


def draw_odds(odds: AttackOdds, hp: int, fig: Figure, theme: Theme = DEFAULT_THEME) -> None:
    """A bar chart of the damage suffered, the target's hit points marked."""
    ax = fig.subplots()
    xs = sorted(odds.damage)
    ax.bar(xs, [float(odds.damage[x]) * 100 for x in xs],   # killing blows darker and hatched, not by colour alone
           color=["#D55E00" if x >= hp else "#8A9AA8" for x in xs],
           hatch=["//" if x >= hp else "" for x in xs], width=0.8)
    ax.axvline(hp - 0.5, color="black", linestyle="--", linewidth=1)
    ax.set_xlabel(tr("damage suffered"))
    top = max(xs, default=0)
    ax.set_xticks(range(0, top + 1, 1 if top <= 14 else 2))
    ax.set_title(tr("kill {p}, expected damage {e:.2f}", p=percent(odds.kill), e=float(odds.expected))
                 + " - " + tr("dashed: {n} HP; hatched: kills", n=hp))
    percent_axes(ax, theme)
    fig.tight_layout()


class AttackOddsWidget(OddsLab):
    """Exact odds of one attack, recomputed whenever a control changes."""

    value = t.Int(3)
    advantage = t.Bool(False)
    disadvantage = t.Bool(False)
    shield = t.Int(0)
    pierce = t.Int(0)
    poisoned = t.Bool(False)
    ward = t.Bool(False)
    brittle = t.Bool(False)
    hp = t.Int(5)
    bless = t.Int(0)
    curse = t.Int(0)
    deck = t.Tuple(MOD.STANDARD_DECK)
    discard = t.Tuple()

    kill = t.Float(0.0, read_only=True)
    expected = t.Float(0.0, read_only=True)
    odds = t.Any(None, read_only=True)

    def __init__(self, **traits: Any) -> None:
        super().__init__()
        self.add_class("fw-fh-attack-odds")
        self._quiet = True
        ints = {"value": (0, 15, tr("Attack")), "shield": (0, 10, tr("Shield")), "pierce": (0, 10, tr("Pierce")),
                "hp": (1, 40, tr("Target HP")), "bless": (0, MOD.BLESS_SUPPLY, tr("+ bless")),
                "curse": (0, MOD.CURSE_SUPPLY, tr("+ curse"))}
        self.int_picks = {name: w.BoundedIntText(min=lo, max=hi, description=label, layout=w.Layout(width="170px"))
                          for name, (lo, hi, label) in ints.items()}
        flags = {"advantage": tr("advantage"), "disadvantage": tr("disadvantage"), "poisoned": tr("target poisoned"),
                 "ward": tr("target warded"), "brittle": tr("target brittle")}
        self.flag_picks = {name: w.Checkbox(description=label, indent=False) for name, label in flags.items()}
        for name, pick in {**self.int_picks, **self.flag_picks}.items():
            w.link((self, name), (pick, "value"))
        self.deck_text = w.Textarea(description=tr("Draw pile"), layout=w.Layout(width="520px", height="60px"))
        self.deck_text.observe(self._deck_typed, names="value")
        self.standard = w.Button(description=tr("standard 20 cards"))
        self.standard.on_click(lambda _b: setattr(self, "deck", MOD.STANDARD_DECK))
        self.error = w.HTML()
        title = self.title_bar(tr("Attack odds"), self.recompute)
        self.children = [
            style_widget(), title,
            w.HBox([w.VBox(list(self.int_picks.values())[:4]), w.VBox(list(self.int_picks.values())[4:]),
                    w.VBox(list(self.flag_picks.values()))]),
            w.HBox([self.deck_text, self.standard]), self.error,
            self.summary, self.chart,
        ]
        self.observe(self._changed, names=[*ints, *flags, "deck", "discard"])
        for name, v in traits.items():
            setattr(self, name, tuple(v) if isinstance(v, list) else v)
        self.deck_text.value = " ".join(self.deck)
        self._quiet = False
        self.recompute()

    @classmethod
    def from_game(cls, game: Any, attacker_fid: str, target_fid: str, value: int | None = None, pierce: int = 0,
                  ranged: bool = False) -> AttackOddsWidget:
        """The attack ``attacker_fid`` would make on ``target_fid`` now, in a live Frosthaven scenario."""
        spec = spec_from_game(game, attacker_fid, target_fid, value=value, pierce=pierce, ranged=ranged)
        return cls(value=spec.value, advantage=spec.mode == "advantage", disadvantage=spec.mode == "disadvantage",
                   shield=spec.shield, pierce=spec.pierce, poisoned=spec.poisoned, ward=spec.ward,
                   brittle=spec.brittle, hp=spec.hp, deck=spec.draw, discard=spec.discard)

    @property
    def spec(self) -> AttackSpec:
        return AttackSpec.make(self.deck, advantage=self.advantage, disadvantage=self.disadvantage, bless=self.bless,
                               curse=self.curse, value=self.value, shield=self.shield, pierce=self.pierce,
                               poisoned=self.poisoned, ward=self.ward, brittle=self.brittle, hp=self.hp,
                               discard=tuple(self.discard))

    # -- reacting --------------------------------------------------------------------------------
    def _deck_typed(self, change: dict) -> None:
        if self._quiet:
            return
        cards = tuple(change["new"].replace(",", " ").split())
        try:
            for c in cards:
                MOD.parse(c)
        except ValueError:
            self.error.value = html.escape(tr("Not a modifier card: {c}", c=c))
            return
        self.error.value = ""
        self.deck = cards

    def _changed(self, change: dict) -> None:
        if change["name"] == "deck" and " ".join(change["new"]) != " ".join(self.deck_text.value.split()):
            quiet, self._quiet = self._quiet, True
            self.deck_text.value = " ".join(change["new"])
            self._quiet = quiet
        if not self._quiet:
            self.recompute()

    def recompute(self) -> AttackOdds | None:
        """Compute the odds for the controls' values and show them."""
        spec = self.spec
        try:
            odds = attack_odds(spec)
        except ValueError as exc:
            self.error.value = html.escape(str(exc))
            return None
        self.set_trait("odds", odds)
        self.set_trait("kill", float(odds.kill))
        self.set_trait("expected", float(odds.expected))
        rows = [tr("Chance to kill ({hp} HP): <b>{p:.1%}</b>", hp=spec.hp, p=float(odds.kill)),
                tr("Expected damage {e:.2f}; {mode} draw from {n} card",
                   plural="Expected damage {e:.2f}; {mode} draw from {n} cards", how_many=len(spec.draw),
                   e=float(odds.expected), mode=tr(MODE_WORDS.get(spec.mode, spec.mode)), n=len(spec.draw))]
        rows += [tr("adds {effect}: {p:.1%}", effect=html.escape(e), p=float(p)) for e, p in odds.effects.items()]
        self.summary.value = "<br>".join(rows)
        self.show_chart(lambda fig, theme: draw_odds(odds, spec.hp, fig, theme))
        return odds
