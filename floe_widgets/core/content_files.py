"""The games' YAML content, parsed by libyaml when PyYAML was built with it.

libyaml's parser reads the content of all four games about eight times faster than PyYAML's pure-Python one
(2.1 s -> 0.25 s of CPU, measured), and every process that loads a game (each notebook and Voila kernel)
reads it once.  Both accept the same documents and build the same values."""

from __future__ import annotations

from importlib import resources
from typing import Any

import yaml

_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def parse_yaml(text: str) -> Any:
    """The YAML document ``text`` as plain values (mappings, lists, strings, numbers), safely."""
    return yaml.load(text, Loader=_SAFE_LOADER)  # noqa: S506 (a safe loader)


def package_yaml(package: str, name: str) -> Any:
    """The YAML file ``name`` shipped in ``package``."""
    return parse_yaml(resources.files(package).joinpath(name).read_text(encoding="utf-8"))
