"""Why a learner's action is not what a step asks, said in the learner's words.

A step may list its common :class:`Mistake`\\ s: a predicate on the action taken (and the game right after
it) with a message and the rule the mistake touches.  When none matches, :func:`diagnose` compares the
taken action with the closest action the step expects, field by field, and names the part that differs
("you chose to lead with Smoke Veil (initiative 9); this step needs to lead with ... or ...").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from floe_widgets.core import Action
from floe_widgets.i18n import text, tr

#: how a lesson names a field's value for a person, as a phrase that follows "you chose"
#: (``words("lead", "ember-01")`` -> "to lead with Smoke Veil (initiative 9)"), or None for the default.
Words = Callable[[str, Any], "str | None"]
#: an action as its button reads it (a game's ``action_to_string`` in the position the action was chosen in)
Named = Callable[[Action], str]


@dataclass(frozen=True)
class Mistake:
    """A common wrong answer: when ``matches(action, game)`` holds, say ``message`` and cite ``rules``.

    ``game`` is the game just after the action (before it is taken back).  ``message`` may be a
    function of the action and that game, to quote the learner's own choice.
    """

    matches: Callable[[Action, Any], bool]
    message: str | Callable[[Action, Any], str]
    rules: tuple[str, ...] = ()

    def text(self, action: Action, game: Any) -> str:
        return self.message(action, game) if callable(self.message) else self.message


@dataclass(frozen=True)
class Diagnosis:
    """What is different about the learner's action, and only the rules that difference touches."""

    message: str
    rules: tuple[str, ...] = ()


def default_words(name: str, value: Any) -> str:
    label = name.replace("_", " ")
    if name in ("seat", "player") and isinstance(value, int):
        return f"{label} {value + 1}"  # seats are 1-based wherever a person reads them
    if isinstance(value, bool):
        return f"{label}: {tr('yes') if value else tr('no')}"
    return f"{label} {value}"


def field_values(action: Action) -> dict[str, Any]:
    return {f.name: getattr(action, f.name) for f in dataclasses.fields(action)}


def closest(taken: Action, expected: Sequence[Action]) -> Action:
    """The expected action of the taken one's kind that differs from it in the fewest fields."""
    mine = field_values(taken)
    return min(expected, key=lambda a: sum(v != mine[k] for k, v in field_values(a).items()))


def one_of(values: list[str], limit: int = 3) -> str:
    if len(values) <= limit:
        return tr(" or ").join(values)
    return tr("{some} or one of {n} more", some=tr(", ").join(values[:limit]), n=len(values) - limit)


def quoted(said: str) -> str:
    """A button's text quoted as the reader's language quotes it (“Hop to floe 2”, 「…」)."""
    return tr("“{action}”", action=said)


def diagnose(taken: Action, expected: Sequence[Action], game: Any = None, mistakes: Sequence[Mistake] = (),
             words: Words | None = None, named: Named | None = None) -> Diagnosis:
    """Say how ``taken`` differs from what the step ``expected`` (its first matching mistake, else field by field).

    ``named``: an action as its button reads it in the position it was chosen in (the game's ``action_to_string``
    there); without it, its ``describe()``."""
    for mistake in mistakes:
        if mistake.matches(taken, game):
            return Diagnosis(mistake.text(taken, game), tuple(mistake.rules))

    def say(name: str, value: Any) -> str:
        said = words(name, value) if words else None
        if not said and name in ("seat", "player") and isinstance(value, int) and game is not None:
            said = text(game.seat_name(value))  # as the status line and the log name the seat
        return said or default_words(name, value)

    def button(action: Action) -> str:
        return named(action) if named else action.describe()

    same_kind = [a for a in expected if type(a) is type(taken)]
    if not same_kind:
        wanted = one_of([quoted(button(a)) for a in expected])
        return Diagnosis(tr("You chose “{taken}”, a different kind of move: this step asks for {wanted}.",
                            taken=button(taken), wanted=wanted))
    target = closest(taken, same_kind)
    mine = field_values(taken)
    differing = [k for k, v in field_values(target).items() if v != mine[k]]

    def fitting(name: str) -> list[Action]:
        """Every expected action that differs from the taken one in the field ``name`` alone."""
        return [a for a in same_kind if all(getattr(a, k) == mine[k] for k in mine if k != name)] or [target]

    def unworded(name: str, value: Any) -> bool:
        """Would ``value`` be said as it is stored? (a text without words is an id: "token:floe.S0:sea-start-1")"""
        return words is not None and words(name, value) is None and isinstance(value, str)

    if words is None or all(words(name, mine[name]) is None for name in differing) or any(
            unworded(name, value) for name in differing for value in [mine[name], *(getattr(a, name)
                                                                                     for a in fitting(name))]):
        # no words for what differs: the buttons' own texts say it best
        alike = [a for a in same_kind if all(getattr(a, k) == mine[k] for k in mine if k not in differing)]
        wanted = one_of(list(dict.fromkeys(quoted(button(a)) for a in alike or [target])))
        return Diagnosis(tr("You chose “{taken}”; this step asks for {wanted}.", taken=button(taken), wanted=wanted))
    parts = []
    for name in differing:
        # every value the step would take for this field, with the taken action's other fields kept
        allowed = list(dict.fromkeys(text(say(name, getattr(a, name))) for a in fitting(name)))  # joined: said now
        parts.append(tr("you chose {taken}; this step needs {wanted}", taken=say(name, mine[name]),
                        wanted=one_of(allowed)))
    sentence = tr("; and ").join(parts)
    return Diagnosis(tr("{sentence}.", sentence=sentence[0].upper() + sentence[1:]))
