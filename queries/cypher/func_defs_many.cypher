// The def statements of many scopes by id, bounded as in stmts_many (the
// Func table is tested against the IN list row by row): a module or
// lambda has none (-1).
MATCH (f:Func)
WHERE f.id >= $lo AND f.id <= $hi AND f.id IN $ids
RETURN f.id, f.def_stmt;
