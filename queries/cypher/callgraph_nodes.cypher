// Every scope defined in the repository.
MATCH (f:Func)
WHERE f.kind IN ['module', 'class', 'function', 'method', 'lambda']
RETURN f.qname;
