"""Read delimited text tables; number() parses amounts typed by users."""
from .core import load

VERSION = "2.1"
CURRENCY = "$"


def number(cell):
    text = cell.strip().lstrip(CURRENCY)
    if not text:
        return 0.0
    return float(text)
