"""floe-widgets: learn Floe, Frosthaven and Ice and Idols by playing them live in Jupyter.

``floe_widgets.games`` holds the rules engines (``games.new``, ``games.load``), ``floe_widgets.core``
the engine kit, ``floe_widgets.widgets`` and ``floe_widgets.tutor`` the notebook side.
"""

__version__ = "0.1.0"
