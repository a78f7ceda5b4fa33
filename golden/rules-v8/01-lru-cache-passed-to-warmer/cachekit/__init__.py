"""Small caching helpers for the catalogue service."""
