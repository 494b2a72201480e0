"""A Floe turn in words: its kind and its steps (``state.turn.kind``, ``state.turn.phase``) as the game's
summary, the board's headline and the turn line name them."""

from __future__ import annotations

from typing import Any

from floe_widgets.i18n import N_, tr

#: the steps of a turn ("choose", the kind of turn not chosen yet, is said whole)
PHASES = {
    "move": N_("moving"), "sail": N_("sailing on after a discovery"), "act": N_("Hero action and extra actions"),
    "battle": N_("battle"), "v-start": N_("placing the Hero"), "v-hero": N_("the Hero's space"),
    "v-familiar": N_("placing the Familiar"), "v-fam-act": N_("the Familiar's space"),
    "v-end": N_("end of the Village turn"),
}
TURN_KINDS = {"exploration": N_("exploration"), "village": N_("village")}


def scores_said(vps: Any) -> str:
    """Each seat's Victory Points: "P1 0, P2 3"."""
    return tr(", ").join(tr("P{n} {vp}", n=i + 1, vp=vp) for i, vp in enumerate(vps))


def summary(state: Any) -> str:
    """The game in one line, in the current language: the round, whose turn of which kind at which step, the
    Victory Points and the Mayor."""
    if state.over:
        return tr("Floe: game over; final scores {scores}.", scores=scores_said(state.final_scores))
    said = dict(round=state.round, n=state.current + 1, scores=scores_said(p.vp for p in state.players),
                mayor=state.village.mayor)
    if not state.turn.kind:
        return tr("Floe, round {round}: P{n} chooses the kind of turn; VP {scores}; Mayor at {mayor}.", **said)
    return tr("Floe, round {round}, P{n}: {kind} turn, {phase}; VP {scores}; Mayor at {mayor}.",
              kind=tr(TURN_KINDS[state.turn.kind]), phase=tr(PHASES[state.turn.phase]), **said)
