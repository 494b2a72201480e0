"""``python -m floe_widgets`` = the ``floe-widgets`` command."""

import sys

from floe_widgets.cli import main

sys.exit(main())
