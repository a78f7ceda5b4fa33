// Scopes by id, among a list (one scan of the Func table).
MATCH (f:Func)
WHERE {{in f.id ids}}
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out;
