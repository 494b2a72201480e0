"""RulesSearch: the game's rules reference, searchable (every rule one click away)."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w
import traitlets as t

from floe_widgets.i18n import tr

from .log import rules_of


class RulesSearch(w.VBox):
    """A search box over ``game.rules()``: words match the rule id, section and text."""

    query = t.Unicode("").tag(sync=False)
    limit = t.Int(12).tag(sync=False)

    def __init__(self, game: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game = game
        self.box = w.Text(placeholder=tr("Search the rules (a word or a rule id)"), continuous_update=False,
                          layout=w.Layout(width="420px"))
        self.box.add_class("fw-rules-query")
        self.results = w.HTML()
        self.results.add_class("fw-rules-results")
        self.children = (self.box, self.results)
        self.add_class("fw-rules")
        t.link((self.box, "value"), (self, "query"))
        self.observe(lambda _c: self.refresh(), names=["query", "limit"])

    def refresh(self) -> None:
        words = self.query.strip()
        if not words:
            self.results.value = ""
            return
        found = rules_of(self.game).search(words)
        if not found:
            self.results.value = f"<i>{html.escape(tr('No rule mentions {words}.', words=words))}</i>"
            return
        shown = found[: self.limit]
        items = "".join(f"<li><b>{html.escape(r.id)}</b> {html.escape(tr(r.section))}<br>"
                        f"{html.escape(r.explain()).replace(chr(10), '<br>')}</li>" for r in shown)
        more = len(found) - len(shown)
        extra = f"<p><i>{html.escape(tr('... and {n} more.', n=more))}</i></p>" if more > 0 else ""
        self.results.value = f"<ul>{items}</ul>{extra}"

    @property
    def ids(self) -> list[str]:
        """The ids of the rules currently listed."""
        import re

        return re.findall(r"<li><b>([^<]+)</b>", self.results.value)
