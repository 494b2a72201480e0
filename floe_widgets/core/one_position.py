"""What the candidates of one position share while ``legal_actions`` asks ``why_not`` about each of them.

Many candidates of a position ask the same question of it (the spaces a Familiar may gather from, the
seas a Ship may reach): ``why_not`` asks it again for every candidate.  While ``legal_actions`` runs,
the position cannot change (``candidates`` and ``why_not`` only read it), so a helper marked
:func:`per_position` answers each question once per position inside ``with one_position(state):`` and
as usual everywhere else.  Only the game's own state object is remembered: a helper called with any
other state (a copy a rule tries something on) is computed afresh.  What is remembered is shared between
the callers, so a marked helper must return a value nobody changes (its callers only read it).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import Any, TypeVar

Result = TypeVar("Result")

_open: ContextVar[tuple[Any, dict[Hashable, Any]] | None] = ContextVar("floe_widgets_one_position", default=None)


@contextmanager
def one_position(state: Any) -> Iterator[None]:
    """Inside the block ``state`` does not change: helpers marked :func:`per_position` answer once for it."""
    token = _open.set((state, {}))
    try:
        yield
    finally:
        _open.reset(token)


def per_position(helper: Callable[..., Result]) -> Callable[..., Result]:
    """Mark ``helper(state, *args, **kwargs)`` (hashable arguments) as a question about the position alone."""

    @wraps(helper)
    def answer(state: Any, *args: Hashable, **kwargs: Hashable) -> Result:
        current = _open.get()
        if current is None or current[0] is not state:
            return helper(state, *args, **kwargs)
        known = current[1]
        key = (answer, args, tuple(sorted(kwargs.items())))
        if key not in known:
            known[key] = helper(state, *args, **kwargs)
        return known[key]

    return answer
