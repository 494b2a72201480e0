"""A text that reads in either language (a :class:`Term` or a :class:`Message`), kept as JSON-able data.

A pending choice keeps its options twice: as the plain Japanese texts a ``Choose`` action names (the
edition's language, stable in saves and lessons) and in this form, so the controls can show each
option in the reader's language."""

from __future__ import annotations

from typing import Any

from floe_widgets.i18n import Message, Term


def to_data(said: Any) -> Any:
    """``said`` as plain data: a Term as its forms, a Message as its id and values, anything else as it is."""
    if isinstance(said, Term):
        return {"term": dict(said.forms)}
    if isinstance(said, Message):
        return {"message": said.id, "values": {k: to_data(v) for k, v in said.values.items()}}
    return said


def from_data(data: Any) -> Any:
    """The text :func:`to_data` kept (a Message is written in Japanese first, like every text of the edition)."""
    if isinstance(data, dict) and "term" in data:
        return Term(**data["term"])
    if isinstance(data, dict) and "message" in data:
        return Message(data["message"], {k: from_data(v) for k, v in data["values"].items()}, "ja")
    return data
