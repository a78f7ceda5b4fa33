"""Parse service endpoints written as host:port in a settings file."""


def parse_endpoint(text, default_port, tls_ports=(443, 8443)):
    label = text.strip() or "<empty>"
    host, sep, raw = text.partition(":")
    secure = False
    problems = []
    if not sep:
        raw = str(default_port)
    try:
        port = int(raw)
    except ValueError:
        port = default_port
        problems.append("bad port %r, using %d" % (raw, port))
    else:
        secure = port in tls_ports
        if not 0 < port < 65536:
            raise ValueError("%s: port %d out of range" % (label, port))
    finally:
        host = host.strip().lower() or "localhost"
    scheme = "https" if secure else "http"
    url = "%s://%s:%d" % (scheme, host, port)
    return url, problems
