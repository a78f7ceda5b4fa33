"""Shared limits."""
RETRIES = 3
TIMEOUT = 10
BACKOFF = 2
