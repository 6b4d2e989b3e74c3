"""The command line: `gamebox` opens the window; subcommands run the same core headless.

See docs/cli.md. Errors a user can cause (bad file, unknown game, bad agent) end
with exit code 2 and one line on stderr, never a traceback.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from . import __version__, i18n, registry
from .protocol import WIN, GameError, Setup, Solvable, capabilities, results
from .cli_position import PositionError, add_commands
from .lessons import capabilities as lesson_capabilities
from .record import RecordError

EXIT_USAGE = 2


class CliError(Exception):
    """A problem the user can fix; printed as one line, exit code 2."""


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("gui", "open"):
        from gamebox_ui.app import main as gui_main  # Qt only when a window is wanted

        return gui_main(argv[1:] if argv else [])
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except (CliError, PositionError) as exc:
        print(f"gamebox: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except (RecordError, GameError, LookupError, ValueError, OSError) as exc:
        message = str(exc).strip("'\"") if isinstance(exc, KeyError) else str(exc)
        print(f"gamebox: {message.splitlines()[0] if message else type(exc).__name__}", file=sys.stderr)
        return EXIT_USAGE


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gamebox", description="A box of German tabletop games.")
    parser.add_argument("--version", action="version", version=f"gamebox {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("list", help="list the games")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_list)

    p = sub.add_parser("rules", help="print a game's rules")
    p.add_argument("game")
    p.add_argument("--lang", choices=i18n.LANGUAGES, default="en")
    p.set_defaults(run=cmd_rules)

    p = sub.add_parser("replay", help="validate a game record and print its final position")
    p.add_argument("file", type=Path)
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_replay)

    p = sub.add_parser("selfplay", help="let AI players play each other")
    p.add_argument("game")
    p.add_argument("--variant")
    p.add_argument("--agents", required=True, help="comma-separated, e.g. search:strong,greedy")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int)
    p.add_argument("--save-dir", type=Path)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_selfplay)

    p = sub.add_parser("solve", help="solve a solo game exactly (and cache the table for the coach)")
    p.add_argument("game")
    p.add_argument("--variant")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_solve)

    p = sub.add_parser("prepare", help="compute a table in the background: low priority, resumable "
                                       "(the app runs this for the strong computer player)")
    p.add_argument("game")
    p.add_argument("--variant")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.set_defaults(run=cmd_prepare)

    p = sub.add_parser("render", help="draw the final position of a record as a PNG")
    p.add_argument("file", type=Path)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--size", default="1280x800", help="WIDTHxHEIGHT")
    p.add_argument("--lang", choices=i18n.LANGUAGES, default="en")
    p.set_defaults(run=cmd_render)

    p = sub.add_parser("export", help="a copy of a record for one player: the draws he did not see hidden")
    p.add_argument("file", type=Path)
    p.add_argument("--for", dest="seat", type=int, required=True, help="the player, counted from 1")
    p.add_argument("--out", type=Path, required=True)
    p.set_defaults(run=cmd_export)

    p = sub.add_parser("verify", help="check an exported copy's hidden draws against the full record")
    p.add_argument("copy", type=Path)
    p.add_argument("full", type=Path)
    p.set_defaults(run=cmd_verify)
    p = sub.add_parser("puzzles", help="list a game's shipped puzzles, or prove them again")
    p.add_argument("game", nargs="?", help="a game id (default: every game with puzzles)")
    p.add_argument("--verify", action="store_true", help="re-prove every puzzle with the game's solver")
    p.add_argument("--first", type=int, help="only the first N puzzles of each game")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_puzzles)

    p = sub.add_parser("lessons", help="list a game's lessons (Learn to play), or prove them with the rules")
    p.add_argument("game")
    p.add_argument("--verify", action="store_true", help="play every lesson's task and Show me move with the rules")
    p.add_argument("--lang", choices=i18n.LANGUAGES, default="en")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_lessons)

    p = sub.add_parser("word", help="does a word count in Scrabble 6x6, and if not, why not")
    p.add_argument("words", nargs="+", metavar="WORD")
    p.add_argument("--lang", choices=("de", "en"), default="de", help="the word list (and the answer's language)")
    p.add_argument("--size", type=int, choices=(6, 8, 10), default=6, help="the board (words up to its width)")
    p.add_argument("--own", action="store_true", help="as a game with your own words: they count, struck ones not")
    p.add_argument("--json", action="store_true", help='{"WORD": true|false, ...}')
    p.set_defaults(run=cmd_word)

    p = sub.add_parser("self-test", help="check the box on this machine: its solvers, the window, a few moves of "
                                         "two games, saving (each step a line; exit 1 on a failure)")
    p.set_defaults(run=cmd_self_test)

    add_commands(sub)   # moves, perft (gamebox/cli_position.py)
    return parser


def cmd_self_test(_args) -> int:
    from gamebox_ui.selftest import main as self_test   # Qt only here

    return self_test()


def cmd_puzzles(args) -> int:
    """One line per puzzle (id, rating, goal); with --verify each is proved again, exit 1 on a problem."""
    from .protocol import HasPuzzles

    games = [_game(args.game)] if args.game else registry.all_games()
    rows, failed = [], 0
    for game in games:
        if not isinstance(game, HasPuzzles):
            if args.game:
                raise SystemExit(f"gamebox: {game.id} has no puzzles")
            continue
        referee = game.puzzle_referee()
        for puzzle in list(game.puzzles())[:args.first]:
            row = {"id": puzzle.id, "game": puzzle.game, "variant": puzzle.variant, "rating": puzzle.rating,
                   "goal": puzzle.goal.get()}
            if args.verify:
                row["problems"] = referee.verify(puzzle)
                failed += bool(row["problems"])
            rows.append(row)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
    else:
        for row in rows:
            verdict = "" if "problems" not in row else ("  ok" if not row["problems"] else f"  {row['problems']}")
            print(f"{row['id']:24} {row['rating']:5}  {row['goal']}{verdict}")
    return 1 if failed else 0


def cmd_lessons(args) -> int:
    """One line per lesson (title, the rules it covers); with --verify the course is proved, exit 1 on a problem."""
    from . import lessons
    from .lessons.check import coverage, verify

    game = _game(args.game)
    course = lessons.course_for(game.id)
    if course is None:
        raise CliError(f"{game.id} has no lessons yet")
    lang = args.lang
    problems = verify(course) if args.verify else None
    rows = [{"id": lesson.id, "title": lesson.title.get(lang),
             "rules": [{"id": key, "text": course.rules[key].get(lang)} for key in lesson.rules if key in course.rules],
             "kind": "game" if lesson.first_game is not None else "lesson",
             "steps": len(lesson.steps)} for lesson in course.lessons]
    met, listed, codes = coverage(course)
    if args.json:
        result = {"game": game.id, "lessons": rows,
                  "refusals": {"taught": met, "not_taught": listed, "all": codes}}
        if problems is not None:
            result["problems"] = problems
        print(json.dumps(result, ensure_ascii=False))
    else:
        for number, row in enumerate(rows, 1):
            print(f"{number:2}. {row['title']}  [{', '.join(rule['id'] for rule in row['rules'])}]")
        print(f"refusals: {met} taught, {listed} not taught (with why), of {codes}")
        if problems is not None:
            print("\n".join(problems) if problems else f"verified: {len(rows)} lessons, every task and Show me move")
    return 1 if problems else 0


def cmd_word(args) -> int:
    """One line per word (or JSON); exit 0 whether or not the words count."""
    from .games.scrabble6 import own_words
    from .games.scrabble6.word_check import check_words

    own = own_words.load(args.lang) if args.own else frozenset()
    struck = own_words.load_struck(args.lang) if args.own else frozenset()
    verdicts = check_words(args.words, args.lang, args.size, own, struck)
    if args.json:
        print(json.dumps({v.word: v.counts for v in verdicts}, ensure_ascii=False))
    else:
        for verdict in verdicts:
            print(verdict.text(args.lang))
    return 0


def cmd_list(args) -> int:
    games = registry.all_games()
    if args.json:
        print(json.dumps([{"id": g.id, "name": g.info.name,
                           "variants": [v.id for v in g.info.variants],
                           "players": [g.info.min_players, g.info.max_players],
                           "timing": g.info.timing, "capabilities": capabilities(g) + lesson_capabilities(g)}
                          for g in games],
                         ensure_ascii=False))
    else:
        for g in games:
            variants = ", ".join(v.id for v in g.info.variants)
            print(f"{g.id:12} {g.info.name}  ({g.info.min_players}-{g.info.max_players} players; {variants}; "
                  f"{'real time' if g.info.timing == 'realtime' else 'turns'})")
    return 0


def cmd_rules(args) -> int:
    print(_game(args.game).rules_text(args.lang))
    return 0


def cmd_replay(args) -> int:
    from .storage import load_record

    record = load_record(args.file)
    state = record.replay()
    outcome = results(state) if state.is_terminal() else []
    winners = [seat for seat, r in enumerate(outcome) if r == WIN]
    result = {
        "game": record.game,
        "variant": record.variant,
        "moves": len(record.moves),
        "terminal": state.is_terminal(),
        "scores": [_number(x) for x in state.scores()],
        "winner": winners[0] if len(winners) == 1 else None,
        "winners": winners,
        "players": [p.name for p in record.players],
        "practised": record.practised,
    }
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    print(f"{_game(record.game).info.name} ({record.variant}), {len(record.moves)} moves")
    print(state.describe())
    scores = ", ".join(f"{p.name} {s:g}" for p, s in zip(record.players, state.scores()))
    if not state.is_terminal():
        print(f"not finished; scores so far: {scores}")
    elif result["winner"] is not None:
        print(f"result: {scores}; winner: {record.players[result['winner']].name}")
    elif winners:
        print(f"result: {scores}; shared win: {', '.join(record.players[w].name for w in winners)}")
    else:
        print(f"result: {scores}" + ("" if len(record.players) == 1 else "; draw"))
    return 0


def cmd_selfplay(args) -> int:
    from .ai import UnknownAgent
    from .selfplay import selfplay

    game = _game(args.game)
    variant = args.variant or game.info.variants[0].id
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    if args.games < 1:
        raise CliError("--games must be at least 1")
    options = _options(args.option)
    try:
        result = selfplay(game.id, variant, agents, args.games, seed=args.seed,
                          save_dir=args.save_dir, options=options or None)
    except UnknownAgent as exc:
        raise CliError(str(exc)) from None
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    print(f"{game.info.name} ({variant}), {result['games']} games")
    for name, wins, mean in zip(result["agents"], result["wins"], result["mean_scores"]):
        print(f"  {name:16} wins {wins:5}   mean score {mean:6.2f}")
    print(f"  draws {result['draws']}")
    return 0


def _solvable(args) -> tuple[Solvable, str, dict[str, str]]:
    game = _game(args.game)
    if not isinstance(game, Solvable):
        raise CliError(f"{game.id} has no exact solver")
    variant = args.variant or game.solvable_variants[0]
    if variant not in game.solvable_variants:
        raise CliError(f"{game.id} solves the variants {', '.join(game.solvable_variants)}, not {variant!r}")
    options = _options(args.option)
    problem = game.check_setup(Setup(variant, game.info.variant(variant).min_players, options))
    if problem:
        raise CliError(problem)
    return game, variant, options


def cmd_prepare(args) -> int:
    """Prepare a table as a guest of the machine: the lowest priority, numba on one thread, a line
    `progress FRACTION PHASE` on stdout now and then, resumed where a stopped run left off
    (`Solvable.prepare`); nothing to do if the table is there. The app reads the lines."""
    game, variant, options = _solvable(args)
    if game.has_solution(variant, options):
        print("ready", flush=True)
        return 0
    _as_a_guest()
    last = [-1.0]

    def show(fraction: float, phase: str) -> None:
        if fraction - last[0] >= 0.005 or fraction >= 1.0:
            last[0] = fraction
            print(f"progress {fraction:.4f} {phase}", flush=True)

    game.prepare(variant, options, progress=show)
    print("ready", flush=True)
    return 0


def _as_a_guest() -> None:
    """The lowest priority, and numba's kernels on one thread: the machine stays the player's."""
    if hasattr(os, "nice"):
        try:
            os.nice(19)
        except OSError:
            pass
    if "numba" in sys.modules:
        import numba

        numba.set_num_threads(1)
    else:
        os.environ["NUMBA_NUM_THREADS"] = "1"   # read when numba is first imported


def cmd_solve(args) -> int:
    game, variant, options = _solvable(args)

    def show(fraction: float, phase: str) -> None:
        if not args.json and sys.stderr.isatty():
            print(f"\r{phase:8} {fraction:4.0%}", end="", file=sys.stderr, flush=True)

    table = game.solve(variant, options, progress=show)
    if not args.json and sys.stderr.isatty():
        print("\r", end="", file=sys.stderr)
    result = {"game": game.id, "variant": variant, "value": round(table.start_value, 6),
              "positions": table.positions, "seconds": round(table.seconds, 3)}
    draw = table.start_draw
    if draw is not None:  # a duel: the value is the starting side's chance to win
        result["draw"] = round(draw, 6)
    if args.json:
        print(json.dumps(result))
    elif draw is not None:
        print(f"{game.info.name} ({variant}): with perfect play the side that starts wins with "
              f"probability {table.start_value:.6f}; draw {draw:.6f}")
    else:
        print(f"{game.info.name} ({variant}): optimal expected score {table.start_value:.6f}")
        print(f"positions {table.positions}, solved in {table.seconds:.2f} s")
    return 0


def _options(items: list[str]) -> dict[str, str]:
    options = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep:
            raise CliError(f"--option takes KEY=VALUE, not {item!r}")
        options[key] = value
    return options


def cmd_render(args) -> int:
    from .storage import load_record

    try:
        width, height = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        raise CliError(f"--size takes WIDTHxHEIGHT, e.g. 1280x800, not {args.size!r}") from None
    if not (16 <= width <= 8192 and 16 <= height <= 8192):
        raise CliError("--size must be between 16x16 and 8192x8192")
    record = load_record(args.file)
    state = record.replay()
    from gamebox_ui.headless import render_png  # Qt only for drawing

    try:
        render_png(record.game, state, width, height, args.lang, args.out)
    except RuntimeError as exc:     # no OpenGL here (a pyramid game), no virtual screen to start
        raise CliError(f"cannot draw {record.game} here: {str(exc).splitlines()[0] if str(exc) else 'no OpenGL'}") from None
    print(f"wrote {args.out} ({width}x{height})")
    return 0


def cmd_export(args) -> int:
    from .redact import SALT_KEY, redact
    from .storage import atomic_write_text, load_record, save_record

    record = load_record(args.file)
    had_salt = SALT_KEY in record.meta
    finished = record.replay().is_terminal()
    copy = redact(record, args.seat - 1, finished)
    if not had_salt:
        save_record(record, args.file)     # the secret salt stays with the full record
    atomic_write_text(args.out, json.dumps(copy, ensure_ascii=False, indent=1))
    hidden = sum(1 for m in copy["moves"] if isinstance(m, dict) and "commit" in m)
    print(f"wrote {args.out}: {hidden} draws hidden from player {args.seat}"
          + ("; the salt is published (the game is over)" if finished else ""))
    return 0


def cmd_verify(args) -> int:
    """A copy of the same game and length whose commitments hold: exit 0. A copy of another game or
    another length: one line, exit 1; a mismatched draw: one line each, exit 1. A file that is no
    record's copy at all: one line, exit 2."""
    from . import safe_json
    from .record_schema import MAX_BYTES
    from .redact import hidden_count, verify
    from .storage import load_record

    try:
        copy = safe_json.load(args.copy, MAX_BYTES)
    except safe_json.UnsafeInput as exc:
        raise CliError(f"{args.copy.name}: {exc}") from None
    full = load_record(args.full)
    problems = verify(copy, full)
    for line in problems:
        print(line)
    if problems:
        return 1
    print(f"every hidden draw matches its commitment ({hidden_count(copy)} hidden, {len(full.moves)} moves)")
    return 0


def _number(value: float) -> float | int:
    return int(value) if float(value).is_integer() else value


def _game(game_id: str):
    try:
        return registry.get(game_id)
    except KeyError as exc:
        raise CliError(str(exc)) from None


if __name__ == "__main__":
    sys.exit(main())
