"""Quote words for a POSIX shell (after shlex.quote)."""

SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./-_")


def quote(word, safe=SAFE):
    if not word:
        return "''"
    if all(ch in safe for ch in word):
        return word
    escaped = word.replace("'", "'\"'\"'")
    return "'" + escaped + "'"


def quote_all(args, safe=SAFE):
    quoted = []
    changed = 0
    for arg in args:
        text = quote(arg, safe)
        if text != arg:
            changed += 1
        quoted.append(text)
    return quoted, changed
