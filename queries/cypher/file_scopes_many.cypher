// Every scope defined in many files (file_scopes for each of $files in one
// scan of Func), by file, then outermost first as file_scopes orders them.
MATCH (f:Func)
WHERE f.file IN $files
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out
ORDER BY f.file, f.line, f.end_line DESC;
