"""Maintaining the translations with Qt's own tools.

    python -m rookraiders_desktop.ui.i18n_tools update    pyside6-lupdate over rookraiders_desktop/
                                                          (engine and ui) into resources/i18n/*.ts,
                                                          then pyside6-lrelease into the .qm files
    python -m rookraiders_desktop.ui.i18n_tools release   only pyside6-lrelease (.ts -> .qm)
    python -m rookraiders_desktop.ui.i18n_tools check     lupdate into a temporary copy; exit 1 when
                                                          a string has no finished translation

The .qm files are committed (the app and the packaged build need no Qt tools); a test recompiles
them and checks they equal the committed ones.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parents[1]
REPO_DIR = PACKAGE_DIR.parent
I18N_DIR = REPO_DIR / "resources" / "i18n"
LANGS = ("ja",)


def tool(name: str) -> str:
    """Path of pyside6-lupdate / pyside6-lrelease (beside the running Python first)."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} not found (it comes with PySide6)")
    return found


def source_files() -> list[Path]:
    return sorted(p for p in PACKAGE_DIR.rglob("*.py") if "__pycache__" not in p.parts)


def lupdate(ts_file: Path, *, no_obsolete: bool = True) -> str:
    """Extract every tr()/translate()/QT_TRANSLATE_NOOP string into ts_file (kept translations
    stay). Returns lupdate's output."""
    args = [tool("pyside6-lupdate"), *map(str, source_files())]
    if no_obsolete:
        args.append("-no-obsolete")
    args += ["-locations", "none"]  # line numbers would change the .ts at every edit of the code
    args += ["-source-language", "en", "-target-language", ts_file.stem.rsplit("_", 1)[-1]]
    args += ["-ts", str(ts_file)]
    done = subprocess.run(args, capture_output=True, text=True, check=True)
    return done.stdout + done.stderr


def lrelease(ts_file: Path, qm_file: Path) -> str:
    done = subprocess.run(
        [tool("pyside6-lrelease"), str(ts_file), "-qm", str(qm_file)], capture_output=True, text=True, check=True
    )
    return done.stdout + done.stderr


def compile_to_temp(lang: str) -> Path:
    out = Path(tempfile.mkdtemp(prefix="rookraiders-i18n-")) / f"rookraiders_{lang}.qm"
    lrelease(I18N_DIR / f"rookraiders_{lang}.ts", out)
    return out


PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:![rsa])?(?::[^{}]*)?\}")


def placeholders(text: str) -> list[str]:
    return sorted(m.group(0) for m in PLACEHOLDER.finditer(text))


def read_ts(ts_file: Path) -> list[dict[str, str]]:
    """Every message of a .ts file: context, source, translation, type ("" when finished)."""
    import xml.etree.ElementTree as ET

    messages = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            messages.append(
                {
                    "context": name,
                    "source": message.findtext("source") or "",
                    "comment": message.findtext("comment") or "",
                    "translation": "" if translation is None else (translation.text or ""),
                    "type": "" if translation is None else translation.get("type", ""),
                }
            )
    return messages


def problems(ts_file: Path | None = None) -> list[str]:
    """lupdate the sources into a temporary copy of the .ts; list every string without a
    finished translation and every translation whose placeholders differ from its source."""
    found = []
    for lang in LANGS:
        committed = ts_file or I18N_DIR / f"rookraiders_{lang}.ts"
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / committed.name
            if committed.exists():
                shutil.copy(committed, copy)
            lupdate(copy)
            for m in read_ts(copy):
                where = f"{lang} [{m['context']}] {m['source']!r}"
                if not m["context"] and m["comment"]:
                    found.append(
                        f"misread call: tr({m['source']!r}, {m['comment']!r}) — lupdate reads a function "
                        "named tr as tr(text, disambiguation); call QCoreApplication.translate(context, "
                        "text) or name the alias translate"
                    )
                elif m["type"] in ("unfinished", "obsolete", "vanished") or not m["translation"].strip():
                    found.append(f"untranslated: {where}")
                elif placeholders(m["source"]) != placeholders(m["translation"]):
                    found.append(f"placeholders differ: {where} -> {m['translation']!r}")
    return found


def update() -> None:
    I18N_DIR.mkdir(parents=True, exist_ok=True)
    for lang in LANGS:
        ts = I18N_DIR / f"rookraiders_{lang}.ts"
        print(lupdate(ts).strip())
        print(lrelease(ts, I18N_DIR / f"rookraiders_{lang}.qm").strip())


def release() -> None:
    for lang in LANGS:
        ts = I18N_DIR / f"rookraiders_{lang}.ts"
        print(lrelease(ts, I18N_DIR / f"rookraiders_{lang}.qm").strip())


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command = argv[0] if argv else "update"
    if command == "update":
        update()
        return 0
    if command == "release":
        release()
        return 0
    if command == "check":
        found = problems()
        for line in found:
            print(line)
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
