// The statements that read what def statement $stmt defines (a DATA edge
// from one of its vertices): where a function's name is used, to call it
// or to pass it on (otherCallers).
MATCH (s:Stmt {id: $stmt})-[:OWNS]->(:Vertex)-[:DATA]->(:Vertex)<-[:OWNS]-(t:Stmt)
RETURN DISTINCT t.id;
