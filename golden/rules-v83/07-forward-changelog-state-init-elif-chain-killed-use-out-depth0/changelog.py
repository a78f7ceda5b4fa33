"""Read a Markdown CHANGELOG into its title and the entries of each release."""


def parse_changelog(text):
    releases = {}
    order = []
    preamble = []
    version = None
    for raw in text.splitlines():
        line = raw.rstrip()
        if line.startswith("## "):
            version = line[3:].strip().lstrip("v")
            order.append(version)
        elif version is None:
            preamble.append(line.lstrip("# "))
        elif line.startswith("- "):
            releases.setdefault(version, []).append(line[2:].strip())
        elif line and version in releases:
            releases[version][-1] += " " + line.strip()
    title = preamble[0] if preamble else ""
    latest = order[0] if order else ""
    return {"title": title, "latest": latest, "releases": releases}
