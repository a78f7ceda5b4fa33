"""Request middleware for the admin console."""

SESSIONS = {"k1": "alice", "k2": "bob"}
ADMINS = {"alice"}


def strip_slash(request):
    path = request["path"]
    if path != "/" and path.endswith("/"):
        request["path"] = path[:-1]
    return request


def authenticate(request):
    user = SESSIONS.get(request.get("cookie"), "")
    request["user"] = user
    if not user:
        request["halt"] = True
        request["status"] = 401
    return request


def require_admin(request):
    if request["user"] not in ADMINS:
        request["halt"] = True
        request["status"] = 403
    return request


def add_cors(request):
    request["cors"] = "*"
    return request
