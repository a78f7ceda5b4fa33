"""A plain-text feed built from blog entries."""
from textutil import summary_of, title_of

POSTS = [{"title": "Release notes for the spring version", "body": "Many   small fixes and a much faster parser.", "tag": "releases"}, {"title": "Short", "body": "Tiny."}]
TAG_WIDTH = 6


def render_item(entry, width, tag_width):
    heading = title_of(entry)
    tag = entry.get("tag", "misc")[:tag_width]
    blurb = summary_of(entry, width - 4)
    return "%s [%s]\n    %s" % (heading, tag, blurb)


def render_feed(entries, width):
    items = []
    for entry in entries:
        items.append(render_item(entry, width, TAG_WIDTH))
    return "\n".join(items)


if __name__ == "__main__":
    print(render_feed(POSTS, 40))
