"""The Qt side of Scrabble 6×6: the live board (rack, tiles dragged onto fields, the preview, the
curtain between human players, the coach) and window-less pictures that show no rack."""
from .. import GameUI, register_ui
from . import colors
from .painter import render
from .sounds import sounds
from .view import ScrabbleView, make_view
from .walk import walk
from .word_box import RulesTool
from .word_lists import settings_actions

UI = register_ui(GameUI("scrabble6", make_view=make_view, render=render, picture="games/scrabble6.png",
                        seat_colour=colors.css, sounds=sounds, rules_tool=RulesTool, walk=walk,
                        settings_actions=settings_actions))

__all__ = ["UI", "ScrabbleView", "make_view", "render"]
