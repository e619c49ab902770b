"""``python -m cardtable``: the same as the ``cardtable`` command."""

import sys

from .app import main

if __name__ == "__main__":
    sys.exit(main())
