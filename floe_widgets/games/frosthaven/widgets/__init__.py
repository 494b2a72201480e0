"""The scenario's notebook widgets: the scenario player, the card picker and the attack odds lab."""
