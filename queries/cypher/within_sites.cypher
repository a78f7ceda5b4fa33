// The call sites (CALLS.site, statement ids) at which a function of $held
// calls a function of $fns (the call graph): the calls of functions
// nearer the criterion than the depth limit that a closure at the limit
// may reach (Engine.withinSites).
MATCH (a:Func)-[c:CALLS]->(b:Func)
WHERE {{in b.id fns}} AND {{in a.id held}}
RETURN DISTINCT a.id, c.site;
