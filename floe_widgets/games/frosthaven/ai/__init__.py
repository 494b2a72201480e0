"""The monster AI: focus, movement and targets of a monster turn, solved exactly."""
