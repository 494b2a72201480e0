"""Errors of the engine kit: refused actions and refused documents."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now.

    ``rule_id`` names the rule that forbids it; ``reason`` is one sentence a
    learner can read.  A game that raises this has not changed at all.
    """

    def __init__(self, rule_id: str, reason: str) -> None:
        self.rule_id = rule_id
        # rstrip() returns a plain str: a sentence without trailing space stays the Message it is, which a reader
        # of another language reads in theirs (i18n.text)
        self.reason = reason if reason == reason.rstrip() else reason.rstrip()
        super().__init__(f"{self.reason} [{rule_id}]")


class FormatError(ValueError):
    """A saved document (or content file) that cannot be read as it is.

    ``path`` points at the offending field, e.g. ``state.players[1].ap``.
    """

    def __init__(self, message: str, path: str = "") -> None:
        self.path = _cut(path)
        self.message = _cut(message)
        super().__init__(f"{self.path}: {self.message}" if self.path else self.message)


#: the longest part of a message that repeats what a document holds.
MAX_SHOWN = 200


def _cut(text: str) -> str:
    return text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN] + "…"


class SetupError(ValueError):
    """Options for a new game that the rules do not allow (player count, ...)."""

    def __init__(self, rule_id: str, reason: str) -> None:
        self.rule_id = rule_id
        self.reason = reason
        super().__init__(f"{reason} [{rule_id}]")
