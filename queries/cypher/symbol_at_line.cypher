// Scopes of file $file whose span holds line $line, innermost first.
MATCH (f:Func)
WHERE f.file = $file AND f.line <= $line AND f.end_line >= $line
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out
ORDER BY f.line DESC, f.end_line;
