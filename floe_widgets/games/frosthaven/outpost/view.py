"""Drawing a Frosthaven campaign: the calendar strip, the buildings, the town's supply and tracks,
the characters, and what the campaign is waiting for. Pure drawing into a given Figure."""

from __future__ import annotations

from .. import campaign as CP
from . import content as K
from .calendar import current_season, first_season

FIGSIZE = (10, 6)
SEASON = {"summer": "#f7dc6f", "winter": "#aed6f1"}
BUILDING = {"built": "#d5c4a1", "unbuilt": "#f4f1ea", "wrecked": "#e6b0aa"}
COLUMNS = 4


def draw(game, fig, *, presenter: bool = False, highlight: bool = True, **options) -> None:
    s = game.state
    size = 11 if presenter else 9
    _calendar(game, fig.add_axes([0.02, 0.84, 0.96, 0.14]), size, highlight)
    _town(game, fig.add_axes([0.02, 0.30, 0.56, 0.50]), size, highlight)
    _supply(game, fig.add_axes([0.60, 0.30, 0.38, 0.50]), size)
    _party(game, fig.add_axes([0.02, 0.08, 0.96, 0.20]), size)
    status = fig.add_axes([0.02, 0.0, 0.96, 0.07])
    status.set_label("status")
    status.axis("off")
    status.text(0.0, 0.4, game.describe().split(";")[0], fontsize=size, transform=status.transAxes)
    _ = s


def weeks_shown(game) -> int:
    return max(20, min(80, game.options["weeks"]))


def _calendar(game, ax, size, highlight) -> None:
    s = game.state
    ax.set_label("calendar")
    n = weeks_shown(game)
    ax.set_xlim(0, n)
    ax.set_ylim(0, 1.6)
    ax.axis("off")
    can_pass = highlight and any(a.kind == "pass-time" for a in game.legal_actions())
    for week in range(1, n + 1):
        season = CP.season(week, first_season())
        edge = "#1b4f72" if week == s.week else "#555555"
        width = 2.5 if week == s.week or (can_pass and week == s.week + 1) else 0.6
        ax.add_patch(_rect(week - 1 + 0.05, 0.1, 0.9, 0.9, SEASON[season], edge, width))
        ax.text(week - 0.5, 0.55, str(week), ha="center", va="center", fontsize=size - 2)
        if week <= s.week:
            ax.plot([week - 0.9, week - 0.1], [0.15, 0.95], color="#7b241c", linewidth=1.2)
        if s.calendar.get(week):
            ax.plot(week - 0.5, 0.25, marker="o", color="#6c3483", markersize=3)
    label = "no week marked yet" if s.week == 0 else f"week {s.week}"
    ax.text(0, 1.3, f"Calendar: {label}, {current_season(s)}", fontsize=size, va="center")


def _town(game, ax, size, highlight) -> None:
    s = game.state
    ax.set_label("town")
    rows = (len(s.buildings) + COLUMNS - 1) // COLUMNS
    ax.set_xlim(0, COLUMNS)
    ax.set_ylim(-rows, 0.4)
    ax.axis("off")
    ax.text(0, 0.2, "Buildings", fontsize=size, va="center", weight="bold")
    marked = {getattr(a, "number", None) for a in game.legal_actions() if a.kind in
              ("build", "rebuild", "defend-building")} if highlight else set()
    for i, b in enumerate(s.buildings):
        x, y = i % COLUMNS, -(i // COLUMNS) - 1
        colour = BUILDING["wrecked" if b.wrecked else "built" if b.level else "unbuilt"]
        width = 2.5 if b.number in marked else 0.8
        ax.add_patch(_rect(x + 0.04, y + 0.06, 0.92, 0.88, colour, "#333333", width, hatch="//" if b.wrecked else None))
        ax.text(x + 0.5, y + 0.66, f"{b.number} {b.name}", ha="center", va="center", fontsize=size - 2)
        state = "wrecked" if b.wrecked else (f"level {b.level}" if b.level else "not built")
        ax.text(x + 0.5, y + 0.3, state, ha="center", va="center", fontsize=size - 2)


def _supply(game, ax, size) -> None:
    s = game.state
    ax.set_label("supply")
    ax.axis("off")
    lines = [f"Prosperity {s.prosperity}   Morale {s.morale}   Inspiration {s.inspiration}",
             "Supply: " + ", ".join(f"{k} {v}" for k, v in s.supply.items()),
             "Herbs: " + (", ".join(f"{k} {v}" for k, v in s.herbs.items() if v) or "none"),
             f"Scenarios unlocked: {', '.join(map(str, s.unlocked))}",
             f"Completed: {', '.join(map(str, s.completed)) or 'none'}",
             f"Alchemy chart: {len(s.alchemy)}/{len(K.data()['alchemy']['chart'])} windows",
             f"Retired: {len(s.retirements)}   Fallen: {len(s.fallen)}"]
    for eid in (s.event, s.road_event):
        if not eid:
            continue
        card = K.event_card(eid)
        lines.append(f"Event {eid}: {card['text']}")
        lines += [f"  {'AB'[i]}: {o['text']}" for i, o in enumerate(card["options"])]
    if s.attack_targets:
        lines.append(f"Attack {s.attack_strength} on {', '.join(map(str, s.attack_targets))}")
    for i, line in enumerate(lines):
        ax.text(0.0, 0.97 - i * 0.1, line, fontsize=size - 1, va="top", transform=ax.transAxes, wrap=True)


def _party(game, ax, size) -> None:
    s = game.state
    ax.set_label("party")
    ax.axis("off")
    ax.text(0.0, 0.95, "Characters", fontsize=size, weight="bold", va="top", transform=ax.transAxes)
    for seat in range(game.players):
        h = next((c for c in s.characters if c.seat == seat), None)
        if h is None:
            text = f"P{seat + 1}: (no character: create one in downtime)"
        else:
            mats = ", ".join(f"{k} {v}" for k, v in h.materials.items() if v) or "no materials"
            done = " (done)" if h.downtime_done and s.step == "downtime" else ""
            text = (f"P{seat + 1}: {h.name} L{h.level}  HP {h.max_hp}  XP {h.xp}  gold {h.gold}  "
                    f"perks {len(h.perks)} (+{h.perk_marks} marks)  checks {h.checkmarks}  "
                    f"quest {h.quest} {h.quest_progress}  {mats}  items {len(h.items)}{done}")
        current = game.current_player == seat and s.step == "downtime"
        ax.text(0.0, 0.75 - seat * 0.2, text, fontsize=size - 2, va="top", transform=ax.transAxes,
                weight="bold" if current else "normal")


def _rect(x, y, w, h, colour, edge, width, hatch=None):
    from matplotlib.patches import Rectangle

    return Rectangle((x, y), w, h, facecolor=colour, edgecolor=edge, linewidth=width, hatch=hatch)


def actions_at(game, axes_label: str, x: float, y: float) -> list:
    """A click on a building offers its construction or defence; on the calendar, the next week."""
    legal = game.legal_actions()
    if axes_label == "calendar":
        return [a for a in legal if a.kind == "pass-time"]
    if axes_label != "town":
        return []
    col, row = int(x), int(-y)
    i = row * COLUMNS + col if 0 <= col < COLUMNS and y < 0 else -1
    if not 0 <= i < len(game.state.buildings):
        return []
    number = game.state.buildings[i].number
    return [a for a in legal if getattr(a, "number", None) == number and a.kind != "choose-scenario"]
