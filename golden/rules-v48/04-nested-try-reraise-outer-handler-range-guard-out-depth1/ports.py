"""Read TCP ports from a settings mapping, with a fallback and a strict mode."""


def read_port(settings, name, strict=False, fallback=8080):
    text = settings.get(name, "").strip()
    port = 0
    try:
        try:
            if not text.isdigit():
                raise ValueError("%s is not a number: %r" % (name, text))
            port = int(text)
            if not 0 < port < 65536:
                raise ValueError("%s out of range: %d" % (name, port))
        except ValueError:
            if strict:
                raise
            port = fallback
        origin = "settings"
    except ValueError:
        origin = "error"
        port = None
    print(name, "from", origin)
    return port
