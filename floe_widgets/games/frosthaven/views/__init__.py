"""Pure drawing: the scenario board and the tactics lab's situation."""
