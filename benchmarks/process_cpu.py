"""A pytest plugin: the CPU seconds each test costs, in the test process and in every process it started.

The browser tests' CPU is mostly in other processes (Chromium's browser, renderer and GPU processes, the
Playwright driver, the Voila or JupyterLab server, the kernels), which ``/usr/bin/time`` misses when their
parents do not reap them.  A thread reads every descendant of the test process (psutil) every
``PROCESS_CPU_PERIOD`` seconds (0.5) and keeps the last user + system time seen of each; a process that ends
keeps its last value (so up to one period of its work is not counted) and the kind it last showed.  The
thread's own CPU is taken off the test process's.  One JSON line per test (``{"test", "cpu": {kind: seconds},
"total"}``) and a last ``END`` line with the whole run's totals go to ``PROCESS_CPU_OUT``.  Run, from the
project root::

    PROCESS_CPU_OUT=/tmp/cpu.jsonl PYTHONPATH=$PWD:$PWD/benchmarks FLOE_WIDGETS_REQUIRE_BROWSER=1 \\
        python -m pytest -p process_cpu -p no:cacheprovider -q tests/browser/test_voila_presenter.py
    python benchmarks/process_cpu.py /tmp/cpu.jsonl      # the sums per test file and kind of process

Numbers: docs/benchmarks.md, "Test suite", the section of 2026-12-02 14:30 UTC (suitebrowser).
"""

from __future__ import annotations

import collections
import json
import os
import sys
import threading
import time
from typing import Any

PERIOD = float(os.environ.get("PROCESS_CPU_PERIOD", "0.5"))
OUT = os.environ.get("PROCESS_CPU_OUT", "process_cpu.jsonl")
CHROMIUM_TYPES = ("renderer", "gpu-process", "utility", "zygote")


def kind(process: Any) -> str:
    """What a process is: a Chromium process type, the driver, a kernel, a server, or its name (psutil.Error when
    it cannot be read: an ended process not yet reaped shows no command line)."""
    name, command = process.name(), " ".join(process.cmdline())
    if "chrom" in name or "chromium" in command:
        return next((f"chromium-{t}" for t in CHROMIUM_TYPES if f"--type={t}" in command), "chromium-browser")
    if name == "node" or ("playwright" in command and "driver" in command):
        return "driver"
    if "ipykernel" in command:
        return "kernel"
    if "voila" in command:
        return "voila"
    if "jupyter" in command and "lab" in command:
        return "lab"
    return "other:" + name


class Probe:
    """The last CPU time seen of every descendant, refreshed by a thread."""

    def __init__(self) -> None:
        import psutil

        self.me = psutil.Process()
        self.last: dict[tuple[int, float], tuple[str, float]] = {}
        self.lock = threading.Lock()
        self.thread_cpu = 0.0
        threading.Thread(target=self._run, daemon=True).start()

    def sample(self) -> None:
        import psutil

        for process in self.me.children(recursive=True):
            try:
                with process.oneshot():
                    key = (process.pid, process.create_time())
                    times = process.cpu_times()
            except psutil.Error:
                continue
            try:
                label = kind(process)   # asked again each time: a process just forked reads as its parent
            except psutil.Error:
                label = self.last[key][0] if key in self.last else "gone"
            with self.lock:
                self.last[key] = (label, times.user + times.system)

    def _run(self) -> None:
        while True:
            self.sample()
            self.thread_cpu = time.thread_time()
            time.sleep(PERIOD)

    def totals(self) -> dict[str, float]:
        self.sample()
        out: dict[str, float] = collections.defaultdict(float)
        with self.lock:
            for label, cpu in self.last.values():
                out[label] += cpu
        own = self.me.cpu_times()
        out["pytest"] = own.user + own.system - self.thread_cpu
        return dict(out)


_probe: Probe | None = None
_before: dict[str, float] = {}


def _write(record: dict[str, Any]) -> None:
    with open(OUT, "a") as out:
        out.write(json.dumps(record) + "\n")


def pytest_configure(config: Any) -> None:
    global _probe
    _probe = Probe()


def pytest_runtest_logstart(nodeid: str, location: Any) -> None:
    global _before
    assert _probe is not None
    _before = _probe.totals()


def pytest_runtest_logfinish(nodeid: str, location: Any) -> None:
    assert _probe is not None
    after = _probe.totals()
    spent = {k: round(v - _before.get(k, 0.0), 2) for k, v in after.items()}
    spent = {k: v for k, v in spent.items() if abs(v) >= 0.01}
    _write({"test": nodeid, "cpu": spent, "total": round(sum(spent.values()), 2)})


def pytest_unconfigure(config: Any) -> None:
    if _probe is not None:
        after = _probe.totals()
        _write({"test": "END", "cpu": {k: round(v, 2) for k, v in after.items()},
                "total": round(sum(after.values()), 2)})


def summary(path: str) -> list[str]:
    """The CPU seconds per test file, in all and by kind of process (Chromium's types added up)."""
    files: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for line in open(path):
        record = json.loads(line)
        if record["test"] != "END":
            files[record["test"].split("::")[0]].update(record["cpu"])
    lines = []
    for name, cpu in files.items():
        chromium = sum(v for k, v in cpu.items() if k.startswith("chromium"))
        rest = ", ".join(f"{k} {v:.1f}" for k, v in sorted(cpu.items()) if not k.startswith("chromium") and v >= 0.1)
        lines.append(f"{name}: {sum(cpu.values()):.1f} s (Chromium {chromium:.1f}, {rest})")
    lines.append(f"all: {sum(sum(c.values()) for c in files.values()):.1f} s")
    return lines


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(arg)
        print("\n".join("  " + line for line in summary(arg)))
