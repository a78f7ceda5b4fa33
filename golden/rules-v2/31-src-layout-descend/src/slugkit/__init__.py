"""URL slugs from arbitrary titles."""
__version__ = "0.3.1"
