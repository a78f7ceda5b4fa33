"""Access-log ingestion for the traffic dashboard."""
