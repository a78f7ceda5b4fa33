"""Turn file: URLs into Windows paths, collecting the bad ones."""
from nturl import url2pathname


def to_local(url):
    if url.startswith("file:"):
        url = url[5:]
    path = url2pathname(url)
    return path


def open_all(urls):
    found = []
    for u in urls:
        try:
            found.append(to_local(u))
        except OSError as exc:
            found.append("bad: %s" % exc)
    return found


URLS = ["file:///C:/foo/bar/spam.foo", "////host/share/x%20y", "file:///C:/a/b:c"]
for line in open_all(URLS):
    print(line)
