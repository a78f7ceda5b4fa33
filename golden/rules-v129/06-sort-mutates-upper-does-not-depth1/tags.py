"""Build the tag line under a blog post."""


def tag_line(tags, prefix, limit):
    names = [t.strip() for t in tags]
    label = prefix.rstrip(":")
    label.upper()
    names.sort()
    first = names[0]
    first.capitalize()
    shown = ", ".join(names[:limit])
    hidden = len(names) - limit
    if hidden > 0:
        shown += " +%d more" % hidden
    shown.title()
    return "%s: %s" % (label, shown)


def word_count(body):
    total = 0
    for para in body.split("\n"):
        total += len(para.split())
    return total
