"""Decode frames read from a serial sensor, with a bounded number of retries."""


def decode(frame, scale):
    text = frame.strip()
    if not text.startswith("#"):
        return None
    body, _, unit = text[1:].partition(" ")
    if not body.isdigit():
        print("bad frame:", text)
        return None
    raw = int(body)
    if unit == "mV":
        raw = raw / 1000
    return raw * scale


def read_value(port, scale, retries):
    attempt = 0
    value = None
    while attempt < retries:
        frame = port.readline()
        attempt += 1
        value = decode(frame, scale)
        if value is not None:
            break
    else:
        print("no reading after", attempt, "attempts")
        value = 0.0
    if attempt > 1:
        print("read after", attempt, "attempts")
    return value
