"""A tag index over blog posts: one small object per tag, kept in a dict by its folded name."""


class Tag:
    def __init__(self, name):
        self.name = name
        self.count = 0
        self.posts = []


def build_index(posts, stop):
    index = {}
    order = []
    dropped = 0
    for post in posts:
        for name in post["tags"]:
            key = name.strip().lower()
            if key in stop:
                dropped += 1
                continue
            if key not in index:
                index[key] = Tag(name.strip())
                order.append(key)
            index[key].count += 1
            index[key].posts.append(post["id"])
    print("dropped", dropped, "stop-listed tags")
    lines = []
    for key in order:
        tag = index[key]
        lines.append("%s x%d %s" % (tag.name, tag.count, tag.posts))
    return lines
