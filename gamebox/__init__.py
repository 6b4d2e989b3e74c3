"""gamebox: German tabletop games. This package is the model: pure Python, no Qt."""

# The box's one version number: pyproject.toml, `gamebox --version`, the About box, every record's meta
# ("box") and the .deb read it here. A release raises it and says what players get in CHANGELOG.md.
__version__ = "0.1.0"
