"""Project-wide test configuration: the ``rule`` marker and the rule-coverage report."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from floe_widgets.tutor.lesson_file import validator
from tests.assertion_rewriting import rewrite_from_the_end, rewrites_from_the_end

# No timing in tests: hypothesis' per-example deadline and its "too slow" health check fail a property on a
# loaded machine for the machine's sake, not the property's (speed lives in benchmarks/)
settings.register_profile("no-timing", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("no-timing")

# jsonschema as the lesson loader imports it (without the IRI grammars, a few seconds of CPU per process), before
# nbformat and nbclient import it for themselves
validator()

SHARED_RULES = Path(__file__).resolve().parents[1].parent / "shared" / "rules"

#: rules checklist file -> game package
RULE_FILES = {
    "ice-and-idols.yaml": "ice_and_idols",
    "floe.yaml": "floe",
    "floe-2024-ja.yaml": "floe_2024",
    "frosthaven.yaml": "frosthaven",
}

BROWSER_TESTS = "tests/browser/"

RULE_MARK = re.compile(r"mark\.rule\(([^)]*)\)")


def named_rule_ids() -> set[str]:
    """Every id named by a ``@pytest.mark.rule(...)`` in the test files (works under xdist too)."""
    named: set[str] = set()
    for path in Path(__file__).resolve().parent.rglob("*.py"):
        for args in RULE_MARK.findall(path.read_text(encoding="utf-8")):
            named.update(re.findall(r"['\"]([A-Z][A-Z0-9-]+[a-z]?)['\"]", args))
    return named


#: the detailed rules that go with a checklist: their ids (FH-TERR-1, FH-ATK-3a) and test cases (TC-07)
DETAILED_RULES = {"frosthaven.yaml": "frosthaven-scenario-rules.md"}


def shared_rule_ids(filename: str) -> list[str]:
    """Ids of ``../shared/rules/<filename>`` (empty when shared/ is absent)."""
    path = SHARED_RULES / filename
    if not path.exists():
        return []
    return re.findall(r"^\s*-?\s*id:\s*['\"]?([A-Z0-9][A-Z0-9-]+)", path.read_text(encoding="utf-8"), re.M)


def detailed_rule_ids(filename: str) -> list[str]:
    """Rule ids and test-case ids of the detailed rules file that goes with checklist ``filename``."""
    path = SHARED_RULES / DETAILED_RULES.get(filename, "-")
    if not path.is_file():
        return []
    text = path.read_text(encoding="utf-8")
    known = set(shared_rule_ids(filename))
    found = re.findall(r"\b(FH-[A-Z]+-\d+[a-z]?|TC-\d\d)\b", text)
    return sorted({i for i in found if i not in known})


#: modules whose tests share work done once per process (a module-scoped fixture, a cache of walked lessons or
#: solved situations): each runs whole on one worker, so that the work is done once, not once per worker
TOGETHER = frozenset((
    "tests/test_benchmarks.py",                           # the ten scripts, run once in one subprocess
    "tests/tutor/test_frosthaven_lessons_in_japanese.py",  # each lesson walked once (three tests walk it)
    "tests/games/frosthaven/test_fh_lessons.py",
    "tests/games/frosthaven/test_situations_fh.py",
    "tests/games/floe_2024/test_lessons.py",
    "tests/i18n/test_catalogues.py",
    "tests/core/test_malformed_actions.py",
))

#: the longest tests and modules first, longest first (CPU measured in docs/benchmarks.md, "Test suite"), so
#: that the two workers end together: xdist sends the rest in collection order, and a long test at its end
#: keeps one worker busy while the other has finished
FIRST = (
    "tests/games/ice_and_idols/test_properties.py",
    "tests/games/floe/test_floe_properties.py",
    "tests/test_benchmarks.py",
    "tests/core/test_malformed_actions.py",               # sent whole (TOGETHER): one unit of about 30 s
    "tests/tutor/test_frosthaven_lessons_in_japanese.py",
    "tests/games/floe_2024/test_lessons.py",
    "tests/test_notebooks.py",
    "tests/games/frosthaven/test_fh_rule_coverage.py",
    "tests/games/floe/test_floe_rule_coverage.py",
    "tests/games/frosthaven/test_fh_properties.py",
    "tests/games/ice_and_idols/test_rule_coverage.py",
    "tests/games/floe/test_floe_view.py",
    "tests/views/test_presenter_layouts.py",
    "tests/i18n/test_floe_2024_in_japanese.py",
    "tests/views/test_readable.py",
    "tests/test_conformance.py",
    "tests/test_cli.py",
    "tests/games/floe/test_floe_widget.py",
)


def work_unit(nodeid: str) -> str:
    """What the scheduler sends to one worker: tests/browser/ whole, a module of TOGETHER whole, else one test."""
    if nodeid.startswith(BROWSER_TESTS):
        return BROWSER_TESTS
    module = nodeid.split("::", 1)[0]
    return module if module in TOGETHER else nodeid


def sending_order(units: list[str]) -> list[str]:
    """tests/browser/ first (one worker runs it whole), then the units of FIRST in its order, then the rest in
    the order xdist put them (modules sent whole by their number of tests, then single tests in collection
    order)."""
    def rank(unit: str) -> int:
        if unit == BROWSER_TESTS:
            return -1
        module = unit.split("::", 1)[0]
        return FIRST.index(module) if module in FIRST else len(FIRST)

    return sorted(units, key=rank)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """Tests spread over the workers by :func:`work_unit`, in :func:`sending_order`. tests/browser/ runs whole
    on one worker, so the Chromium and the Voila server of tests/browser/conftest.py start once. (xdist's
    ``loadgroup`` would do this, but under pytest 9 it cannot rename the test ids it groups by.)"""
    from collections import OrderedDict

    from xdist.scheduler import LoadScopeScheduling

    class LongestFirst(LoadScopeScheduling):
        ordered = False

        def _split_scope(self, nodeid: str) -> str:
            return work_unit(nodeid)

        def _assign_work_unit(self, node) -> None:
            if not self.ordered:  # the queue is full once, before the first unit is sent
                self.ordered = True
                queue = self.workqueue
                self.workqueue = OrderedDict((unit, queue[unit]) for unit in sending_order(list(queue)))
            super()._assign_work_unit(node)

    return LongestFirst(config, log)


@pytest.hookimpl(tryfirst=True)
def pytest_collection(session: pytest.Session) -> None:
    """An odd-numbered xdist worker rewrites the test modules' asserts from the last module back while the
    first worker collects from the front (tests/assertion_rewriting.py)."""
    if rewrites_from_the_end():
        rewrite_from_the_end(session.config)


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    """List, per game whose package exists, the shared rule ids that no test names."""
    games = Path(__file__).resolve().parents[1] / "floe_widgets" / "games"
    lines = []
    named = named_rule_ids()
    for filename, pkg in RULE_FILES.items():
        if not (games / pkg).exists():
            continue
        for source, ids in ((filename, shared_rule_ids(filename)),
                            (DETAILED_RULES.get(filename), detailed_rule_ids(filename))):
            if not ids:
                continue
            missing = [i for i in ids if i not in named]
            lines.append(f"{source}: {len(ids) - len(missing)}/{len(ids)} rule ids named by a test")
            if missing and len(missing) <= 40:
                lines.append("  not named: " + ", ".join(missing))
            elif missing:
                lines.append(f"  not named: {', '.join(missing[:40])}, ... ({len(missing)} in all)")
    if lines:
        terminalreporter.write_sep("-", "rule coverage")
        for line in lines:
            terminalreporter.write_line(line)
