"""The games' light listings (engine/core/listing.py, issue 17): the library shows them before any
game's rules are imported; they are the games' own facts, in the registry's order."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rookraiders_desktop.engine.core.listing import BUILT_IN, Listing, built_in_listings
from rookraiders_desktop.engine.registry import GAMES


def test_each_listing_is_its_games_own_facts_in_the_registrys_order() -> None:
    listings = built_in_listings()
    assert list(listings) == list(BUILT_IN) == [game_id for game_id in GAMES if game_id in BUILT_IN]
    for game_id, listing in listings.items():
        assert listing == Listing.of(GAMES[game_id])
        assert listing.game_id == game_id and 1 <= listing.min_players <= listing.max_players


def test_listing_the_games_imports_no_rules() -> None:
    script = (
        "import sys\n"
        "from rookraiders_desktop.engine.core.listing import built_in_listings\n"
        "assert len(built_in_listings()) == 4\n"
        "print(sorted(m for m in sys.modules if m == 'pydantic' or m.endswith(('.rules', '.models', '.content'))))\n"
    )
    here = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}  # this checkout's package
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, env=here)
    assert done.stdout.strip() == "[]"
