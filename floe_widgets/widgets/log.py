"""EventLog: what happened, in plain words, each entry with its rule ids and a "why?" toggle."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w
import traitlets as t

from floe_widgets import i18n
from floe_widgets.i18n import tr

from .tidy import close_all


def rules_of(game: Any) -> Any:
    """The game's rules reference (a game without a rules file has an empty one)."""
    return game.rules()


def row_words(event: Any, seat_name: Callable[[int], str]) -> tuple[str, str]:
    """A log row's words in the reader's language: the name of the event's seat (by the game's
    ``seat_name``), and the event's sentence.  The name is "" when the event has no seat, or when the sentence
    as the reader reads it already begins with the name ("Ironbark Warden rests", "P1 Curator keeps..."), so
    that no row says a name twice."""
    said = i18n.text(event.text)
    seat = getattr(event, "player", None)
    name = i18n.text(seat_name(seat)) if isinstance(seat, int) else ""
    return ("" if said.startswith(name) else name), said


class LogEntry(w.VBox):
    """One event: its text, the rule ids, and a "why?" toggle showing the rules' explanations."""

    def __init__(self, event: Any, rules: Any, seat_name: Callable[[int], str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.event = event
        ids = tuple(getattr(event, "rules", ()))
        name, said = row_words(event, seat_name)
        # the seat's name set apart from a sentence of its own ("P1 Curator: Moves S to tile 3,3")
        who = f"<b>{html.escape(name)}</b>: " if name else ""
        cite = f' <span class="fw-rule-ids">[{html.escape(", ".join(ids))}]</span>' if ids else ""
        self.text = w.HTML(f"{who}{html.escape(said)}{cite}")
        self.text.add_class("fw-log-text")
        row: list[w.Widget] = [self.text]
        self.why = None
        self.explanation = None
        if ids:
            self.why = w.ToggleButton(description=tr("why?"), value=False, layout=w.Layout(width="auto"),
                                      tooltip=tr("Show the rule behind this"))
            self.why.add_class("fw-why")
            body = "<br><br>".join(f"<b>{html.escape(rid)}</b>: {html.escape(rules.explain(rid))}" for rid in ids)
            self.explanation = w.HTML(body, layout=w.Layout(display="none"))
            self.explanation.add_class("fw-why-text")
            t.dlink((self.why, "value"), (self.explanation.layout, "display"),
                    transform=lambda shown: "" if shown else "none")
            row.append(self.why)
        line = w.HBox(row, layout=w.Layout(align_items="center"))
        self.children = (line, self.explanation) if self.explanation is not None else (line,)
        self.add_class("fw-log-entry")


class EventLog(w.VBox):
    """The events of a game's history, newest last; keeps the last ``limit`` entries on screen."""

    limit = t.Int(60).tag(sync=False)

    def __init__(self, game: Any, *, limit: int = 60, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game = game
        self.limit = limit
        self._cache: dict[tuple[int, int, str], tuple[Any, LogEntry]] = {}
        self.heading = w.HTML(f"<b>{tr('What happened')}</b>")
        self.empty = w.HTML(f"<i>{tr('Nothing yet: take an action.')}</i>")
        self.add_class("fw-log")
        self.refresh()

    def close(self) -> None:
        close_all([self.heading, self.empty, *(entry for _step, entry in self._cache.values())])
        super().close()

    @property
    def entries(self) -> list[LogEntry]:
        return [c for c in self.children if isinstance(c, LogEntry)]

    def refresh(self) -> None:
        rules = rules_of(self.game)
        wanted: list[tuple[tuple[int, int, str], Any, Any]] = []
        for step in self.game.history:
            for i, event in enumerate(step.events):
                wanted.append(((id(step), i, i18n.language()), step, event))
        wanted = wanted[-self.limit:] if self.limit else wanted
        cache: dict[tuple[int, int, str], tuple[Any, LogEntry]] = {}
        shown: list[w.Widget] = [self.heading]
        for key, step, event in wanted:
            old = self._cache.get(key)
            entry = old[1] if old is not None and old[0] is step else LogEntry(event, rules, self.game.seat_name)
            cache[key] = (step, entry)
            shown.append(entry)
        gone = [entry for key, (_step, entry) in self._cache.items() if cache.get(key, (None, None))[1] is not entry]
        self._cache = cache
        if not wanted:
            shown.append(self.empty)
        self.children = tuple(shown)
        close_all(gone)
