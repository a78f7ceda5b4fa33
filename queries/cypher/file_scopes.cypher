// Every scope defined in a file (module, classes, functions), outermost
// first: by first line, then longest span.
MATCH (f:Func)
WHERE f.file = $file
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out
ORDER BY f.line, f.end_line DESC;
