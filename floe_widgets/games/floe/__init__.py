"""Floe (retail English edition): rules engine, content and bots."""
