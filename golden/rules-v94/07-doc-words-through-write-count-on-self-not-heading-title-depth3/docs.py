"""A plain-text document that keeps a running word count."""


class Doc:
    def __init__(self, title, width=40):
        self.title = title
        self.width = width
        self.lines = []
        self.words = 0

    def count(self, text):
        self.words += len(text.split())

    def write(self, text):
        self.lines.append(text)
        self.count(text)

    def heading(self, text):
        self.lines.append(text.upper())
        self.lines.append("-" * min(len(text), self.width))


def fill(doc, paragraphs):
    for para in paragraphs:
        if not para.strip():
            continue
        doc.write(para.strip())


def sign(doc, author, date):
    doc.heading("signed")
    doc.write(author)
    doc.lines.append(date)
