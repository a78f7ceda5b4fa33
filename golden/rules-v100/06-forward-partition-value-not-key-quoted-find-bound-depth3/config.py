"""Read a tiny INI-like settings file into display lines."""


def settings_lines(text):
    section = "main"
    out = []
    quoted = 0
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1]
            continue
        key, _, value = line.partition("=")
        key = key.strip().lower()
        value = value.strip()
        if value.startswith('"'):
            end = value.find('"', 1)
            value = value[1:end]
            quoted += 1
        entry = "{}.{} = {}".format(section, key, value)
        out.append(entry)
    return out, quoted
