"""Strip comments from INI lines (after configparser.RawConfigParser._read)."""


def strip_comments(lines, inline_prefixes, full_prefixes):
    values = []
    for lineno, line in enumerate(lines, 1):
        cut = len(line)
        pending = {prefix: -1 for prefix in inline_prefixes}
        while cut == len(line) and pending:
            found = {}
            for prefix, index in pending.items():
                index = line.find(prefix, index + 1)
                if index == -1:
                    continue
                found[prefix] = index
                if index == 0 or (index > 0 and line[index - 1].isspace()):
                    cut = min(cut, index)
            pending = found
        for prefix in full_prefixes:
            if line.strip().startswith(prefix):
                cut = 0
                break
        value = line[:cut].strip()
        if value:
            values.append((lineno, value))
    return values
