// The scopes of many statements by id (the first of stmtRowsMany's two
// queries): only the id and func columns of the Stmt table are read (Kùzu
// reads every column a query names for every row it scans: all of a
// statement's columns cost 15-20 ms per scan on the standard library).
MATCH (s:Stmt)
WHERE s.id >= $lo AND s.id <= $hi AND (s.id / {{block}}) IN $blocks AND {{in s.id ids}}
RETURN DISTINCT s.func;
