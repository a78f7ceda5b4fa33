// One scope by id (a primary-key lookup).
MATCH (f:Func {id: $id})
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out;
