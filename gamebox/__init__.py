"""gamebox: German tabletop games. This package is the model: pure Python, no Qt."""

__version__ = "0.1.0"
