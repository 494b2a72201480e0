"""Tactical situations (``fh-situation/1``): the format, its limits, random situations and the CLI."""
