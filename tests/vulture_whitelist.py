"""Names in gamebox/ that `vulture` reports as unused but that stay, each with its reason.

Read by tests/test_dead_code.py (run it with vulture installed: `pip install vulture`)."""
from gamebox.protocol import GameInfo

# Declared metadata of every game (what the box knows without running it): plugins and the docs
# read them; nothing in the box branches on them yet.
GameInfo.has_chance  # noqa: B018 (a vulture whitelist names what it keeps)

# Tiefstapeln's physics sets pymunk's own properties (the engine reads them in C).
import pymunk  # noqa: E402

pymunk.Shape.sensor  # noqa: B018
pymunk.Space.gravity  # noqa: B018
pymunk.Space.iterations  # noqa: B018
pymunk.Space.collision_slop  # noqa: B018
pymunk.Space.sleep_time_threshold  # noqa: B018
pymunk.Space.idle_speed_threshold  # noqa: B018
