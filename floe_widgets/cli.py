"""The ``floe-widgets`` command: tutor, present, play, list, fh solve.

    floe-widgets tutor [--no-browser] [--port N] [--dir PATH]   JupyterLab on the start-here notebook
    floe-widgets present NOTEBOOK [--port N]                     a notebook as an app (Voila)
    floe-widgets play GAME --players N --seed S --bots random|greedy
    floe-widgets list                                            games and tutorials
    floe-widgets fh solve SITUATION... | FOLDER                  Frosthaven situations: the monster's options
    floe-widgets lesson check FILE...                            validate and dry-run lesson files
    floe-widgets lesson new GAME [-o FILE]                       a commented starter lesson

``--lang ja`` (any command, or ``FLOE_WIDGETS_LANG``) chooses the language of what it prints.

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

from floe_widgets import i18n
from floe_widgets.i18n import N_, tr
from floe_widgets.tutor import files


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(argv) if argv is not None else sys.argv[1:]
    chosen, _rest = language_option(argparse.SUPPRESS).parse_known_args(argv)
    if getattr(chosen, "lang", None):
        i18n.set_language(chosen.lang)  # before the parser is built: its help is translated too
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "handler", None):
        parser.print_help()
        return 0
    try:
        return int(args.handler(args) or 0)
    except BrokenPipeError:  # the reader stopped reading (``| head``): stop quietly, as other commands do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # Python's advice for SIGPIPE
        return 1


def language_option(default: Any) -> argparse.ArgumentParser:
    """``--lang``, accepted before or after any command."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--lang", choices=i18n.languages(), default=default,
                        help=tr("the language of what is printed (default: FLOE_WIDGETS_LANG, else en)"))
    return parent


def build_parser() -> argparse.ArgumentParser:
    lang = language_option(argparse.SUPPRESS)
    parser = argparse.ArgumentParser(prog="floe-widgets", description=tr("Learn board games by playing them live."),
                                     parents=[language_option(None)])
    sub = parser.add_subparsers(dest="command")
    add_parser = sub.add_parser

    def command(name: str, **kwargs: Any) -> argparse.ArgumentParser:
        return add_parser(name, parents=[lang], **kwargs)

    sub.add_parser = command  # type: ignore[method-assign]

    def serving(server: argparse.ArgumentParser, port: int) -> None:
        server.add_argument("--no-browser", action="store_true", help=tr("do not open a browser; print the URL"))
        server.add_argument("--port", type=int, default=port, help=tr("the port to serve on (default {port})",
                                                                      port=port))
        server.add_argument("--ip", default="127.0.0.1",
                            help=tr("the address to serve on (default {ip}: this machine only)", ip="127.0.0.1"))

    tutor = sub.add_parser("tutor", help=tr("open the tutorials in JupyterLab (starts at 00_start_here.ipynb)"))
    serving(tutor, 8888)
    tutor.add_argument("--dir", type=Path, default=None,
                       help=tr("your folder for the tutorials: created on first run, your edits kept (default {path})",
                               path=files.DEFAULT_COPY))
    tutor.set_defaults(handler=cmd_tutor)

    present = sub.add_parser("present", help=tr("serve a notebook as an app with Voila"))
    present.add_argument("notebook", type=Path,
                         help=tr("the notebook to show: a path, or a tutorial as 'list' names it"))
    serving(present, 8866)
    present.set_defaults(handler=cmd_present)

    play = sub.add_parser("play", help=tr("play a whole game headless with bots"))
    play.add_argument("game", help=tr("a registered game (see 'list'), or module:Class"))
    play.add_argument("--players", type=int, default=None, help=tr("how many seats (default: the game's smallest)"))
    play.add_argument("--seed", type=int, default=0,
                      help=tr("the seed of the game's dice and shuffles, and of the bots (default 0)"))
    play.add_argument("--bots", choices=["random", "greedy"], default="random",
                      help=tr("how the bots choose (default random)"))
    play.add_argument("--quiet", action="store_true", help=tr("print only the result"))
    play.set_defaults(handler=cmd_play)

    listing = sub.add_parser("list", help=tr("list the games and tutorials"))
    listing.set_defaults(handler=cmd_list)

    fh = sub.add_parser("fh", help=tr("Frosthaven tools"))
    fh_sub = fh.add_subparsers(dest="fh_command")
    solve = fh_sub.add_parser("solve", parents=[lang], help=tr("resolve a Frosthaven situation file step by step"))
    solve.add_argument("situations", nargs="+", type=Path, metavar="SITUATION",
                       help=tr("an fh-situation/1 file, or a folder of them (several: one answer per line)"))
    solve.set_defaults(handler=cmd_fh_solve)

    lesson = sub.add_parser("lesson", help=tr("lesson files: check them, start a new one"))
    lesson_sub = lesson.add_subparsers(dest="lesson_command")
    check = lesson_sub.add_parser("check", help=tr("validate lesson files and dry-run each step's 'show me'"))
    check.add_argument("files", nargs="+", type=Path, metavar="LESSON", help=tr("a lesson file (.yaml)"))
    check.set_defaults(handler=cmd_lesson_check)
    new = lesson_sub.add_parser("new", help=tr("write a commented starter lesson for a game"))
    new.add_argument("game", help=tr("the game the lesson teaches (see 'list')"))
    new.add_argument("-o", "--output", type=Path, default=None, help=tr("the file to write (default: print it)"))
    new.set_defaults(handler=cmd_lesson_new)

    bundle = sub.add_parser("bundle-tutorials", help=tr("(build step) copy tutorials/ into the package data"))
    bundle.set_defaults(handler=cmd_bundle)
    return parser


# -- tutor / present -----------------------------------------------------------------------


def tutorial_dir(requested: Path | None) -> Path:
    """The learner's folder of tutorials (``requested`` or the default), brought up to date; never the checkout's."""
    dest = (requested or files.DEFAULT_COPY).expanduser().resolve()
    report = files.copy_tutorials(dest)
    print(tr("Tutorials in {path} ({summary}).", path=dest, summary=report.summary()))
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
        print(tr("error: {problem}", problem=exc), file=sys.stderr)
        return 2
    token = secrets.token_hex(16)
    command = [sys.executable, "-m", "floe_widgets.tutor.lab", files.START, f"--ServerApp.root_dir={folder}",
               f"--ServerApp.ip={args.ip}", f"--ServerApp.port={args.port}", "--ServerApp.port_retries=0",
               f"--IdentityProvider.token={token}", *root_flags()]
    if headless(args.no_browser):
        command.append("--no-browser")
    url = f"http://{args.ip}:{args.port}/lab/tree/{files.START}?token={token}"
    print(tr("Starting JupyterLab in {path}", path=folder))
    print(tr("Open: {url}", url=url), flush=True)
    return run_server(command, cwd=folder)


def cmd_present(args: argparse.Namespace) -> int:
    notebook = args.notebook.expanduser()
    if not notebook.exists() and not notebook.is_absolute():  # a name as 'list' prints it
        notebook = files.tutorials_source() / notebook
    notebook = notebook.resolve()
    if not notebook.exists():
        print(tr("error: no notebook at {path}", path=notebook), file=sys.stderr)
        return 2
    command = [sys.executable, "-m", "voila", str(notebook), f"--port={args.port}", f"--Voila.ip={args.ip}"]
    if headless(args.no_browser):
        command.append("--no-browser")
    print(tr("Open: {url}", url=f"http://{args.ip}:{args.port}/"), flush=True)
    return run_server(command, cwd=notebook.parent)


def run_server(command: list[str], cwd: Path, grace: float = 10.0) -> int:
    """Run a server in the foreground until it stops; Ctrl-C or SIGTERM stops the server too.  Its notebooks
    speak the chosen language (``--lang``): the kernels read it from ``FLOE_WIDGETS_LANG``."""
    server = subprocess.Popen(command, cwd=cwd, env={**os.environ, "FLOE_WIDGETS_LANG": i18n.language()})

    def on_term(_signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt

    # Both signals stop the tutor, even where a shell started it with Ctrl-C ignored (a background job).
    previous = {sig: signal.signal(sig, on_term) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        return server.wait()
    except KeyboardInterrupt:
        stop_server(server, grace)
        return 0
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


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


#: the bots' kinds as a person reads them (the ``--bots`` choices)
BOT_KINDS = {"random": N_("random"), "greedy": N_("greedy")}


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
        # a KeyError's text is its one argument (a message, said in the reader's language)
        print(tr("error: {problem}", problem=exc.args[0] if isinstance(exc, KeyError) and exc.args else exc),
              file=sys.stderr)
        return 2
    try:
        game = cls(players=args.players, seed=args.seed)
    except SetupError as exc:
        print(tr("error: {problem}", problem=f"{i18n.text(exc.reason)} [{exc.rule_id}]"), file=sys.stderr)
        return 2
    bots = make_bots(cls, args.bots, game.players, args.seed)
    kind = BOT_KINDS.get(bots[0].name, bots[0].name)
    print(tr("{title}: {n} player, seed {seed}, {kind} bots", plural="{title}: {n} players, seed {seed}, {kind} bots",
             how_many=game.players, title=game.title, n=game.players, seed=args.seed, kind=tr(kind)))

    said: list[str] = []

    def name(game: Any, action: Any) -> None:  # as the controls name it, in the position it is chosen in
        said[:] = [game.action_to_string(action)]

    def show(_game: Any, action: Any, events: list[Any]) -> None:
        if not args.quiet:
            print(f"- {i18n.text(said[0])}")
            for event in events:
                cite = f" [{', '.join(event.rules)}]" if event.rules else ""
                print(f"    {i18n.text(event.text)}{cite}")

    play(game, bots, on_step=show, on_choice=name)
    print(tr("Game over after {n} actions.", n=len(game.history)))
    for line in result_lines(game):
        print(line)
    return 0


def result_lines(game: Any) -> list[str]:
    """How a finished game ended, as a person reads it: a co-operative game by its goal, a solo one by its score."""
    if getattr(game, "cooperative", False):
        return [i18n.text(game.objective())]
    scores = game.scores()
    if len(scores) == 1:
        return [tr("Score: {score}", score=scores[0])]
    def name(seat: int) -> str:
        return i18n.text(game.seat_name(seat))

    return [tr("Scores: {scores}", scores=", ".join(f"{name(i)}: {s}" for i, s in enumerate(scores))),
            tr("Winner: {winners}", winners=" & ".join(name(i) for i in game.winner()) or tr("none"))]


# -- list / fh / bundle ------------------------------------------------------------------------


def cmd_list(_args: argparse.Namespace) -> int:
    from floe_widgets import games

    names = games.available()
    width = max(map(len, names)) + 2
    print(tr("Games:"))
    for name in names:
        cls = games.game_class(name)
        print(f"  {name:<{width}}" + tr("{title} ({low}-{high} players)", title=cls.title, low=cls.min_players,
                                          high=cls.max_players))
    print("  " + tr("(demo: {name}, playable with 'play')", name="floe_widgets.widgets.demo:PenguinDash"))
    print(tr("Tutorials:"))
    try:
        source = files.tutorials_source()
        for nb in files.notebooks(source):
            print(f"  {nb.as_posix()}")
    except FileNotFoundError:
        print("  " + tr("(none found)"))
    return 0


def cmd_fh_solve(args: argparse.Namespace) -> int:
    from floe_widgets.games.frosthaven.situations.cli import main

    return main([str(path) for path in args.situations])


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
            print(tr("{path}: ok", path=path))
    return 1 if failed else 0


def cmd_lesson_new(args: argparse.Namespace) -> int:
    from floe_widgets.core.persistence import write_atomic
    from floe_widgets.tutor.lesson_check import starter

    try:
        text = starter(args.game)
    except KeyError as exc:
        print(tr("error: {problem}", problem=exc.args[0]), file=sys.stderr)
        return 2
    if args.output is None:
        print(text, end="")
    elif args.output.exists():
        print(tr("error: {path} exists; not overwritten", path=args.output), file=sys.stderr)
        return 2
    else:
        write_atomic(args.output, text)
        print(tr("Wrote {path}", path=args.output))
    return 0


def cmd_bundle(_args: argparse.Namespace) -> int:
    try:
        copied = files.bundle_tutorials()
    except FileNotFoundError as exc:
        print(tr("error: {problem}", problem=exc), file=sys.stderr)
        return 2
    print(tr("Bundled {n} tutorial file into {path}", plural="Bundled {n} tutorial files into {path}",
             how_many=len(copied), n=len(copied), path=files.BUNDLED_TUTORIALS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
