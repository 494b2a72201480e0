"""Serving notebooks (Voila, JupyterLab) and driving headless Chromium, per ../shared/BROWSER-TESTING.md.

Shared fixtures (``tests/browser/conftest.py``): start nothing yourself, ask for these.

- ``browser``: one headless Chromium per test worker; open a page with ``with browser_page(browser, errors)
  as page:`` (a fresh context: no cookies or storage shared with other tests; page errors go to ``errors``).
- ``voila_server``: one Voila per test worker, serving a folder;
  ``voila_server.url("ice_and_idols/02_your_turn.ipynb")`` copies that tutorial (with the ``lessons/``
  folder beside it) into the folder and returns the page's URL;
  a path to a notebook you wrote (``nbformat.write(..., tmp_path / "x.ipynb")``) works the same. Each page
  load runs the notebook in a fresh kernel, as before.

The tests of tests/browser/ run on one worker, one after the other (the xdist scheduler of
``tests/conftest.py``), so the server and the browser start once.
Write a module-scoped ``page`` fixture when several tests look at one page. ``voila(...)``,
``jupyterlab(...)`` and ``chromium(driver, env)`` start their own process, for a test that needs its own.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from functools import partial
from pathlib import Path

import pytest

from tests.kernel_without_debugger import write_kernelspec

CHROMIUM = "/usr/bin/chromium"
#: ``--host-resolver-rules``: only this machine's pages load (a name other than 127.0.0.1 resolves to nothing),
#: decided in Chromium's resolver: a route that asked the test process about every request cost about 0.8 s of
#: CPU per Voila page (Chromium, the driver and Python), measured
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
TUTORIALS = Path(__file__).resolve().parents[2] / "tutorials"
BIN = Path(sys.executable).parent
#: a folder of Latin fonts only: a Chromium told to use just these fonts is a machine without Japanese fonts
LATIN_FONTS = Path("/usr/share/fonts/truetype/dejavu")


def require_browser() -> None:
    """Skip (or fail, with FLOE_WIDGETS_REQUIRE_BROWSER=1) when Chromium or Playwright is missing."""
    problem = None
    if not Path(CHROMIUM).exists():
        problem = f"{CHROMIUM} is not installed"
    else:
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            problem = "playwright is not installed"
    if problem:
        if os.environ.get("FLOE_WIDGETS_REQUIRE_BROWSER") == "1":
            pytest.fail(f"browser tests required but {problem}")
        pytest.skip(f"browser test skipped: {problem}")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def isolated_env(tmp: Path) -> dict[str, str]:
    """A server's environment: its own Jupyter, IPython and Matplotlib folders, and a ``python3`` kernelspec found
    first (``JUPYTER_PATH``) whose kernels start without debugpy, as the notebook tests' kernels do."""
    env = dict(os.environ)
    for name, sub in (("JUPYTER_CONFIG_DIR", "cfg"), ("JUPYTER_RUNTIME_DIR", "rt"), ("IPYTHONDIR", "ipy"),
                      ("MPLCONFIGDIR", "mpl")):
        env[name] = str(tmp / sub)
        (tmp / sub).mkdir(parents=True, exist_ok=True)
    env["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(write_kernelspec(tmp / "jupyter-path").parents[1]),
                                                        env.get("JUPYTER_PATH")]))
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    return env


def copy_notebook(name: str | Path, tmp: Path) -> Path:
    """Copy tutorials/<name> (or the notebook at an absolute path) into a fresh folder under ``tmp``."""
    folder = tmp / "nb"
    folder.mkdir(parents=True, exist_ok=True)
    source = Path(name) if Path(name).is_absolute() else TUTORIALS / name
    shutil.copy2(source, folder / source.name)
    if (source.parent / "lessons").is_dir():  # the lesson files a notebook loads sit beside it
        shutil.copytree(source.parent / "lessons", folder / "lessons", dirs_exist_ok=True)
    return folder / source.name


def wait_for_port(port: int, proc: subprocess.Popen, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with code {proc.returncode}")
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.3)
    raise TimeoutError(f"nothing listens on port {port} after {timeout} s")


def wait_for_url(url: str, proc: subprocess.Popen, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with code {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"{url} did not answer after {timeout} s")


def stop(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=15)
    except ProcessLookupError:
        pass
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)


@contextmanager
def voila(name: str | Path, tmp: Path):
    """Serve tutorials/<name> (or a notebook path) with Voila; yields the page URL."""
    notebook = copy_notebook(name, tmp)
    port = free_port()
    log = open(tmp / "voila.log", "w")
    proc = subprocess.Popen([str(BIN / "voila"), notebook.name, "--no-browser", f"--port={port}",
                             "--Voila.ip=127.0.0.1", "--show_tracebacks=True"],
                            cwd=notebook.parent, env=isolated_env(tmp), stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        wait_for_port(port, proc)
        yield f"http://127.0.0.1:{port}/"
    finally:
        stop(proc)
        log.close()


class VoilaServer:
    """A Voila serving the folder ``root``: ``url(notebook)`` copies a notebook in and gives its page."""

    def __init__(self, root: Path, base: str) -> None:
        self.root, self.base, self._count = root, base, 0

    def url(self, name: str | Path) -> str:
        self._count += 1
        notebook = copy_notebook(name, self.root / str(self._count))
        return f"{self.base}voila/render/{notebook.relative_to(self.root).as_posix()}"


@contextmanager
def voila_folder(tmp: Path):
    """One Voila serving a folder (tree mode); yields a VoilaServer."""
    root = tmp / "served"
    root.mkdir(parents=True, exist_ok=True)
    port = free_port()
    log = open(tmp / "voila.log", "w")
    proc = subprocess.Popen([str(BIN / "voila"), str(root), "--no-browser", f"--port={port}",
                             "--Voila.ip=127.0.0.1", "--show_tracebacks=True"],
                            cwd=root, env=isolated_env(tmp), stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        wait_for_port(port, proc)
        yield VoilaServer(root, f"http://127.0.0.1:{port}/")
    finally:
        stop(proc)
        log.close()


@contextmanager
def jupyterlab(name: str, tmp: Path):
    """Serve tutorials/<name> with JupyterLab (no token); yields the notebook's /lab/tree URL."""
    notebook = copy_notebook(name, tmp)
    settings = tmp / "settings"
    note = settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    note.parent.mkdir(parents=True, exist_ok=True)
    note.write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    port = free_port()
    log = open(tmp / "lab.log", "w")
    proc = subprocess.Popen(
        [str(BIN / "jupyter"), "lab", "--no-browser", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
         "--IdentityProvider.token=", "--ServerApp.allow_root=True", f"--ServerApp.root_dir={notebook.parent}",
         f"--LabApp.workspaces_dir={tmp / 'ws'}", f"--LabApp.user_settings_dir={settings}",
         "--LabApp.news_url=None", "--LabApp.extension_manager=readonly", "--LabApp.expose_app_in_browser=True"],
        cwd=notebook.parent, env=isolated_env(tmp), stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        wait_for_url(f"http://127.0.0.1:{port}/api/status", proc)
        yield f"http://127.0.0.1:{port}/lab/tree/{notebook.name}"
    finally:
        stop(proc)
        log.close()


@contextmanager
def playwright():
    """The Playwright driver (one per worker: a second sync driver cannot start inside the first one's loop)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


def no_cjk_fonts(tmp: Path) -> dict[str, str]:
    """The environment of a Chromium whose fontconfig knows only :data:`LATIN_FONTS` (no Japanese system font)."""
    if not LATIN_FONTS.is_dir():
        pytest.skip(f"{LATIN_FONTS} (a Latin-only font folder) is not on this machine")
    conf = tmp / "fonts.conf"
    conf.write_text(f"<?xml version='1.0'?><fontconfig><dir>{LATIN_FONTS}</dir>"
                    f"<cachedir>{tmp / 'fc-cache'}</cachedir></fontconfig>")
    return {**os.environ, "FONTCONFIG_FILE": str(conf)}


@contextmanager
def chromium(pw, env: dict[str, str] | None = None):
    """A headless Chromium (a Playwright ``Browser``) of the driver ``pw``; ``env``: the browser's environment."""
    browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS,
                                 **({"env": env} if env is not None else {}))
    try:
        yield browser
    finally:
        browser.close()


#: how often ``page.wait_for_function`` evaluates its condition, in ms.  Playwright's default evaluates it on every
#: animation frame, which keeps headless Chromium drawing 60 frames a second for the whole wait (about a tenth of
#: a core, measured, while a kernel starts); every 100 ms costs next to nothing.
POLL_MS = 100


#: Voila's loading indicator (``#loading``: a turning logo and shimmering lines, shown while the kernel runs the
#: notebook) held still: headless Chromium drew it 60 times a second, about a tenth of a core for the whole wait
#: (3 s of CPU in a page whose kernel slept 20 s, 5-9 s in a lesson page under load; measured).  The page itself,
#: which replaces the indicator, moves as before.
STILL_LOADING_INDICATOR = """(() => {
  const hold = () => { const s = document.createElement('style');
    s.textContent = '#loading, #loading * { animation: none !important; }';
    document.documentElement.appendChild(s); };
  if (document.documentElement) hold();
  else new MutationObserver((_, o) => { if (document.documentElement) { o.disconnect(); hold(); } })
    .observe(document, {childList: true});
})();"""


@contextmanager
def browser_page(browser, errors: list[str]):
    """A page of ``browser`` in a context of its own; only this machine's pages load (``ARGS``), page errors go to
    ``errors``; its ``wait_for_function`` polls every POLL_MS unless a test asks for another ``polling``; Voila's
    loading indicator stands still."""
    context = browser.new_context(viewport={"width": 1100, "height": 1300})
    try:
        page = context.new_page()
        page.wait_for_function = partial(page.wait_for_function, polling=POLL_MS)
        page.add_init_script(STILL_LOADING_INDICATOR)
        page.on("pageerror", lambda e: errors.append(str(e)))
        yield page
    finally:
        context.close()
