"""Output writers of the export command."""


class Writer:
    def __init__(self, columns):
        self.columns = list(columns)

    def header(self):
        return ",".join(self.columns)

    def render(self, row):
        return ",".join(str(row[c]) for c in self.columns)


class JsonWriter(Writer):
    def render(self, row):
        pairs = ['"%s": %r' % (c, row[c]) for c in self.columns]
        return "{%s}" % ", ".join(pairs)


class XmlWriter(Writer):
    def render(self, row):
        return "".join("<%s>%s</%s>" % (c, row[c], c) for c in self.columns)
