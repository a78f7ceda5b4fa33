"""Request handling of the static file server."""
from paths import locate


def load_mounts(spec):
    pairs = [item.split("=", 1) for item in spec.split(",") if "=" in item]
    return {prefix.strip("/"): folder for prefix, folder in pairs}


def serve(request, mounts, debug):
    path = request["path"]
    method = request.get("method", "GET")
    strict = debug or method != "GET"
    target = locate(path, mounts, strict)
    status = 200 if method in ("GET", "HEAD") else 405
    return status, target


def handle(requests, spec, debug=False):
    mounts = load_mounts(spec)
    log = []
    for request in requests:
        status, target = serve(request, mounts, debug)
        log.append(f"{status} {request['path']} -> {target}")
    return log


MOUNTS = "=/srv/www,static=/srv/assets,docs=/srv/docs"
REQUESTS = [{"path": "/static/css/site.css"}, {"path": "/docs/guide/"}, {"path": "/about/../team?x=1", "method": "POST"}, {"path": "/"}]


if __name__ == "__main__":
    for line in handle(REQUESTS, MOUNTS, debug=True):
        print(line)
