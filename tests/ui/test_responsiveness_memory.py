"""The collector's full walks stay short during play (bridge/memory.py): what the app holds when
its first table is set is frozen out of them, and what is made afterwards is still collected."""

from __future__ import annotations

import gc
import weakref

from rookraiders_desktop.engine.core.game import SeatSetup, Setup


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the collector frees it


def test_the_first_table_freezes_what_the_app_holds_and_later_garbage_is_still_collected(window):
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")]), seed=1)
    assert gc.get_freeze_count() > 10_000  # the modules, classes and Qt wrappers of start-up at least
    node = Node()
    gone = weakref.ref(node)
    del node
    gc.collect()
    assert gone() is None
