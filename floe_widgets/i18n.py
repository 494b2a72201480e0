"""All text a person reads goes through this module.

Catalogues live in ``floe_widgets/locale/<lang>.json`` and map a message id to
its text in that language.  A message id is the English text of the message
(``{name}`` placeholders are filled with ``str.format``), so ``grep`` finds the
code that says it.  The ways into a catalogue (a test reads the code for them):

- ``tr("Undo")``: the text in the current language, now;
- ``message("Roll {n} dice", n=2)``: a :class:`Message`, a ``str`` in the
  engine's language that remembers its id and values, so a widget can show it
  again in another language with :func:`text` (engines use this for event
  texts and refusal sentences: they do not depend on the reader's language);
- ``N_("Move")``: marks an id that is translated later by ``tr(variable)``.

A text with a number in it has two ids, the singular and the plural (gettext's ``ngettext``): ``tr`` and
``message`` take the plural as ``plural="..."`` and the number as ``how_many=``, and say the singular only when
the number is 1 ("You leave 1 Lantern unused.", "You leave 0 Lanterns unused.").  A :class:`Message` remembers
the id it chose, so it is written again in another language with the same number.  A language without
plurals (Japanese) gives both ids one text.

Inside ``with unread():`` nobody reads what ``message`` writes, so it writes nothing and returns
:data:`UNREAD`: ``legal_actions`` asks each candidate's ``why_not`` only *whether* it refuses, and the
sentence of a refusal is written when ``apply`` or ``refusal`` asks for it.

A short id can mean different things in different places ("ready" is an Ice and Idols adrenaline token
that can be used, and a Floe elder not yet flipped).  Each of the three takes ``context="..."`` (gettext's
``pgettext``): the catalogue key is then ``"<context>|<id>"``, e.g. ``"adrenaline|ready"``, so the
contexts of one word sort together by context in the JSON and the English stays the id after the bar.  A
key missing from a catalogue falls back to the bare id.  ``N_(id, context=...)`` returns a
:class:`Message` that carries its context to the ``tr(variable)`` that translates it later.

Names of game things are :class:`Term` values (one form per language).
Choose the language with :func:`set_language`, :func:`speaking`, or the
``FLOE_WIDGETS_LANG`` environment variable.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from importlib import resources
from typing import Any

SOURCE = "en"
CONTEXT_BAR = "|"


@cache
def catalogue(language: str) -> dict[str, str]:
    try:
        text = resources.files("floe_widgets.locale").joinpath(f"{language}.json").read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    return json.loads(text)


def languages() -> list[str]:
    return sorted(p.name.removesuffix(".json") for p in resources.files("floe_widgets.locale").iterdir()
                  if p.name.endswith(".json"))


_language = os.environ.get("FLOE_WIDGETS_LANG") or SOURCE


def set_language(language: str) -> None:
    """Speak ``language`` from now on (a language without a catalogue shows the English ids)."""
    global _language
    _language = language


def language() -> str:
    return _language


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Use ``language`` inside the ``with`` block."""
    before = _language
    set_language(language)
    try:
        yield
    finally:
        set_language(before)


def key(message: str, context: str | None = None) -> str:
    """The catalogue key of ``message`` said in ``context`` (``"context|message"``; the bare id without one)."""
    return f"{context}{CONTEXT_BAR}{message}" if context else message


def N_(message: str, *, context: str | None = None) -> str:  # noqa: N802 (the gettext name for "translated later")
    """Mark ``message`` as an id that is passed to :func:`tr` later.

    Without a context it is returned unchanged; with one, as a :class:`Message` (equal to ``message``)
    that remembers the context for :func:`tr` and :func:`text`."""
    return _fixed_message(message, SOURCE, context) if context else message


class Term(str):
    """A name with one form per language (``Term(ja="剣", en="Sword")``); as a str it is its first form."""

    forms: dict[str, str]

    def __new__(cls, **forms: str) -> Term:
        term = super().__new__(cls, next(iter(forms.values())))
        term.forms = forms
        return term

    def __reduce__(self) -> tuple[Any, ...]:
        return (_term, (self.forms,))

    def __deepcopy__(self, memo: dict[int, Any]) -> Term:
        return self

    def __copy__(self) -> Term:
        return self

    def said_in(self, language: str) -> str:
        return self.forms.get(language) or self.forms.get(SOURCE) or str(self)


def _term(forms: dict[str, str]) -> Term:
    return Term(**forms)


class Message(str):
    """A message already written in one language that can be written again in another (see :func:`text`)."""

    id: str
    values: dict[str, Any]
    context: str | None
    #: the language it is written in (None when unpickled): read again in it, it is its own text
    language: str | None

    def __new__(cls, id: str, values: dict[str, Any], language: str, context: str | None = None) -> Message:
        made = super().__new__(cls, render(id, values, language, context))
        made.id, made.values, made.context, made.language = id, dict(values), context, language
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return (_message, (self.id, self.values, str(self), self.context))

    def __deepcopy__(self, memo: dict[int, Any]) -> Message:
        return self

    def __copy__(self) -> Message:
        return self

    def said_in(self, language: str) -> str:
        if language == self.language:  # a message inside another is not written twice
            return str.__str__(self)
        return render(self.id, self.values, language, self.context)


def _message(id: str, values: dict[str, Any], written: str, context: str | None = None) -> Message:
    made = str.__new__(Message, written)
    made.id, made.values, made.context, made.language = id, values, context, None
    return made


def _said_in(value: Any, language: str) -> Any:
    return value.said_in(language) if isinstance(value, (Term, Message)) else value


def render(message: str, values: dict[str, Any], language: str, context: str | None = None) -> str:
    """``message`` (said in ``context``) in ``language`` with its ``values`` filled in (they too in that language)."""
    known = catalogue(language)
    text = (context and known.get(key(message, context))) or known.get(message) or message
    if not values:
        return text
    return text.format_map({k: v.said_in(language) if isinstance(v, (Term, Message)) else v for k, v in values.items()})


def counted(one: str, plural: str | None, how_many: int | None) -> str:
    """The id said for ``how_many`` things: ``one`` for exactly 1 (or without a ``plural``), else ``plural``."""
    return one if plural is None or how_many == 1 else plural


def tr(message: str, /, *, plural: str | None = None, how_many: int | None = None, context: str | None = None,
       **values: Any) -> str:
    """Translate ``message`` (said in ``context``) into the current language and fill in ``values``;
    with a ``plural`` id, ``message`` is the singular, said when ``how_many`` is 1.

    A :class:`Message` (e.g. from ``N_(id, context=...)``) is translated from its own id, values and context."""
    message = counted(message, plural, how_many)
    if isinstance(message, Message):
        return render(message.id, {**message.values, **values}, _language, context or message.context)
    return render(message, values, _language, context)


def message(message: str, /, *, plural: str | None = None, how_many: int | None = None, language: str = SOURCE,
            context: str | None = None, **values: Any) -> Message:
    """``message`` written in ``language`` now, and in any other language later through :func:`text`
    (:data:`UNREAD`, written in no language, inside ``with unread():``); with a ``plural`` id, ``message`` is
    the singular, said when ``how_many`` is 1."""
    if _unread.get():
        return UNREAD
    message = counted(message, plural, how_many)
    if not values:
        return _fixed_message(message, language, context)
    return Message(message, values, language, context)


@cache
def _fixed_message(id: str, language: str, context: str | None) -> Message:
    """A message without values is the same text each time: written once per language."""
    return Message(id, {}, language, context)


def text(said: str) -> str:
    """What a person reads for ``said`` in the current language (a plain str is shown as it is)."""
    return _said_in(said, _language)


#: what ``message`` returns while nobody reads it (inside ``with unread():``): not empty, since a caller may ask
#: whether there is a sentence (``reason or None``), and a written sentence is never empty.
UNREAD = _message("…", {}, "…")
_unread: ContextVar[bool] = ContextVar("floe_widgets_unread", default=False)


@contextmanager
def unread() -> Iterator[None]:
    """Inside the block, ``message`` writes nothing and returns :data:`UNREAD`: for a caller that only asks
    whether there is a sentence (``Game.legal_actions`` asking each candidate's ``why_not``) and never shows it.

    Per thread (a context variable): a widget's callback in another thread still writes its sentences."""
    token = _unread.set(True)
    try:
        yield
    finally:
        _unread.reset(token)
