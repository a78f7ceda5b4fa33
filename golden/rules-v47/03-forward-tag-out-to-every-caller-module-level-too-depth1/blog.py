"""Posts counted and looked up by tag."""
from tags import normalize, is_valid, slug


def tag_counts(posts):
    counts = {}
    for post in posts:
        for raw in post["tags"]:
            tag = normalize(raw)
            if is_valid(tag):
                counts[tag] = counts.get(tag, 0) + 1
    return counts


def find_posts(posts, wanted):
    key = normalize(wanted, lower=False)
    found = []
    for post in posts:
        if wanted in post["tags"] or key in post["tags"]:
            found.append(slug(post["title"]))
    return found


if __name__ == "__main__":
    first = {"title": "First post", "tags": ["Python", " news ", "#"]}
    second = {"title": "Second, better", "tags": ["python!", "Release-Notes"]}
    posts = [first, second]
    print(sorted(tag_counts(posts).items()))
    print(find_posts(posts, "Release-Notes"))
