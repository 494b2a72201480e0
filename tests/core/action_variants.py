"""Positions of seeded random games, and actions varied from the ones a game offers.

Shared by the legality tests of every registered game: ``positions`` plays seeded random games and
keeps copies at random points; ``variants`` perturbs an action's fields to other well-typed values
(in range and out of range); ``wrong_values`` gives values of the wrong type for a declared field type.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import random
import types
import typing
from collections.abc import Iterator
from typing import Any

import numpy

from floe_widgets import games
from floe_widgets.core import Action, Game, RandomBot, encode
from floe_widgets.core.actions import MAX_ITEMS, MAX_TEXT

NAMES = games.available()
HUGE = 2**70


def fields(cls: type[Action]) -> list[tuple[str, Any]]:
    hints = typing.get_type_hints(cls)
    return [(f.name, hints[f.name]) for f in dataclasses.fields(cls)]


@functools.cache
def _played(name: str, seed: int, points: int, length: int) -> tuple[Game, ...]:
    rng = random.Random(seed)
    at = set(rng.sample(range(length), points))
    game = games.new(name, seed=seed)
    bot = RandomBot(seed)
    out = []
    for n in range(length):
        if game.is_over:
            break
        if n in at:
            out.append(game.copy())
        game.apply(bot.choose(game))
    return tuple(out)


def position(name: str, index: int, seed: int = 3, points: int = 4, length: int = 60) -> Game:
    """A fresh copy of one of the seeded random positions of ``name`` (``index`` taken modulo their number)."""
    found = _played(name, seed, points, length)
    return found[index % len(found)].copy()


def positions(name: str, seeds: tuple[int, ...] = (1, 2), points: int = 6, length: int = 120) -> list[Game]:
    """Copies of seeded random games of ``name`` at random points before their end (fresh copies each call)."""
    return [g.copy() for seed in seeds for g in _played(name, seed, points, length)]


def offered(game: Game) -> list[Action]:
    """The actions the game lists as possibly allowed now (its candidates; a game not yet written as
    candidates + why_not lists its legal actions)."""
    if type(game).candidates is Game.candidates:
        return game.legal_actions()
    return list(game.candidates())


def snapshot(game: Game) -> str:
    return json.dumps(encode(game.state), sort_keys=True) + f"|{len(game.history)}"


# -- well-typed variations -------------------------------------------------------------------------
def _vary(value: Any, hint: Any, vocab: set[Any], rng: random.Random) -> Any:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        arg = rng.choice(args)
        return None if arg is type(None) else _vary(value if type(value) is arg else _zero(arg), arg, vocab, rng)
    if hint is bool:
        return not value
    if hint is int:
        return rng.choice([value + 1, value - 1, 0, -1, 7, 99, -HUGE, HUGE])
    if hint is str:
        words = sorted(w for w in vocab if isinstance(w, str))
        return rng.choice(words + ["", "zz", "N", "x" * MAX_TEXT])
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            choice = rng.randrange(4)
            if choice == 0 or not value:
                return value + (_zero(args[0]),) if len(value) < MAX_ITEMS else ()
            if choice == 1:
                return value[:-1]
            i = rng.randrange(len(value))
            return value[:i] + (_vary(value[i], args[0], vocab, rng),) + value[i + 1:]
        i = rng.randrange(len(args))
        return value[:i] + (_vary(value[i], args[i], vocab, rng),) + value[i + 1:]
    return value


def _zero(hint: Any) -> Any:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is tuple:
        return () if len(args) == 2 and args[1] is Ellipsis else tuple(_zero(a) for a in args)
    if origin in (typing.Union, types.UnionType):
        return None if type(None) in args else _zero(args[0])
    return {int: 0, str: "", bool: False}[hint]


def base_action(cls: type[Action], seen: list[Action]) -> Action:
    """An offered action of class ``cls`` if one was seen, else one built from zero values."""
    for a in seen:
        if type(a) is cls:
            return a
    return cls(**{name: _zero(hint) for name, hint in fields(cls)})


def vocabulary(actions: list[Action]) -> set[Any]:
    return {getattr(a, f.name) for a in actions for f in dataclasses.fields(a)
            if isinstance(getattr(a, f.name), str)}


def variants(action: Action, vocab: set[Any], rng: random.Random, count: int) -> Iterator[Action]:
    """``count`` copies of ``action`` with one field changed to another well-typed value."""
    fs = fields(type(action))
    if not fs:
        return
    for _ in range(count):
        name, hint = rng.choice(fs)
        yield dataclasses.replace(action, **{name: _vary(getattr(action, name), hint, vocab, rng)})


# -- values of the wrong type ----------------------------------------------------------------------
def deep(n: int) -> Any:
    out: Any = 0
    for _ in range(n):
        out = (out,)
    return out


def wrong_values(hint: Any) -> list[Any]:
    """Values that are not of type ``hint`` (an action field's declared type)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    optional = origin in (typing.Union, types.UnionType) and type(None) in args
    common = [1.5, b"x", [1, 2], {"a": 1}, object(), deep(50)] + ([] if optional else [None])
    if optional:
        hint = next(a for a in args if a is not type(None))
        origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is int:
        return common + [True, False, 2.0, numpy.int64(2), numpy.int32(0), numpy.float64(1), "2", (2,)]
    if hint is str:
        return common + [3, True, "x" * (MAX_TEXT + 1), numpy.str_("N"), ("N",), 2.0]
    if hint is bool:
        return common + [1, 0, numpy.bool_(True), "true", 1.0]
    if origin is tuple:
        item = args[0]
        longest = tuple(_zero(item) for _ in range(MAX_ITEMS + 1))
        inner = [(v,) for v in wrong_values(item)[:6]]
        if not (len(args) == 2 and args[1] is Ellipsis):
            inner = [(v,) + tuple(_zero(a) for a in args[1:]) for v in wrong_values(item)[:6]]
            longest = tuple(_zero(a) for a in args) + (_zero(args[0]),)
        return common + [list(_zero(hint)), longest, 3, "ab"] + inner
    raise AssertionError(hint)
