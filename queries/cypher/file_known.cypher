// Whether a file is in the index, and the indexed files with the same base name.
MATCH (f:File)
WHERE f.path = $file OR f.path ENDS WITH $base
RETURN f.path;
