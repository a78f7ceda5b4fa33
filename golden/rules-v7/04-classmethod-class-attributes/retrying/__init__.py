"""Retry helpers for flaky network calls."""
