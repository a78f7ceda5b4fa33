"""Report options given twice in one section, as a strict ConfigParser does."""
from cp_errors import DuplicateOptionError


def duplicates(lines, source=None):
    errors = []
    section = None
    seen = set()
    for lineno, line in enumerate(lines, start=1):
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1]
            seen = set()
            continue
        option = line.partition("=")[0].strip().lower()
        if option in seen:
            errors.append(DuplicateOptionError(section, option, source, lineno))
        seen.add(option)
    return errors


if __name__ == "__main__":
    text = ["[server]", "port = 80", "host = a", "Port = 8080",
            "[client]", "host = b", "host = c"]
    for err in duplicates(text, "site.ini"):
        print(err)
    for err in duplicates(text):
        print(err)
