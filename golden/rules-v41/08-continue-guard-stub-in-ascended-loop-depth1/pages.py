"""Serving a batch of page requests under a quota."""
from quota import over_quota, remaining


def render_page(path, theme):
    title = path.strip("/").replace("-", " ").title() or "Home"
    return "<h1 class=%s>%s</h1>" % (theme, title)


def serve_batch(client, plan, paths, theme):
    used = 0
    pages = []
    denied = 0
    for path in paths:
        context = "%s (%s) %s" % (client, plan, path)
        if over_quota(used, plan, context):
            denied += 1
            continue
        used += 1
        pages.append(render_page(path, theme))
    print(remaining(used, plan), "left;", denied, "denied")
    return pages


if __name__ == "__main__":
    for page in serve_batch("ann", "free", ["/", "/about-us", "/blog"], "light"):
        print(page)
    print(serve_batch("bob", "pro", ["/pricing"], "dark"))
