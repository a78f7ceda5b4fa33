"""Generic helpers that apply a caller-supplied transformation."""


def apply_field(fn, record, field, log=None):
    value = record.get(field, "")
    if log is not None:
        log.append(field)
    return fn(value)


def apply_each(fn, values):
    out = []
    for v in values:
        out.append(fn(v))
    return out
