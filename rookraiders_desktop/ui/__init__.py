"""The Qt user interface: main window, table scenes and items. Only this package and bridge/
import PySide6."""
