"""The message ids the code uses, found by reading it (an AST walk over floe_widgets/ and the code cells of the
tutorials' notebooks).

The ways into the catalogues (see floe_widgets/i18n.py):

- a string literal as the first argument of ``tr``, ``message``, ``N_`` or ``sentence`` (with a literal
  ``context=`` keyword, the catalogue key ``"context|id"``, see ``i18n.key``; ``sentence`` is the Frosthaven
  monster AI's ``message``, written only when its trace is read), and its literal ``plural=`` id;
- the text and tooltip literals of a widget's ``_button(text, css, handler, icon, tooltip)`` helper;
- the first argument of a Floe 2024 event, ``ctx.say("...", rules, **values)`` (an engine's ``message``), and its
  literal ``plural=`` id;
- an action class's ``group`` (shown as ``tr(group.capitalize())``);
- the ``title``, ``text``, ``reading`` and ``section`` of each entry of a translated rules reference (core/rulebook.py
  ``explain``); a section already written in Japanese (Floe 2024 quotes its source's headings) is shown as it is.
- the ``retail`` note of each entry of the Floe 2024 rules (how the retail edition differs: "what changed").
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import yaml

from floe_widgets.i18n import key

PACKAGE = Path(__file__).resolve().parents[2] / "floe_widgets"
FIRST_ARGUMENT = {"tr", "message", "N_", "sentence"}  # sentence: the monster AI's trace, written when read
TRANSLATED_RULES = (PACKAGE / "games" / "floe_2024" / "content" / "rules.yaml",
                    PACKAGE / "games" / "floe" / "content" / "rules.yaml",
                    PACKAGE / "games" / "floe" / "content" / "rules_battle.yaml",
                    PACKAGE / "games" / "frosthaven" / "content" / "rules_scenario.yaml",
                    PACKAGE / "games" / "frosthaven" / "content" / "rules.yaml",
                    PACKAGE / "games" / "ice_and_idols" / "content" / "rules.yaml")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
RETAIL_NOTES = PACKAGE / "games" / "floe_2024" / "content" / "rules.yaml"   # editions_widget.retail_note


def _name(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _literal(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _is_ctx_say(call: ast.Call) -> bool:
    """An engine event: ``ctx.say(id, ...)`` (the lesson widget's own ``say`` shows ready-made text)."""
    f = call.func
    return isinstance(f, ast.Attribute) and f.attr == "say" and isinstance(f.value, ast.Name) and f.value.id == "ctx"


def _context(call: ast.Call) -> str | None:
    return _keyword(call, "context")


def _keyword(call: ast.Call, name: str) -> str | None:
    return next((_literal(k.value) for k in call.keywords if k.arg == name), None)


def ids_in(tree: ast.AST) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name, args = _name(node), node.args
            if name in FIRST_ARGUMENT and isinstance(node.func, ast.Name) and args:
                for found in (_literal(args[0]), _keyword(node, "plural")):
                    if found:
                        yield key(found, _context(node))
            elif _is_ctx_say(node) and args:
                yield from filter(None, [_literal(args[0]), _keyword(node, "plural")])
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
    """Lines where ``message``, ``N_`` or ``ctx.say`` is given something other than a literal id.

    A wrapper that passes its caller's id on names it ``message_id`` (e.g. ``Ctx.say``): its callers are
    the entry point, checked here."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _is_ctx_say(node) and node.args and _literal(node.args[0]) is None:
            yield node.lineno
            continue
        if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Name) \
                and node.args[0].id == "message_id":
            continue
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in {"message", "N_", "sentence"} and node.args:
            if _literal(node.args[0]) is None:
                yield node.lineno
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FIRST_ARGUMENT \
                and any(k.arg == "context" for k in node.keywords) and _context(node) is None:
            yield node.lineno  # a context is a literal too, or the walk cannot find its key
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FIRST_ARGUMENT \
                and any(k.arg == "plural" for k in node.keywords) and _keyword(node, "plural") is None:
            yield node.lineno  # so is a plural id


def sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def notebook_cells() -> Iterator[ast.AST]:
    """The code cells of the tutorials' notebooks (a line they print through ``tr`` is an id too)."""
    for path in sorted((PACKAGE.parent / "tutorials").rglob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "code":
                yield ast.parse("".join(cell["source"]))


def rule_texts(path: Path, keys: tuple[str, ...] = ("text", "reading", "title")) -> Iterator[str]:
    for entry in yaml.safe_load(path.read_text(encoding="utf-8")):
        yield from (str(entry[k]).strip() for k in keys if entry.get(k))
        section = str(entry.get("section", ""))
        if "text" in keys and section and not JAPANESE.search(section):
            yield section


@cache
def used_ids() -> frozenset[str]:
    in_code = {i for path in sources() for i in ids_in(ast.parse(path.read_text(encoding="utf-8")))}
    in_code |= {i for cell in notebook_cells() for i in ids_in(cell)}
    rules = {t for path in TRANSLATED_RULES for t in rule_texts(path)}
    return frozenset(in_code | rules | set(rule_texts(RETAIL_NOTES, ("retail",))))
