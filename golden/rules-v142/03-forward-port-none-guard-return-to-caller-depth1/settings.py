"""Read port numbers from text settings; None means unusable."""


def parse_port(text):
    if text is None:
        return None
    text = text.strip()
    if not text.isdigit():
        return None
    port = int(text)
    if port > 65535:
        return None
    return port


def describe(port, host):
    label = host + ":"
    if port is None:
        return label + "default"
    return label + str(port)


def is_privileged(port):
    if port is None:
        return False
    return port < 1024
