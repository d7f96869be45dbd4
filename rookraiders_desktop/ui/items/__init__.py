"""Table items: one class per visual kind. They draw a look and carry a click key, nothing more."""

from .base import TableItem
from .board_square import BoardSquareItem, SquareLook
from .card import CARD_H, CARD_W, BackFace, CardItem, CardLook
from .die import DieItem, DieLook
from .label import LabelItem, LabelLook
from .mark import MarkItem, MarkLook
from .score_sheet import ScoreSheetItem, ScoreSheetLook
from .token import TokenItem, TokenLook
from .track import TrackItem, TrackLook
from .zone import ZoneItem, ZoneLook

__all__ = [
    "CARD_H",
    "CARD_W",
    "BackFace",
    "BoardSquareItem",
    "CardItem",
    "CardLook",
    "DieItem",
    "DieLook",
    "LabelItem",
    "LabelLook",
    "MarkItem",
    "MarkLook",
    "ScoreSheetItem",
    "ScoreSheetLook",
    "SquareLook",
    "TableItem",
    "TokenItem",
    "TokenLook",
    "TrackItem",
    "TrackLook",
    "ZoneItem",
    "ZoneLook",
]
