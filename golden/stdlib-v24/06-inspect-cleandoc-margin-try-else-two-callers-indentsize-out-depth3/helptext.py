"""Print one-line summaries of help texts and how deep their bodies are indented."""
from docclean import cleandoc, indentsize


def raw_doc(entry):
    doc = entry.get("doc")
    if doc is None:
        doc = entry.get("fallback", "")
    return doc


def summary(entry):
    if entry.get("hidden"):
        return None
    text = cleandoc(raw_doc(entry))
    return text.partition("\n")[0]


def body_indent(text):
    lines = text.split("\n")
    deepest = max(indentsize(line) for line in lines[1:])
    return deepest, cleandoc(text)


def catalogue(entries):
    rows = []
    for name in sorted(entries):
        line = summary(entries[name])
        if line is not None:
            rows.append(f"{name}: {line}")
    return rows


def main():
    entries = {
        "fetch": {"doc": "Fetch a page.\n\n    Retries twice.\n    "},
        "parse": {"fallback": "\tParse a page.\n\t  Keeps tabs."},
        "debug": {"doc": "Internal.", "hidden": True},
    }
    for row in catalogue(entries):
        print(row)


SAMPLE = "Render a page.\n      Indented body.\n    Less indented."
main()
print(body_indent(SAMPLE))
