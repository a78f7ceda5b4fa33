"""Print the first match of a word in a text with a few lines of context around it."""
from viewer import context_window, locate


def show(text, needle, context, compact):
    lines = text.splitlines()
    radius = context // 2 if compact else context
    hit = locate(text, needle)
    if hit < 0:
        print("no match for", needle)
        return []
    shown = context_window(lines, hit, radius, limit=3 if compact else None)
    for row in shown:
        print(row)
    return shown


if __name__ == "__main__":
    sample = "\n".join("line %d%s" % (n, " ERROR" if n == 9 else "") for n in range(1, 15))
    show(sample, "ERROR", 3, False)
    show(sample, "ERROR", 4, True)
    show(sample, "FATAL", 2, False)
