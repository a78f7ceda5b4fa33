"""Element ids that stay unique across one rendered page."""

PREFIXES = {"field": "f", "button": "b"}

_counter = 0


def next_id(kind):
    global _counter
    _counter += 1
    prefix = PREFIXES.get(kind, kind)
    return "%s%d" % (prefix, _counter)


def skip_to(floor):
    global _counter
    if floor > _counter:
        _counter = floor


def issued():
    return _counter
