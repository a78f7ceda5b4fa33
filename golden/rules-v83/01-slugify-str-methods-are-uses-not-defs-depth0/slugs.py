"""Turn article titles into URL slugs."""


def slugify(title, sep="-", limit=24):
    topic = title.partition(":")[0]
    text = title.strip()
    heading = text.title()
    words = text.lower().split()
    if text.endswith("?"):
        words.append("faq")
    kept = [w.strip(".,:;!?") for w in words]
    slug = sep.join(w for w in kept if w)
    plain = slug.replace(sep, "")
    if len(slug) > limit:
        slug = slug[:limit].rstrip(sep)
    dashes = slug.count(sep)
    print(topic.strip(), "|", heading, "->", slug, len(plain), dashes)
    return slug
