"""Map request targets onto CGI scripts, the way CGIHTTPRequestHandler does."""
from urlpath import _url_collapse_path

CGI_DIRS = ("/cgi-bin", "/htbin")


def split_script(target, base):
    raw = target.strip()
    if not raw.startswith("/"):
        raw = base + raw
    collapsed = _url_collapse_path(raw)
    dir_sep = collapsed.find("/", 1)
    head, tail = collapsed[:dir_sep], collapsed[dir_sep + 1:]
    if head not in CGI_DIRS:
        return None
    return head, tail


def route_all(targets):
    routes = []
    for target in targets:
        found = split_script(target, "/cgi-bin/")
        routes.append(found)
    return routes


if __name__ == "__main__":
    print(route_all(["/cgi-bin/../htbin/./run.py?x=1", "env.py", "/static/a/../b.css"]))
