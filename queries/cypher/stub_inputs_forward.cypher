// At the depth limit, forward (rule 15): for the actual-ins $ids of calls
// that a closure reached, the results each feeds as a stub (STUB_FWD)
// (Engine.closureSteppingStubs). One hop, no join: the calls that keep their
// summary edges were told apart before, by statement (within_sites).
MATCH (ai:Vertex)-[:STUB_FWD]->(ao:Vertex)
WHERE ai.id >= $lo AND ai.id <= $hi AND {{in ai.id ids}}
RETURN ai.id, ao.id, ao.stmt, ao.func, ao.role;
