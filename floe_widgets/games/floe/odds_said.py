"""A battle's odds and a settled roll, one line each in the reader's language (the odds lab notebook prints
them; the lab widget shows the same numbers in its own panels)."""

from __future__ import annotations

from typing import Any

from floe_widgets.i18n import N_, tr

#: a settled round's outcome, after the word "battle"
OUTCOMES = {"won": N_("won", context="battle"), "lost": N_("lost", context="battle"),
            "not-defeated": N_("not defeated", context="battle")}


def odds_said(odds: Any) -> str:
    """The chance to win (rounded and as its exact fraction) and to lose the battle (``odds``: a BattleOdds)."""
    return tr("win {win:.1%} (exactly {exact}), lost {lose:.1%}", win=float(odds.win), exact=str(odds.win),
              lose=float(odds.lose))


def damage_said(odds: Any) -> str:
    return tr("Damage dealt on average {d:.2f}", d=float(odds.expected_damage))


def rerolls_said(allowed: int, odds: Any) -> str:
    """The odds with at most ``allowed`` rerolls, and how many are paid on average (the notebook's runs cast no
    spells, so the line says so: the lab's own panel may differ)."""
    return tr("{n} reroll allowed, no spells: {odds}, rerolls paid on average {r:.2f}",
              plural="{n} rerolls allowed, no spells: {odds}, rerolls paid on average {r:.2f}", how_many=allowed,
              n=allowed, odds=odds_said(odds), r=float(odds.rerolls))


def settled_said(settled: Any) -> str:
    """A settled roll: the round's outcome, the Damage dealt and taken and the Warmth left."""
    return tr("battle {outcome}: {damage} Damage dealt, {hit} Damage taken, {warmth} Warmth left",
              outcome=tr(OUTCOMES.get(settled.outcome, settled.outcome)), damage=settled.damage, hit=settled.hit,
              warmth=settled.warmth)
