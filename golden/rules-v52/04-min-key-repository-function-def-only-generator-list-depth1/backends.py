"""Backend pool of a load balancer."""

WEIGHTS = {"primary": 1.0, "replica": 1.5}


def load_of(backend):
    return backend["active"] * WEIGHTS.get(backend["role"], 2.0)


def healthy(pool, down):
    for backend in pool:
        if backend["name"] in down:
            continue
        if backend["active"] >= backend["limit"]:
            continue
        yield backend


def describe(backend):
    return "%s (%s)" % (backend["name"], backend["role"])


def role_for(request):
    return "replica" if request.get("readonly") else "primary"
