"""``python -m yamaviewer.cli``: the same as ``yamaviewer-cli``."""

import sys

from yamaviewer.cli import main

sys.exit(main())
