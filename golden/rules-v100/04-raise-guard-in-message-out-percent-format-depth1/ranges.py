"""Parse page ranges such as "3-7" for a print dialog."""


def parse_range(spec, limit):
    lo_text, sep, hi_text = spec.strip().partition("-")
    if not sep:
        msg = "missing '-' in %r" % spec
        raise ValueError(msg)
    lo = int(lo_text)
    hi = int(hi_text) if hi_text else limit
    if lo > hi:
        raise ValueError("bad range {!r}: {} > {}".format(spec, lo, hi))
    count = hi - lo + 1
    label = f"pages {lo}-{hi} of {limit}"
    return lo, count, label
