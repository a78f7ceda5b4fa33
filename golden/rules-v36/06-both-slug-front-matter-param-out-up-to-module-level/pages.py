"""Page metadata for a small static-site generator: front matter, slugs and URLs."""
import re


def read_front_matter(text, meta):
    lines = text.splitlines()
    if not lines or lines[0] != "---":
        return text
    end = lines.index("---", 1)
    for line in lines[1:end]:
        key, _, value = line.partition(":")
        meta[key.strip().lower()] = value.strip()
    return "\n".join(lines[end + 1:])


def slugify(title):
    words = re.findall(r"[a-z0-9]+", title.lower())
    return "-".join(words)


def page_info(meta, section):
    title = meta.get("title", "untitled")
    slug = slugify(title)
    if "slug" in meta:
        slug = meta["slug"]
    url = "/%s/%s/" % (section, slug)
    return {"title": title, "url": url}
