"""Build the index page of a blog from its source files."""
import pages


def load(files):
    entries = []
    for name in sorted(files):
        source = files[name]
        meta = {"file": name}
        body = pages.read_front_matter(source, meta)
        info = pages.page_info(meta, "blog")
        info["words"] = len(body.split())
        entries.append(info)
    return entries


def index_html(entries):
    items = []
    for entry in entries:
        items.append('<li><a href="%s">%s</a></li>' % (entry["url"], entry["title"]))
    return "<ul>\n" + "\n".join(items) + "\n</ul>"


def main(files):
    entries = load(files)
    print(len(entries), "pages")
    return index_html(entries)


FILES = {"a.md": "---\ntitle: Hello, World!\n---\nfirst post", "b.md": "---\ntitle: Notes\nslug: misc\n---\nsome notes here"}

if __name__ == "__main__":
    print(main(FILES))
