// Scopes whose name ($field = 'name') or qualified name matches the
// regular expression $re (RE2, whole string), of the kinds in $kinds.
MATCH (f:Func)
WHERE list_contains($kinds, f.kind) AND ((NOT $onq AND f.name =~ $re) OR ($onq AND f.qname =~ $re))
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out
ORDER BY f.calls_in DESC, f.qname, f.file, f.line
LIMIT $limit;
