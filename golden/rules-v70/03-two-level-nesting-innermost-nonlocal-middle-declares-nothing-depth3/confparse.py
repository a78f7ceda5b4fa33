"""A small INI reader that counts the keys it stores, with nested helpers."""


def read_ini(text):
    data = {}
    seen = set()
    stored = 0
    name = "DEFAULT"
    body = []

    def section(title, lines):
        seen = set()
        entries = data.setdefault(title, {})

        def put(key, value):
            nonlocal stored
            if key in seen:
                return
            seen.add(key)
            entries[key] = value
            stored += 1

        for line in lines:
            key, _, value = line.partition("=")
            put(key.strip().lower(), value.strip())

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("["):
            section(name, body)
            seen.add(name)
            name = line.strip("[]")
            body = []
        else:
            body.append(line)
    section(name, body)
    print("sections:", sorted(seen))
    return data, stored
