"""Built-in text encoders, registered at import time, and the process default."""
import os

import registry


def encode_ascii(text):
    return text.encode("ascii", "replace")


def encode_utf8(text):
    return text.encode("utf-8")


def encode_latin1(text):
    return text.encode("latin-1", "replace")


def encode(text, name=None):
    codec = registry.lookup(name) if name else DEFAULT
    return codec(text)


registry.register("ascii", encode_ascii, aliases=("us-ascii",))
registry.register("utf-8", encode_utf8, aliases=("utf8", "u8"))
DEFAULT = registry.lookup(os.environ.get("TEXT_CODEC", "utf-8"))
registry.register("latin-1", encode_latin1, aliases=("iso-8859-1", "l1"))

if __name__ == "__main__":
    print(encode("caf\u00e9", "L1"), encode("caf\u00e9"), registry.available())
