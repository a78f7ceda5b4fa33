"""Build the catalogue page of a shop."""
from labels import apply_all, numbered_label, price_label


def page(items, featured):
    position = items.index(featured)
    banner = price_label(featured, position)
    listing = apply_all(items, price_label)
    contents = apply_all(items, numbered_label)
    print(f"featured: number {position + 1} of {len(contents)}")
    lines = [banner, ""] + listing
    return "\n".join(lines)


def render_shop(shop):
    items = shop["items"]
    featured = items[shop["featured"]]
    title = shop["name"].upper()
    underline = "=" * len(title)
    return title + "\n" + underline + "\n" + page(items, featured)
