"""Start JupyterLab for the tutor (``python -m floe_widgets.tutor.lab ARGS``) without library warnings.

Voila's package, when its server extension is imported, turns on every DeprecationWarning raised
inside traitlets (Python hides them by default).  At start JupyterLab and its extensions then print
several, among them "ServerApp.token config is deprecated" although the tutor gives the token the
current way (``IdentityProvider.token``).  None is the learner's to fix: this launcher imports Voila
(when installed) and then puts Python's default back in front, for traitlets' deprecations only.
"""

from __future__ import annotations

import contextlib
import sys
import warnings


def main(argv: list[str] | None = None) -> int:
    from jupyterlab.labapp import LabApp

    with contextlib.suppress(ImportError):
        import voila  # noqa: F401  (its filter first, Python's default in front of it)
    warnings.filterwarnings("ignore", category=DeprecationWarning, module="traitlets")
    LabApp.launch_instance(argv=list(sys.argv[1:] if argv is None else argv))
    return 0


if __name__ == "__main__":
    sys.exit(main())
