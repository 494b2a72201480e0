"""One topic of "what changed": what each table shows after the same turn, in two lines, then the retail table
and the 2024 table one above the other, each the page's width so that its text can be read, with a language menu
(every text is rewritten) and a presenter button (both boards go to presenter mode; ``p`` with the pointer over
the comparison does the same)."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w
import traitlets as t

from floe_widgets.i18n import text, tr
from floe_widgets.widgets import style_widget
from floe_widgets.widgets.language import language_switch
from floe_widgets.widgets.presenter import follow_presenter, key_handlers, listen_for_keys, presenter_toggle

from .editions_widget import Topic, notes_html
from .vocabulary import widget as lesson_board


class EditionsBoards(w.VBox):
    """``topic`` on both editions' tables: its notes and what each table shows, then the two live boards."""

    presenter = t.Bool(False).tag(sync=False)

    def __init__(self, topic: Topic, **kwargs: Any) -> None:
        from floe_widgets.games.floe.widgets import FloeWidget

        super().__init__(**kwargs)
        self.topic = topic
        self.retail_game, self.new_game = topic.play()
        self.retail_board = FloeWidget(self.retail_game, view_name="all", tools=False)
        self.new_board = lesson_board()(self.new_game, tools=False)
        self.heading = w.HTML()
        self.retail_said, self.new_said = w.HTML(), w.HTML()
        self.retail_title, self.new_title = w.HTML(), w.HTML()
        self.presenter_toggle = presenter_toggle()
        self.language_picker = language_switch(self, self.refresh)
        tools = w.HBox([self.presenter_toggle, self.language_picker], layout=w.Layout(flex_flow="row wrap"))
        header = w.VBox([tools, self.heading, self.retail_said, self.new_said])
        retail = w.VBox([self.retail_title, self.retail_board])
        new = w.VBox([self.new_title, self.new_board])
        self.children = (header, w.VBox([retail, new]))
        self.add_class("fw-editions")
        self.add_class("fw-lab")
        header.children = (style_widget(), *header.children)
        follow_presenter(self, self.presenter_toggle, self._boards_follow_presenter)
        self.key_events = listen_for_keys(self, key_handlers(self))
        for board in (self.retail_board, self.new_board):
            board.keys_enabled = False  # the comparison's p, not each board's own
        self.refresh()

    def refresh(self) -> None:
        """Write the texts in the current language and redraw both boards."""
        said_retail, said_2024 = self.topic.outcome(self.retail_game, self.new_game)
        self.heading.value = f"<h3>{html.escape(tr(self.topic.title))}</h3>{notes_html(self.topic)}"
        for said, title, outcome, edition in ((self.retail_said, self.retail_title, said_retail, tr("Retail edition")),
                                              (self.new_said, self.new_title, said_2024, tr("2024 edition"))):
            said.value = f"<div><b>{html.escape(edition)}</b>: {html.escape(text(outcome))}</div>"
            title.value = f"<h4>{html.escape(edition)}</h4>"
        for board in (self.retail_board, self.new_board):
            board.refresh()

    def _boards_follow_presenter(self) -> None:
        for board in (self.retail_board, self.new_board):
            board.presenter = self.presenter

    def close(self) -> None:
        self.key_events.close()
        super().close()
