"""Every tutorial notebook runs headless from top to bottom without an error (nbclient)."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from tests.kernel_without_debugger import kernel_command

TUTORIALS = Path(__file__).resolve().parents[1] / "tutorials"
NOTEBOOKS = sorted(p for p in TUTORIALS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
#: what a learner must never read in an output: a dataclass's repr (``Settled(outcome=...``), a Fraction's,
#: a Python list of strings
RAW_REPR = re.compile(r"\b[A-Z]\w*\(\w+=|Fraction\(|\['")
#: "exactly" before a decimal fraction: an odds lab printed a float where it means the exact fraction
FLOAT_CALLED_EXACT = re.compile(r"exactly \d*\.\d")


@pytest.fixture(scope="session")
def kernel_home(tmp_path_factory) -> Path:
    """Matplotlib's and IPython's folders for the notebooks' kernels: one per session, so the font list is
    built once, not in every kernel."""
    return tmp_path_factory.mktemp("kernel-home")


def execute(path: Path, kernel_home: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """``path`` run headless in a kernel of this venv; returns the notebook with its outputs."""
    import nbformat
    from nbclient import NotebookClient

    monkeypatch.setenv("MPLBACKEND", "Agg")
    monkeypatch.setenv("MPLCONFIGDIR", str(kernel_home / "mpl"))
    monkeypatch.setenv("IPYTHONDIR", str(kernel_home / "ipython"))
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert not cell.outputs, f"{path.name} is stored with outputs; clear them"
    client = NotebookClient(nb, timeout=120, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    client.kernel_manager_class = _venv_kernel_manager()
    client.execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert not errors, f"{path.name}: {errors[0]['ename']}: {errors[0]['evalue']}"
    return nb


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[str(p.relative_to(TUTORIALS)) for p in NOTEBOOKS])
def test_notebook_runs_headless(path, kernel_home, monkeypatch):
    nb = execute(path, kernel_home, monkeypatch)
    reprs = [text for text in printed(nb) if RAW_REPR.search(text)]
    assert not reprs, f"{path.name} shows Python reprs: {reprs[0][:300]}"
    inexact = [m.group(0) for text in printed(nb) for m in FLOAT_CALLED_EXACT.finditer(text)]
    assert not inexact, f"{path.name} calls a rounded number exact: {inexact}"


@pytest.mark.notebook
@pytest.mark.parametrize("name", ["00_start_here.ipynb", "frosthaven/outpost.ipynb"])
def test_a_notebook_prints_in_japanese_when_asked(name, kernel_home, monkeypatch):
    """With FLOE_WIDGETS_LANG=ja the lines a notebook prints are the kit's, in Japanese (no English word but
    the kept abbreviations and the printed card numbers)."""
    monkeypatch.setenv("FLOE_WIDGETS_LANG", "ja")
    said = "\n".join(printed(execute(TUTORIALS / name, kernel_home, monkeypatch)))
    english = set(re.findall(r"[A-Za-z]{2,}", re.sub(r"\[[^\]]*\]|\b(?:SO|WO|SR|WR|PQ)-\d+", " ", said)))
    assert said.strip() and not english - {"AP", "VP", "HP", "XP"}, (english, said[:400])


def printed(nb) -> list[str]:
    """The text a reader sees in the outputs: printed lines and results that are not widgets."""
    texts = []
    for cell in nb.cells:
        for out in cell.get("outputs", []) if cell.cell_type == "code" else []:
            if out.output_type == "stream":
                texts.append(out.text)
            elif out.output_type == "execute_result" and "application/vnd.jupyter.widget-view+json" not in out.data:
                texts.append(out.data.get("text/plain", ""))
    return texts


def _venv_kernel_manager():
    """A kernel of this venv's python (whatever the ``python3`` kernelspec names), without debugpy
    (tests/kernel_without_debugger.py)."""
    from jupyter_client.manager import KernelManager

    class VenvKernelManager(KernelManager):
        def format_kernel_cmd(self, extra_arguments=None):
            return kernel_command(self.connection_file)

    return VenvKernelManager


def test_every_notebook_is_found():
    assert any(p.name == "00_start_here.ipynb" for p in NOTEBOOKS)
    assert os.path.isdir(TUTORIALS)


def test_every_lesson_notebook_introduces_itself_in_english_and_japanese():
    """A lesson's notebook opens with what the lesson is about in both languages its lesson file speaks."""
    import json

    japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    lessons = [p for p in NOTEBOOKS if (p.parent / "lessons" / p.with_suffix(".yaml").name).exists()]
    one_language = []
    for path in lessons:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        intro = "".join(cells[0]["source"]) if cells[0]["cell_type"] == "markdown" else ""
        if not (japanese.search(intro) and re.search(r"[A-Za-z]{4,} [A-Za-z]{4,}", intro)):
            one_language.append(path.name)
    assert len(lessons) == 18 and not one_language, one_language
