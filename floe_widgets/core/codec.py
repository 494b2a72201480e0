"""Type-driven JSON encoding of dataclass states and actions.

``encode`` turns dataclasses, tuples, sets, enums and dicts into JSON values;
``decode(tp, data)`` rebuilds a value of type ``tp`` and checks every field on
the way, raising :class:`FormatError` with the path of the first bad field.
Dicts whose keys are not strings are stored as lists of ``[key, value]``.
A class may choose how it is stored by defining ``__codec_encode__(self)`` and a classmethod
``__codec_decode__(cls, data, path)`` (see :mod:`floe_widgets.core.tagged`).
No pickle, no eval.
"""

from __future__ import annotations

import dataclasses
import enum
import reprlib
import sys
import types
import typing
from functools import cache
from typing import Any

from floe_widgets.i18n import counted

from .errors import FormatError

_NONE = type(None)

#: field metadata for a field added after saves were written: the field is written only when it differs
#: from its default, so older saves keep their exact text (reading fills a missing field with its default)
WRITTEN_WHEN_SET = {"codec": "written-when-set"}
#: the class attribute naming fields a dataclass had and no longer has: reading an older save passes over them
#: (``RETIRED_FIELDS: ClassVar[frozenset[str]] = frozenset({"source"})``); any other unknown field is refused
RETIRED_FIELDS = "RETIRED_FIELDS"
#: field metadata for a text written for a person (a prompt): a later version may word it otherwise, so a save's
#: position is compared with its own history without these texts, and the replayed game's words are kept
WORDING = {"wording": True}

_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 60
_REPR.maxlevel, _REPR.maxlist, _REPR.maxdict = 3, 6, 6


def unknown_fields(names: set[str], cls: type) -> str:
    """The refusal of fields ``cls`` does not have: "unknown field ['c'] for Pair" (or "fields")."""
    return f"unknown {counted('field', 'fields', len(names))} {sorted(names)} for {cls.__name__}"


def show(value: Any) -> str:
    """A short, bounded repr of ``value`` for error messages (however long or deep the value is)."""
    return _REPR.repr(value)


def encode(value: Any, wording: bool = True) -> Any:
    """Return a JSON-able copy of ``value`` (without its :data:`WORDING` texts when ``wording`` is false)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if hasattr(type(value), "__codec_encode__"):
        return value.__codec_encode__()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name), wording) for f in _fields(type(value))
                if not _left_out(f, value) and (wording or not f.metadata.get("wording"))}
    if isinstance(value, (list, tuple)):
        return [encode(v, wording) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((encode(v, wording) for v in value), key=repr)
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: encode(v, wording) for k, v in value.items()}
        return [[encode(k, wording), encode(v, wording)] for k, v in value.items()]
    raise TypeError(f"cannot encode {type(value).__name__} as JSON")


@cache
def _fields(cls: type) -> tuple[dataclasses.Field, ...]:
    return tuple(f for f in dataclasses.fields(cls) if f.init)


def _left_out(f: dataclasses.Field, value: Any) -> bool:
    """A WRITTEN_WHEN_SET field still holding its default is not written."""
    if f.metadata.get("codec") != WRITTEN_WHEN_SET["codec"]:
        return False
    default = f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default
    return getattr(value, f.name) == default


@cache
def _hints(cls: type) -> dict[str, Any]:
    module = sys.modules.get(cls.__module__)
    return typing.get_type_hints(cls, vars(module) if module else None)


def decode(tp: Any, data: Any, path: str = "") -> Any:
    """Rebuild a value of type ``tp`` from JSON ``data``, checking it."""
    if tp is Any or tp is object:
        return _freeze(data)
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        if data is None and _NONE in args:
            return None
        choices = [a for a in args if a is not _NONE]
        if len(choices) == 1:   # an optional value: the error names the field inside it
            return decode(choices[0], data, path)
        errors = []
        for arg in choices:
            try:
                return decode(arg, data, path)
            except FormatError as exc:
                errors.append(exc.message)
        raise FormatError("; ".join(errors), path)
    if origin is typing.Literal:
        if data not in args:
            raise FormatError(f"expected one of {list(args)}, got {show(data)}", path)
        return data
    if tp is _NONE:
        if data is not None:
            raise FormatError(f"expected null, got {show(data)}", path)
        return None
    if tp is bool:
        if not isinstance(data, bool):
            raise FormatError(f"expected true/false, got {show(data)}", path)
        return data
    if tp is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise FormatError(f"expected an integer, got {show(data)}", path)
        return data
    if tp is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise FormatError(f"expected a number, got {show(data)}", path)
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise FormatError(f"expected a string, got {show(data)}", path)
        return data
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError:
            raise FormatError(f"expected one of {[m.value for m in tp]}, got {show(data)}", path) from None
    if isinstance(tp, type) and hasattr(tp, "__codec_decode__"):
        return tp.__codec_decode__(data, path)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _decode_dataclass(tp, data, path)
    if origin in (list, tuple, set, frozenset) or tp in (list, tuple, set, frozenset):
        if not isinstance(data, list):
            raise FormatError(f"expected a list, got {type(data).__name__}", path)
        container = origin or tp
        if container is tuple and args and args[-1] is not Ellipsis:
            if len(args) != len(data):
                raise FormatError(f"expected {len(args)} items, got {len(data)}", path)
            return tuple(decode(a, d, f"{path}[{i}]") for i, (a, d) in enumerate(zip(args, data)))
        item = args[0] if args else Any
        items = [decode(item, d, f"{path}[{i}]") for i, d in enumerate(data)]
        return container(items)
    if origin is dict or tp is dict:
        key_tp, val_tp = args if args else (Any, Any)
        if isinstance(data, dict):
            pairs = list(data.items())
            if key_tp is int:
                try:
                    pairs = [(int(k), v) for k, v in pairs]
                except ValueError:
                    raise FormatError("expected integer keys", path) from None
        elif isinstance(data, list) and all(isinstance(p, list) and len(p) == 2 for p in data):
            pairs = [tuple(p) for p in data]
        else:
            raise FormatError(f"expected a mapping, got {type(data).__name__}", path)
        return {
            decode(key_tp, k, f"{path}.<key>"): decode(val_tp, v, f"{path}[{show(k)}]")
            for k, v in pairs
        }
    raise FormatError(f"unsupported type {tp!r}", path)


def _decode_dataclass(cls: type, data: Any, path: str) -> Any:
    if not isinstance(data, dict):
        raise FormatError(f"expected an object for {cls.__name__}, got {type(data).__name__}", path)
    hints = _hints(cls)
    kwargs = {}
    for f in _fields(cls):
        sub = f"{path}.{f.name}" if path else f.name
        if f.name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise FormatError("missing field", sub)
            continue
        kwargs[f.name] = decode(hints[f.name], data[f.name], sub)
    unknown = set(data) - {f.name for f in _fields(cls)} - getattr(cls, RETIRED_FIELDS, frozenset())
    if unknown:
        raise FormatError(unknown_fields(unknown, cls), path)
    return cls(**kwargs)


def _freeze(data: Any) -> Any:
    """Lists become tuples (hashable) when the type is not known."""
    if isinstance(data, list):
        return tuple(_freeze(d) for d in data)
    if isinstance(data, dict):
        return {k: _freeze(v) for k, v in data.items()}
    return data
