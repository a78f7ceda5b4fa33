"""Map a request path onto a view name and its arguments, in the shape of a URL dispatcher."""


def resolve(method, path, user):
    parts = [p for p in path.split("/") if p]
    view = "not_found"
    kwargs = {}
    cacheable = method == "GET"
    match parts:
        case []:
            return "index", {}, cacheable
        case ["users", uid] if uid.isdigit():
            view = "user_detail"
            kwargs["user_id"] = int(uid)
        case ["users", uid, "posts", *rest] if method in ("GET", "HEAD"):
            view = "user_posts"
            kwargs["page"] = int(rest[0]) if rest else 1
        case ["admin", *_] if not user.get("staff"):
            raise PermissionError("staff only: " + path)
        case ["static", *segments]:
            view = "static"
            kwargs["file"] = "/".join(segments)
        case [version, resource, *rest] if version in ("v1", "v2"):
            view = "api_" + resource
            kwargs["version"] = version
            cacheable = False
        case [*_, last] if last.endswith(".json"):
            kwargs["format"] = "json"
            cacheable = False
    if view == "not_found" and len(parts) > 3:
        view = "too_deep"
    return view, kwargs, cacheable
