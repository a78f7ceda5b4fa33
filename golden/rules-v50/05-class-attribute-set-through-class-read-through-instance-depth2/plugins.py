"""Output writers kept in a table on the class, shared by every instance."""


class Registry:
    items = {}
    prefix = "out."

    def register(self, name, handler):
        Registry.items[Registry.prefix + name.lower()] = handler
        return handler

    def lookup(self, name):
        key = self.prefix + _clean(name)
        return self.items.get(key)

    def names(self):
        return sorted(self.items)


def _clean(name):
    return _strip_dots(name).lower()


def _strip_dots(text):
    return text.strip().strip(".")


def reset():
    Registry.items = {}
    return Registry.items


def to_csv(rows):
    return "\n".join(",".join(map(str, r)) for r in rows)


def to_tsv(rows):
    return "\n".join("\t".join(map(str, r)) for r in rows)


def install():
    builtin = Registry()
    builtin.register("csv", to_csv)
    builtin.register("tsv", to_tsv)
    return builtin
