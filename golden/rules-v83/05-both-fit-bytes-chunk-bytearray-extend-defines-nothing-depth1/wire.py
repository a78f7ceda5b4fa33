"""Fit text into fixed-size, NUL-padded byte fields."""

PAD = b"\x00"


def fit(text, size, encoding="utf-8"):
    data = text.encode(encoding)
    cut = data[:size]
    clean = cut.decode(encoding, errors="ignore")
    if len(clean) < len(text):
        print("truncated", repr(text[len(clean):]))
    fitted = clean.encode(encoding)
    return fitted.ljust(size, PAD)


def unfit(field, encoding="utf-8"):
    return field.rstrip(PAD).decode(encoding)
