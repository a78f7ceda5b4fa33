"""An in-memory key-value store whose commands are closures over one dict."""


def make_store(initial):
    data = dict(initial)

    def do_set(key, value):
        data[key] = value
        return "OK"

    def do_del(key, value):
        if key not in data:
            return "MISSING"
        data.pop(key)
        return "OK"

    def do_get(key, value):
        return data.get(key, value)

    def keys():
        return sorted(data)

    commands = {"SET": do_set, "DEL": do_del, "GET": do_get}
    return commands, keys
