// Scope columns of stmt_row's layout for many scopes by id, bounded as in
// stmt_scopes_many.
MATCH (f:Func)
WHERE f.id >= $lo AND f.id <= $hi AND {{in f.id ids}}
RETURN f.id, f.qname, f.kind, f.def_stmt, f.parent, f.last_change, f.hotspot;
