// The vertices, with their statements and the statements' kind, that
// read name $name as def statement $stmt defines it (a DATA edge carrying
// $name from one of its vertices): where a function's name is used, to
// call it or to pass it on, or imported (otherCallers).
MATCH (s:Stmt {id: $stmt})-[:OWNS]->(:Vertex)-[d:DATA]->(w:Vertex)<-[:OWNS]-(t:Stmt)
WHERE d.var = $name
RETURN DISTINCT w.id, t.id, t.kind;
