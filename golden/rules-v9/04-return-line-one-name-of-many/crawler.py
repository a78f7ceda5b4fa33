"""Link extraction for the site crawler."""
from urlutil import urljoin

SKIP_SCHEMES = ("mailto:", "javascript:")


def absolute_links(page_url, hrefs):
    links = []
    for href in hrefs:
        if href.startswith(SKIP_SCHEMES):
            continue
        links.append(urljoin(page_url, href))
    return links
