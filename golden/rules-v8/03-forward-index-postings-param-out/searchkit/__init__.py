"""Site search over the pages of the documentation server."""
