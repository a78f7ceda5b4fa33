"""Check which flag set each pattern of a small registry compiles with."""
import re
from reflags import fix_flags

PATTERNS = [
    ("word", r"\w+", 0),
    ("ascii-word", r"\w+", re.ASCII),
    ("raw-bytes", rb"[\x00-\x1f]", 0),
    ("bad-locale", r"\d+", re.LOCALE),
]


def effective_flags(patterns):
    table = {}
    for name, src, flags in patterns:
        try:
            table[name] = fix_flags(src, int(flags))
        except ValueError as exc:
            table[name] = str(exc)
    return table


for name, value in effective_flags(PATTERNS).items():
    print(name, value)
