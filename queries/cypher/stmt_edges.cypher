// Dependence edges leaving the statements $from, for explanations: the
// statement depended on (from), the dependent statement (to), the edge
// table and the variable or parameter it carries. The statements are
// matched with an IN list (one scan of Stmt, about 30 ms on the standard
// library): the engine uses it for the statements of the scopes its memo
// does not hold when there are more than ManyScopes of them, keeps the
// rows per statement and the edges whose other end it asked about.
MATCH (s:Stmt)-[:OWNS]->(a:Vertex)-[e:DATA|GLOBAL|CTRL|JUMP|SUMMARY|PARAM_IN|PARAM_OUT]->(b:Vertex)
WHERE s.id >= $lo AND s.id <= $hi AND s.id IN $from AND b.stmt <> s.id
RETURN DISTINCT s.id, b.stmt, label(e), e.var;
