// Scopes whose qualified name is $q (Func.qname is not a primary key:
// a name defined twice in a module has two rows).
MATCH (f:Func)
WHERE f.qname = $q
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out
ORDER BY f.file, f.line;
