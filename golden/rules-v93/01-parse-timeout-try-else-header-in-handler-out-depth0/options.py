"""Read timeout options such as "1500ms" or "2.5s" from a settings dict."""


def parse_timeout(text, fallback):
    seconds = fallback
    source = "fallback"
    unit = text[-2:]
    try:
        if unit == "ms":
            value = float(text[:-2]) / 1000
        else:
            value = float(text.rstrip("s"))
    except ValueError:
        source = "invalid"
        print("ignoring timeout", repr(text))
    else:
        if value > 0:
            seconds = value
            source = "option"
    note = "%s from %s" % (seconds, source)
    return seconds, note


def load_timeouts(options, fallback=5.0):
    timeouts = {}
    for name in ("connect", "read", "write"):
        raw = options.get(name + "_timeout", "")
        seconds, note = parse_timeout(raw, fallback)
        timeouts[name] = seconds
        print(name, note)
    return timeouts


if __name__ == "__main__":
    print(load_timeouts({"connect_timeout": "1500ms", "read_timeout": "-3s", "write_timeout": "soon"}))
