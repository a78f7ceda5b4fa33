"""Parse listener ports from configuration text."""


def parse_port(text, default):
    port = default
    try:
        cleaned = text.strip()
        port = int(cleaned)
    except ValueError:
        warning = "not a number: " + repr(text)
        print(warning)
        return port
    if port < 1024:
        port = default
    return port


def split_spec(spec):
    name, _, port_text = spec.partition(":")
    return name.strip(), port_text


def admin_port(text):
    port = parse_port(text, 9000)
    if port == 9000:
        print("admin port left at default")
    return port
