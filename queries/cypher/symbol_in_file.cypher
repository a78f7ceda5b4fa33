// The scope of file $file named $q (module-relative): the module itself
// when $q is empty.
MATCH (fi:File {path: $file})
MATCH (f:Func)
WHERE f.file = $file AND ((f.kind = 'module' AND $q = '') OR f.qname = fi.module + '.' + $q)
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out
ORDER BY f.line;
