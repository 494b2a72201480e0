"""GameWidget: play any floe-widgets game in a notebook.

It is a VBox made of small widgets, each one refreshed from the game's state
after every change::

    header     title + whose turn / scores                       (fw-status)
    toolbar    undo, redo, presenter, new game, save / load      (fw-toolbar)
    error      what went wrong, with the rule                    (fw-error)
    main       board (fw-board) | controls (fw-controls) + extra panels
    log        events with rule ids and "why?" toggles           (fw-log)
    rules      the rules reference, searchable                  (fw-rules-panel)

In presenter mode the header, toolbar and error move into the side column, beside the board (which
the stylesheet fits to the screen), so a projector shows board, task and controls at once; an owner
(the lesson) puts its own widgets at the top of that column with :meth:`set_lead`.  With the pointer
over the board, the key ``p`` toggles presenter mode.

Extension points for a game's own widget (``class TempleWidget(GameWidget)``):

- ``extra_panels()`` -> widgets shown under the controls (refresh them in
  ``refresh_panels()``);
- ``view_options()`` -> keyword options passed to the view's ``draw`` (e.g.
  ``highlight``); ``board_options=`` in the constructor does the same;
- observe the ``revision`` trait (bumped after every change) or override
  ``refresh()``; ``last_action`` holds the last action the user took.

Everything the user does goes through :meth:`do`, :meth:`undo`, :meth:`redo`,
:meth:`new_game`, :meth:`save`, :meth:`load`: each one catches errors and shows
them in the error area, and the game is never left half-changed (the engine's
``apply`` is atomic).
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import ipywidgets as w
import traitlets as t

from floe_widgets.core import FormatError, IllegalAction, SetupError
from floe_widgets.games.position_files import DocumentError, load_position, position_text
from floe_widgets.i18n import text, tr

from .board import BoardView
from .controls import ActionControls
from .language import language_switch
from .log import EventLog, rules_of
from .presenter import follow_presenter, key_handlers, listen_for_keys, presenter_toggle
from .rules import RulesSearch
from .style import style_widget

#: how many bot actions may follow one human action before the widget stops (a safety net).
MAX_BOT_ACTIONS = 2000


class GameWidget(w.VBox):
    """A live board, the legal actions as controls, the event log and the game's tools."""

    #: presenter mode: big type, high contrast, bigger board.
    presenter = t.Bool(False).tag(sync=False)
    #: show the board as an ipympl canvas (when ipympl is installed); the picture answers clicks either way.
    interactive = t.Bool(False).tag(sync=False)
    #: the last error shown ("" when none).
    error = t.Unicode("").tag(sync=False)
    #: bumped after every change of the game (action, undo, redo, new, load).
    revision = t.Int(0).tag(sync=False)
    #: the last action taken through the widget (None before any).
    last_action = t.Any(None).tag(sync=False)
    #: path of a JSON file written after every change ("" = no autosave).
    autosave = t.Unicode("").tag(sync=False)
    #: counts the actions taken through the widget (observe it to react to each one; see ``last_action``).
    moves = t.Int(0).tag(sync=False)

    def __init__(self, game: Any, *, bots: dict[int, Any] | None = None, autosave: str | Path | None = None,
                 presenter: bool = False, interactive: bool = False, max_buttons: int = 8,
                 board_options: dict[str, Any] | None = None, save_path: str | Path | None = None,
                 log_limit: int = 60, tools: bool = True, rules_search: bool = True, bot_pace: str = "instant",
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        if bot_pace not in ("instant", "step"):
            raise ValueError(f"bot_pace is 'instant' or 'step', not {bot_pace!r}")
        #: "instant": the bots answer at once; "step": one bot action per press of "Next bot move".
        self.bot_pace = bot_pace
        self.game = game
        self._before_last: Any = None  # the game as it was before the last action taken through do()
        self.bots: dict[int, Any] = dict(bots or {})
        self.board = BoardView(game, presenter=presenter, interactive=interactive,
                               options={**(board_options or {}), **self.view_options()}, draw=False)
        self.controls = ActionControls(game, max_buttons=max_buttons)
        self.event_log = EventLog(game, limit=log_limit)
        self._build_header()
        self._build_toolbar(save_path, tools)
        self.error_area = w.HTML("", layout=w.Layout(display="none"))
        self.error_area.add_class("fw-error")
        self.panels = list(self.extra_panels())
        #: widgets an owner shows at the top of the side column in presenter mode (see set_lead)
        self.lead: tuple[w.Widget, ...] = ()
        self.side = w.VBox([self.controls, *self.panels], layout=w.Layout(min_width="260px", flex="1 1 auto"))
        self.side.add_class("fw-side")
        self.main = w.HBox([self.board, self.side], layout=w.Layout(flex_flow="row wrap", align_items="flex-start"))
        self.main.add_class("fw-main")
        self.rules_search = RulesSearch(game)
        self.rules_panel = w.Accordion(children=[self.rules_search], titles=(tr("Rules reference"),),
                                       selected_index=None)
        self.rules_panel.add_class("fw-rules-panel")
        if not rules_search:
            self.rules_panel.layout.display = "none"
        self._style = style_widget()
        self.add_class("fw-game")
        self._arrange()

        t.dlink((self, "presenter"), (self.board, "presenter"))
        follow_presenter(self, self.presenter_toggle, self._arrange)
        #: the presenter key works while the pointer is over the board (a lesson owns the keys of its board)
        self.keys_enabled = True
        self.key_events = listen_for_keys(self.board, key_handlers(self), lambda: self.keys_enabled)
        t.link((self, "interactive"), (self.board, "interactive"))
        self.observe(self._on_error, names="error")
        self.controls.observe(lambda _c: self.do(self.controls.request), names="requests")
        self.board.observe(self._on_board_click, names="clicks")
        with self.hold_trait_notifications():
            self.presenter = presenter
            self.interactive = interactive
            self.autosave = str(autosave) if autosave else ""
        self._play_bots()
        self.refresh()

    # -- extension points --------------------------------------------------------------
    def extra_panels(self) -> list[w.Widget]:
        """Widgets shown under the controls (override in a game's widget)."""
        return []

    def refresh_panels(self) -> None:
        """Update the extra panels from ``self.game`` (override together with extra_panels)."""

    def view_options(self) -> dict[str, Any]:
        """Keyword options for the view's ``draw`` (override, e.g. ``{"highlight": "moves"}``)."""
        return {}

    # -- building ----------------------------------------------------------------------
    def _build_header(self) -> None:
        self.title = w.HTML()
        self.title.add_class("fw-title")
        self.status = w.HTML()
        self.status.add_class("fw-status")
        self.header = w.VBox([self.title, self.status])
        self.header.add_class("fw-header")

    def _button(self, text: str, css: str, handler: Any, icon: str = "", tooltip: str = "") -> w.Button:
        button = w.Button(description=tr(text), icon=icon, tooltip=tr(tooltip or text), layout=w.Layout(width="auto"))
        button.add_class(css)
        button.on_click(lambda _b: handler())
        return button

    def _build_toolbar(self, save_path: str | Path | None, tools: bool) -> None:
        g = self.game
        self.undo_button = self._button("Undo", "fw-undo", self.undo, "undo")
        self.redo_button = self._button("Redo", "fw-redo", self.redo, "repeat")
        self.presenter_toggle = presenter_toggle()
        self.players_input = w.BoundedIntText(value=g.players, min=g.min_players, max=g.max_players,
                                              description=tr("Players"), layout=w.Layout(width="150px"))
        self.players_input.add_class("fw-players")
        self.seed_input = w.IntText(value=g.seed, description=tr("Seed"), layout=w.Layout(width="150px"))
        self.seed_input.add_class("fw-seed")
        self.new_button = self._button("New game", "fw-new", self.new_game, "plus")
        self.bot_step_button = self._button("Next bot move", "fw-bot-step", self.bot_step, "step-forward",
                                            "Let the bot whose turn it is take one action")
        self.bot_all_button = self._button("All bot moves", "fw-bot-all", self.bot_finish, "fast-forward",
                                           "Let the bots play until it is a person's turn")
        self.path_input = w.Text(value=str(save_path or f"{g.name}-game.json"), description=tr("File"),
                                 layout=w.Layout(width="320px"))
        self.path_input.add_class("fw-path")
        self.save_button = self._button("Save", "fw-save", self.save, "save")
        self.load_button = self._button("Load", "fw-load", self.load, "folder-open")
        self.language_picker = language_switch(self, self.refresh)
        row1 = w.HBox([self.undo_button, self.redo_button, self.presenter_toggle, self.language_picker,
                       self.players_input, self.seed_input, self.new_button],
                      layout=w.Layout(flex_flow="row wrap"))
        self.bot_row = w.HBox([self.bot_step_button, self.bot_all_button], layout=w.Layout(flex_flow="row wrap"))
        self.bot_row.add_class("fw-bot-row")
        self.copy_position_button = self._button("Copy position", "fw-copy-position", self.copy_position, "copy",
                                                 "Show this position as a document to paste into a lesson")
        self.open_position_button = self._button("Open position", "fw-open-position", self.open_position,
                                                 "folder-open", "Open the position document pasted in the box")
        self.position_box = w.Textarea(placeholder=tr("Paste a position document here, then press Open position"),
                                       layout=w.Layout(width="100%", height="160px"))
        self.position_box.add_class("fw-position")
        row2 = w.HBox([self.path_input, self.save_button, self.load_button, self.copy_position_button,
                       self.open_position_button], layout=w.Layout(flex_flow="row wrap"))
        if not tools:  # lessons: keep undo/redo; hide presenter, new game, files and the language (the lesson has
            # its own presenter button and language menu; the lesson's keys still toggle presenter mode with p)
            for hidden in row1.children[2:]:
                hidden.layout.display = "none"
            row2.layout.display = "none"
            self.position_box.layout.display = "none"
        self.toolbar = w.VBox([row1, self.bot_row, row2, self.position_box])
        self.toolbar.add_class("fw-toolbar")

    # -- state -> widgets --------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the game's state."""
        g = self.game
        with self.hold_sync():
            self.title.value = f"<b>{html.escape(text(g.title))}</b>"
            self.status.value = self.status_text()
            self.board.game = self.controls.game = self.event_log.game = self.rules_search.game = g
            self.board.options = {**self.board.options, **self.view_options()}
            self.board.refresh()
            self.controls.refresh()
            self.controls.offer(())
            self.event_log.refresh()
            self.undo_button.disabled = not g.can_undo
            self.redo_button.disabled = not g.can_redo
            waiting = self.bot_to_move
            self.bot_row.layout.display = "" if self.bot_pace == "step" and self.bots else "none"
            self.bot_step_button.disabled = self.bot_all_button.disabled = not waiting
            self.refresh_panels()

    def status_text(self) -> str:
        return status_html(self.game)

    def _changed(self, action: Any = None) -> None:
        self.error = ""
        if action is not None:
            self.last_action = action
        self._write_autosave()
        try:
            self.refresh()
        except Exception as exc:  # e.g. a game's panel failed: show it, keep the table usable
            self.show_error(exc)
        self.revision += 1

    def _on_error(self, change: dict[str, Any]) -> None:
        self.error_area.value = html.escape(change["new"]).replace("\n", "<br>")
        self.error_area.layout.display = "" if change["new"] else "none"

    def _arrange(self) -> None:
        """Lay the parts out: stacked, or (presenter mode) the board beside one column of everything a
        presenter needs: the owner's lead widgets, status, toolbar, error and the controls."""
        top = (self.header, self.toolbar, self.error_area)
        if self.presenter:
            self.side.children = (*self.lead, *top, self.controls, *self.panels)
            self.children = (self._style, self.main, self.event_log, self.rules_panel)
        else:
            self.side.children = (self.controls, *self.panels)
            self.children = (self._style, *top, self.main, self.event_log, self.rules_panel)

    def close(self) -> None:
        """Close the widget and what it owns outside its children (the key listener on the board)."""
        self.key_events.close()
        super().close()

    def set_lead(self, widgets: tuple[w.Widget, ...]) -> None:
        """Show ``widgets`` at the top of the side column in presenter mode (a lesson's task and buttons)."""
        self.lead = tuple(widgets)
        self._arrange()

    def show_error(self, exc: BaseException) -> None:
        """Show ``exc`` in the error area (an IllegalAction with its rule and the rule's explanation)."""
        if isinstance(exc, (IllegalAction, SetupError)):
            explanation = rules_of(self.game).explain(exc.rule_id)
            self.error = tr("Not allowed: {reason} (rule {rule})", reason=text(exc.reason), rule=exc.rule_id) + \
                f"\n{explanation}"
        elif isinstance(exc, FormatError):
            self.error = tr("Cannot load that file: {problem}", problem=str(exc))
        else:
            self.error = tr("Something went wrong: {problem}", problem=f"{type(exc).__name__}: {exc}")

    # -- what the user does --------------------------------------------------------------
    def do(self, action: Any) -> bool:
        """Take ``action`` (an Action, its describe() text or dict); then let bots play. True if it applied."""
        before = self.game.copy()
        try:
            self.game.apply(action)
        except Exception as exc:  # shown in the widget; apply() left the game unchanged
            self.show_error(exc)
            return False
        self._before_last = before
        done = self.game.history[-1].action if self.game.history else action
        self._play_bots()
        self._changed(done)
        self.moves += 1
        return True

    @property
    def bot_to_move(self) -> bool:
        """Is it a bot's turn (in a game not over)?"""
        return not self.game.is_over and self.game.current_player in self.bots

    def _play_bots(self) -> None:
        """After a person's action: the bots answer at once ("instant"), or wait for "Next bot move" ("step")."""
        if self.bot_pace == "instant":
            self._bots_until_a_person()

    def _bots_until_a_person(self) -> None:
        for _ in range(MAX_BOT_ACTIONS):
            if not self.bot_to_move or not self._bot_acts():
                return

    def _bot_acts(self) -> bool:
        g = self.game
        try:
            g.apply(self.bots[g.current_player].choose(g))
        except Exception as exc:
            self.show_error(exc)
            return False
        return True

    def bot_step(self) -> bool:
        """Let the bot whose turn it is take one action (the log shows it); True if one did."""
        if not self.bot_to_move or not self._bot_acts():
            return False
        self._changed(self.game.history[-1].action)
        return True

    def bot_finish(self) -> None:
        """Let the bots play on until it is a person's turn (or the game is over)."""
        if self.bot_to_move:
            self._bots_until_a_person()
            self._changed()

    def undo(self) -> None:
        """Take back the last action (and the bots' replies before it, so it is your turn again)."""
        g = self.game
        self._before_last = None
        try:
            if g.undo() is None:
                return
            while self.bots and g.can_undo and g.current_player in self.bots:
                g.undo()
        except Exception as exc:
            self.show_error(exc)
            return
        self._changed()

    def take_back(self) -> None:
        """Take back the last action taken through :meth:`do` (and the bots' replies) for good: unlike
        :meth:`undo`, Redo does not offer it again (a lesson refusing a move uses this)."""
        before, self._before_last = self._before_last, None
        if before is None:
            return
        self.game = before
        self._changed()

    def redo(self) -> None:
        g = self.game
        self._before_last = None
        try:
            if g.redo() is None:
                return
            while self.bots and g.can_redo and g.current_player in self.bots:
                g.redo()
        except Exception as exc:
            self.show_error(exc)
            return
        self._changed()

    def new_game(self, players: int | None = None, seed: int | None = None) -> None:
        """Start a new game of the same kind (players and seed from the inputs unless given)."""
        players = self.players_input.value if players is None else players
        seed = self.seed_input.value if seed is None else seed
        try:
            self.set_game(make_game(self.game, players, seed))
        except Exception as exc:
            self.show_error(exc)

    def set_game(self, game: Any) -> None:
        """Show another game (same kind or not) in this widget."""
        self.game = game
        self._before_last = None
        self.players_input.value = game.players
        self.seed_input.value = game.seed
        self._play_bots()
        self._changed()

    def save(self, path: str | Path | None = None) -> bool:
        path = Path(path or self.path_input.value)
        try:
            self.game.save(path)
        except Exception as exc:
            self.show_error(exc)
            return False
        self.error = ""
        self.status.value = self.status_text() + " " + html.escape(tr("Saved to {path}.", path=str(path)))
        return True

    def load(self, path: str | Path | None = None) -> bool:
        """Load a saved game of the same kind; a broken file is refused and the game stays as it was."""
        path = Path(path or self.path_input.value)
        try:
            game = type(self.game).load(path)
        except Exception as exc:
            self.show_error(exc)
            return False
        self.set_game(game)
        return True

    def copy_position(self) -> str:
        """Put this position in the box as a ``floe-widgets-position/1`` document (setup + actions so far)."""
        self.position_box.value = position_text(self.game)
        self.error = ""
        return self.position_box.value

    def open_position(self, text: str | None = None) -> bool:
        """Open a position document (``text``, else the box's); a broken one is refused, the game kept."""
        try:
            game = load_position("position", self.position_box.value if text is None else text)
        except DocumentError as exc:
            self.error = tr("Cannot open that position: {problem}", problem=str(exc))
            return False
        if game.name != self.game.name:
            self.error = tr("Cannot open that position: it is a position of {game}", game=game.title)
            return False
        self.set_game(game)
        return True

    def _write_autosave(self) -> None:
        if self.autosave:
            try:
                self.game.save(self.autosave)
            except OSError as exc:
                self.show_error(exc)

    # -- board clicks -------------------------------------------------------------------
    def _on_board_click(self, _change: dict[str, Any]) -> None:
        found = self.board.picked
        if self.board.click_error is not None:
            self.show_error(self.board.click_error)
        elif len(found) == 1:
            self.do(found[0])
        elif found:
            self.error = ""
            self.controls.offer(found)
        else:
            self.controls.offer(())

    def click(self, axes_label: str, x: float, y: float) -> list[Any]:
        """Click the board at data point (x, y) of the axes ``axes_label`` (what an ipympl click does)."""
        return self.board.click(axes_label, x, y)

    # -- test helpers -----------------------------------------------------------------
    @property
    def buttons(self) -> dict[str, w.Button]:
        """``describe()`` text -> button, for every legal action shown as a button."""
        return dict(self.controls.buttons)

    def press(self, text: str) -> None:
        """Click the action button labelled ``text`` (raises KeyError if there is none)."""
        self.controls.buttons[text].click()

    @property
    def log_texts(self) -> list[str]:
        return [e.event.text for e in self.event_log.entries]


def status_html(g: Any) -> str:
    """The status line over the board: whose turn, the scores or the goal, the winners at the end.  Each seat
    is named by the game's ``seat_name``, as the game's own texts and the log name it."""
    def name(seat: int) -> str:
        return text(g.seat_name(seat))

    seat = g.current_player
    who = tr("{player} to play.", player=name(seat)) if isinstance(seat, int) else ""
    if getattr(g, "cooperative", False):  # the players win or lose together: the goal, not scores
        goal = text(g.objective())
        said = goal if g.is_over else f"{who} {goal}".strip()
        return f"<span class='fw-objective'>{html.escape(said)}</span>"
    scores = ", ".join(f"{name(i)}: {s}" for i, s in enumerate(g.scores()))
    if g.is_over:
        winners = " & ".join(name(i) for i in g.winner())
        line = tr("Game over. Winner: {winners}.", winners=winners or "-")
    else:
        line = who or tr("{player} to play.", player="-")
    return f"{html.escape(line)} <span class='fw-scores'>{html.escape(tr('Scores'))}: {html.escape(scores)}</span>"


def make_game(game: Any, players: int, seed: int) -> Any:
    """A new game of the same kind as ``game``: through the registry when it is registered there."""
    from floe_widgets import games

    if game.name in games.REGISTRY:
        return games.new(game.name, players=players, seed=seed, **dict(game.options))
    return type(game)(players=players, seed=seed, **dict(game.options))
