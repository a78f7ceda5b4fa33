"""Wrapping of digest entry bodies."""
import textwrap
import warnings

INDENT = "    "
MAX_BODY = 2000


def wrap_body(text, width, warn):
    if warn and len(text) > MAX_BODY:
        warnings.warn(
            "entry body cut to %d characters" % MAX_BODY,
            stacklevel=2,
        )
    return textwrap.indent(
        textwrap.fill(text[:MAX_BODY], width=width),
        INDENT,
    )
