"""TacticsWidget (``floe_widgets.games.frosthaven.tactics.TacticsWidget``): load, edit and solve a
Frosthaven monster turn (``fh-situation/1``) in a notebook.

A tool, not a game: it holds one situation document, solves it with the monster AI after every
change and shows the answer drawn (:mod:`tactics_view`) and explained (the trace, each rule id
with a "why?" button that opens the rules reference entry).

* **Load**: a shipped situation (dropdown), a JSON file path, or pasted JSON text.  A malformed
  document shows the error naming the offending field and keeps the previous situation.
* **Edit**: choose a mode, then click a hex on the board picture (or on the ipympl canvas with
  ``interactive=True``), or use the q / r boxes and "apply", or from Python ``widget.click_hex((q, r))``.
* **Ability**: move, movement (normal / jump / flying / teleport), attack, range, targets, muddled
  and an area pattern (its red hexes written as the board prints hexes: "1,0; 1,-1").
* **Export**: the document as JSON text, and "save" to a file path.
"""

from __future__ import annotations

import copy
import html
import json
from collections.abc import Mapping
from importlib import resources
from pathlib import Path
from typing import Any

import ipywidgets as w
import traitlets as t
from matplotlib.figure import Figure

from floe_widgets.core.persistence import write_atomic
from floe_widgets.i18n import N_, language, text, tr
from floe_widgets.rendering import theme_for
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import Picture
from floe_widgets.widgets.image_clicks import listen_for_clicks
from floe_widgets.widgets.language import language_switch
from floe_widgets.widgets.presenter import follow_presenter, key_handlers, listen_for_keys, presenter_toggle
from floe_widgets.widgets.style import style_widget

from ..map.hex_names import coordinates, hex_name
from ..scenario.names import listed
from ..situations.situation import (
    CONDITIONS,
    SITUATION_OVERLAYS,
    Situation,
    SituationError,
    parse_situation,
    situation_document,
    solve,
)
from ..views import tactics_map, tactics_turn, tactics_view

#: edit modes: label -> (action, argument)
MODES: dict[str, tuple[str, str]] = {
    N_("place character"): ("figure", "character"),
    N_("place normal monster"): ("figure", "normal"),
    N_("place elite monster"): ("figure", "elite"),
    N_("remove figure"): ("remove", ""),
    N_("set active monster"): ("active", ""),
    N_("set hit points"): ("hp", ""),
    N_("toggle condition"): ("condition", ""),
    **{f"overlay: {k}": ("overlay", k) for k in SITUATION_OVERLAYS},
    N_("clear overlay"): ("overlay", ""),
    N_("open / close door"): ("door", ""),
    N_("thin wall (click two neighbours)"): ("thin-wall", ""),
    N_("add / remove map hex"): ("hex", ""),
}


def mode_label(mode: str) -> str:
    """A click mode as a person reads it (the overlays are named by the situation format)."""
    if mode.startswith("overlay: "):
        return tr("overlay: {name}", name=tr(OVERLAY_NAMES.get(mode.removeprefix("overlay: "), mode[9:])))
    return tr(mode)


MOVEMENTS = (N_("normal"), N_("jump"), N_("flying"), N_("teleport"))
#: the overlay kinds of the situation format, as a person reads them
OVERLAY_NAMES = {k: k for k in (N_("corridor"), N_("difficult"), N_("door"), N_("hazardous"), N_("icy"),
                                N_("objective"), N_("obstacle"), N_("pressure-plate"), N_("trap"))}


def said_options(values: tuple[str, ...]) -> list[tuple[str, str]]:
    """Dropdown options: each value of the situation format with its name in the reader's language."""
    return [(tr(v), v) for v in values]


def option_choices(n: int) -> list[tuple[str, int | str]]:
    """The "Show" menu for a plan of ``n`` options: every option, each one, and side by side when several."""
    choices: list[tuple[str, int | str]] = [(tr("every option on one map"), "every")]
    choices += [(tr("option {n}", n=i + 1), i) for i in range(n)]
    if n > 1:
        choices.append((tr("each option on a map of its own"), "all"))
    return choices


def shipped_situations() -> dict[str, str]:
    """File name -> JSON text of every situation shipped in ``content/situations``."""
    folder = resources.files("floe_widgets.games.frosthaven.content").joinpath("situations")
    return {p.name: p.read_text(encoding="utf-8")
            for p in sorted(folder.iterdir(), key=lambda p: p.name) if p.name.endswith(".json")}


def situation_text(doc: Mapping[str, Any], key: str) -> str:
    """A situation file's own text ``key`` ("title" or "x-lesson") in the reader's language: its form
    ``x-title-ja`` / ``x-lesson-ja`` when the reader reads Japanese and the file has one, else as written."""
    return str(doc.get(f"x-{key.removeprefix('x-')}-{language()}") or doc.get(key) or "").strip()


def situation_choices(shipped: dict[str, str]) -> list[tuple[str, str]]:
    """The "Situation" menu: each situation by its own title in the reader's language (its file name if it
    has none), a title two files share numbered "(2)", "(3)" in file order; the value stays the file name."""
    choices, seen = [], {}
    for name, doc in shipped.items():
        title = situation_text(json.loads(doc), "title") or name
        seen[title] = seen.get(title, 0) + 1
        choices.append((title if seen[title] == 1 else f"{title} ({seen[title]})", name))
    return choices


def option_words(o: Any) -> str:
    """A solved option as a person reads it: its path hex by hex, as the board prints them ("path hex 0,0 →
    hex -1,0 → hex -2,0, attacks B"), or where the monster stays, and whom it attacks."""
    targets = text(listed(o.attacks)) if o.attacks else tr("nobody")
    if len(o.path) <= 1:
        return tr("stays on {hex}, attacks {targets}", hex=hex_name(o.destination), targets=targets)
    return tr("path {path}, attacks {targets}", path=" → ".join(text(hex_name(h)) for h in o.path), targets=targets)


def area_cells(said: str) -> list[list[int]] | None:
    """The red hexes of an area pattern as the lab's "area" box says them ("1,0; 1,-1", each written as the
    board prints a hex; the situation format's JSON list is read too), or None if it says something else."""
    if said.lstrip().startswith("["):
        try:
            cells = json.loads(said)
        except json.JSONDecodeError:
            return None
        return cells if isinstance(cells, list) else None
    out = []
    for part in [p for p in said.replace("\n", ";").split(";") if p.strip()]:
        q, _comma, r = part.strip().partition(",")
        try:
            out.append([int(q), int(r)])
        except ValueError:
            return None
    return out


#: the longest value :func:`json_text` keeps on one line
LINE = 100


def json_text(value: Any, depth: int = 0) -> str:
    """``value`` as JSON a person can read and edit: a value that fits a line stays on one line (a hex
    is ``[-4, 0]``, a figure or an overlay one line each), a longer list or object one item per line."""
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, dict | list) or not value or (depth and len(flat) <= LINE):
        return flat
    pad, inner = " " * depth, " " * (depth + 1)
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {json_text(v, depth + 1)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    return "[\n" + ",\n".join(inner + json_text(v, depth + 1) for v in value) + "\n" + pad + "]"


def _rules():
    from ..scenario.game import Frosthaven

    return Frosthaven.rules()


class TacticsWidget(w.VBox):
    """Edit a tactical situation and see the monster AI's answer drawn and explained."""

    #: presenter mode: larger type, the board drawn bigger
    presenter = t.Bool(False).tag(sync=False)

    def __init__(self, situation: Any = None, *, interactive: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("fw-fh-tactics")
        self.shipped = shipped_situations()
        self.doc: dict[str, Any] = {}
        self.situation: Situation | None = None
        self.plan: Any = None
        self.figure: Figure | None = None
        self.picture: Picture | None = None   # the retained board picture (PNG mode)
        self.description = ""                 # the board in words
        self.interactive = bool(interactive) and _ipympl()
        self.canvas: Any = None
        self.last_error: SituationError | None = None
        self._quiet = False

        # load
        self.picker = w.Dropdown(options=situation_choices(self.shipped), description=tr("Situation"),
                                 layout=w.Layout(width="420px"))
        self.picker.observe(lambda ch: self._quiet or self.load_shipped(ch["new"]), names="value")
        self.path = w.Text(placeholder="path/to/situation.json", layout=w.Layout(width="300px"))
        self.load_file_button = w.Button(description=tr("load file"))
        self.load_file_button.on_click(lambda _b: self.load_file(self.path.value))
        self.paste = w.Textarea(placeholder=tr("paste an fh-situation/1 document"),
                                layout=w.Layout(width="98%", height="80px"))
        self.load_text_button = w.Button(description=tr("load text"))
        self.load_text_button.on_click(lambda _b: self.load_text(self.paste.value))
        self.error = w.HTML("")
        self.error.add_class("fw-fh-tactics-error")

        # edit
        self.mode = w.Dropdown(options=[(mode_label(m), m) for m in MODES], value="place character",
                               description=tr("Click does"), layout=w.Layout(width="340px"),
                               style={"description_width": "initial"})   # "クリックの働き" was cut short
        self.number = w.BoundedIntText(value=1, min=0, max=99, description=tr("number"),
                                       layout=w.Layout(width="150px"))
        self.initiative = w.BoundedIntText(value=50, min=0, max=99, description=tr("initiative"),
                                           layout=w.Layout(width="160px"))
        self.hp = w.BoundedIntText(value=5, min=0, max=999, description=tr("hit points"),
                                   layout=w.Layout(width="160px"))
        self.condition = w.Dropdown(options=said_options(CONDITIONS), description=tr("condition"),
                                    layout=w.Layout(width="220px"))
        self.pending_wall: tuple[int, int] | None = None
        self.mode.observe(lambda _ch: setattr(self, "pending_wall", None), names="value")
        short = {"description_width": "20px"}
        self.q = w.IntText(value=0, description="q", style=short, layout=w.Layout(width="110px"))
        self.r = w.IntText(value=0, description="r", style=short, layout=w.Layout(width="110px"))
        self.apply_button = w.Button(description=tr("apply"))
        self.apply_button.on_click(lambda _b: self.click_hex((self.q.value, self.r.value)))

        # ability
        self.move = w.BoundedIntText(min=0, max=20, description=tr("move"), layout=w.Layout(width="140px"))
        self.movement = w.Dropdown(options=said_options(MOVEMENTS), description=tr("movement"),
                                   layout=w.Layout(width="220px"))
        self.attack = w.Checkbox(description=tr("attack"), indent=False, layout=w.Layout(width="80px"))
        self.range = w.BoundedIntText(min=0, max=20, description=tr("range"), layout=w.Layout(width="140px"))
        self.targets = w.BoundedIntText(min=1, max=10, description=tr("targets"), layout=w.Layout(width="140px"))
        self.muddled = w.Checkbox(description=tr("muddled"), indent=False, layout=w.Layout(width="90px"))
        self.aoe = w.Text(placeholder="1,0; 1,-1", description=tr("area"), layout=w.Layout(width="260px"))
        self.aoe_melee = w.Checkbox(value=True, description=tr("melee area"), indent=False,
                                    layout=w.Layout(width="110px"))
        for c in (self.move, self.movement, self.attack, self.range, self.targets, self.muddled, self.aoe_melee):
            c.observe(lambda _ch: self._ability_changed(), names="value")
        self.aoe_button = w.Button(description=tr("set area"))
        self.aoe_button.on_click(lambda _b: self._ability_changed())

        # answer
        self.option = w.Dropdown(description=tr("Show"), layout=w.Layout(width="300px"))
        self.option.observe(lambda _ch: self._draw(), names="value")
        self.image = w.Image(format="png", layout=w.Layout(max_width="100%", height="auto"))
        self.image_events = listen_for_clicks(self.image, self.click_at)
        self.board = w.Box([self.image])
        self.presenter_toggle = presenter_toggle()
        follow_presenter(self, self.presenter_toggle, self._draw)
        self.key_events = listen_for_keys(self.board, key_handlers(self))
        self.summary = w.HTML("")
        self.trace = w.VBox()
        self.why = w.HTML("")
        self.why.add_class("fw-fh-tactics-why")

        # export
        self.export_text = w.Textarea(layout=w.Layout(width="98%", height="140px"))
        self.save_path = w.Text(placeholder="situation.json", layout=w.Layout(width="300px"))
        self.save_button = w.Button(description=tr("save"))
        self.save_button.on_click(lambda _b: self.save(self.save_path.value))
        self.saved = w.HTML("")

        row = w.HBox
        self.add_class("fw-lab")
        self.language_picker = language_switch(self, self._switched)
        self.children = (
            style_widget(), row([self.picker, self.presenter_toggle, self.language_picker]),
            row([self.path, self.load_file_button]), self.paste, row([self.load_text_button]),
            self.error,
            w.HTML(f"<b>{html.escape(tr('Edit'))}</b>"),
            row([self.mode, self.number, self.initiative]), row([self.hp, self.condition]),
            row([self.q, self.r, self.apply_button]),
            row([self.move, self.movement, self.attack, self.muddled]),
            row([self.range, self.targets, self.aoe, self.aoe_melee, self.aoe_button]),
            row([self.option]), self.board, self.summary, self.trace, self.why,
            w.HTML(f"<b>{html.escape(tr('Export'))}</b>"), self.export_text,
            row([self.save_path, self.save_button]), self.saved,
        )
        if situation is None:
            self.load_shipped(self.picker.value)
        elif isinstance(situation, Situation):
            self.set_document(situation_document(situation))
        elif isinstance(situation, str | Path) and not str(situation).lstrip().startswith("{"):
            self.load_file(situation)
        else:
            self.load_text(situation if isinstance(situation, str) else json.dumps(situation))

    # -- loading ------------------------------------------------------------------------------
    def set_document(self, doc: dict | str | bytes) -> bool:
        """Use ``doc`` if it is a valid situation (within the limits of ``situation_limits``, and
        solvable); else show the error and keep the previous one."""
        try:
            sit = parse_situation(doc)
            plan = solve(sit)
        except SituationError as exc:
            self.last_error = exc
            return self._fail(f"{tr('Not loaded')}: {exc}")
        self.last_error = None
        self.error.value = ""
        self.situation = sit
        self.doc = situation_document(sit)
        self.plan = plan
        self._sync_controls()
        self._refresh()
        return True

    def load_shipped(self, name: str) -> bool:
        return self.set_document(self.shipped[name])

    def load_text(self, text: str) -> bool:
        return self.set_document(text)

    def load_file(self, path: str | Path) -> bool:
        try:
            data = Path(path).read_bytes()  # bytes: parse_situation checks size and UTF-8 itself
        except OSError as exc:
            self.error.value = f"<span style='color:#c0392b'>{html.escape(f'{path}: {exc.strerror}')}</span>"
            return False
        return self.set_document(data)

    # -- editing ------------------------------------------------------------------------------
    def click_hex(self, h: tuple[int, int], mode: str | None = None) -> bool:
        """Apply the current edit mode (or ``mode``) at hex ``h``; returns whether the situation changed."""
        h = (int(h[0]), int(h[1]))
        action, arg = MODES[mode or self.mode.value]
        doc = copy.deepcopy(self.doc)
        if isinstance(doc["hexes"], str):
            doc["hexes"] = [list(x) for x in sorted(self.situation.hexmap.hexes)]
        figs = doc["figures"]
        here = [f for f in figs if tuple(f["hex"]) == h]
        if action == "figure":
            if arg == "character":
                fid = f"C{self.number.value}"
                new = {"id": fid, "team": "characters", "kind": "character", "hex": list(h),
                       "initiative": self.initiative.value}
            else:
                fid = f"M{self.number.value}"
                new = {"id": fid, "team": "monsters", "kind": "monster", "hex": list(h)}
                if arg == "elite":
                    new["rank"] = "elite"
            old = next((f for f in figs if f["id"] == fid), None)
            if old is not None:  # the same standee number moves (keeps its conditions)
                new = {**old, **new}
                if arg == "normal":
                    new.pop("rank", None)
            doc["figures"] = [f for f in figs if f["id"] != fid and f not in here] + [new]
        elif action == "remove":
            if not here:
                return self._fail(tr("no figure stands on {hex}", hex=hex_name(h)))
            doc["figures"] = [f for f in figs if f not in here]
        elif action == "active":
            if not here or here[0]["team"] != "monsters":
                return self._fail(tr("no monster stands on {hex}", hex=hex_name(h)))
            doc["active"] = here[0]["id"]
        elif action == "hp":
            if not here:
                return self._fail(tr("no figure stands on {hex}", hex=hex_name(h)))
            hp = dict(doc.get("x-hp") or {})
            hp[here[0]["id"]] = self.hp.value
            doc["x-hp"] = hp
        elif action == "condition":
            if not here:
                return self._fail(tr("no figure stands on {hex}", hex=hex_name(h)))
            conds = set(here[0].get("conditions", []))
            conds ^= {self.condition.value}
            here[0]["conditions"] = sorted(conds)
        elif action == "door":
            door = next((o for o in doc.get("overlays", []) if tuple(o["hex"]) == h and o["kind"] == "door"), None)
            if door is None:
                return self._fail(tr("there is no door on {hex}", hex=hex_name(h)))
            door["open"] = not door.get("open", False)
        elif action == "thin-wall":
            if self.pending_wall is None or self.pending_wall == h:
                self.pending_wall = h
                self.error.value = html.escape(tr("thin wall: now click a neighbour of {hex}", hex=hex_name(h)))
                return False
            a, self.pending_wall = self.pending_wall, None
            pair = sorted([list(a), list(h)])
            walls = [sorted([list(x), list(y)]) for x, y in doc.get("walls", [])]
            doc["walls"] = [p for p in walls if p != pair] if pair in walls else walls + [pair]
        elif action == "overlay":
            ovs = [o for o in doc.get("overlays", []) if tuple(o["hex"]) != h]
            same = any(tuple(o["hex"]) == h and o["kind"] == arg for o in doc.get("overlays", []))
            if arg and not same:
                ovs.append({"hex": list(h), "kind": arg, **({"open": False} if arg == "door" else {})})
            doc["overlays"] = ovs
        elif action == "hex":
            hexes = [tuple(x) for x in doc["hexes"]]
            if h in hexes:
                doc["hexes"] = [list(x) for x in hexes if x != h]
                doc["overlays"] = [o for o in doc.get("overlays", []) if tuple(o["hex"]) != h]
                doc["walls"] = [p for p in doc.get("walls", []) if h not in (tuple(p[0]), tuple(p[1]))]
            else:
                doc["hexes"] = [list(x) for x in hexes] + [list(h)]
        return self.set_document(doc)

    def _fail(self, message: str) -> bool:
        self.error.value = f"<span style='color:#c0392b'>{html.escape(message)}</span>"
        return False

    def set_ability(self, **changes: Any) -> bool:
        """Change ability fields (``move``, ``movement``, ``attack``, ``range``, ``targets``, ``aoe``, ``muddled``)."""
        doc = copy.deepcopy(self.doc)
        doc["ability"] = {**doc["ability"], **changes}
        return self.set_document(doc)

    def _ability_changed(self) -> None:
        if self._quiet or not self.doc:
            return
        aoe: Any = None
        said = self.aoe.value.strip()
        if said:
            cells = area_cells(said)
            if cells is None:
                self._fail(tr("area: write each red hex as q,r, apart by ';' (1,0; 1,-1)"))
                return
            aoe = {"melee": self.aoe_melee.value, "hexes": cells}
        self.set_ability(move=self.move.value, movement=self.movement.value, attack=self.attack.value,
                         range=self.range.value, targets=self.targets.value, muddled=self.muddled.value, aoe=aoe)

    def _sync_controls(self) -> None:
        ab = self.doc["ability"]
        self._quiet = True
        try:
            self.move.value = ab["move"]
            self.movement.value = ab["movement"]
            self.attack.value = bool(ab["attack"])
            self.range.value = ab["range"]
            self.targets.value = ab["targets"]
            self.muddled.value = ab["muddled"]
            if ab["aoe"] is None:
                self.aoe.value = ""
            else:
                self.aoe.value = "; ".join(coordinates(h) for h in ab["aoe"]["hexes"])
                self.aoe_melee.value = ab["aoe"]["melee"]
            self.option.options = option_choices(len(self.plan.options))
            self.option.value = "every"
        finally:
            self._quiet = False

    # -- showing ------------------------------------------------------------------------------
    @property
    def option_shown(self) -> int | str | None:
        v = self.option.value
        return None if v in (None, "every") else v

    def _draw(self) -> None:
        if self._quiet or self.situation is None:
            return
        if self.interactive:
            self._draw_canvas()
            return
        shown = tactics_view.SolvedSituation(self.situation, self.plan, self.option_shown)
        if self.picture is None or self.picture.theme.presenter != self.presenter:
            self.picture = Picture(view_of(shown), theme_for(self.presenter))
        self.figure = self.picture.fig
        self.image.value = self.picture.png(shown)
        self.description = self.picture.view.describe_board(shown)

    def _draw_canvas(self) -> None:
        from ipympl.backend_nbagg import Canvas, FigureManager

        if self.canvas is None:
            fig = Figure(figsize=tactics_view.FIGSIZE, dpi=80)
            canvas = Canvas(fig)
            FigureManager(canvas, 0)
            canvas.header_visible = canvas.toolbar_visible = canvas.footer_visible = False
            canvas.mpl_connect("button_press_event", self._on_press)
            self.canvas = canvas
            self.board.children = (canvas,)
        fig = self.canvas.figure
        fig.clear()
        tactics_view.draw(self.situation, fig, plan=self.plan, option=self.option_shown)
        self.figure = fig
        self.canvas.draw_idle()

    def click_at(self, x: float, y: float) -> bool:
        """A click on the board picture at figure fraction (x, y): edits the hex under it, if any."""
        hexes = [t.key for t in (self.picture.view.hit(x, y) if self.picture is not None else []) if t.kind == "hex"]
        return self.click_hex(hexes[0]) if hexes else False

    def _on_press(self, event: Any) -> None:
        if event.inaxes is None or event.xdata is None or not event.inaxes.get_label().startswith("map"):
            return
        self.click_hex(tactics_map.hex_at(float(event.xdata), float(event.ydata)))

    def _switched(self) -> None:
        """After a language switch: the menus whose entries carry a value (a situation's title, option n,
        overlay: name) are re-said, each keeping its choice, and the situation in hand kept as it is."""
        self._quiet = True
        try:
            for menu, options in ((self.picker, situation_choices(self.shipped)),
                                  (self.mode, [(mode_label(m), m) for m in MODES]),
                                  (self.option, option_choices(len(self.plan.options)) if self.plan else [])):
                # (not under hold_trait_notifications, where the menu's reset to its first entry runs last)
                chosen = menu.value
                menu.options = options
                menu.value = chosen
        finally:
            self._quiet = False
        self._refresh()

    def _refresh(self) -> None:
        self._draw()
        plan, sit = self.plan, self.situation
        focus = tr(" or ").join(plan.focus) if plan.focus else tr("none")
        parts = [f"<b>{html.escape(tr('Focus'))}:</b> {html.escape(focus)}"]
        for i, o in enumerate(plan.options):
            words = option_words(o)
            parts.append(f"<span style='color:{tactics_turn.option_colour(i)}'>"
                         f"{html.escape(tr('option {n}', n=i + 1))}</span>: {html.escape(words)}")
        lesson = situation_text(sit.extras, "x-lesson")
        if lesson:
            # the note is the situation document's own text: labelled, shown as written
            parts.append(f"<b>{html.escape(tr('Note from the situation file (as written)'))}:</b> "
                         f"<i>{html.escape(lesson)}</i>")
        expected = sit.extras.get("x-expected")
        if isinstance(expected, dict) and "focus" in expected:
            ok = sorted(expected["focus"]) == sorted(plan.focus)
            parts.append(html.escape(tr("expected focus: {f} ({v})", f=", ".join(expected["focus"]) or tr("none"),
                                        v=tr("matches") if ok else tr("differs: the situation was edited?"))))
        self.summary.value = "<br>".join(parts)
        rows = []
        for step in plan.trace:
            buttons = []
            for rid in step.rules:
                # labelled with what the rule is about; its id is in the explanation it opens
                b = w.Button(description=tr("why? {rule}", rule=_rules().short(rid)), layout=w.Layout(width="auto"))
                b.on_click(lambda _b, rid=rid: self.show_rule(rid))
                buttons.append(b)
            rows.append(w.HBox([w.HTML(html.escape(text(step.text))), *buttons], layout=w.Layout(flex_flow="row wrap")))
        old = self.trace.children
        self.trace.children = rows
        for r in old:
            for c in r.children:
                c.close()
            r.close()
        self.export_text.value = self.export()

    def show_rule(self, rule_id: str) -> str:
        """Open the rules reference entry of ``rule_id`` under the trace (returns its text)."""
        text = _rules().explain(rule_id)
        head = f"<b>{html.escape(_rules().short(rule_id))}</b> ({html.escape(rule_id)})"
        self.why.value = f"{head}<br>" + html.escape(text).replace("\n", "<br>")
        return text

    # -- export -------------------------------------------------------------------------------
    def export(self) -> str:
        """The situation as ``fh-situation/1`` JSON text."""
        return json_text(self.doc) + "\n"

    def save(self, path: str | Path) -> bool:
        if not str(path).strip():
            self.saved.value = html.escape(tr("give a file path first"))
            return False
        try:
            write_atomic(path, self.export())
        except OSError as exc:
            self.saved.value = html.escape(f"{path}: {exc.strerror}")
            return False
        self.saved.value = html.escape(tr("saved to {path}", path=str(path)))
        return True


def _ipympl() -> bool:
    import importlib.util

    return importlib.util.find_spec("ipympl") is not None
