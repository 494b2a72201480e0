"""Project-wide test configuration: the ``rule`` marker and the rule-coverage report."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SHARED_RULES = Path(__file__).resolve().parents[1].parent / "shared" / "rules"

#: rules checklist file -> game package
RULE_FILES = {
    "ice-and-idols.yaml": "ice_and_idols",
    "floe.yaml": "floe",
    "frosthaven.yaml": "frosthaven",
}

_named: set[str] = set()


def shared_rule_ids(filename: str) -> list[str]:
    """Ids of ``../shared/rules/<filename>`` (empty when shared/ is absent)."""
    path = SHARED_RULES / filename
    if not path.exists():
        return []
    return re.findall(r"^\s*-?\s*id:\s*['\"]?([A-Z0-9][A-Z0-9-]+)", path.read_text(encoding="utf-8"), re.M)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        for mark in item.iter_markers("rule"):
            _named.update(mark.args)


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    """List, per game whose package exists, the shared rule ids that no collected test names."""
    games = Path(__file__).resolve().parents[1] / "floe_widgets" / "games"
    lines = []
    for filename, pkg in RULE_FILES.items():
        ids = shared_rule_ids(filename)
        if not ids or not (games / pkg).exists():
            continue
        missing = [i for i in ids if i not in _named]
        lines.append(f"{filename}: {len(ids) - len(missing)}/{len(ids)} rule ids named by a collected test")
        if missing and len(missing) <= 40:
            lines.append("  not named: " + ", ".join(missing))
        elif missing:
            lines.append(f"  not named: {', '.join(missing[:40])}, ... ({len(missing)} in all)")
    if lines:
        terminalreporter.write_sep("-", "rule coverage")
        for line in lines:
            terminalreporter.write_line(line)
