"""Tag statistics for the microblog export."""
from tags import distinct, extract


def count_tags(posts, source):
    tags = extract(posts, source)
    tag = tags[0] if tags else "(none)"
    counts = {tag: tags.count(tag) for tag in distinct(tags)}
    print(f"{source}: first tag #{tag}, {len(counts)} distinct")
    return counts


def top_tags(counts, limit):
    pairs = sorted(((n, t) for t, n in counts.items()), reverse=True)
    return [f"#{t} x{n}" for n, t in pairs[:limit]]


def busiest(counts):
    if not counts:
        return None
    return max(counts, key=counts.get)
