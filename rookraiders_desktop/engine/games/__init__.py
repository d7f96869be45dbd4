"""The games, a package each. BUILT_IN names them in the library's order, engine/registry.py's
(tests/engine/test_listing.py), for the library to list them before any game's rules are imported
(engine/core/listing.py)."""

BUILT_IN = ("rook_raiders", "nameless_dark_lord", "roguelight", "last_spell")
