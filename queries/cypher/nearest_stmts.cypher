// The statement lines of a file nearest to a line (for error messages).
MATCH (f:File {path: $file})-[:DECLARES]->(s:Stmt)
WHERE s.scored
RETURN s.line
ORDER BY abs(s.line - $line), s.line
LIMIT 4;
