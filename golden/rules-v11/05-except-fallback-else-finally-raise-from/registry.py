"""Codec lookup with aliases, after the codecs module's search functions."""

ALIASES = {"utf8": "utf-8", "latin1": "iso-8859-1", "u8": "utf-8"}
CODECS = {"utf-8": "UTF8Codec", "iso-8859-1": "Latin1Codec", "ascii": "ASCIICodec"}
FALLBACK = "ascii"
STATS = {"lookups": 0, "misses": 0}


class LookupFailed(LookupError):
    def __init__(self, name):
        super().__init__("unknown encoding: %s" % name)
        self.name = name


def normalize(name):
    return name.strip().lower().replace("_", "-")


def resolve(name, table, strict=False):
    key = normalize(name)
    try:
        canonical = ALIASES[key]
    except KeyError:
        canonical = key
    try:
        entry = table[canonical]
    except KeyError as err:
        STATS["misses"] += 1
        if strict:
            raise LookupFailed(canonical) from err
        codec = table[FALLBACK]
    else:
        codec = entry
    finally:
        STATS["lookups"] += 1
    return codec
