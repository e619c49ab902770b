"""The bundle's entry point: the same as the ``cardtable`` command.

PyInstaller runs this file as a script (so ``cardtable/__main__.py`` with its
relative import would not do); everything else is the installed package.
"""

import multiprocessing
import sys

from cardtable.app import main

if __name__ == "__main__":
    # The search's worker processes (cardtable.ai.workers) are this program
    # started again: this makes them workers rather than another window.
    multiprocessing.freeze_support()
    sys.exit(main())
