# gamebox: every target bootstraps what it needs (Debian packages, .venv), and is quick when done.
#
#   make run          open the game box (under xvfb-run when there is no display)
#   make test         run the whole test suite (pytest-xvfb starts a virtual screen)
#   make bench        run every bench/bench_*.py, write bench/results/latest.json
#   make bundle       PyInstaller one-folder build into dist/gamebox/ (its kernels compiled ahead of time)
#   make deb          the Debian package dist/gamebox_<version>_<arch>.deb, from the bundle
#   make wheel        the wheel dist/gamebox-<version>-py3-none-any.whl (word lists built in)
#   make release      the wheel, the bundle and the .deb into dist/, each checked (docs/release.md)
#   make translations update/compile the translations (ui/tools/translations.py)
#   make lint         ruff over the sources (installs ruff into .venv)
#   make clean        remove build output; `make distclean` removes .venv too
#
# Variables: PYTHON (interpreter that creates .venv, default python3), ARGS (passed to gamebox
# by `make run`), PYTEST_ARGS (passed to pytest by `make test`), TEST_WORKERS (pytest-xdist's
# workers for `make test`: one per core and two more; 0 runs in one process), DEB_COMPRESSION (xz, the smallest,
# or zstd, 25 times quicker to pack: CI's choice).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
STAMP := $(VENV)/.stamp
BUNDLE_STAMP := $(VENV)/.stamp-bundle
ARGS ?=
PYTEST_ARGS ?=
# Two workers more than cores: GUI tests wait on the X server, subprocesses and timers, and the extra workers
# keep the cores busy then (on the 2-core CI machine: 373 s with two workers, 352-375 s with three, 357 s with
# four; each worker is a Qt process with its own Xvfb, about 0.5 GB).
TEST_WORKERS ?= $(shell echo $$(( $$(nproc) + 2 )))
DEB_COMPRESSION ?= xz
VERSION := $(shell sed -n 's/^__version__ = "\(.*\)"/\1/p' gamebox/__init__.py)
XVFB_SCREEN := -screen 0 1280x1024x24

export DEBIAN_FRONTEND := noninteractive
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: help run test bench bundle deb wheel release translations lint clean distclean sysdeps venv info

help:
	@sed -n 's/^#   //p' Makefile

# System packages: the script checks with dpkg-query and returns at once when all are there.
sysdeps:
	@PYTHON=$(PYTHON) bash packaging/install-system-deps.sh

# The virtualenv is (re)built only when pyproject.toml is newer than the stamp.
# sysdeps is order-only: it runs every time (cheaply) but never forces a reinstall.
$(STAMP): pyproject.toml | sysdeps
	@if ! $(VPY) -c 'import sys; assert sys.version_info >= (3, 11)' 2>/dev/null; then \
	    echo "Creating $(VENV) with $$($(PYTHON) --version)"; \
	    rm -rf $(VENV); \
	    $(PYTHON) -m venv $(VENV); \
	fi
	$(VPY) -m pip install --progress-bar off -e '.[test,words]'
	@touch $@

# numba compiles the solver kernels into its cache once (about 30 s), not at the first solve (nor in each of
# the test suite's workers: 27's alone took 5 s in every one).
KERNELS := $(VENV)/.kernels
$(KERNELS): $(STAMP) $(wildcard gamebox/games/hoch/*_kernels.py) gamebox/games/hoch/solve_keys.py \
            $(wildcard gamebox/games/twentyseven/*_kernels.py) gamebox/games/twentyseven/solver.py
	$(VPY) -m gamebox.games.hoch.solver
	$(VPY) -m gamebox.games.twentyseven.solver
	@touch $@

# Scrabble 6x6's word lists, built once from their sources (the `words` extra) into the package's
# gamebox/games/scrabble6/words/ (about 10 s), from where a wheel, the bundle or a .deb ships them.
WORDS := $(VENV)/.words
# Then the move generator's compiled walk goes into numba's cache (a few seconds), not into a first move.
$(WORDS): $(STAMP) gamebox/games/scrabble6/lexicon.py gamebox/games/scrabble6/word_sources.py \
          gamebox/games/scrabble6/build_words.py gamebox/games/scrabble6/movegen_kernel.py
	$(VPY) -m gamebox.games.scrabble6.build_words --force
	$(VPY) -c "from gamebox.games.scrabble6 import lexicon, movegen; movegen.warm(lexicon.lexicon('de', 6))"
	@touch $@

venv: $(STAMP) $(KERNELS) $(WORDS)

run: $(STAMP) $(KERNELS) $(WORDS)
	@if [ "$$(uname -s)" = Linux ] && [ -z "$${DISPLAY:-}" ] && [ -z "$${WAYLAND_DISPLAY:-}" ]; then \
	    echo "No DISPLAY or WAYLAND_DISPLAY: running gamebox under xvfb-run (a virtual screen you cannot see)."; \
	    exec xvfb-run -a -s "$(XVFB_SCREEN)" $(VENV)/bin/gamebox $(ARGS); \
	else \
	    exec $(VENV)/bin/gamebox $(ARGS); \
	fi

# pytest exit code 5 means "no tests collected": never a success for this suite.
# Bytecode is written while testing, whatever the environment says (PYTHONDONTWRITEBYTECODE=1 made every worker
# and every process a test starts compile the box and rewrite the tests' asserts anew: collecting alone went
# from 1.6 s to 12 s a worker).
test: export PYTHONDONTWRITEBYTECODE :=
test: $(STAMP) $(KERNELS) $(WORDS)
	@rc=0; $(VPY) -m pytest -n $(TEST_WORKERS) --dist worksteal --durations=15 $(PYTEST_ARGS) || rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "make test: pytest collected no tests -- that is a failure here." >&2; fi; \
	exit $$rc

bench: $(STAMP) $(KERNELS) $(WORDS)
	$(VPY) bench/run_all.py

# PyInstaller needs objdump, and Python's shared library, which Debian's python3 lacks.
$(BUNDLE_STAMP): $(STAMP)
	@PYTHON=$(PYTHON) bash packaging/install-system-deps.sh packaging/debian-packages-bundle.txt \
	    $$($(VPY) packaging/libpython_package.py)
	$(VPY) -m pip install --progress-bar off -e '.[test,words,bundle]'
	@touch $@

# The bundle leaves numba and llvmlite out: its kernels are compiled ahead of time (about a minute each
# module, with the C compiler), into build/kernels/, from where the spec takes them (gamebox/compiled.py).
AOT := build/kernels/.stamp
KERNEL_SOURCES := $(shell grep -rl --include='*.py' '^from gamebox.compiled import' gamebox)
$(AOT): $(BUNDLE_STAMP) gamebox/compiled.py packaging/build_kernels.py $(KERNEL_SOURCES)
	$(VPY) packaging/build_kernels.py build/kernels
	@touch $@

bundle: $(BUNDLE_STAMP) $(WORDS) $(AOT)
	@start=$$(date +%s); \
	$(VPY) -m PyInstaller --noconfirm --clean --log-level WARN \
	    --distpath dist --workpath build/pyinstaller packaging/gamebox.spec; \
	echo "Built dist/gamebox/ in $$(( $$(date +%s) - start )) s, $$(du -sh dist/gamebox | cut -f1)."

# The .deb depends on the system's libraries (packaging/debian-depends.txt): they are installed here first,
# so that packaging/deb_depends.py finds each library the bundle links, and its package.
# (from the bundle in dist/gamebox/ as it stands, built first only if there is none: CI smoke-tests that one)
deb: $(BUNDLE_STAMP)
	@[ -x dist/gamebox/gamebox ] || $(MAKE) --no-print-directory bundle
	@PYTHON=$(PYTHON) bash packaging/install-system-deps.sh packaging/debian-depends.txt
	$(VPY) packaging/build_deb.py --compression $(DEB_COMPRESSION) dist/gamebox dist

# A pure-Python wheel with Scrabble's word lists built in (package data), for `pipx install`: no compiler, and
# its dependencies come as wheels from PyPI. Built with the venv's setuptools (the `test` extra), offline.
wheel: $(STAMP) $(WORDS)
	rm -f dist/gamebox-*.whl
	$(VPY) -m pip wheel --no-deps --no-build-isolation --progress-bar off -q -w dist .
	$(VPY) packaging/check_wheel.py dist/gamebox-$(VERSION)-py3-none-any.whl

release: wheel bundle deb
	$(VPY) packaging/check_bundle.py dist/gamebox
	@ls -l dist/gamebox-$(VERSION)-py3-none-any.whl dist/gamebox_$(VERSION)_*.deb; du -sh dist/gamebox

translations: $(STAMP)
	$(VPY) ui/tools/translations.py

lint: $(STAMP)
	@$(VPY) -m ruff --version >/dev/null 2>&1 || $(VPY) -m pip install -q ruff
	$(VPY) -m ruff check gamebox ui tests bench packaging

# Versions and the OpenGL renderer, for logs and bug reports.
info: $(STAMP)
	@if [ "$$(uname -s)" = Linux ] && [ -z "$${DISPLAY:-}" ] && [ -z "$${WAYLAND_DISPLAY:-}" ] && command -v xvfb-run >/dev/null; then \
	    xvfb-run -a -s "$(XVFB_SCREEN)" $(VPY) packaging/platform_info.py; \
	else \
	    $(VPY) packaging/platform_info.py; \
	fi

clean:
	rm -rf build dist .pytest_cache .hypothesis
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV) *.egg-info
