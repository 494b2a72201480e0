"""Each test module's asserts rewritten once, not once per xdist worker.

pytest rewrites the asserts of every test module it imports (so that a failing ``assert`` shows its values) and
keeps the result in ``__pycache__``; a process that finds it there reads it instead. Under ``pytest -n 2`` every
worker imports every test module, and in a fresh clone both rewrite all of them at the same moment: that is
about half of a worker's collection (15 of 23 s of CPU per worker, measured under load). So a second worker
first rewrites the test modules from the last one backwards, while the first worker collects from the front,
and stops at the first module already rewritten: each module is then rewritten by one worker, and each worker
collects the other's from the cache. Without a writable ``__pycache__`` (``PYTHONDONTWRITEBYTECODE``) or with
``--assert=plain`` nothing changes.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from _pytest.assertion import rewrite


def rewrites_from_the_end() -> bool:
    """True in the odd-numbered xdist workers (gw1, gw3...)."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    return worker.startswith("gw") and int(worker[2:]) % 2 == 1


def test_modules(config: pytest.Config) -> list[Path]:
    """The test modules under the paths the run was given, in collection order (roughly: sorted)."""
    found: set[Path] = set()
    for arg in config.args:
        path = Path(config.invocation_params.dir, arg.split("::")[0]).resolve()
        if path.is_file():
            found.add(path)
        elif path.is_dir():
            for pattern in config.getini("python_files"):
                found.update(path.rglob(pattern))
    return sorted(found)


def rewrite_from_the_end(config: pytest.Config) -> int:
    """Rewrite and cache the run's test modules from the last one backwards, up to the first one already cached
    (by the worker collecting from the front). Returns how many this process rewrote."""
    if sys.dont_write_bytecode or config.getoption("assertmode") != "rewrite":
        return 0
    state = config.stash[rewrite.assertstate_key]
    done = 0
    for module in reversed(test_modules(config)):
        cache = rewrite.get_cache_dir(module)
        pyc = cache / (module.name[:-3] + rewrite.PYC_TAIL)
        if pyc.exists() or not rewrite.try_makedirs(cache):
            break
        source_hash, code = rewrite._rewrite_test(module, config)
        rewrite._write_pyc(state, code, source_hash, pyc)
        done += 1
    return done
