"""Links to the pages of a site, built from their parts."""
from urlquote import quote, quote_path, quote_query

FRAGMENT_SAFE = "!$'()*+,;="


def build_link(host, path, query, fragment):
    base = "https://" + host
    where = quote_path(path)
    params = quote_query(query)
    location = base + where
    return location + "?" + params + "#" + fragment


def page_link(site, slug, lang):
    path = "/" + lang + "/" + slug
    anchor = quote("top (1)", FRAGMENT_SAFE)
    return build_link(site, path, "ref=nav&", anchor)


def sitemap(site, pages):
    links = []
    for slug in pages:
        links.append(page_link(site, slug, "en"))
    return links


if __name__ == "__main__":
    print("\n".join(sitemap("example.org", ["getting started", "faq/a&b"])))
