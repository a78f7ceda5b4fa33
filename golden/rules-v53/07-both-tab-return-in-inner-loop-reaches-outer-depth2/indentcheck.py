"""Find the first badly indented line of source text (after tabnanny.check)."""


def first_bad_line(lines, tabsize, allow_tabs):
    if isinstance(lines, str):
        lines = lines.splitlines()
    levels = [0]
    for lineno, line in enumerate(lines, 1):
        stripped = line.lstrip(" \t")
        if not stripped or stripped.startswith("#"):
            continue
        width = 0
        for ch in line:
            if ch == " ":
                width += 1
            elif ch != "\t":
                break
            elif not allow_tabs:
                return lineno
            else:
                width = (width // tabsize + 1) * tabsize
        if width > levels[-1]:
            levels.append(width)
        while width < levels[-1]:
            levels.pop()
        if width != levels[-1]:
            return lineno
    return 0
