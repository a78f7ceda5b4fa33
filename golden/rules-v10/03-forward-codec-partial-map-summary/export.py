"""Bulk export of account records."""
import functools

from formats import CODECS, INDENT
from paging import field_value, take


def export(records, fmt, options):
    width = options.get("indent", INDENT)
    encoder = CODECS.get(fmt, CODECS["json"])
    encode = functools.partial(encoder, indent=width)
    keyfunc = functools.partial(field_value, options.get("sort", "id"))
    ordered = sorted(records, key=keyfunc)
    chosen = take(ordered, options.get("limit"), width)
    lines = list(map(encode, chosen))
    summary = "%d of %d records" % (len(chosen), len(records))
    return {"body": "\n".join(lines), "summary": summary}
