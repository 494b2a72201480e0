"""The registry of games: ``available()``, ``new(name, ...)``, ``load(path_or_text)``."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from floe_widgets.core import FormatError, Game, read_document
from floe_widgets.i18n import message

#: name -> "module:Class"
REGISTRY: dict[str, str] = {
    "ice-and-idols": "floe_widgets.games.ice_and_idols.game:IceAndIdols",
    "floe": "floe_widgets.games.floe.game:Floe",
    "floe-2024": "floe_widgets.games.floe_2024.game:Floe2024",
    "frosthaven": "floe_widgets.games.frosthaven.scenario.game:Frosthaven",
    "frosthaven-campaign": "floe_widgets.games.frosthaven.outpost.game:FrosthavenCampaign",
}


def available() -> list[str]:
    """Names of the games of floe-widgets, as ``new`` and ``floe-widgets play`` take them."""
    return list(REGISTRY)


def registered_name(name: str) -> str:
    """``name`` as the registry spells it: "Ice_and_Idols" and "ice and idols" are "ice-and-idols"."""
    return "-".join(name.strip().lower().replace("_", " ").split())


def game_class(name: str) -> type[Game]:
    name = registered_name(name)
    if name not in REGISTRY:
        raise KeyError(message("unknown game {name!r}; available: {names}", name=name, names=", ".join(available())))
    module, cls = REGISTRY[name].split(":")
    return getattr(importlib.import_module(module), cls)


def new(name: str, players: int | None = None, seed: int = 0, **options: Any) -> Game:
    """Start a new game: ``new("ice-and-idols", players=3, seed=7)``."""
    return game_class(name)(players=players, seed=seed, **options)


def load(source: str | Path) -> Game:
    """Load a saved game (a path, or the JSON text itself) of any registered game."""
    doc = read_document(source)
    name = doc["format"].removeprefix("floe-widgets/")
    if name not in REGISTRY:
        raise FormatError(f"unknown game {name!r}", "format")
    cls = game_class(name)
    return cls.from_json(source if not isinstance(source, str) or source.lstrip().startswith("{")
                         else Path(source))


def replay(name: str, seed: int, actions: list, players: int | None = None, **options: Any) -> Game:
    return game_class(name).replay(seed, actions, players=players, **options)
