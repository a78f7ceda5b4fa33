// At the depth limit, backward (rule 15): for the results $ids of calls
// that a closure reached, the actual-ins each is fed by as a stub
// (STUB_BWD, the stub edges reversed) (Engine.closureSteppingStubs). One
// hop, no join: the calls that keep their summary edges were told apart
// before, by statement (within_sites).
MATCH (ao:Vertex)-[:STUB_BWD]->(ai:Vertex)
WHERE ao.id >= $lo AND ao.id <= $hi AND {{in ao.id ids}}
RETURN ao.id, ai.id, ai.stmt, ai.func, ai.role;
