"""The tests' Jupyter kernels start without debugpy.

ipykernel imports debugpy (and its vendored pydevd) at every kernel start, only to offer a front end's debugger,
which no notebook run by the tests asks for: 0.3 s of CPU per kernel (docs/benchmarks.md, "Test suite",
suiterest). With ``debugpy`` kept out of ``sys.modules`` ipykernel says it has no debugger (its ``ImportError``
path) and runs each cell the same way.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

#: what ``python -m ipykernel_launcher`` runs, with debugpy kept out
LAUNCH = (
    "import sys\n"
    "if sys.path[0] == '': del sys.path[0]  # as ipykernel_launcher: the shell puts the notebook's folder back\n"
    "sys.modules['debugpy'] = None\n"
    "from ipykernel import kernelapp\n"
    "kernelapp.launch_new_instance()\n"
)


def kernel_command(connection_file: str) -> list[str]:
    """The command of a kernel of this venv's python, without debugpy."""
    return [sys.executable, "-c", LAUNCH, "-f", connection_file]


def write_kernelspec(jupyter_path: Path) -> Path:
    """A ``python3`` kernelspec under ``jupyter_path`` (a ``JUPYTER_PATH`` folder, searched before the venv's own
    kernelspecs) that starts this venv's python without debugpy; returns its folder."""
    folder = jupyter_path / "kernels" / "python3"
    folder.mkdir(parents=True, exist_ok=True)
    spec = {"argv": kernel_command("{connection_file}"), "display_name": "Python 3 (ipykernel)",
            "language": "python", "metadata": {"debugger": False}}
    (folder / "kernel.json").write_text(json.dumps(spec, indent=1), encoding="utf-8")
    return folder
