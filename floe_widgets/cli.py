"""The ``floe-widgets`` command: tutor, present, play, list, fh solve.

    floe-widgets tutor [--no-browser] [--port N] [--dir PATH]   JupyterLab on the start-here notebook
    floe-widgets present NOTEBOOK [--port N]                     a notebook as an app (Voila)
    floe-widgets play GAME --players N --seed S --bots random|greedy
    floe-widgets list                                            games and tutorials
    floe-widgets fh solve FILE                                   a Frosthaven situation, step by step
    floe-widgets lesson check FILE...                            validate and dry-run lesson files
    floe-widgets lesson new GAME [-o FILE]                       a commented starter lesson

``python -m floe_widgets ...`` works too.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import secrets
import signal
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from floe_widgets.tutor import files


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(argv) if argv is not None else None)
    if not getattr(args, "handler", None):
        parser.print_help()
        return 0
    return int(args.handler(args) or 0)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="floe-widgets", description="Learn board games by playing them live.")
    sub = parser.add_subparsers(dest="command")

    tutor = sub.add_parser("tutor", help="open the tutorials in JupyterLab (starts at 00_start_here.ipynb)")
    tutor.add_argument("--no-browser", action="store_true", help="do not open a browser; print the URL")
    tutor.add_argument("--port", type=int, default=8888)
    tutor.add_argument("--ip", default="127.0.0.1")
    tutor.add_argument("--dir", type=Path, default=None,
                       help=f"your folder for the tutorials: created on first run, your edits kept "
                            f"(default {files.DEFAULT_COPY})")
    tutor.set_defaults(handler=cmd_tutor)

    present = sub.add_parser("present", help="serve a notebook as an app with Voila")
    present.add_argument("notebook", type=Path)
    present.add_argument("--port", type=int, default=8866)
    present.add_argument("--ip", default="127.0.0.1")
    present.add_argument("--no-browser", action="store_true")
    present.set_defaults(handler=cmd_present)

    play = sub.add_parser("play", help="play a whole game headless with bots")
    play.add_argument("game", help="a registered game (see 'list'), or module:Class")
    play.add_argument("--players", type=int, default=None)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--bots", choices=["random", "greedy"], default="random")
    play.add_argument("--quiet", action="store_true", help="print only the result")
    play.set_defaults(handler=cmd_play)

    listing = sub.add_parser("list", help="list the games and tutorials")
    listing.set_defaults(handler=cmd_list)

    fh = sub.add_parser("fh", help="Frosthaven tools")
    fh_sub = fh.add_subparsers(dest="fh_command")
    solve = fh_sub.add_parser("solve", help="resolve a Frosthaven situation file step by step")
    solve.add_argument("file")
    solve.add_argument("rest", nargs=argparse.REMAINDER)
    solve.set_defaults(handler=cmd_fh_solve)

    lesson = sub.add_parser("lesson", help="lesson files: check them, start a new one")
    lesson_sub = lesson.add_subparsers(dest="lesson_command")
    check = lesson_sub.add_parser("check", help="validate lesson files and dry-run each step's 'show me'")
    check.add_argument("files", nargs="+", type=Path)
    check.set_defaults(handler=cmd_lesson_check)
    new = lesson_sub.add_parser("new", help="write a commented starter lesson for a game")
    new.add_argument("game")
    new.add_argument("-o", "--output", type=Path, default=None, help="the file to write (default: print it)")
    new.set_defaults(handler=cmd_lesson_new)

    bundle = sub.add_parser("bundle-tutorials", help="(build step) copy tutorials/ into the package data")
    bundle.set_defaults(handler=cmd_bundle)
    return parser


# -- tutor / present -----------------------------------------------------------------------


def tutorial_dir(requested: Path | None) -> Path:
    """The learner's folder of tutorials (``requested`` or the default), brought up to date; never the checkout's."""
    dest = (requested or files.DEFAULT_COPY).expanduser().resolve()
    report = files.copy_tutorials(dest)
    print(f"Tutorials in {dest} ({report.summary()}).")
    return dest


def headless(no_browser: bool) -> bool:
    return no_browser or (sys.platform.startswith("linux") and not os.environ.get("DISPLAY")
                          and not os.environ.get("WAYLAND_DISPLAY"))


def root_flags() -> list[str]:
    return ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []


def cmd_tutor(args: argparse.Namespace) -> int:
    try:
        folder = tutorial_dir(args.dir)
    except FileNotFoundError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    token = secrets.token_hex(16)
    command = [sys.executable, "-m", "floe_widgets.tutor.lab", files.START, f"--ServerApp.root_dir={folder}",
               f"--ServerApp.ip={args.ip}", f"--ServerApp.port={args.port}", "--ServerApp.port_retries=0",
               f"--IdentityProvider.token={token}", *root_flags()]
    if headless(args.no_browser):
        command.append("--no-browser")
    url = f"http://{args.ip}:{args.port}/lab/tree/{files.START}?token={token}"
    print(f"Starting JupyterLab in {folder}")
    print(f"Open: {url}", flush=True)
    return run_server(command, cwd=folder)


def cmd_present(args: argparse.Namespace) -> int:
    notebook = args.notebook.expanduser().resolve()
    if not notebook.exists():
        print(f"error: no notebook at {notebook}", file=sys.stderr)
        return 2
    command = [sys.executable, "-m", "voila", str(notebook), f"--port={args.port}", f"--Voila.ip={args.ip}"]
    if headless(args.no_browser):
        command.append("--no-browser")
    print(f"Open: http://{args.ip}:{args.port}/", flush=True)
    return run_server(command, cwd=notebook.parent)


def run_server(command: list[str], cwd: Path, grace: float = 10.0) -> int:
    """Run a server in the foreground until it stops; Ctrl-C or SIGTERM stops the server too."""
    server = subprocess.Popen(command, cwd=cwd)

    def on_term(_signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, on_term)
    try:
        return server.wait()
    except KeyboardInterrupt:
        stop_server(server, grace)
        return 0
    finally:
        signal.signal(signal.SIGTERM, previous)


def stop_server(server: subprocess.Popen, grace: float) -> None:
    """Ask the server to stop (SIGTERM); kill it if it is still running after ``grace`` seconds."""
    if server.poll() is None:
        server.terminate()
    try:
        server.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


# -- play -----------------------------------------------------------------------------------


def game_class(name: str) -> type:
    from floe_widgets import games

    if ":" in name:
        module, cls = name.split(":", 1)
        return getattr(importlib.import_module(module), cls)
    return games.game_class(name)


def make_bots(cls: type, kind: str, players: int, seed: int) -> list[Any]:
    from floe_widgets.core import GreedyBot, RandomBot

    value = greedy_value(cls) if kind == "greedy" else None
    if value is None:
        return [RandomBot(seed + seat) for seat in range(players)]
    return [GreedyBot(value, seed + seat) for seat in range(players)]


def greedy_value(cls: type) -> Any:
    """``floe_widgets.games.<pkg>.bots.greedy_value`` of the game's package, if it has one."""
    module = f"{cls.__module__.rpartition('.')[0]}.bots"
    if importlib.util.find_spec(module) is None:
        return None
    return getattr(importlib.import_module(module), "greedy_value", None)


def cmd_play(args: argparse.Namespace) -> int:
    from floe_widgets.core import SetupError, play

    try:
        cls = game_class(args.game)
    except (KeyError, ImportError, AttributeError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:
        game = cls(players=args.players, seed=args.seed)
    except SetupError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    bots = make_bots(cls, args.bots, game.players, args.seed)
    kind = bots[0].name
    print(f"{game.title}: {game.players} players, seed {args.seed}, {kind} bots")

    def show(_game: Any, action: Any, events: list[Any]) -> None:
        if not args.quiet:
            print(f"- {action.describe()}")
            for event in events:
                print(f"    {event}")

    play(game, bots, on_step=show)
    print(f"Game over after {len(game.history)} actions.")
    for line in result_lines(game):
        print(line)
    return 0


def result_lines(game: Any) -> list[str]:
    """How a finished game ended, as a person reads it: a co-operative game by its goal, a solo one by its score."""
    if getattr(game, "cooperative", False):
        return [game.objective()]
    scores = game.scores()
    if len(scores) == 1:
        return [f"Score: {scores[0]}"]
    return ["Scores: " + ", ".join(f"P{i + 1} {s}" for i, s in enumerate(scores)),
            "Winner: " + (" & ".join(f"P{i + 1}" for i in game.winner()) or "none")]


# -- list / fh / bundle ------------------------------------------------------------------------


def cmd_list(_args: argparse.Namespace) -> int:
    from floe_widgets import games

    names = games.available()
    print("Games:")
    for name in names:
        try:
            cls = games.game_class(name)
            print(f"  {name:<16} {cls.title} ({cls.min_players}-{cls.max_players} players)")
        except Exception as exc:  # a game being built may not import yet
            print(f"  {name:<16} (cannot load: {type(exc).__name__})")
    if not names:
        print("  (none installed yet)")
    print("  (demo: floe_widgets.widgets.demo:PenguinDash, playable with 'play')")
    print("Tutorials:")
    try:
        source = files.tutorials_source()
        for nb in files.notebooks(source):
            print(f"  {nb.as_posix()}")
    except FileNotFoundError:
        print("  (none found)")
    return 0


def cmd_fh_solve(args: argparse.Namespace) -> int:
    try:
        module = importlib.import_module("floe_widgets.games.frosthaven.situations.cli")
    except ImportError:
        print("error: the Frosthaven situation solver is not installed in this copy of floe-widgets",
              file=sys.stderr)
        return 2
    return int(module.main([args.file, *args.rest]) or 0)


def cmd_lesson_check(args: argparse.Namespace) -> int:
    from floe_widgets.tutor.lesson_check import check_file

    failed = 0
    for path in args.files:
        problems = check_file(path)
        for line in problems:
            print(line)
        if problems:
            failed += 1
        else:
            print(f"{path}: ok")
    return 1 if failed else 0


def cmd_lesson_new(args: argparse.Namespace) -> int:
    from floe_widgets.core.persistence import write_atomic
    from floe_widgets.tutor.lesson_check import starter

    try:
        text = starter(args.game)
    except KeyError as exc:
        print(f"error: {exc.args[0]}", file=sys.stderr)
        return 2
    if args.output is None:
        print(text, end="")
    elif args.output.exists():
        print(f"error: {args.output} exists; not overwritten", file=sys.stderr)
        return 2
    else:
        write_atomic(args.output, text)
        print(f"Wrote {args.output}")
    return 0


def cmd_bundle(_args: argparse.Namespace) -> int:
    try:
        copied = files.bundle_tutorials()
    except FileNotFoundError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"Bundled {len(copied)} tutorial file(s) into {files.BUNDLED_TUTORIALS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
