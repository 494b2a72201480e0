"""The attack odds lab's model: exact odds of one attack."""
