"""Field rendering for key=value log lines, in the style of logfmt."""

SEPARATOR = "="
MAX_VALUE = 24


def quote_value(value, limit, context):
    text = str(value).replace('"', "'")
    if len(text) > limit:
        print("logfmt: value cut in %s" % context)
        text = text[:limit]
    if " " in text or not text:
        return '"' + text + '"'
    return text


def render_field(key, value, origin):
    shown = quote_value(value, MAX_VALUE, origin)
    if not key.isidentifier():
        print("logfmt: odd key %r from %s" % (key, origin))
    return key + SEPARATOR + shown

