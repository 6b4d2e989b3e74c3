"""Würfelmarsch (from Das Spiel, by Reinhold Wittig): dice that march over the plate by tipping.

Not registered yet: its view comes next (issue 18); the model and its tests stand."""
