"""Penguin Dash: a tiny demo game with a view, used by the start-here notebook and the kit's tests.

Two or three penguins race along a line of floes.  On your turn you either hop
one or two floes ahead, or slide: roll the slide die and glide that far.  The
first penguin to reach the last floe wins.  It is small on purpose: it shows
every part of the widget kit (board clicks, button groups, chance, events
with rule ids) without needing a real game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from floe_widgets.core import Action, Event, Game, IllegalAction

#: number of the last floe (the goal).
GOAL = 10
SLIDE_DIE = ("1", "2", "3", "4")
COLOURS = ("#1f77b4", "#d62728", "#2ca02c")
FIGSIZE = (8.0, 2.6)


@dataclass
class DashState:
    positions: list[int]
    turn: int = 0


@dataclass(frozen=True)
class Hop(Action):
    kind: ClassVar[str] = "hop"
    group: ClassVar[str] = "move"
    to: int = 1

    def describe(self) -> str:
        return f"Hop to floe {self.to}"


@dataclass(frozen=True)
class Slide(Action):
    kind: ClassVar[str] = "slide"
    group: ClassVar[str] = "dice"

    def describe(self) -> str:
        return "Slide (roll the slide die)"


class PenguinDash(Game):
    """See the module docstring."""

    name = "penguin-dash"
    title = "Penguin Dash"
    min_players, max_players = 2, 3
    players_rule = "DASH-PLAYERS"
    state_type = DashState
    action_types = (Hop, Slide)
    view_module = "floe_widgets.widgets.demo"
    rules_file = ("floe_widgets.widgets", "demo_rules.yaml")

    def setup(self) -> DashState:
        return DashState(positions=[0] * self.players)

    def _current_player(self) -> int:
        return self.state.turn

    def _legal_actions(self) -> list[Action]:
        here = self.state.positions[self.state.turn]
        hops: list[Action] = [Hop(here + step) for step in (1, 2) if here + step <= GOAL]
        return [*hops, Slide()]

    def explain_illegal(self, action: Action) -> IllegalAction:
        if isinstance(action, Hop):
            here = self.state.positions[self.state.turn]
            return IllegalAction("DASH-HOP", f"From floe {here} you can hop to floe {here + 1} or {here + 2}, "
                                             f"not to floe {action.to}.")
        return super().explain_illegal(action)

    def _apply(self, action: Action) -> list[Event]:
        s = self.state
        seat = s.turn
        if isinstance(action, Hop):
            s.positions[seat] = action.to
            events = [Event(f"Penguin {seat + 1} hops to floe {action.to}.", ("DASH-HOP",), player=seat)]
        else:
            face = int(self.chance.roll("slide-die", SLIDE_DIE))
            s.positions[seat] = min(GOAL, s.positions[seat] + face)
            events = [Event(f"Penguin {seat + 1} rolls {face} and slides to floe {s.positions[seat]}.",
                            ("DASH-SLIDE",), player=seat)]
        if s.positions[seat] >= GOAL:
            events.append(Event(f"Penguin {seat + 1} reaches the last floe and wins!", ("DASH-WIN",), player=seat))
        else:
            s.turn = (seat + 1) % self.players
            events.append(Event(f"Penguin {s.turn + 1} to play.", ("DASH-TURN",), player=s.turn))
        return events

    def _is_over(self) -> bool:
        return max(self.state.positions) >= GOAL

    def _scores(self) -> list[int]:
        return list(self.state.positions)

    def _winners(self) -> tuple[int, ...]:
        return tuple(i for i, p in enumerate(self.state.positions) if p >= GOAL)

    def describe(self) -> str:
        where = ", ".join(f"penguin {i + 1} on floe {p}" for i, p in enumerate(self.state.positions))
        return f"Penguin Dash: {where}."


# -- the view (pure drawing) ----------------------------------------------------------


def draw(game: PenguinDash, fig: Any, *, presenter: bool = False, highlight: bool = True, **options: Any) -> None:
    """Draw the line of floes, the penguins and (with ``highlight``) the floes you may hop to."""
    ax = fig.add_axes((0.02, 0.08, 0.96, 0.84))
    ax.set_label("floes")
    ax.set_xlim(-0.7, GOAL + 0.7)
    ax.set_ylim(-1.2, 1.4)
    ax.set_aspect("equal")
    ax.axis("off")
    font = 14 if presenter else 9
    edge = "black" if presenter else "#4a6b8a"
    targets = {a.to for a in game.legal_actions() if isinstance(a, Hop)} if highlight else set()
    for floe in range(GOAL + 1):
        colour = "#ffe680" if floe in targets else ("#cfe8ff" if floe < GOAL else "#ffd1dc")
        ax.add_patch(_floe_patch(floe, colour, edge, 2.5 if presenter else 1.2))
        ax.text(floe, -0.8, str(floe), ha="center", va="center", fontsize=font, color="black")
    for seat, pos in enumerate(game.state.positions):
        offset = (seat - (game.players - 1) / 2) * 0.28
        mine = seat == game.current_player
        ax.plot([pos + offset], [0.05], "o", markersize=(16 if presenter else 11) + (3 if mine else 0),
                color=COLOURS[seat % len(COLOURS)], markeredgecolor="black", markeredgewidth=2 if mine else 0.8)
    status = (f"Penguin {game.winner()[0] + 1} wins!" if game.is_over
              else f"Penguin {game.current_player + 1} to play")
    ax.text(GOAL / 2, 1.05, status, ha="center", va="center", fontsize=font + 2, weight="bold")


def _floe_patch(floe: int, colour: str, edge: str, width: float):
    from matplotlib.patches import FancyBboxPatch

    return FancyBboxPatch((floe - 0.4, -0.4), 0.8, 0.8, boxstyle="round,pad=0.02,rounding_size=0.15",
                          facecolor=colour, edgecolor=edge, linewidth=width)


def actions_at(game: PenguinDash, axes_label: str, x: float, y: float) -> list[Action]:
    """A click on floe k means 'hop to floe k' (when that is legal)."""
    if axes_label != "floes" or not -0.5 <= y <= 0.5:
        return []
    floe = round(x)
    return [a for a in game.legal_actions() if isinstance(a, Hop) and a.to == floe and abs(x - floe) <= 0.45]
