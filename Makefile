# Every target sets up .venv by itself: `make run` and `make test` work on a fresh clone.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test typecheck lint screenshots exe bench fuzz clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test,build]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m uno_desktop $(ARGS)

test: $(STAMP) typecheck
	$(PY) -m ruff check .
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest

# Types: the package as configured in pyproject.toml (default mode, every module), then
# engine/, bots/, the table (ui/table/) and fuzz strictly. 0 errors.
typecheck: $(STAMP)
	$(PY) -m mypy
	$(PY) -m mypy --strict uno_desktop/engine uno_desktop/bots uno_desktop/ui/table uno_desktop/fuzz.py

# Try to break the engine (random rules, legal/illegal/malformed actions, save round-trips,
# damaged files); exits non-zero with a repro on any broken law. CI runs 20 s of it.
FUZZ_ARGS ?= --seconds 20 --seed 1
fuzz: $(STAMP)
	$(PY) -m uno_desktop.fuzz $(FUZZ_ARGS)

# Every screen in English, French and Hindi, into screenshots/ (gitignored); headless.
# SHOT_ARGS="--size 1280x720 960x600": also at the smallest window; "--only menu": one screen.
screenshots: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/screenshots.py --out screenshots $(SHOT_ARGS)

# The engine and bots (headless), then the game in its window: frame times, the idle menu's CPU
# and the memory over BENCH_ROUNDS rounds of a bot match (BENCH_ROUNDS=1000 for a long evening).
BENCH_ROUNDS ?= 200
bench: $(STAMP)
	$(PY) -m uno_desktop.sim --players 2 --games 4000 --rules official --seed 1
	$(PY) -m uno_desktop.sim --players 4 --games 2000 --rules official --seed 1
	$(PY) -m uno_desktop --benchmark 10 --benchmark-rounds $(BENCH_ROUNDS)

# The double-click executable in dist/. EXE_ARGS="--bare --smoke": also build the bare
# pygame-ce program (tools/measure_start.py compares them) and smoke-test the result.
exe: $(STAMP)
	PY=$(PY) bash tools/build_exe.sh $(EXE_ARGS)

clean:
	rm -rf $(VENV) build dist
