"""Builds the breadcrumb map of a documentation site."""
from crumbs import Trail


def build(pages, home):
    root = Trail([home])
    by_section = {}
    links = []
    deepest = 0
    for page in pages:
        section = page["section"]
        if section not in by_section:
            by_section[section] = []
            links.append(root.append(section))
        trail = root.append(section).append(page["title"])
        deepest = max(deepest, trail.depth())
        by_section[section].append(trail.render(" / "))
    footer = root.render(" > ")
    print(footer, len(links), "sections, depth", deepest)
    return by_section


def site(pages, home):
    ordered = sorted(pages, key=lambda p: p["section"])
    sections = build(ordered, home.strip().lower())
    names = list(sections.keys())
    return [crumb for name in names for crumb in sections[name]]


PAGES = [{"section": "Guide", "title": "Getting Started"}, {"section": "API", "title": "Client"}, {"section": "Guide", "title": "Deploy"}]


if __name__ == "__main__":
    print(site(PAGES, " Docs "))
