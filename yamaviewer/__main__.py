"""``python -m yamaviewer``: start the desktop viewer."""

import sys

from yamaviewer.gui.app import main

if __name__ == "__main__":
    sys.exit(main())
