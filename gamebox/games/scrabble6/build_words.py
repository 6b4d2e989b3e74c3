"""Build Scrabble 6×6's word lists from their sources: `python -m gamebox.games.scrabble6.build_words`
(`make venv` runs it; `--into DIR` builds elsewhere, `--force` builds again). The sources are the
optional dependencies `gamebox[words]` and Debian's `wamerican`; the lists go into the package's
`words/` folder, from where a wheel, a bundle or a .deb ships them. A module of its own, so running it
does not import the game's package twice."""
from __future__ import annotations

import sys
from pathlib import Path

from gamebox.games.scrabble6.lexicon import LANGUAGES, WORDS_DIR, LexiconMissing, build, file_name


def main(argv: list[str]) -> int:
    into = Path(argv[argv.index("--into") + 1]) if "--into" in argv else WORDS_DIR
    for language in LANGUAGES:
        target = into / file_name(language)
        if target.is_file() and "--force" not in argv:
            continue
        try:
            build(language, target)
            print(f"built {target} ({target.stat().st_size // 1024} KB)")
        except LexiconMissing as exc:
            print(f"skipped the {language} word list: {exc}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
