// The functions of $fns that a function of $held calls (CALLS, the call
// graph): which writers' callers a slice's GLOBAL round climbs to through
// one more call (twoPhase's callSites) before it asks for their call-site
// vertices.
MATCH (a:Func)-[:CALLS]->(b:Func)
WHERE {{in b.id fns}} AND {{in a.id held}}
RETURN DISTINCT b.id;
