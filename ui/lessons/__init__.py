"""Learn to play: a game's course of lessons on its own view (docs/lessons.md; the model is gamebox/lessons)."""
