"""Cache keys for the activity feed."""
from keys import cache_key, page_key


def feed_key(uid, request, compact):
    page = int(request.get("page", "1"))
    per_page = 50 if compact else 20
    lang = request.get("lang") or "en"
    verbose = request.get("debug") == "1"
    title = f"Feed for {uid}, page {page}"
    key = page_key(uid, "feed", page, per_page, debug=verbose, lang=lang)
    print(title, key)
    return key


def avatar_key(uid, size):
    return cache_key("avatar", uid, size, sep="/")


def warm(users, request, *, compact=False):
    keys = []
    for uid in users:
        keys.append(feed_key(uid, request, compact))
        keys.append(avatar_key(uid, 64))
    return keys


if __name__ == "__main__":
    print(warm(["Ada", "bob"], {"page": "2", "lang": "de"}))
    print(warm(["Cy Young"], {"debug": "1"}, compact=True))
