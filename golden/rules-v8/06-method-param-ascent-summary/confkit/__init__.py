"""Option files for the metrics services."""
