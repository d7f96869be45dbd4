"""The Qt user interface: main window, table scenes and items. Only this package and bridge/
import PySide6."""
from .compat import guard_none_refcount

guard_none_refcount()
