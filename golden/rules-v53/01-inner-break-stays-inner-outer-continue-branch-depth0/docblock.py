"""Report the layout of a docstring (after inspect.cleandoc)."""
from indent import scan_indents


def layout(doc, tabsize=8):
    lines = doc.split("\n")
    title = ""
    if lines and lines[0][:1] not in (" ", "\t"):
        title = lines.pop(0).strip()
    margin, longest, blank = scan_indents(lines, tabsize)
    if margin is None:
        margin = 0
    body = [line.expandtabs(tabsize)[margin:] for line in lines]
    return {"title": title, "width": longest - margin, "blank": blank, "body": body}


def show(doc):
    info = layout(doc)
    print(info["title"], "| widest", info["width"], "| blank", info["blank"])
    for text in info["body"]:
        print(repr(text))


if __name__ == "__main__":
    show("Summary line.\n    First paragraph,\n\twith a tab.\n\n      indented more\n")
