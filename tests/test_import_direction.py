"""Layering: the engine kit and every game's engine modules never import UI or plotting libraries."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "floe_widgets"
BANNED = {"ipywidgets", "matplotlib", "IPython", "traitlets", "ipympl"}
#: modules of a game package that draw or show things (allowed to use the banned libraries)
PRESENTATION = {"view.py", "widgets.py", "lessons.py"}
PRESENTATION_SUFFIXES = ("_view.py", "_widget.py", "_widgets.py")
PRESENTATION_PACKAGES = {"view", "views", "widgets", "lessons"}


def is_presentation(path: Path) -> bool:
    """A drawing module, or any module of a game's ``view/``, ``views/``, ``widgets/`` or ``lessons/`` package."""
    return (path.name in PRESENTATION or path.name.endswith(PRESENTATION_SUFFIXES)
            or path.parent.name in PRESENTATION_PACKAGES)


def engine_modules() -> list[Path]:
    mods = sorted((PACKAGE / "core").rglob("*.py"))
    for game in sorted((PACKAGE / "games").iterdir()):
        if game.is_dir():
            mods += [p for p in sorted(game.rglob("*.py")) if not is_presentation(p)]
    return mods


def imported_roots(path: Path) -> set[str]:
    roots = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("path", engine_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_engine_module_imports_no_ui(path: Path) -> None:
    assert not imported_roots(path) & BANNED


def test_the_checker_sees_a_banned_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from matplotlib.figure import Figure\n    import ipywidgets as w\n")
    assert imported_roots(bad) & BANNED == {"matplotlib", "ipywidgets"}


def test_importing_the_engines_loads_no_ui_library() -> None:
    code = (
        "import sys, floe_widgets.core, floe_widgets.games as g\n"
        "for name in g.available():\n"
        "    g.new(name, seed=1)\n"
        f"print(sorted(m for m in {sorted(BANNED)!r} if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
