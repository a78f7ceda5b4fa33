// Every scope, for an in-memory table of names (SymbolTable): a server
// resolves names by map lookups instead of scanning Func per request.
MATCH (f:Func)
RETURN f.id, f.qname, f.kind, f.file, f.line, f.end_line, f.calls_in;
