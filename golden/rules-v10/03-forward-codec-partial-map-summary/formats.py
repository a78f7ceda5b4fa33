"""Record serialisers for the export endpoint."""
import json

INDENT = 2
SEPARATOR = ";"


def encode_json(record, indent=None):
    return json.dumps(record, indent=indent, sort_keys=True)


def encode_csv(record, indent=None):
    pad = " " * (indent or 0)
    cells = [str(record[k]) for k in sorted(record)]
    return pad + SEPARATOR.join(cells)


def encode_repr(record, indent=None):
    return repr(record)


CODECS = {"json": encode_json, "csv": encode_csv}
