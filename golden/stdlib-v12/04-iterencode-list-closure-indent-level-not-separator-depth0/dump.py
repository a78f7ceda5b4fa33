"""Encode flat lists of scalars as JSON arrays, compact or indented."""
import json
from encoder import _make_iterencode


def list_encoder(indent):
    markers = {}
    return _make_iterencode(markers, None, json.encoder.py_encode_basestring,
                            indent, float.__repr__, ": ", ",", False, False, True)


if __name__ == "__main__":
    row = ["id", 7, None, 2.5]
    compact = list_encoder(None)
    pretty = list_encoder(2)
    print("".join(compact(row, 0)))
    print("".join(pretty(row, 0)))
    print("".join(pretty([], 0)))
    print(json.dumps(row, indent=2) == "".join(pretty(row, 0)))
