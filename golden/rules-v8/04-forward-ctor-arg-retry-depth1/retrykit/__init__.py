"""Retrying HTTP fetches for the catalogue importer."""
