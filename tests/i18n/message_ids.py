"""The message ids the code uses, found by reading it (an AST walk over floe_widgets/).

The ways into the catalogues (see floe_widgets/i18n.py):

- a string literal as the first argument of ``tr``, ``message`` or ``N_``;
- the text and tooltip literals of a widget's ``_button(text, css, handler, icon, tooltip)`` helper;
- the ``ja``/``en`` pair of a Floe 2024 event (``ctx.say(...)``) and refusal (``refusal(...)``): the
  English literal is the id;
- an action class's ``group`` (shown as ``tr(group.capitalize())``).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "floe_widgets"
FIRST_ARGUMENT = {"tr", "message", "N_"}


def _name(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _literal(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def ids_in(tree: ast.AST) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name, args = _name(node), node.args
            if name in FIRST_ARGUMENT and isinstance(node.func, ast.Name) and args:
                yield from filter(None, [_literal(args[0])])
            elif name == "_button":
                tooltip = [k.value for k in node.keywords if k.arg == "tooltip"]
                yield from filter(None, [_literal(a) for a in [*args[:1], *args[4:5], *tooltip]])
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "group" for t in targets):
                group = _literal(node.value)
                if group:
                    yield group.capitalize()


def literal_first_arguments_missing(tree: ast.AST) -> Iterator[int]:
    """Lines where ``message`` or ``N_`` is called with something other than a literal id."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"message", "N_"} \
                and node.args:
            if _literal(node.args[0]) is None:
                yield node.lineno


def sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


@cache
def used_ids() -> frozenset[str]:
    return frozenset(i for path in sources() for i in ids_in(ast.parse(path.read_text(encoding="utf-8"))))
