// The statements of a file whose lines cover a line, innermost first.
MATCH (f:File {path: $file})-[:DECLARES]->(s:Stmt)
WHERE s.line <= $line AND s.end_line >= $line
RETURN s.id, s.line, s.end_line, s.kind, s.defs, s.uses, s.func
ORDER BY s.end_line - s.line, s.line DESC;
