"""Drawing a Frosthaven campaign: the calendar strip, the buildings, the town's supply and tracks,
the characters, and what the campaign is waiting for. Pure drawing into a given Figure."""

from __future__ import annotations

from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME, LegendEntry, Target, View, register_view

from . import campaign as CP
from . import content as K
from .calendar import current_season, first_season
from .game import FrosthavenCampaign

FIGSIZE = (13.5, 8.5)
SEASON = {"summer": "#f7dc6f", "winter": "#aed6f1"}
BUILDING = {"built": "#d5c4a1", "unbuilt": "#f4f1ea", "wrecked": "#d6604d"}
COLUMNS = 4
#: the legend, in words on the board (every colour and mark it uses; ``CampaignView.legend`` lists them)
WEEK_LEGEND = "yellow summer · blue winter · / passed · ● marked"
BUILDING_LEGEND = "tan built · pale not built · red hatched wrecked · blue edge: choose it"
BOXES = {"calendar": (0.02, 0.84, 0.96, 0.14), "town": (0.02, 0.30, 0.56, 0.50), "supply": (0.60, 0.30, 0.38, 0.50),
         "party": (0.02, 0.08, 0.96, 0.20), "status": (0.02, 0.0, 0.96, 0.07)}


def draw(game, fig, *, presenter: bool = False, highlight: bool = True, **options) -> CampaignView:
    """Draw ``game`` into ``fig`` once (tests, quick looks); returns the view."""
    view = CampaignView(game, dict(options))
    marked = list(game.legal_actions()) if highlight and not game.is_over else []
    view.draw(game.state, fig, highlight=marked, theme=PRESENTER_THEME if presenter else DEFAULT_THEME)
    return view


@register_view(FrosthavenCampaign)
class CampaignView(View):
    """The campaign board on the view contract: five regions (calendar, buildings, supply, characters,
    status), each rebuilt only when what it shows changed."""

    figsize = FIGSIZE

    def build(self, state, fig) -> None:
        self.axes = {}
        for label, (x, y, w, h) in BOXES.items():
            ax = self.axes[label] = fig.add_axes((x, y, w, h))
            ax.set_label(label)
            ax.axis("off")
        self.axes["party"].text(0.0, 0.97, "Characters", fontsize=self.theme.text, weight="bold", va="top",
                                transform=self.axes["party"].transAxes)
        for label, words, y in (("calendar", WEEK_LEGEND, 1.3 / 1.6), ("town", BUILDING_LEGEND, 1.0)):
            self.axes[label].text(1.0, y, words, fontsize=self.theme.small, ha="right", va="center" if y < 1 else "top",
                                  color=self.theme.muted, transform=self.axes[label].transAxes)

    def _region(self, label: str, key, draw_part) -> None:
        ax = self.axes[label]
        x, y, w, h = BOXES[label]

        def build():
            before = {id(a) for a in ax.get_children()}
            draw_part(ax)
            return [a for a in ax.get_children() if id(a) not in before]

        self.set_region(label, (x, y, x + w, y + h), key, build)

    def _calendar(self, state, can_pass: bool) -> None:
        """The calendar: its title and one region per week, so passing a week redraws two weeks."""
        ax, th = self.axes["calendar"], self.theme
        n = weeks_shown(self.game)
        ax.set_xlim(0, n)
        ax.set_ylim(0, 1.6)
        label = "no week marked yet" if state.week == 0 else f"week {state.week}"
        title = f"Calendar: {label}, {current_season(state)}"
        self.set_region("calendar title", self._data_box(ax, (0, 1.05), (n * 0.3, 1.6)), title,
                        lambda: [ax.text(0, 1.3, title, fontsize=th.text, va="center")])
        every = 1 if n <= 30 else 5   # week numbers fit one per box up to 30 weeks, else every fifth
        for week in range(1, n + 1):
            key = (CP.season(week, first_season()), week == state.week, can_pass and week == state.week + 1,
                   week <= state.week, bool(state.calendar.get(week)))
            self.set_region(f"week {week}", self._data_box(ax, (week - 1, 0), (week, 1.05)), key,
                            lambda week=week, key=key: _week(ax, th, week, key, week % every == 0 or week == 1))

    def _data_box(self, ax, a, b) -> tuple[float, float, float, float]:
        (x0, y0), (x1, y1) = self.figure_point(ax, *a), self.figure_point(ax, *b)
        return (x0, y0, x1, y1)

    def _line(self, label: str, row: int, top: float, step: float, text: str, size: float, weight: str) -> None:
        """Line ``row`` of the text panel ``label``: a region of its own, from ``top`` (axes fraction) down."""
        ax = self.axes[label]
        x, y, w, h = BOXES[label]
        box = (x, y + h * max(0.0, top - step), x + w, y + h * min(1.0, top))

        def build():
            return [ax.text(0.0, top, text, fontsize=size, weight=weight, va="top", transform=ax.transAxes)]

        self.set_region(f"{label} {row + 1}", box, (text, weight, size), build)

    def update(self, state, *, viewer, highlight) -> None:
        game, th = self.game, self.theme
        can_pass = any(a.kind == "pass-time" for a in highlight)
        self._calendar(state, can_pass)
        marked = {getattr(a, "number", None) for a in highlight if a.kind in ("build", "rebuild", "defend-building")}
        self._region("town", (repr(state.buildings), tuple(sorted(marked, key=str))),
                     lambda ax: _town(game, ax, th, marked))
        # the supply and the characters: one region per line, so a change redraws only its own line
        for i, line in enumerate(_rows(supply_lines(state), SUPPLY_ROWS)):
            self._line("supply", i, 0.99 - i * SUPPLY_STEP, SUPPLY_STEP, line, th.small, "normal")
        for seat, line in enumerate(party_lines(game)):
            current = game.current_player == seat and state.step == "downtime"
            self._line("party", seat, PARTY_TOP - seat * PARTY_STEP, PARTY_STEP, _fit(line, 150), th.small,
                       "bold" if current else "normal")
        status = game.describe().split(";")[0]
        self._region("status", status, lambda ax: ax.text(0.0, 0.4, _fit(status, 150), fontsize=th.text,
                                                          transform=ax.transAxes))

    def hit(self, x: float, y: float) -> list[Target]:
        if self.fig is None:
            return []
        if self.data_point(self.axes["calendar"], x, y) is not None:
            return [Target("calendar", "next week")]
        point = self.data_point(self.axes["town"], x, y)
        if point is None:
            return []
        col, row = int(point[0]), int(-point[1])
        i = row * COLUMNS + col if 0 <= col < COLUMNS and point[1] < 0 else -1
        buildings = self.game.state.buildings
        return [Target("building", buildings[i].number)] if 0 <= i < len(buildings) else []

    def targets_of(self, action) -> set[Target]:
        if action.kind == "pass-time":
            return {Target("calendar", "next week")}
        number = getattr(action, "number", None)
        if number is not None and action.kind != "choose-scenario":
            return {Target("building", number)}
        return set()

    def describe_board(self, state, *, viewer=None) -> str:
        built = [f"{b.name} ({'wrecked' if b.wrecked else f'level {b.level}' if b.level else 'not built'})"
                 for b in state.buildings]
        words = [self.game.describe().split(";")[0] + ".", "Buildings: " + ", ".join(built) + "."]
        words += [line + "." for line in supply_lines(state) + party_lines(self.game)]
        return " ".join(words)

    def legend(self) -> list[LegendEntry]:
        return [LegendEntry("summer", "summer week", SEASON["summer"]),
                LegendEntry("winter", "winter week", SEASON["winter"]),
                LegendEntry("past", "week already passed (crossed out)", "#7b241c", "/"),
                LegendEntry("event", "a section or event marked on the week", "#6c3483", "●"),
                LegendEntry("built", "building built", BUILDING["built"]),
                LegendEntry("unbuilt", "building not built yet", BUILDING["unbuilt"]),
                LegendEntry("wrecked", "building wrecked (hatched)", BUILDING["wrecked"], "//"),
                LegendEntry("target", "you may choose it", self.theme.highlight)]


def _fit(text: str, chars: int) -> str:
    return text if len(text) <= chars else text[: chars - 1] + "…"


def weeks_shown(game) -> int:
    return max(20, min(80, game.options["weeks"]))


def _week(ax, th, week: int, key: tuple, numbered: bool) -> list:
    """One week of the calendar: its season's box (thick when current or next), its number, a cross once
    passed and a dot when something is marked on it."""
    season, current, offered, passed, marked = key
    edge = th.highlight if offered else ("#1b4f72" if current else "#555555")
    width = th.highlight_width if current or offered else 0.6
    out = [ax.add_patch(_rect(week - 1 + 0.05, 0.1, 0.9, 0.9, SEASON[season], edge, width))]
    if numbered:
        out.append(ax.text(week - 0.5, 0.55, str(week), ha="center", va="center", fontsize=th.small))
    if passed:
        out += ax.plot([week - 0.9, week - 0.1], [0.15, 0.95], color="#7b241c", linewidth=1.2)
    if marked:
        out += ax.plot(week - 0.5, 0.25, marker="o", color="#6c3483", markersize=4)
    return out


def _town(game, ax, th, marked) -> None:
    s = game.state
    rows = (len(s.buildings) + COLUMNS - 1) // COLUMNS
    ax.set_xlim(0, COLUMNS)
    ax.set_ylim(-rows, 0.4)
    ax.text(0, 0.2, "Buildings", fontsize=th.text, va="center", weight="bold")
    for i, b in enumerate(s.buildings):
        x, y = i % COLUMNS, -(i // COLUMNS) - 1
        colour = BUILDING["wrecked" if b.wrecked else "built" if b.level else "unbuilt"]
        on = b.number in marked
        ax.add_patch(_rect(x + 0.04, y + 0.06, 0.92, 0.88, colour, th.highlight if on else "#333333",
                           th.highlight_width if on else 0.8, hatch="//" if b.wrecked else None))
        ax.text(x + 0.5, y + 0.66, _fit(f"{b.number} {b.name}", 22), ha="center", va="center", fontsize=th.small)
        state = "wrecked" if b.wrecked else (f"level {b.level}" if b.level else "not built")
        ax.text(x + 0.5, y + 0.3, state, ha="center", va="center", fontsize=th.small)


def supply_lines(s) -> list[str]:
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
    return lines


SUPPLY_ROWS = 12
SUPPLY_STEP = 0.083
PARTY_TOP, PARTY_STEP = 0.78, 0.19


def _rows(lines: list[str], rows: int) -> list[str]:
    """Exactly ``rows`` lines, each fitted to the panel: the last says how many more did not fit."""
    if len(lines) > rows:
        lines = lines[: rows - 1] + [f"… {len(lines) - rows + 1} more"]
    return [_fit(line, 62) for line in lines] + [""] * (rows - len(lines))


def party_lines(game) -> list[str]:
    s = game.state
    out = []
    for seat in range(game.players):
        h = next((c for c in s.characters if c.seat == seat), None)
        if h is None:
            out.append(f"Player {seat + 1}: no character yet (create one in downtime)")
            continue
        mats = ", ".join(f"{k} {v}" for k, v in h.materials.items() if v) or "no materials"
        done = " (done)" if h.downtime_done and s.step == "downtime" else ""
        out.append(f"Player {seat + 1}: {h.name} L{h.level}  HP {h.max_hp}  XP {h.xp}  gold {h.gold}  "
                   f"perks {len(h.perks)} (+{h.perk_marks} marks)  checks {h.checkmarks}  "
                   f"quest {h.quest} {h.quest_progress}  {mats}  items {len(h.items)}{done}")
    return out


def _rect(x, y, w, h, colour, edge, width, hatch=None):
    from matplotlib.patches import Rectangle

    return Rectangle((x, y), w, h, facecolor=colour, edgecolor=edge, linewidth=width, hatch=hatch)


def actions_at(game, axes_label: str, x: float, y: float) -> list:
    """A click at data point (x, y) of the axes ``axes_label``: the legal actions it means (through the
    view's ``hit`` and ``targets_of``)."""
    from matplotlib.figure import Figure

    from floe_widgets.views.contract import actions_for

    view = draw(game, Figure(figsize=FIGSIZE))
    ax = view.axes.get(axes_label)
    if ax is None:
        return []
    return actions_for(view, view.hit(*view.figure_point(ax, x, y)), game.legal_actions())
