// The first line of the outermost loop of its own scope that encloses
// each statement of $ids (no row when none does): the loop headers that
// control the statement's vertex, transitively through the statements of
// its scope (CTRL edges run from a loop header's statement vertex to the
// statements of its body, and on through nested ifs and loops). A write
// made in a loop may reach a read anywhere in that loop, earlier lines
// included, through the loop's back edge.
MATCH (c:Stmt)-[:OWNS]->(cv:Vertex)<-[:CTRL*1..16 (r, n | WHERE n.role = 'stmt')]-(lv:Vertex)<-[:OWNS]-(l:Stmt)
WHERE c.id >= $lo AND c.id <= $hi AND {{in c.id ids}} AND cv.role = 'stmt' AND l.kind IN ['for', 'while', 'do_while'] AND l.func = c.func
RETURN c.id, min(l.line);
