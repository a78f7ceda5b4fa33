class TextWriter:
    def __init__(self, indent="  "):
        self.indent = indent
        self.parts = []

    def line(self, text, level=0):
        self.parts.append(self.indent * level + text + "\n")

    def heading(self, title):
        self.line(title)
        self.line("=" * len(title))

    def item(self, text):
        self.parts.append(self.indent + "- " + text + "\n")

    def width(self):
        return max(len(part) for part in self.parts)

    def getvalue(self):
        return "".join(self.parts)
