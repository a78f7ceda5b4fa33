"""List and dict encoders; every item goes back through encode.encode_value."""
import encode

NEWLINE = "\n"


def encode_list(items, indent, seen):
    pad = " " * indent
    inner = " " * (indent + encode.STEP)
    parts = []
    for item in items:
        piece = encode.encode_value(item, indent + encode.STEP, seen)
        parts.append(inner + piece)
    return "[" + NEWLINE + ("," + NEWLINE).join(parts) + NEWLINE + pad + "]"


def encode_dict(mapping, indent, seen):
    pad = " " * indent
    parts = []
    for key in sorted(mapping):
        text = encode.encode_value(mapping[key], indent + encode.STEP, seen)
        parts.append(pad + " " * encode.STEP + key + ": " + text)
    return "{" + NEWLINE + NEWLINE.join(parts) + NEWLINE + pad + "}"
