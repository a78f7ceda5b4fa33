"""A tiny tokenizer for arithmetic expressions, built from one master pattern."""
import re

SPEC = [
    ("NUMBER", r"\d+(?:\.\d+)?"),
    ("NAME", r"[A-Za-z_]\w*"),
    ("OP", r"[-+*/()]"),
    ("SKIP", r"\s+"),
    ("BAD", r"."),
]
MASTER = re.compile("|".join(f"(?P<{name}>{pattern})" for name, pattern in SPEC))
KEYWORDS = {"and", "or", "not"}


def tokenize(source):
    tokens = []
    errors = 0
    for m in MASTER.finditer(source):
        kind = m.lastgroup
        text = m.group(kind)
        if kind == "SKIP":
            continue
        if kind == "BAD":
            errors += 1
            print(f"unexpected {text!r} at column {m.start() + 1}")
            continue
        if kind == "NUMBER":
            value = float(text)
        elif text in KEYWORDS:
            kind = "OP"
            value = text
        else:
            value = text
        tokens.append((kind, value))
    return tokens, errors
