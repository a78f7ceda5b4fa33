"""Build the link list of a blog index page."""
from slugs import slugify

POSTS = [{"title": "  How Do Slugs Work?  "}, {"title": "Draft: Bytes", "draft": True}, {"title": "Bytes, Strings: and Text, Explained for Everyone"}]


def index_links(posts, base):
    links = []
    for post in posts:
        if post.get("draft"):
            continue
        title = post["title"]
        path = base + slugify(title, limit=30) + "/"
        links.append(path)
    return links


if __name__ == "__main__":
    print(index_links(POSTS, "/blog/"))
