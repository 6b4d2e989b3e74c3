"""Package discovery for the three folders (pyproject.toml holds everything else).

`ui/` installs as `gamebox_ui` and `assets/` as `gamebox_assets`, so the names cannot
collide with other projects. Subpackages are found automatically: a new game's
`gamebox/games/<id>/` and `ui/games/<id>/` need no change here.
"""
from setuptools import find_packages, setup

packages = find_packages(include=["gamebox", "gamebox.*"])
packages += ["gamebox_ui" + name[len("ui"):] for name in find_packages(include=["ui", "ui.*"])]
packages += ["gamebox_assets"]

setup(
    packages=packages,
    package_dir={"gamebox_ui": "ui", "gamebox_assets": "assets"},
    # puzzles: .jsonl.gz; Scrabble's built word lists: scrabble6/words/*.marisa (built by `make venv`)
    package_data={"gamebox.games": ["*/*.md", "*/*.jsonl.gz", "*/words/*.marisa"], "gamebox_assets": ["**/*"]},
)
