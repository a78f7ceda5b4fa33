"""A trimmed-down logging package for the audit service."""
