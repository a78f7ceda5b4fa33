// Scopes defined in the repository whose qualified name ends with .$q
// (a name as an agent writes it: Class.method or method).
MATCH (f:Func)
WHERE f.file <> '' AND (f.qname ENDS WITH $dq OR f.qname = $q)
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out
ORDER BY f.calls_in DESC, f.qname, f.file, f.line
LIMIT 200;
