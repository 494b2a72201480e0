"""Penguin Dash: a tiny demo game with a view (:class:`DashView`), used by the start-here notebook and the kit's tests.

Two or three penguins race along a line of floes.  On your turn you either hop
one or two floes ahead, or slide: roll the slide die and glide that far.  The
first penguin to reach the last floe wins.  It is small on purpose: it shows
every part of the widget kit (board clicks, button groups, chance, events
with rule ids) without needing a real game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from floe_widgets.core import Action, Event, Game

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
    rules_file = ("floe_widgets.widgets", "demo_rules.yaml")

    def setup(self) -> DashState:
        return DashState(positions=[0] * self.players)

    def _current_player(self) -> int:
        return self.state.turn

    def candidates(self) -> list[Action]:
        here = self.state.positions[self.state.turn]
        return [Hop(here + 1), Hop(here + 2), Slide()]

    def why_not(self, action: Action) -> tuple[str, str] | None:
        here = self.state.positions[self.state.turn]
        if isinstance(action, Hop) and (action.to not in (here + 1, here + 2) or action.to > GOAL):
            return ("DASH-HOP", f"From floe {here} you can hop to floe {here + 1} or {here + 2} (the goal is "
                                f"floe {GOAL}), not to floe {action.to}.")
        return None

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
# (a game's view normally lives in its own view module; the demo keeps everything in one file)

from floe_widgets.views.contract import LegendEntry, Target, View, register_view  # noqa: E402

FLOE, GOAL_FLOE, TARGET_FLOE = "#cfe8ff", "#ffd1dc", "#ffe680"


@register_view(PenguinDash)
class DashView(View):
    """The line of floes, the penguins and the floes the highlighted hops go to."""

    figsize = FIGSIZE

    def build(self, state: DashState, fig: Any) -> None:
        from matplotlib.patches import FancyBboxPatch

        th = self.theme
        ax = self.ax = fig.add_axes((0.02, 0.08, 0.96, 0.84))
        ax.set_label("floes")
        ax.set_xlim(-0.7, GOAL + 0.7)
        ax.set_ylim(-1.2, 1.4)
        ax.set_aspect("equal")
        ax.axis("off")
        edge = th.ink if th.presenter else "#4a6b8a"
        self.floes = []
        for floe in range(GOAL + 1):
            patch = FancyBboxPatch((floe - 0.4, -0.4), 0.8, 0.8, boxstyle="round,pad=0.02,rounding_size=0.15",
                                   facecolor=FLOE, edgecolor=edge, linewidth=2.5 if th.presenter else 1.2)
            self.floes.append(ax.add_patch(patch))
            ax.text(floe, -0.8, str(floe), ha="center", va="center", fontsize=th.text, color=th.ink)
        self.penguins = [ax.plot([0], [0.05], "o", color=COLOURS[seat % len(COLOURS)], markeredgecolor="black")[0]
                         for seat in range(len(state.positions))]
        self.status = ax.text(GOAL / 2, 1.05, "", ha="center", va="center", fontsize=th.title, weight="bold")

    def update(self, state: DashState, *, viewer: int | None, highlight: list[Any]) -> None:
        targets = {a.to for a in highlight if isinstance(a, Hop)}
        for floe, patch in enumerate(self.floes):
            patch.set_facecolor(TARGET_FLOE if floe in targets else (FLOE if floe < GOAL else GOAL_FLOE))
        big = 16 if self.theme.presenter else 11
        for seat, (marker, pos) in enumerate(zip(self.penguins, state.positions)):
            mine = seat == state.turn
            marker.set_data([pos + (seat - (len(state.positions) - 1) / 2) * 0.28], [0.05])
            marker.set_markersize(big + (3 if mine else 0))
            marker.set_markeredgewidth(2 if mine else 0.8)
        winners = [i for i, p in enumerate(state.positions) if p >= GOAL]
        self.status.set_text(f"Penguin {winners[0] + 1} wins!" if winners else f"Penguin {state.turn + 1} to play")

    def dynamic_artists(self) -> list[Any]:
        return [*self.floes, *self.penguins, self.status]

    def hit(self, x: float, y: float) -> list[Target]:
        point = self.data_point(self.ax, x, y)
        if point is None or not -0.5 <= point[1] <= 0.5 or abs(point[0] - round(point[0])) > 0.45:
            return []
        return [Target("floe", round(point[0]))] if 0 <= round(point[0]) <= GOAL else []

    def targets_of(self, action: Any) -> set[Target]:
        return {Target("floe", action.to)} if isinstance(action, Hop) else set()

    def describe_board(self, state: DashState, *, viewer: int | None = None) -> str:
        where = "; ".join(f"penguin {i + 1} on floe {p}" for i, p in enumerate(state.positions))
        return f"A line of floes 0 to {GOAL} (the goal). {where}. Penguin {state.turn + 1} to play."

    def legend(self) -> list[LegendEntry]:
        return [LegendEntry("floe", "a floe", FLOE), LegendEntry("goal", "the goal floe", GOAL_FLOE),
                LegendEntry("target", "a floe you may hop to", TARGET_FLOE)]
