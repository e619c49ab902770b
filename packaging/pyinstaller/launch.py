"""The bundle's entry point: the same as the ``cardtable`` command.

PyInstaller runs this file as a script (so ``cardtable/__main__.py`` with its
relative import would not do); everything else is the installed package.
"""

import sys

from cardtable.app import main

if __name__ == "__main__":
    sys.exit(main())
