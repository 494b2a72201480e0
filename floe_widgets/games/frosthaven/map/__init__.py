"""The hex map model of Frosthaven: geometry, walls and overlays, line of sight, movement and the live board."""
