// The statement lines of a file nearest to a line (for error messages).
MATCH (s:Stmt)
WHERE s.file = $file AND s.scored
RETURN s.line
ORDER BY abs(s.line - $line), s.line
LIMIT 4;
