"""Dispatch a batch of requests and count the views they reach."""
from routes import resolve

ANONYMOUS = {"name": "guest", "staff": False}


def dispatch(requests, user=ANONYMOUS):
    hits = {}
    denied = 0
    for method, path in requests:
        try:
            view, kwargs, cacheable = resolve(method.upper(), path, user)
        except PermissionError:
            denied += 1
        else:
            hits[view] = hits.get(view, 0) + 1
            print(method, path, "->", view, kwargs, "cached" if cacheable else "")
    return hits, denied


if __name__ == "__main__":
    batch = [("get", "/"), ("get", "/users/7"), ("head", "/users/7/posts/2"), ("get", "/admin/logs")]
    batch += [("get", "/static/site.css"), ("get", "/v2/items/9"), ("get", "/feeds/all.json"), ("get", "/a/b/c/d")]
    print(dispatch(batch))
