"""The board kit: what every game view shares.

- `view.GameView`: the contract between a game's view and the game page (status line, hints,
  seat notes, colour symbols, language, and the input a player makes for a move).
"""
