"""Shell pattern translation in the shape of fnmatch.translate."""
import re


def translate(pat):
    res = []
    i = 0
    n = len(pat)
    while i < n:
        c = pat[i]
        i = i + 1
        if c == "*":
            if not res or res[-1] != ".*":
                res.append(".*")
        elif c == "?":
            res.append(".")
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j = j + 1
            while j < n and pat[j] != "]":
                j = j + 1
            if j >= n:
                res.append("\\[")
            else:
                stuff = pat[i:j].replace("\\", "\\\\")
                if stuff.startswith("!"):
                    stuff = "^" + stuff[1:]
                res.append("[" + stuff + "]")
                i = j + 1
        else:
            res.append(re.escape(c))
    return "(?s:" + "".join(res) + r")\Z"


def compile_pattern(pat, ignore_case=False):
    if ignore_case:
        pat = pat.lower()
    flags = re.IGNORECASE if ignore_case else 0
    return re.compile(translate(pat), flags)
