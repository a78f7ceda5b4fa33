"""Turn user-supplied file names into glob patterns for a backup job."""
from globtools import escape, has_magic


def patterns(names, suffix):
    out = []
    for name in names:
        if has_magic(name):
            literal = escape(name)
            out.append(literal + suffix)
        else:
            out.append(name + suffix)
    return out


if __name__ == "__main__":
    for pattern in patterns(["notes[1].txt", "report.pdf", "what?.md"], ".bak"):
        print(pattern)
