"""Expansion of ${name} references in nested configuration values."""
import re

REF = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
MAX_DEPTH = 8


def expand_value(value, env, trace, depth=0):
    if depth > MAX_DEPTH:
        raise RecursionError("configuration nested too deeply")
    if isinstance(value, dict):
        return expand_mapping(value, env, trace, depth + 1)
    if isinstance(value, list):
        return [expand_value(v, env, trace, depth + 1) for v in value]
    if isinstance(value, str):
        trace.append(value)
        return REF.sub(lambda m: str(env.get(m.group(1), "")), value)
    return value


def expand_mapping(mapping, env, trace, depth):
    out = {}
    for key, value in mapping.items():
        if key.startswith("_"):
            continue
        out[key] = expand_value(value, env, trace, depth)
    trace.append("end of %d keys" % len(out))
    return out


def references(value):
    if isinstance(value, str):
        return set(REF.findall(value))
    return set()
