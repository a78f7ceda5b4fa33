"""A small WSGI toolkit for the internal dashboards."""
