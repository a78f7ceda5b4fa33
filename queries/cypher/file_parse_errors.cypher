// Files among $paths whose source had parse errors at index time.
MATCH (f:File)
WHERE f.path IN $paths AND f.parse_errors > 0
RETURN f.path, f.parse_errors;
