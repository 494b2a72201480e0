"""The scenario engine: one scenario from setup to victory or defeat, as a state machine."""
