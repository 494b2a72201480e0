"""The language switch every widget carries, and re-writing a widget tree's texts in the new language.

A widget's fixed texts (button labels, tooltips, headings, menu entries) were made by ``tr(id)``; after a
switch, :func:`retranslate` finds each such text's id in the old language's catalogue and writes the new
language's text in its place.  Texts made from the game's state are re-made by the widget's own refresh.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import ipywidgets as w

from floe_widgets import i18n
from floe_widgets.i18n import tr

#: the language names a person picks from, each in its own language.
NAMES = {"en": "English", "ja": "日本語"}
TEXT_TRAITS = ("description", "tooltip", "placeholder")
_RUN = re.compile(r"(^|>)([^<>]+)(<|$)")


@cache
def _ids(language: str) -> dict[str, str]:
    """Text in ``language`` -> its message id (only ids without placeholders: fixed texts)."""
    found = {text: mid for mid, text in i18n.catalogue(language).items() if "{" not in mid}
    if language == i18n.SOURCE:
        found.update({mid: mid for mid in i18n.catalogue(language) if "{" not in mid})
    return found


def again(text: str, before: str) -> str:
    """``text`` (written in ``before``) in the current language, when it is a catalogue text; else as it is."""
    ids = _ids(before)
    if text in ids:
        return tr(ids[text])

    def run(m: re.Match[str]) -> str:
        core = m[2].strip()
        if core not in ids:
            return m[0]
        return m[1] + m[2].replace(core, tr(ids[core])) + m[3]

    return _RUN.sub(run, text) if "<" in text else text


def tree(widget: Any) -> Iterator[Any]:
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from tree(child)


def retranslate(root: w.Widget, before: str) -> None:
    """Write every fixed text under ``root`` (made in ``before``) in the current language."""
    for widget in tree(root):
        for name in TEXT_TRAITS:
            value = getattr(widget, name, None)
            if isinstance(value, str) and value:
                setattr(widget, name, again(value, before))
        if isinstance(widget, (w.HTML, w.Label, w.HTMLMath)) and widget.value:
            widget.value = again(widget.value, before)
        if isinstance(widget, (w.Accordion, w.Tab)) and widget.titles:
            widget.titles = tuple(again(title, before) for title in widget.titles)
        labels = getattr(widget, "_options_labels", None)
        if labels and isinstance(widget, w.widgets.widget_selection._Selection):
            relabelled = tuple(again(label, before) for label in labels)
            if relabelled != tuple(labels):
                # the choice is put back after the new options: under hold_trait_notifications the menu's
                # own reset to its first entry ran last and a switch lost every menu's choice
                chosen = widget.value
                widget.options = list(zip(relabelled, widget._options_values, strict=True))
                widget.value = chosen


class LanguagePicker(w.Dropdown):
    """A menu of the catalogues' languages; choosing one sets the language and calls ``on_change``."""

    def __init__(self, on_change: Callable[[], None], **kwargs: Any) -> None:
        codes = i18n.languages()
        super().__init__(options=[(NAMES.get(code, code), code) for code in codes],
                         value=i18n.language() if i18n.language() in codes else i18n.SOURCE,
                         layout=w.Layout(width="110px"), **kwargs)
        self.tooltip = tr("Language")
        self.add_class("fw-language")
        self._on_change = on_change
        self.observe(self._switch, names="value")

    def _switch(self, change: dict[str, Any]) -> None:
        if change["new"] != i18n.language():
            i18n.set_language(change["new"])
        self._on_change()


def language_switch(root: w.Widget, refresh: Callable[[], None]) -> LanguagePicker:
    """A picker for ``root``: on a switch, its fixed texts are rewritten and ``refresh`` re-makes the rest."""
    state = {"before": i18n.language()}

    def switched() -> None:
        retranslate(root, state["before"])
        state["before"] = i18n.language()
        refresh()

    return LanguagePicker(switched)
