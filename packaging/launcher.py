"""Entry point of the PyInstaller bundle: the same as the `gamebox` console script."""
import sys

from gamebox.cli import main

if __name__ == "__main__":
    sys.exit(main())
