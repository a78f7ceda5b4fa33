"""Parse mime.types-style tables, in the shape of mimetypes.MimeTypes.readfp."""

COMMENT = "#"


def strip_comment(line):
    return line.split(COMMENT, 1)[0]


def read_table(lines, options):
    strict = options.get("strict", True)
    types_map = {}
    order = []
    for line in lines:
        words = strip_comment(line).split()
        if not words:
            continue
        mime = words[0].lower()
        for ext in words[1:]:
            if strict and not ext.isalnum():
                print("skipping", ext, "for", mime)
                continue
            suffix = "." + ext
            if suffix not in types_map:
                types_map[suffix] = []
            types_map[suffix].append(mime)
        order.append(mime)
    return types_map, order
