"""The guided Frosthaven lessons."""
