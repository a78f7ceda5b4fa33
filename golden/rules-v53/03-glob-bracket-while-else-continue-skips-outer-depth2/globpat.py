"""Translate a shell pattern into a regular expression (after fnmatch.translate)."""
import re


def translate(pat):
    out = []
    i = 0
    n = len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            out.append(".*")
        elif c == "?":
            out.append(".")
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n:
                if pat[j] == "]":
                    break
                j += 1
            else:
                out.append("\\[")
                continue
            body = pat[i:j].replace("\\", "\\\\")
            i = j + 1
            if body.startswith("!"):
                body = "^" + body[1:]
            out.append("[" + body + "]")
        else:
            out.append(re.escape(c))
    return "(?s:" + "".join(out) + r")\Z"
