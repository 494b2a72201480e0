"""Drawing a Frosthaven campaign: the calendar strip, the buildings, the town's supply and tracks,
the characters, and what the campaign is waiting for. Pure drawing into a given Figure.

Retained through regions: each week, each building, each line of the supply and each field of a
character's line (name, HP, XP, gold, ...) is a region of its own, redrawn only when what it shows
changed, so an action redraws a few short texts.  Presenter mode draws the board at the size the
presenter page shows it (:data:`PRESENTER_LAYOUT`) and leaves out the character fields that would not
fit at its text size (they are in the board's words)."""

from __future__ import annotations

from dataclasses import dataclass

from floe_widgets.i18n import N_, language, tr
from floe_widgets.views.contract import (
    DEFAULT_THEME,
    PRESENTER_THEME,
    LegendEntry,
    Target,
    Theme,
    View,
    presenter_inches,
    register_view,
)

from ..scenario.names import local_name
from . import campaign as CP
from . import content as K
from .calendar import current_season, first_season
from .game import STEP_NAMES, FrosthavenCampaign

FIGSIZE = (13.5, 8.5)
SEASON = {"summer": "#f7dc6f", "winter": "#aed6f1"}
BUILDING = {"built": "#d5c4a1", "unbuilt": "#f4f1ea", "wrecked": "#d6604d"}
COLUMNS = 4
#: the legend, in words on the board (every colour and mark it uses; ``CampaignView.legend`` lists them)
WEEK_LEGEND = N_("yellow summer · blue winter · / passed · ● a section to read")
#: the same, when the calendar shows weeks after the campaign's last one (greyed)
WEEK_LEGEND_AFTER = N_("yellow summer · blue winter · grey after week {n} · / passed · ● a section to read")
#: a week after the campaign's last: it will not be played
AFTER = "#b3b3b3"
BUILDING_LEGEND = N_("tan built · pale not built · red hatched wrecked")
#: the same, while a week or a building is edged in blue to be chosen
BUILDING_LEGEND_CHOOSE = N_("tan built · pale not built · red hatched wrecked · blue edge: choose it")
#: the seasons and the resources, as a person reads them
SEASON_NAMES = {"summer": N_("summer"), "winter": N_("winter")}
RESOURCE_NAMES = {"lumber": N_("lumber"), "metal": N_("metal"), "hide": N_("hide"), "arrowvine": N_("arrowvine"),
                  "axenut": N_("axenut"), "corpsecap": N_("corpsecap"), "flamefruit": N_("flamefruit"),
                  "rockroot": N_("rockroot"), "snowthistle": N_("snowthistle")}
BOXES = {"calendar": (0.02, 0.84, 0.96, 0.14), "town": (0.02, 0.30, 0.56, 0.50), "supply": (0.60, 0.30, 0.38, 0.50),
         "party": (0.02, 0.08, 0.96, 0.20), "status": (0.02, 0.0, 0.96, 0.07)}
#: the fields of a character's line (see :func:`party_fields`)
PARTY_FIELDS = ("player", "name", "hp", "xp", "gold", "perks", "checks", "quest", "materials", "items")


@dataclass(frozen=True)
class Layout:
    """The campaign board at one picture size: its pixel size (None: the view's figsize at the theme's
    scale), the x of each character field shown (fraction of the panel; a field left out is in the
    board's words), and how many characters a building name, a supply line and the materials keep."""

    size_px: tuple[int, int] | None
    party_columns: dict[str, float]
    building_chars: int
    supply_chars: int
    materials_chars: int


DEFAULT_LAYOUT = Layout(None, {"player": 0.0, "name": 0.062, "hp": 0.2, "xp": 0.25, "gold": 0.305, "perks": 0.37,
                               "checks": 0.495, "quest": 0.57, "materials": 0.67, "items": 0.9}, 22, 62, 34)
#: the presenter page shows the board 1,350 px wide beside its task column at 1920x1080 (see the
#: scenario view): drawn that size, its 19 px text reaches the screen as it is
PRESENTER_LAYOUT = Layout((1344, 1000), {"player": 0.0, "name": 0.085, "hp": 0.31, "xp": 0.39, "gold": 0.48,
                                         "items": 0.59}, 16, 46, 0)


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

    def __post_init__(self) -> None:
        super().__post_init__()
        self._marked = False   # whether a week or a building is edged in blue to be chosen

    def presenter_size(self, theme: Theme) -> tuple[float, float]:
        return presenter_inches(theme, *PRESENTER_LAYOUT.size_px)   # drawn at the size it is shown

    def layout_key(self, state):
        return (_town_rows(state), language())   # a new language: drawn anew

    def build(self, state, fig) -> None:
        self.lay = PRESENTER_LAYOUT if self.theme.presenter else DEFAULT_LAYOUT
        self._boxes: dict[str, tuple[float, float, float, float]] = {}
        self.axes = {}
        for label, (x, y, w, h) in BOXES.items():
            ax = self.axes[label] = fig.add_axes((x, y, w, h))
            ax.set_label(label)
            ax.axis("off")
        self.axes["party"].text(0.0, 0.97, tr("Characters"), fontsize=self.theme.text, weight="bold", va="top",
                                transform=self.axes["party"].transAxes)
        last = last_week(self.game)
        weeks = tr(WEEK_LEGEND) if last is None else tr(WEEK_LEGEND_AFTER, n=last)
        self.axes["calendar"].text(1.0, 1.3 / 1.6, weeks, fontsize=self.theme.small, ha="right", va="center",
                                   color=self.theme.muted, transform=self.axes["calendar"].transAxes)
        # the limits are fixed at build: the calendar's weeks and the town's rows (the layout key)
        self.axes["calendar"].set_xlim(0, weeks_shown(self.game))
        self.axes["calendar"].set_ylim(0, 1.6)
        town = self.axes["town"]
        town.set_xlim(0, COLUMNS)
        town.set_ylim(-_town_rows(state), 0.4)
        town.text(0.0, 1.0 - 0.2 / (0.4 + _town_rows(state)), tr("Buildings"), fontsize=self.theme.text, va="center",
                  weight="bold", transform=town.transAxes)

    def _calendar(self, state, can_pass: bool) -> None:
        """The calendar: its title and one region per week, so passing a week redraws two weeks."""
        ax, th = self.axes["calendar"], self.theme
        n = weeks_shown(self.game)
        label = tr("no week passed yet") if state.week == 0 else tr("week {n}", n=state.week)
        title = tr("Calendar: {week}, {season}", week=label, season=season_name(state))
        self.set_region("calendar title", self._data_box(ax, (0, 1.05), (n * 0.3, 1.6)), title,
                        lambda: [ax.text(0, 1.3, title, fontsize=th.text, va="center")])
        every = 1 if n <= 30 else 5   # week numbers fit one per box up to 30 weeks, else every fifth
        last = last_week(self.game) or n
        for week in range(1, n + 1):
            key = (CP.season(week, first_season()), week == state.week, can_pass and week == state.week + 1,
                   week <= state.week, bool(state.calendar.get(week)), week > last)
            if self.region_changed(f"week {week}", key):
                self.set_region(f"week {week}", self._data_box(ax, (week - 1, 0), (week, 1.05)), key,
                                lambda week=week, key=key: _week(ax, th, week, key, week % every == 0 or week == 1))

    def _data_box(self, ax, a, b) -> tuple[float, float, float, float]:
        """The figure-fraction box between data points ``a`` and ``b`` of ``ax`` (kept: limits are fixed)."""
        key = (ax.get_label(), a, b, ax.get_xlim(), ax.get_ylim())
        if key not in self._boxes:
            (x0, y0), (x1, y1) = self.figure_point(ax, *a), self.figure_point(ax, *b)
            self._boxes[key] = (x0, y0, x1, y1)
        return self._boxes[key]

    def _field(self, label: str, name: str, x0: float, x1: float, top: float, step: float, text: str, size: float,
               weight: str) -> None:
        """A field of a text panel: from ``x0`` to ``x1`` (axes fractions), a region of its own."""
        ax = self.axes[label]
        x, y, w, h = BOXES[label]
        box = (x + w * x0, y + h * max(0.0, top - step), x + w * x1, y + h * min(1.0, top))

        def build():
            return [ax.text(*_on_pixel(ax, x0, top), text, fontsize=size, weight=weight, va="top",
                            transform=ax.transAxes)]

        self.set_region(f"{label} {name}", box, (text, weight, size, box), build)

    def update(self, state, *, viewer, highlight) -> None:
        game, th = self.game, self.theme
        can_pass = any(a.kind == "pass-time" for a in highlight)
        self._calendar(state, can_pass)
        marked = {getattr(a, "number", None) for a in highlight if a.kind in ("build", "rebuild", "defend-building")}
        self._town(state, marked)
        offered = can_pass and state.week < weeks_shown(game)
        self._marked = offered or any(b.number in marked for b in state.buildings)
        self._town_key()
        # the supply: one region per line; the characters: one region per field of a line
        lay = self.lay
        # a line is a name and a value, each a field: the names never change and a value is mostly a short
        # number drawn before, so a changed count pastes a kept picture of its text
        value_chars = lay.supply_chars - 20
        for i, (name, value) in enumerate(_rows(supply_rows(state), SUPPLY_ROWS)):
            top = 0.99 - i * SUPPLY_STEP
            self._field("supply", f"{i + 1} name", 0.0, SUPPLY_VALUE_X, top, SUPPLY_STEP, name, th.small, "normal")
            self._field("supply", f"{i + 1} value", SUPPLY_VALUE_X, 1.0, top, SUPPLY_STEP, _fit(value, value_chars),
                        th.small, "normal")
        columns = list(lay.party_columns.items())
        for seat, fields in enumerate(party_fields(game, lay.materials_chars)):
            current = game.current_player == seat and state.step == "downtime"
            top = PARTY_TOP - seat * PARTY_STEP
            alone = "name" in fields and len(fields) == 2   # no character yet: one sentence after the player
            for k, (field, x0) in enumerate(columns):
                x1 = 1.0 if alone and field == "name" else columns[k + 1][1] if k + 1 < len(columns) else 1.0
                text = "" if alone and field not in fields else fields.get(field, "")
                self._field("party", f"{seat + 1} {field}", x0, x1, top, PARTY_STEP, text, th.small,
                            "bold" if current and field == "player" else "normal")
        # the status: what the campaign is doing (its week and season are the calendar's title)
        what, step = doing(state)
        self._field("status", "doing", 0.0, STATUS_STEP_X if step else 1.0, 0.7, 0.7, what, th.text, "normal")
        # no step: its field shrinks to nothing at the line's end, never painted over the longer status
        self._field("status", "step", STATUS_STEP_X if step else 1.0, 1.0, 0.7, 0.7, step, th.text, "normal")

    def _town_key(self) -> None:
        """The buildings' key above them, a region of its own: "blue edge: choose it" only while a week or a
        building is edged in blue to be chosen."""
        ax, th = self.axes["town"], self.theme
        words = tr(BUILDING_LEGEND_CHOOSE if self._marked else BUILDING_LEGEND)
        self.set_region("town key", self._data_box(ax, (0, 0), (COLUMNS, 0.4)), words,
                        lambda: [ax.text(1.0, 1.0, words, fontsize=th.small, ha="right", va="top", color=th.muted,
                                         transform=ax.transAxes)])

    def _town(self, state, marked) -> None:
        """One region per building: its box, number and name, and its level."""
        ax, th, lay = self.axes["town"], self.theme, self.lay
        for i, b in enumerate(state.buildings):
            x, y = i % COLUMNS, -(i // COLUMNS) - 1
            key = (b.number, b.name, b.level, b.wrecked, b.number in marked, _town_rows(state))
            if self.region_changed(f"building {i}", key):
                self.set_region(f"building {i}", self._data_box(ax, (x, y), (x + 1, y + 1)), key,
                                lambda x=x, y=y, b=b: _building(ax, th, x, y, b, b.number in marked,
                                                                lay.building_chars))

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
        built = [tr("{building} ({state})", building=local_name(b.name), state=building_state(b))
                 for b in state.buildings]
        words = [tr("Frosthaven campaign, week {week} ({season}): {doing}.", week=state.week,
                    season=season_name(state), doing=" ".join(filter(None, doing(state)))),
                 tr("Buildings: {buildings}.", buildings=tr(", ").join(built))]
        words += [tr("{status}.", status=line.strip()) for line in supply_lines(state) + party_lines(self.game)]
        return " ".join(words)

    def legend(self) -> list[LegendEntry]:
        """Every colour and mark the board draws; "you may choose it" while it edges a week or building to
        choose."""
        return [LegendEntry("summer", tr("summer week"), SEASON["summer"]),
                LegendEntry("winter", tr("winter week"), SEASON["winter"]),
                LegendEntry("past", tr("week already passed (crossed out)"), "#7b241c", "/"),
                LegendEntry("event", tr("a section or event marked on the week"), "#6c3483", "●"),
                *([LegendEntry("after", tr("after the campaign's last week (week {n})", n=last_week(self.game)),
                               AFTER)] if last_week(self.game) is not None else []),
                LegendEntry("built", tr("building built"), BUILDING["built"]),
                LegendEntry("unbuilt", tr("building not built yet"), BUILDING["unbuilt"]),
                LegendEntry("wrecked", tr("building wrecked (hatched)"), BUILDING["wrecked"], "//"),
                *([LegendEntry("target", tr("you may choose it"), self.theme.highlight)] if self._marked else [])]


def season_name(state) -> str:
    return tr(SEASON_NAMES[current_season(state)])


def doing(state) -> tuple[str, str]:
    """What the campaign is doing now, in a few words: the phase, and the outpost phase's step (or "")."""
    s = state
    if s.phase == "outpost":
        return tr("Outpost phase:"), tr(STEP_NAMES.get(s.step, s.step))
    said = {"scenario": N_("choosing a scenario"), "play": N_("playing scenario {n}"),
            "road": N_("on the road to scenario {n}"), "lost": N_("deciding after losing scenario {n}"),
            "over": N_("the campaign is over")}
    return (tr(said[s.phase], n=s.scenario) if s.phase in said else s.phase), ""


def building_state(b) -> str:
    return tr("wrecked") if b.wrecked else tr("level {n}", n=b.level) if b.level else tr("not built")


def resources_text(amounts: dict[str, int]) -> str:
    return tr(", ").join(tr("{resource} {n}", resource=tr(RESOURCE_NAMES.get(k, k)), n=v) for k, v in amounts.items())


def _fit(text: str, chars: int) -> str:
    return text if len(text) <= chars else text[: chars - 1] + "…"


def last_week(game) -> int | None:
    """The campaign's last week when the calendar shows weeks after it (greyed), else None (a casual campaign
    counts scenarios played, not weeks)."""
    weeks = game.options["weeks"]
    return None if game.options["casual"] or weeks >= weeks_shown(game) else weeks


def weeks_shown(game) -> int:
    return max(20, min(80, game.options["weeks"]))


def _week(ax, th, week: int, key: tuple, numbered: bool) -> list:
    """One week of the calendar: its season's box (thick when current or next), its number, a cross once
    passed and a dot when something is marked on it."""
    season, current, offered, passed, marked, after = key
    edge = th.highlight if offered else ("#1b4f72" if current else "#555555")
    width = th.highlight_width if current or offered else 0.6
    from matplotlib.lines import Line2D

    # added as they are: the calendar's limits are fixed, so nothing needs the data limits updated
    out = [ax.add_artist(_rect(week - 1 + 0.05, 0.1, 0.9, 0.9, AFTER if after else SEASON[season], edge, width))]
    if numbered:
        out.append(ax.text(week - 0.5, 0.55, str(week), ha="center", va="center", fontsize=th.small))
    if passed:
        out.append(ax.add_artist(Line2D([week - 0.9, week - 0.1], [0.15, 0.95], color="#7b241c", linewidth=1.2)))
    if marked:
        out.append(ax.add_artist(Line2D([week - 0.5], [0.25], marker="o", color="#6c3483", markersize=4)))
    return out


def _on_pixel(ax, x: float, y: float) -> tuple[float, float]:
    """The axes fraction nearest to (x, y) on a whole display pixel: a retained picture pastes a text from
    a sprite made at its anchor's sub-pixel offset, so texts on whole pixels share one sprite."""
    px, py = ax.transAxes.transform((x, y))
    qx, qy = ax.transAxes.inverted().transform((round(px), round(py)))
    return float(qx), float(qy)


def _town_rows(state) -> int:
    return (len(state.buildings) + COLUMNS - 1) // COLUMNS


def _building(ax, th, x: int, y: int, b, on: bool, chars: int) -> list:
    """One building at column ``x``, row ``y`` of the town: its box, number and name, and level."""
    colour = BUILDING["wrecked" if b.wrecked else "built" if b.level else "unbuilt"]
    box = ax.add_artist(_rect(x + 0.04, y + 0.06, 0.92, 0.88, colour, th.highlight if on else "#333333",
                              th.highlight_width if on else 0.8, hatch="//" if b.wrecked else None))
    return [box, ax.text(x + 0.5, y + 0.66, _fit(f"{b.number} {local_name(b.name)}", chars), ha="center",
                         va="center", fontsize=th.small),
            ax.text(x + 0.5, y + 0.3, building_state(b), ha="center", va="center", fontsize=th.small)]


def supply_rows(s) -> list[tuple[str, str]]:
    """The town's supply and tracks, then the event waiting for a choice: (name, value) lines."""
    herbs = {k: v for k, v in s.herbs.items() if v}
    rows = [(tr("Prosperity"), str(s.prosperity)), (tr("Morale"), str(s.morale)),
            (tr("Inspiration"), str(s.inspiration)), (tr("Supply"), resources_text(s.supply)),
            (tr("Herbs"), resources_text(herbs) or tr("none")),
            (tr("Scenarios unlocked"), ", ".join(map(str, s.unlocked))),
            (tr("Completed"), ", ".join(map(str, s.completed)) or tr("none")),
            (tr("Alchemy chart"), tr("{open}/{all} windows", open=len(s.alchemy),
                                     all=len(K.data()["alchemy"]["chart"]))),
            (tr("Retired"), str(len(s.retirements))), (tr("Fallen"), str(len(s.fallen)))]
    for eid in (s.event, s.road_event):
        if not eid:
            continue
        card = K.event_card(eid)
        rows.append((tr("Event"), local_name(card["text"])))
        rows += [(f"  {'AB'[i]}", local_name(o["text"])) for i, o in enumerate(card["options"])]
    if s.attack_targets:
        rows.append((tr("Attack"), tr("strength {strength} on {buildings}", strength=s.attack_strength,
                                      buildings=", ".join(map(str, s.attack_targets)))))
    return rows


def supply_lines(s) -> list[str]:
    return [tr("{name}: {value}", name=name.strip(), value=value) for name, value in supply_rows(s)]


SUPPLY_ROWS = 14
SUPPLY_STEP = 0.07
#: where a supply line's value starts (a fraction of the panel's width)
SUPPLY_VALUE_X = 0.42
#: where the outpost phase's step starts on the status line
STATUS_STEP_X = 0.16
PARTY_TOP, PARTY_STEP = 0.78, 0.19


def _rows(lines: list, rows: int) -> list:
    """Exactly ``rows`` lines: the last says how many more did not fit."""
    if len(lines) > rows:
        lines = lines[: rows - 1] + [("", tr("… and {n} more", n=len(lines) - rows + 1))]
    return lines + [("", "")] * (rows - len(lines))


def party_fields(game, materials_chars: int = 0) -> list[dict[str, str]]:
    """Each player's line as fields (:data:`PARTY_FIELDS`): a player without a character has two,
    ``player`` and ``name`` (a sentence).  ``materials_chars`` cuts the materials (0: whole)."""
    s = game.state
    out = []
    for seat in range(game.players):
        h = next((c for c in s.characters if c.seat == seat), None)
        player = tr("Player {n}:", n=seat + 1)
        if h is None:
            out.append({"player": player, "name": tr("no character yet (create one in downtime)")})
            continue
        mats = resources_text({k: v for k, v in h.materials.items() if v}) or tr("no materials")
        items = tr("items {n}", n=len(h.items))
        out.append({"player": player, "name": tr("{name} L{level}", name=local_name(h.name), level=h.level),
                    "hp": tr("HP {n}", n=h.max_hp), "xp": tr("XP {xp}", xp=h.xp), "gold": tr("gold {n}", n=h.gold),
                    "perks": tr("perks {n} (+{marks} mark)", plural="perks {n} (+{marks} marks)",
                                how_many=h.perk_marks, n=len(h.perks), marks=h.perk_marks),
                    "checks": tr("checks {n}", n=h.checkmarks),
                    "quest": tr("quest {progress}/{target}", progress=h.quest_progress,
                                target=K.quest(h.quest)["target"]) if h.quest else "",
                    "materials": _fit(mats, materials_chars) if materials_chars else mats,
                    "items": tr("{items} (done)", items=items) if h.downtime_done and s.step == "downtime" else items})
    return out


def party_lines(game) -> list[str]:
    """Each player's line in words (the board's description)."""
    lines = []
    for fields in party_fields(game):
        words = [fields[k] for k in PARTY_FIELDS if k in fields]
        lines.append(f"{words[0]} {words[1]}" + "".join(f"  {w}" for w in words[2:]))
    return lines


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
