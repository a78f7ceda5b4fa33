"""Development server start-up."""
from ports import find_free_port


def bind(config, probe):
    base = config.get("port", 8000)
    span = config.get("span", 50)
    reserved = set(config.get("reserved", ()))
    port = find_free_port(base, base + span, probe, reserved=reserved)
    if port is None:
        raise SystemExit("no port available")
    return port


def url_for(port, host="localhost", secure=False):
    scheme = "https" if secure else "http"
    return "%s://%s:%d/" % (scheme, host, port)
