"""Abquetschen (from Das Spiel by Reinhold Wittig): building the dice pyramid, three players.

Not registered yet: the rules and the exact build generator stand (tests/test_abquetschen_rules.py);
the game joins the box with its view (issue 16)."""
