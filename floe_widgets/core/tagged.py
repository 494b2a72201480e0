"""A family of dataclasses told apart by a ``kind`` name, stored in one shape for the whole family.

The family's base class is a dataclass whose fields form the *envelope* (stored at the top level,
always); each member subclass names its kind and adds *payload* fields, stored under ``"data"``::

    {"kind": "<kind>", <envelope fields...>, "data": {<payload fields...>}}

A payload field whose value is ``None`` is left out of ``"data"`` (and reads back as ``None``), so
optional details take no room.  A payload field may be stored under another key than its name
(``field(metadata={"stored_as": "value"})``), e.g. when its natural key is an envelope field's name.
Decoding looks the kind up in the family, checks every field's
type and raises :class:`FormatError` naming the first bad field.  A member with no payload of its own is
made in one line with :func:`payloadless`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .codec import _fields, _hints, decode, encode, show, unknown_fields
from .errors import FormatError

_ENVELOPE = "__tagged_envelope__"


class Tagged:
    """Base of a tagged family: subclass it once for the family, then once per kind.

    ``class Step(Tagged, family=True)`` starts a family (its dataclass fields are the envelope);
    ``class Walk(Step, kind="walk")`` adds a member whose own fields are the payload.
    """

    # plain class attributes, not annotated: they must not become dataclass fields
    kind = ""

    def __init_subclass__(cls, *, family: bool = False, kind: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if family:
            cls._members = {}
            return
        if not kind:
            raise TypeError(f"{cls.__name__}: a member of a tagged family needs kind=...")
        if kind in cls._members:
            raise TypeError(f"{cls.__name__}: kind {kind!r} is already {cls._members[kind].__name__}")
        cls.kind = kind
        cls._members[kind] = cls

    @classmethod
    def member(cls, kind: str) -> type:
        """The member class registered for ``kind`` (KeyError if the family has none)."""
        return cls._members[kind]

    @classmethod
    def _family_base(cls) -> type:
        for klass in cls.__mro__:
            if "_members" in vars(klass):
                return klass
        raise TypeError(f"{cls.__name__} is not in a tagged family")

    @classmethod
    def _envelope(cls) -> tuple[str, ...]:
        base = cls._family_base()
        if _ENVELOPE not in vars(base):
            setattr(base, _ENVELOPE, tuple(f.name for f in _fields(base)))
        return getattr(base, _ENVELOPE)

    def __codec_encode__(self) -> dict[str, Any]:
        envelope = self._envelope()
        out: dict[str, Any] = {"kind": self.kind}
        out.update((name, encode(getattr(self, name))) for name in envelope)
        out["data"] = {_key(f): encode(getattr(self, f.name)) for f in _fields(type(self))
                       if f.name not in envelope and getattr(self, f.name) is not None}
        return out

    @classmethod
    def __codec_decode__(cls, data: Any, path: str) -> Any:
        def at(name: str) -> str:
            return f"{path}.{name}" if path else name

        if not isinstance(data, dict):
            raise FormatError(f"expected an object for {cls.__name__}, got {type(data).__name__}", path)
        kind = data.get("kind")
        if not isinstance(kind, str):
            raise FormatError(f"expected a string, got {show(kind)}", at("kind"))
        member = cls._family_base()._members.get(kind)
        if member is None or not issubclass(member, cls):
            raise FormatError(f"unknown kind {show(kind)} for {cls.__name__}", at("kind"))
        envelope = cls._envelope()
        payload = data.get("data", {})
        if not isinstance(payload, dict):
            raise FormatError(f"expected an object, got {type(payload).__name__}", at("data"))
        unknown = set(data) - {"kind", "data", *envelope}
        if unknown:
            raise FormatError(unknown_fields(unknown, cls), path)
        hints = _hints(member)
        kwargs: dict[str, Any] = {}
        for f in _fields(member):
            name = f.name if f.name in envelope else _key(f)
            source, sub = (data, at(name)) if f.name in envelope else (payload, f"{at('data')}.{name}")
            if name not in source:
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                    raise FormatError("missing field", sub)
                continue
            kwargs[f.name] = decode(hints[f.name], source[name], sub)
        extra = set(payload) - {_key(f) for f in _fields(member) if f.name not in envelope}
        if extra:
            raise FormatError(unknown_fields(extra, member), at("data"))
        return member(**kwargs)


def _key(f: dataclasses.Field) -> str:
    """The key a payload field is stored under."""
    return f.metadata.get("stored_as", f.name)


def payloadless(family: type, kind: str, name: str, doc: str, module: str) -> type:
    """A frozen member of ``family`` that adds no payload field: only its ``kind``, class ``name`` and
    ``doc`` (``module``: the module it belongs to, where it is named)."""
    namespace = {"__doc__": doc, "__module__": module, "__qualname__": name}
    return dataclasses.dataclass(frozen=True)(type(name, (family,), namespace, kind=kind))
