"""Render a search result page with its pager."""
from pager import page_links

SITE = "https://docs.example.org"


def pager_html(count, page, path, lang):
    base = SITE + path
    links = page_links(count, 10, base, page, {"lang": lang})
    parts = []
    for label, url in links:
        parts.append('<a href="%s">%s</a>' % (url, label))
    return "<nav>" + " ".join(parts) + "</nav>"


def results_page(hits, page, lang="en"):
    shown = hits[(page - 1) * 10:page * 10]
    body = "\n".join("<li>%s</li>" % h for h in shown)
    nav = pager_html(len(hits), page, "/search", lang)
    return "<ul>\n" + body + "\n</ul>\n" + nav


if __name__ == "__main__":
    print(results_page(["hit %d" % i for i in range(45)], 3))
