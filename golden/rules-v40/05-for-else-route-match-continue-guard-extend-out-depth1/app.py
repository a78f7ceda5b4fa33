"""A small web app wired through the router."""
from routing import Route, resolve


def show_user(params):
    return f"user {params['id']}"


def health(params):
    return "ok"


def not_found(params):
    allowed = params.get("allowed") or "nothing"
    return f"404 (try {allowed})"


def dispatch(routes, method, path):
    handler, params = resolve(routes, method, path, not_found)
    return handler(params)


def make_routes():
    return [Route("/users/{id}", show_user), Route("/health", health, methods=("GET", "HEAD"))]


if __name__ == "__main__":
    routes = make_routes()
    for method, path in (("GET", "/users/42"), ("HEAD", "/health"), ("POST", "/health"), ("GET", "nope")):
        print(method, path, "->", dispatch(routes, method, path))
