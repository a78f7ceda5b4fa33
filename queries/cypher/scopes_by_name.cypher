// Scopes defined in the repository (modules, classes, functions and
// methods; no lambdas) whose name is one of $names: the names a question
// mentions (planner.Retrieve).
MATCH (f:Func)
WHERE f.file <> '' AND f.kind <> 'lambda' AND list_contains($names, f.name)
RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc, f.tokens, f.calls_in, f.calls_out;
