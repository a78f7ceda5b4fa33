"""Normalize unit batches and keep a running tally per unit."""

_tally = {}


def note_unit(unit, count):
    _tally[unit] = _tally.get(unit, 0) + count


def tally_of(unit):
    return _tally.get(unit, 0)


def normalize(batch, unit, factor, sink):
    before = tally_of(unit)
    values = [v * factor for v in batch if v is not None]
    kept = len(values)
    sink.extend(values)
    note_unit(unit, kept)
    after = tally_of(unit)
    print(unit, "kept", kept, "of", len(batch), "tally", before, "->", after)
    return after
