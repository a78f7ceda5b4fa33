"""Dispatching requests of the shop's HTTP API."""
from routes import make_router


def serve(path, debug=False):
    router = make_router()
    router.add("/users", "users.list")
    count = router.add("/orders/", "orders.list")
    if debug:
        print(router.describe(), count)
    name = router.resolve(path)
    if name is None:
        return "404 " + path
    return "200 " + name


def handle(environ):
    path = environ.get("PATH_INFO", "/")
    verbose = environ.get("DEBUG") == "1"
    return serve(path, debug=verbose)


if __name__ == "__main__":
    print(handle({"PATH_INFO": "/api/orders", "DEBUG": "1"}))
    print(handle({"PATH_INFO": "/api/carts"}))
