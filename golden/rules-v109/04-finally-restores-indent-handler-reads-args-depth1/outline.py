"""Plain-text outline of a document; unreadable sections become placeholders."""
from summary import preview, summarize, word_count


def render(sections, width):
    out = []
    indent = ""
    skipped = 0
    for section in sections:
        out.append(indent + section["title"])
        try:
            indent += "  "
            out.append(indent + summarize(section, width))
        except ValueError as err:
            skipped += 1
            out.append(indent + "[unreadable: " + err.args[0] + "]")
        finally:
            indent = indent[:-2]
    print(f"{skipped} section(s) skipped")
    return out


def publish(doc):
    lines = render(doc["sections"], doc.get("width", 40))
    banner = preview(doc["sections"][0])
    return banner + "\n" + "\n".join(lines)


if __name__ == "__main__":
    DOC = {
        "width": 24,
        "sections": [
            {"title": "Intro", "entries": ["scope", "audience"]},
            {"title": "Parts"},
            {"title": "Prices", "entries": ["pens 2.50", "ink 4.00", "pads 1.20"]},
        ],
    }
    print(publish(DOC))
    print("entries:", word_count(DOC["sections"]))
