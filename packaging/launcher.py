"""Entry point of the frozen app (PyInstaller runs this file as __main__): the same `main` as
`python -m rookraiders_desktop` and the installed `rookraiders-desktop` command."""

import sys

from rookraiders_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
