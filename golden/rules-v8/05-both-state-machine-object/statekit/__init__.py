"""Connection state tracking for the protocol layer."""
