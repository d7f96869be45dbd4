"""Rook & Raiders' table: the scene, the card faces and the threat badge.

Its scene module names the table's class, `SCENE`; ui/games/__init__.py imports it only when a
table is asked for, so the library draws the cover (cover.py) at start-up without loading the
table and the engine behind it."""
