// Dependence edges between statements of a slice, for explanations: the
// statement depended on (from), the dependent statement (to), the edge
// table and the variable or parameter it carries. Both ends are matched
// with IN lists (one scan of Stmt, about 30 ms on the standard library):
// this runs once per output, after the slice.
MATCH (s:Stmt)-[:OWNS]->(a:Vertex)-[e:DATA|CTRL|JUMP|SUMMARY|PARAM_IN|PARAM_OUT]->(b:Vertex)<-[:OWNS]-(t:Stmt)
WHERE s.id IN $ids AND t.id IN $ids AND s.id <> t.id
RETURN DISTINCT s.id, t.id, label(e), e.var;
