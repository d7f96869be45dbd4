"""Roguelight (ローグライト): the roll-and-write dungeon builder."""
