"""Field checks that report problems into a list owned by the caller, as form libraries do."""


def require(form, names, errors):
    missing = 0
    for name in names:
        if not form.get(name, "").strip():
            errors.append("%s is required" % name)
            missing += 1
    return missing


def max_length(value, limit, errors, label):
    size = len(value)
    if size > limit:
        errors.append("%s: at most %d characters" % (label, limit))
    return size


def pattern(value, allowed, errors, label):
    bad = sorted(set(value) - set(allowed))
    if bad:
        errors.append("%s: unexpected %s" % (label, "".join(bad)))
    return not bad
