"""Build hook: every wheel carries a copy of tutorials/ as ``floe_widgets/_tutorials``.

``floe-widgets tutor`` copies the notebooks from there when it runs outside a checkout.
All other metadata is in pyproject.toml.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithTutorials(build_py):
    def run(self) -> None:
        super().run()
        source = Path(__file__).resolve().parent / "tutorials"
        if source.is_dir() and not getattr(self, "editable_mode", False):
            target = Path(self.build_lib) / "floe_widgets" / "_tutorials"
            shutil.copytree(source, target, dirs_exist_ok=True,
                            ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))


setup(cmdclass={"build_py": BuildPyWithTutorials})
