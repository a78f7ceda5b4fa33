"""Read per-service timeouts from a settings mapping, the way an HTTP client configures its pools."""


def parse_timeouts(raw, default, scale=1.0):
    timeouts = {}
    parsed = 0
    for service, text in raw.items():
        try:
            if not text.replace(".", "", 1).isdigit():
                raise ValueError(text)
            seconds = float(text)
        except ValueError:
            seconds = default
            print("bad timeout for", service, "- using", default)
        else:
            seconds = seconds * scale
        finally:
            parsed += 1
        timeouts[service] = round(seconds, 3)
    print("parsed", parsed, "timeouts")
    return timeouts


def describe(timeouts):
    return ", ".join("%s=%ss" % item for item in sorted(timeouts.items()))
