// The statements whose lines cover a line of a file, innermost first.
MATCH (s:Stmt)
WHERE s.file = $file AND s.line <= $line AND s.end_line >= $line
RETURN s.id, s.line, s.end_line, s.kind, s.defs, s.uses
ORDER BY s.end_line - s.line, s.line DESC;
