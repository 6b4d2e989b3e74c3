"""Names in gamebox/ that `vulture` reports as unused but that stay, each with its reason.

Read by tests/test_dead_code.py (run it with vulture installed: `pip install vulture`)."""
# Tiefstapeln's physics sets pymunk's own properties (the engine reads them in C).
import pymunk

pymunk.Shape.sensor  # noqa: B018
pymunk.Space.gravity  # noqa: B018
pymunk.Space.iterations  # noqa: B018
pymunk.Space.collision_slop  # noqa: B018
pymunk.Space.sleep_time_threshold  # noqa: B018
pymunk.Space.idle_speed_threshold  # noqa: B018
