// The def statements of many scopes by id, bounded by the least and greatest id (the
// Func table is tested against the IN list row by row): a module or
// lambda has none (-1).
MATCH (f:Func)
WHERE f.id >= $lo AND f.id <= $hi AND {{in f.id ids}}
RETURN f.id, f.def_stmt;
