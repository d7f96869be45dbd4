"""The interface language: Japanese or English, switchable while a game is open.

English is the source language of every string (the app's `tr()` calls and the engine's
`QT_TRANSLATE_NOOP("RookRaiders", ...)` templates); Japanese comes from
resources/i18n/rookraiders_ja.qm, compiled from rookraiders_ja.ts by pyside6-lrelease
(`python -m rookraiders_desktop.ui.i18n_tools update` refreshes both).

    set_language("system" | "en" | "ja")   installs the translator on the QApplication and emits
                                            language_notifier.changed(lang) ("en" or "ja"); open
                                            windows retranslate themselves, the game goes on.
    install_initial_language()             at start-up: $ROOKRAIDERS_LANGUAGE, else the QSettings
                                            key "language" ("system" by default), else the system.

set_language does not store the choice: the settings dialog writes the QSettings key "language".
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QSettings, QTranslator, Signal

from ..engine.core.i18n import Translatable

if TYPE_CHECKING:
    from ..engine.core.game import Event, Game, Result
    from ..engine.core.listing import Listing

LANGUAGES = ("en", "ja")
CHOICES = ("system", "en", "ja")
SETTINGS_KEY = "language"
ENV_VAR = "ROOKRAIDERS_LANGUAGE"
CONTEXT = "RookRaiders"  # the engine's translation context (QT_TRANSLATE_NOOP("RookRaiders", ...))

# Names of the languages in themselves, for a language menu or combo box.
LANGUAGE_NAMES = {"system": None, "en": "English", "ja": "日本語"}


class LanguageNotifier(QObject):
    """`changed(lang)` is emitted after the translators of `lang` ("en" or "ja") are installed."""

    changed = Signal(str)


language_notifier = LanguageNotifier()

_current = "en"
_installed: list[QTranslator] = []
_QM_DATA: weakref.WeakKeyDictionary[QTranslator, bytes] = weakref.WeakKeyDictionary()


def i18n_dir() -> Path:
    """resources/i18n of the app itself (not of $ROOKRAIDERS_RESOURCES, which holds game data only
    and need not carry translations; it is used when it does)."""
    from ..engine.core.resources import app_resources_dir, resources_dir

    override = resources_dir() / "i18n"
    if override.is_dir() and (override / "rookraiders_ja.qm").exists():
        return override
    return app_resources_dir() / "i18n"  # installed, frozen or a checkout


def qm_path(lang: str) -> Path:
    return i18n_dir() / f"rookraiders_{lang}.qm"


def ts_path(lang: str) -> Path:
    return Path(__file__).resolve().parents[2] / "resources" / "i18n" / f"rookraiders_{lang}.ts"


def system_language() -> str:
    """ "ja" when the system locale is Japanese, else "en"."""
    locale = QLocale.system()
    if locale.language() == QLocale.Language.Japanese:
        return "ja"
    for name in locale.uiLanguages():
        if name.lower().startswith("ja"):
            return "ja"
        break  # only the first (preferred) UI language counts
    return "en"


def resolve(code: str | None) -> str:
    """ "system"/None/unknown -> the system language; "en"/"ja" (also "ja_JP" etc.) as given."""
    code = (code or "system").strip().lower().replace("-", "_")
    if code.startswith("ja"):
        return "ja"
    if code.startswith("en"):
        return "en"
    return system_language()


def saved_choice() -> str:
    """The stored choice: "system" (the default), "en" or "ja"."""
    value = QSettings().value(SETTINGS_KEY, "system")
    value = str(value or "system").lower()
    return value if value in CHOICES else "system"


def current_language() -> str:
    """ "en" or "ja": the language the interface speaks now."""
    return _current


def load_qm(translator: QTranslator, path: Path) -> bool:
    """Load a .qm from memory, not by file name: Qt maps a named file into memory, and a file
    replaced while mapped (a translation update while the app runs) kills the process (SIGBUS)."""
    try:
        data = Path(path).read_bytes()
    except OSError:
        return False
    _QM_DATA[translator] = data  # Qt reads the bytes in place: keep them alive with the translator
    return translator.load(data)


def _load_translators(lang: str) -> list[QTranslator]:
    if lang == "en":
        return []  # English is the source language
    translators: list[QTranslator] = []
    app_translator = QTranslator()
    if load_qm(app_translator, qm_path(lang)):
        translators.append(app_translator)
    else:
        compiled = _compile_if_possible(lang)
        if compiled is not None and load_qm(app_translator, compiled):
            translators.append(app_translator)
    # Qt's own strings (standard buttons such as OK/Cancel, file dialogs).
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_translator = QTranslator()
    if qt_translator.load(f"qtbase_{lang}", qt_dir):
        translators.append(qt_translator)
    return translators


def _compile_if_possible(lang: str) -> Path | None:
    """A source checkout without the committed .qm (should not happen): compile the .ts into a
    temporary file with pyside6-lrelease, if available."""
    import subprocess  # (not at start-up: this is rare)

    try:
        from . import i18n_tools
    except ImportError:  # pragma: no cover
        return None
    try:
        return i18n_tools.compile_to_temp(lang)
    except (OSError, subprocess.CalledProcessError):  # missing tool, unreadable file: stay in English
        return None


def set_language(code: str) -> None:
    """Switch the interface to `code` ("system", "en" or "ja") at once. Open windows follow
    through `language_notifier.changed` (and Qt's LanguageChange event); a game in progress is
    not touched."""
    global _current
    lang = resolve(code)
    app = QCoreApplication.instance()
    new = _load_translators(lang)
    if app is not None:
        for translator in _installed:
            app.removeTranslator(translator)
        for translator in new:
            app.installTranslator(translator)
    _installed[:] = new
    _current = lang
    QLocale.setDefault(QLocale(QLocale.Language.Japanese if lang == "ja" else QLocale.Language.English))
    language_notifier.changed.emit(lang)


def initial_choice() -> str:
    env = os.environ.get(ENV_VAR)
    if env:
        return env
    return saved_choice()


def install_initial_language() -> str:
    """At start-up (after the QApplication exists): install the language chosen by the
    environment variable, the settings or the system. Returns "en" or "ja"."""
    set_language(initial_choice())
    return _current


# --- translating -----------------------------------------------------------------------------


def engine_tr(context: str, text: str) -> str:
    """The engine's `Translate` callable: (context, English template) -> translated template."""
    return QCoreApplication.translate(context, text)


def translate_template(template: str, args: Mapping[str, Any] | None = None, context: str = CONTEXT) -> str:
    """Translate an engine template and fill in its {named} placeholders."""
    text = QCoreApplication.translate(context, template)
    if not args:
        return text
    try:
        return text.format(**args)
    except (KeyError, IndexError, ValueError):
        return template.format(**args)


def error_text(exc: BaseException) -> str:
    """An engine error (RuleViolation, SaveError, ContentError) in the current language."""
    if isinstance(exc, Translatable):
        return exc.render(engine_tr)  # (a translation that breaks its placeholders falls back to English)
    return str(exc)


def game_title(game: Game[Any, Any] | Listing) -> str:
    """A game's title, marked for translation in its game's context."""
    return QCoreApplication.translate(game.text_context, game.title)


def describe_event(game: Game[Any, Any], event: Event, names: dict[int, str]) -> str:
    """A log line in the current language (games without translations: their own words)."""
    return game.describe_event(event, names, tr=engine_tr, lang=_current)


def describe_action(game: Game[Any, Any], action: Any, view: Any) -> str:
    """A button's text for a legal action, in the current language."""
    return game.describe_action(action, view, tr=engine_tr, lang=_current)


def describe_result(game: Game[Any, Any], result: Result) -> str:
    """The reason a game ended, in the current language."""
    return game.describe_result(result, engine_tr)
