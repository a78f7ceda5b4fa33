"""Decode a byte payload with the first encoding that fits, as requests and chardet fall back."""


def decode_payload(raw, encodings):
    last_error = None
    tried = []
    for encoding in encodings:
        tried.append(encoding)
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError as exc:
            last_error = exc
            continue
        except LookupError:
            raise ValueError("unknown encoding %r" % encoding) from None
        if text.startswith("\ufeff"):
            text = text[1:]
        break
    else:
        raise UnicodeError("cannot decode as %s" % ", ".join(tried)) from last_error
    return text, encoding
