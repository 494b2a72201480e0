"""Explicit chance: every die, shuffle and draw goes through a :class:`Chance`.

A chance source owns a seeded :class:`random.Random`.  Each call names what it
decides (``label``: "event-deck", "hero-die"...) and records its outcome, so a
game's history holds every chance outcome and replays exactly.  A lesson or a
what-if can *fix* the next outcome of a label ("this die shows a Sword") with
:meth:`Chance.fix`; fixed outcomes are used first and recorded like any other.

Rule code never calls the global :mod:`random`.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class ChanceMismatch(ValueError):
    """A recorded outcome does not fit the draw being replayed."""


class Chance:
    """Seeded source of every random outcome in one game."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._fixed: dict[str, deque[Any]] = {}
        self._forced: deque[tuple[str, Any, bool]] | None = None
        self._record: list[tuple[str, Any, bool]] = []

    # -- fixing and recording ---------------------------------------------
    def fix(self, label: str, *outcomes: Any) -> None:
        """Make the next draws of ``label`` come out as ``outcomes``, in order.

        A die takes a face name; a shuffle takes the new order (a list of the
        items, first = top); a choice takes the chosen item; randint an int.
        """
        self._fixed.setdefault(label, deque()).extend(outcomes)

    def fixed(self, label: str | None = None) -> dict[str, list[Any]]:
        """Outcomes fixed and not yet used (all labels, or one)."""
        return {k: list(v) for k, v in self._fixed.items() if v and (label is None or k == label)}

    def clear_fixed(self) -> None:
        self._fixed.clear()

    def begin(self, forced: Sequence[tuple[str, Any, bool]] | None = None) -> None:
        """Start recording one action's outcomes (optionally replaying them)."""
        self._record = []
        self._forced = deque(forced) if forced is not None else None

    def end(self) -> list[tuple[str, Any, bool]]:
        record, self._record, self._forced = self._record, [], None
        return record

    def _outcome(self, label: str, draw, validate) -> Any:
        """Next outcome of ``label``: replayed, else fixed, else drawn from the RNG.

        The record keeps whether the RNG produced it, so a replay advances the
        RNG exactly as the original game did (and checks it got the same value).
        """
        if self._forced is not None:
            if not self._forced:
                raise ChanceMismatch(f"no recorded outcome left for {label!r}")
            got_label, value, drawn = self._forced.popleft()
            if got_label != label:
                raise ChanceMismatch(f"recorded outcome is for {got_label!r}, not {label!r}")
            validate(value)
            if drawn and draw() != value:
                raise ChanceMismatch(f"the seeded draw for {label!r} does not give the recorded {value!r}")
        elif self._fixed.get(label):
            value, drawn = self._fixed[label].popleft(), False
            validate(value)
        else:
            value, drawn = draw(), True
        self._record.append((label, value, drawn))
        return value

    # -- the draws ----------------------------------------------------------
    def roll(self, label: str, faces: Sequence[str]) -> str:
        """Roll a die with named ``faces``; the outcome is the face's name."""
        def check(face: Any) -> None:
            if face not in faces:
                raise ChanceMismatch(f"{face!r} is not a face of {label!r} ({list(faces)})")
        return self._outcome(label, lambda: faces[self._rng.randrange(len(faces))], check)

    def randint(self, label: str, low: int, high: int) -> int:
        def check(v: Any) -> None:
            if not isinstance(v, int) or not low <= v <= high:
                raise ChanceMismatch(f"{v!r} is outside {low}..{high} for {label!r}")
        return self._outcome(label, lambda: self._rng.randint(low, high), check)

    def choice(self, label: str, items: Sequence[T]) -> T:
        """Pick one of ``items``; the recorded outcome is its index."""
        items = list(items)
        if not items:
            raise ValueError(f"nothing to choose from for {label!r}")

        def check(i: Any) -> None:
            if not isinstance(i, int) or not 0 <= i < len(items):
                raise ChanceMismatch(f"index {i!r} out of range for {label!r}")
        fixed = self._fixed.get(label)
        if self._forced is None and fixed:
            wanted = fixed.popleft()
            if wanted not in items:
                raise ChanceMismatch(f"{wanted!r} cannot be chosen for {label!r}")
            fixed.appendleft(items.index(wanted))
        return items[self._outcome(label, lambda: self._rng.randrange(len(items)), check)]

    def shuffle(self, label: str, items: Sequence[T]) -> list[T]:
        """Return ``items`` in a random order; the outcome is the permutation."""
        items = list(items)
        n = len(items)

        def check(perm: Any) -> None:
            if not isinstance(perm, (list, tuple)) or sorted(perm) != list(range(n)):
                raise ChanceMismatch(f"not a permutation of {n} items for {label!r}")

        def draw() -> list[int]:
            perm = list(range(n))
            self._rng.shuffle(perm)
            return perm
        fixed = self._fixed.get(label)
        if self._forced is None and fixed:
            order = list(fixed.popleft())
            fixed.appendleft(_permutation_for(items, order, label))
        perm = self._outcome(label, draw, check)
        return [items[i] for i in perm]

    def sample(self, label: str, items: Sequence[T], k: int) -> list[T]:
        """``k`` distinct items in random order (a shuffle, then the top ``k``)."""
        return self.shuffle(label, items)[:k]

    # -- persistence ----------------------------------------------------------
    def getstate(self) -> list[Any]:
        version, internal, gauss = self._rng.getstate()
        return [version, list(internal), gauss]

    def setstate(self, state: Sequence[Any]) -> None:
        version, internal, gauss = state
        self._rng.setstate((version, tuple(internal), gauss))


def _permutation_for(items: list[Any], order: list[Any], label: str) -> list[int]:
    """Indices into ``items`` giving ``order`` (which may list just the top few)."""
    remaining = list(range(len(items)))
    perm = []
    for wanted in order:
        for i in remaining:
            if items[i] == wanted:
                perm.append(i)
                remaining.remove(i)
                break
        else:
            raise ChanceMismatch(f"{wanted!r} is not (or no longer) among the items of {label!r}")
    return perm + remaining
