"""Listener configuration for the reverse proxy."""

DEFAULT_PORT = 8080
PRIVILEGED = 1024


def parse_port(text, allow_privileged=False):
    text = text.strip()
    if not text.isdigit():
        raise ValueError("port must be numeric: %r" % text)
    port = int(text)
    if port < PRIVILEGED and not allow_privileged:
        raise ValueError("privileged port %d needs root" % port)
    if port > 65535:
        raise ValueError("port out of range: %d" % port)
    return port


def listener(settings, warnings):
    host = settings.get("host", "0.0.0.0")
    raw = settings.get("port", "")
    try:
        port = parse_port(raw, allow_privileged=settings.get("root", False))
    except ValueError as err:
        warnings.append("%s; using %d" % (err, DEFAULT_PORT))
        port = DEFAULT_PORT
    else:
        warnings.append("port %d accepted" % port)
    finally:
        settings.setdefault("checked", True)
    address = "%s:%d" % (host, port)
    return address
