"""`python -m gamebox_ui` starts the desktop app."""
import sys

from .app import main

sys.exit(main())
