import sys

from cresus_tui.cli import main

sys.exit(main())
