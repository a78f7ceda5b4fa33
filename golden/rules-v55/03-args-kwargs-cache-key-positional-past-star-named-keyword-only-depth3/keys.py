"""Cache keys for rendered pages."""
API_VERSION = 3


def clean(part):
    text = str(part).strip().lower()
    return text.replace(" ", "-")


def cache_key(prefix, *parts, sep=":", **options):
    pieces = [prefix]
    for part in parts:
        piece = clean(part)
        pieces.append(piece)
    key = sep.join(pieces)
    if options:
        flags = ",".join(f"{name}={options[name]}" for name in sorted(options))
        key = f"{key}?{flags}"
    return key


def page_key(user, *args, version=API_VERSION, debug=False, **kwargs):
    prefix = f"v{version}/{user}"
    if debug:
        print("page_key", prefix, args, kwargs)
    return cache_key(prefix, *args, **kwargs)
