"""Build a menu header through a chain of translation catalogs."""
from translations import NullTranslations


def with_fallback(primary, extra):
    if extra is not None:
        primary.add_fallback(extra)
    return primary


def menu_header(count):
    spare = NullTranslations()
    catalog = with_fallback(NullTranslations(), spare)
    title = catalog.gettext("Menu")
    plain = NullTranslations().gettext("Menu")
    items = catalog.ngettext("%d item", "%d items", count) % count
    width = max(len(plain), count)
    return title.center(width + 4) + "(" + items + ")"


if __name__ == "__main__":
    header = menu_header(3)
    print(header)
    print(header.strip().upper())
