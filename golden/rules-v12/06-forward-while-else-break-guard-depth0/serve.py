"""Development server entry point."""
from ports import first_free

RESERVED = (8000, 8080)


def serve(host):
    port = first_free(host, 50, RESERVED)
    return "http://%s:%d/" % (host, port)
