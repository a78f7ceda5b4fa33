"""The dashboard application and its admin sub-application."""
from webkit.routing import Router


def make_app(handlers, mount="/api", strict=False):
    routes = []
    for h in handlers:
        routes.append(("GET", "/" + h.__name__.replace("_", "-"), h))
    banner = "mounting %d handlers at %s" % (len(routes), mount)
    router = Router(routes, prefix=mount, strict=strict)
    print(banner)
    return router


def make_admin(handlers):
    routes = [("POST", "/" + h.__name__, h) for h in handlers]
    if not routes:
        return None
    return Router(routes, prefix="/admin/")
