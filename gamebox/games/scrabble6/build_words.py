"""Build Scrabble 6×6's word lists into the virtualenv: `python -m gamebox.games.scrabble6.build_words`
(`make venv` runs it; `--into DIR` builds elsewhere). A module of its own, so running it does not import
the game's package twice."""
from __future__ import annotations

import sys
from pathlib import Path

from gamebox.games.scrabble6.lexicon import LANGUAGES, LexiconMissing, build, file_name, places


def main(argv: list[str]) -> int:
    into = Path(argv[argv.index("--into") + 1]) if "--into" in argv else places()[-2]
    for language in LANGUAGES:
        target = into / file_name(language)
        if target.is_file():
            continue
        try:
            build(language, target)
            print(f"built {target} ({target.stat().st_size // 1024} KB)")
        except LexiconMissing as exc:
            print(f"skipped the {language} word list: {exc}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
