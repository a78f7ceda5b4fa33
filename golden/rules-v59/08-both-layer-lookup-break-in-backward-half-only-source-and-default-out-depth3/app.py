"""Paged listings whose page size comes from layered settings."""
from layered import resolve, stack


def setting(env, user, name):
    layers = stack(env, user)
    return resolve(layers, name)


def page_size(env, user):
    raw = setting(env, user, "page_size")
    size = int(raw)
    return max(1, min(size, 100))


def render(env, user, rows):
    size = page_size(env, user)
    theme = env.get("theme", "light")
    pages = []
    for start in range(0, len(rows), size):
        pages.append(rows[start:start + size])
    print("theme", theme, "pages", len(pages))
    return pages


ENV = {"theme": "dark"}
USER = {"page_size": "3"}

if __name__ == "__main__":
    print(render(ENV, USER, list(range(7))))
