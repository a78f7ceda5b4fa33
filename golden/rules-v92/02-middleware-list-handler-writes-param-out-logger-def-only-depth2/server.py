"""Run each request through its middleware chain."""
from middleware import add_request_id, add_user, audit, log_request

MIDDLEWARE = [add_request_id, add_user, log_request]
ADMIN_MIDDLEWARE = [add_request_id, audit]


def build_context(method, path, headers, seq):
    ctx = {"method": method, "path": path, "headers": headers, "seq": seq}
    for step in MIDDLEWARE:
        step(ctx)
    return ctx


def admin_context(path, seq):
    ctx = {"method": "GET", "path": path, "headers": {}, "seq": seq}
    for step in ADMIN_MIDDLEWARE:
        step(ctx)
    return ctx


def serve(requests):
    responses = []
    seq = 0
    for method, path, headers in requests:
        seq += 1
        ctx = build_context(method, path, headers, seq)
        responses.append("%s %s" % (ctx["request_id"], ctx["user"]))
    return responses


REQUESTS = [
    ("GET", "/orders", {"Authorization": "Bearer ann.x1"}),
    ("POST", "/cart", {}),
]

if __name__ == "__main__":
    print(serve(REQUESTS))
    print(admin_context("/users", 99))
