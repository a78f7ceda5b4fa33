"""Check and quote SQL identifiers before they are pasted into statements."""
import re

KEYWORDS = {"select", "from", "where", "table", "order", "group", "index"}
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def check_identifier(name, reserved):
    if not _IDENT.match(name):
        raise ValueError("not an identifier: %r" % name)
    if name.lower() in reserved:
        raise ValueError("reserved word used as a name: %r" % name)


def quote(name):
    return '"%s"' % name.replace('"', '""')
