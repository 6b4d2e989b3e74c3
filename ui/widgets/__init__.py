"""Reusable widgets shared by the games' views (dice, ...)."""
