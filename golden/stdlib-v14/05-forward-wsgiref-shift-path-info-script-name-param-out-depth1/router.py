"""Dispatch a WSGI request on the first segment of its path."""
from wsgipath import shift_path_info

TABLE = {"": "index", "docs": "docs_app", "api": "api_app"}


def route(environ, table):
    name = shift_path_info(environ)
    if name is None:
        return table.get("", "index")
    handler = table.get(name, "missing")
    base = environ["SCRIPT_NAME"]
    rest = environ["PATH_INFO"]
    return "%s -> %s (%s | %s)" % (name, handler, base, rest)


def serve(path):
    environ = {"SCRIPT_NAME": "/site", "PATH_INFO": path}
    reply = route(environ, TABLE)
    return reply


for path in ("/docs/./intro//ch1", "/api/", "", "/."):
    print(serve(path))
