"""Parse key = value settings files, line by line."""


def parse_line(line, lineno):
    key, sep, value = line.partition("=")
    if not sep:
        raise ValueError("line %d: expected key = value" % lineno)
    return key.strip().lower(), value.strip()


def load_file(path, strict):
    entries = {}
    errors = []
    lines_read = 0
    with open(path) as fh:
        for lineno, line in enumerate(fh, 1):
            try:
                if not line.strip() or line.startswith("#"):
                    continue
                if line.lstrip().startswith("["):
                    raise ValueError("line %d: sections are not supported" % lineno)
                key, value = parse_line(line, lineno)
                entries[key] = value
            except ValueError as exc:
                if strict:
                    raise
                errors.append(str(exc))
            finally:
                lines_read += 1
    print(path, lines_read, "lines,", len(errors), "errors")
    return entries
