"""No dead code in the model: `vulture` over the whole project finds nothing unused in gamebox/
beyond the whitelist (tests/vulture_whitelist.py says why each entry stays). vulture is a test
dependency (pyproject.toml), so this always runs."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_vulture_finds_no_unused_code_in_the_model():
    # The whole project is scanned, so a name used only by the UI, the tests or the benchmarks counts.
    result = subprocess.run([sys.executable, "-m", "vulture", "gamebox", "ui", "tests", "bench", "packaging"],
                            cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    unused = [line for line in result.stdout.splitlines() if line.startswith("gamebox")]
    assert unused == []
