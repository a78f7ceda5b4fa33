// At the depth limit, backward (rule 15): for the results $ids of calls
// that a closure reached, the actual-ins each feeds as a stub (STUB_FWD,
// walked against its direction) and the functions the call calls (CALL
// from its call vertex; none when it is unresolved), so that a call of a
// function the slice has entered keeps its summary edges
// (Engine.closureAroundHome).
MATCH (ai:Vertex)-[:STUB_FWD]->(ao:Vertex)
WHERE ao.id >= $lo AND ao.id <= $hi AND {{in ao.id ids}}
MATCH (c:Vertex)-[:ARG_CTRL]->(ai)
OPTIONAL MATCH (c)-[:CALL]->(en:Vertex)
RETURN ao.id, ai.id, ai.stmt, ai.func, ai.role, collect(en.func);
