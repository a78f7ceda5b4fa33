// At the depth limit, forward (rule 15): for the actual-ins $ids of calls
// that a closure reached, the results each feeds as a stub (STUB_FWD) and
// the functions the call calls (CALL from its call vertex; none when it
// is unresolved) (Engine.closureAroundHome).
MATCH (ai:Vertex)-[:STUB_FWD]->(ao:Vertex)
WHERE ai.id >= $lo AND ai.id <= $hi AND {{in ai.id ids}}
MATCH (c:Vertex)-[:ARG_CTRL]->(ai)
OPTIONAL MATCH (c)-[:CALL]->(en:Vertex)
RETURN ai.id, ao.id, ao.stmt, ao.func, ao.role, collect(en.func);
