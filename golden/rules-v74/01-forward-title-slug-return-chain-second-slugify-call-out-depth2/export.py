"""Name exported documents after their titles."""
import naming


def export_name(doc, ext):
    title = doc.get("title") or "untitled"
    stem = naming.slugify(title, 40)
    kind = naming.slugify(doc.get("kind", "doc"), 12)
    print("exporting", kind, "document")
    return stem + "." + ext


def export_all(docs, ext):
    names = []
    for doc in docs:
        names.append(export_name(doc, ext))
    return names


def manifest(docs):
    names = export_all(docs, "txt")
    header = naming.slugify("Export manifest", 20)
    return header + "\n" + "\n".join(names)


if __name__ == "__main__":
    DOCS = [{"title": "Q3 Sales & Marketing: Review!", "kind": "Report"}, {"kind": "memo"}]
    print(manifest(DOCS))
