from slugs import DEFAULT_SLUG, pretty, slugify

SAMPLE = """Hello World: First Post! | 12 Main St.
Admin | 4 Mill Rd.
 | 9 Park Ave."""


def load_posts(text):
    posts = []
    for row in text.splitlines():
        title, _, venue = row.partition("|")
        posts.append({"title": title, "venue": venue})
    return posts


def publish(post):
    post.setdefault("tags", [])
    post["title"] = post["title"].strip()
    where = pretty(post["venue"])
    slug = slugify(post["title"])
    if slug == DEFAULT_SLUG:
        print("warning: post without a title")
    return f"/{slug}  ({where})"


def main():
    posts = load_posts(SAMPLE)
    for post in posts:
        print(publish(post))
    print(f"{len(posts)} posts")


if __name__ == "__main__":
    main()
