"""URL routing: match a request path against registered routes."""


class Route:
    def __init__(self, pattern, handler, methods=("GET",)):
        self.parts = pattern.strip("/").split("/")
        self.handler = handler
        self.methods = methods

    def bind(self, parts):
        if len(parts) != len(self.parts):
            return None
        params = {}
        for want, got in zip(self.parts, parts):
            if want.startswith("{"):
                params[want[1:-1]] = got
            elif want != got:
                return None
        return params


def resolve(routes, method, path, fallback):
    if not path.startswith("/"):
        return fallback, {}
    parts = path.strip("/").split("/")
    allowed = []
    for route in routes:
        params = route.bind(parts)
        if params is None:
            continue
        allowed.extend(route.methods)
        if method in route.methods:
            handler = route.handler
            break
    else:
        handler = fallback
        params = {"allowed": ",".join(allowed)}
    return handler, params
