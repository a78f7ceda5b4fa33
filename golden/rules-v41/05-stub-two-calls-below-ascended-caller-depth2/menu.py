"""Navigation menus for a static site generator."""
from urls import build_path

PAGES = [("about", "About us"), ("Contact Form", "Contact")]
PREFIX = "/docs/"
MODE = "strict"


def link(path, title):
    html = '<a href="%s">%s</a>' % (path, title)
    return html


def home_link():
    return link("/", "Home")


def nav(pages, prefix, mode):
    strict = mode == "strict"
    items = [home_link()]
    for slug, title in pages:
        path = build_path(prefix, slug, strict)
        items.append(link(path, title))
    return "<nav>" + " ".join(items) + "</nav>"


if __name__ == "__main__":
    print(nav(PAGES, PREFIX, MODE))
