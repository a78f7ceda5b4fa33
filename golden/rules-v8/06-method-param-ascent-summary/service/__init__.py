"""The metrics server and its feature switches."""
