"""`python -m rookraiders_desktop`: the app, plus three command-line tools.

    python -m rookraiders_desktop                      start the app
    python -m rookraiders_desktop simulate GAME_ID ...  bot-only games with statistics
    python -m rookraiders_desktop replay FILE --verify  check a save file by replaying it
    python -m rookraiders_desktop tournament GAME ...   bot kinds against each other: win rates
    python -m rookraiders_desktop screenshot SAVE --out FILE [--size WxH] [--lang en|ja] [--seat N]
                                                       a picture of a saved game's table, off screen
    python -m rookraiders_desktop host GAME ...         host a game over MQTT (prints the invitations)
    python -m rookraiders_desktop join INVITATION ...   play a hosted game's seat with a bot

simulate and replay never import Qt (screenshot imports it when it runs); the app is imported
only when it is started, after platform_check has made sure (on Linux X11) that Qt's xcb plugin
finds its system libraries.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args_list = sys.argv[1:] if argv is None else list(argv)
    first = args_list[0] if args_list else ""
    if first and (not first.startswith("-") or first in ("-h", "--help")):
        # the command-line tools load the engine; the app must not pay for that before it paints
        from rookraiders_desktop.cli import build_parser, replay, screenshot, simulate, tournament

        args = build_parser().parse_args(args_list)
        if args.command == "simulate":
            return simulate(args)
        if args.command == "replay":
            return replay(args)
        if args.command == "tournament":
            return tournament(args)
        if args.command in ("host", "join"):  # remote play (net/commands.py)
            from rookraiders_desktop.net.commands import run

            return run(args)
        if args.command == "screenshot":
            return screenshot(args)  # the one command that draws: it imports Qt itself
        return 0
    # The app: Qt is imported only here. Options (ours and Qt's, e.g. -platform) pass through.
    # First, on a Linux X11 desktop, name the system libraries Qt's xcb plugin lacks (Qt's own
    # message names the wrong one) and stop, without starting Qt.
    from rookraiders_desktop.platform_check import check_gui_platform

    problem = check_gui_platform(args_list)
    if problem is not None:
        return problem
    from rookraiders_desktop.ui.app import run_gui

    return run_gui([sys.argv[0] if sys.argv and sys.argv[0] else "rookraiders-desktop", *args_list])


if __name__ == "__main__":
    sys.exit(main())
