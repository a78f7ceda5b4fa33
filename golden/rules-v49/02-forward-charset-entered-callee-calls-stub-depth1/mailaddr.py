"""Display names in address headers, in the style of email.utils.formataddr."""
import base64

SPECIALS = '()<>@,:;".[]'


def needs_quoting(name):
    return any(ch in SPECIALS for ch in name)


def b_encode(text, charset):
    data = base64.b64encode(text.encode(charset)).decode("ascii")
    return "=?%s?b?%s?=" % (charset, data)


def encode_name(name, charset):
    if not name:
        return ""
    if name.isascii():
        if needs_quoting(name):
            return '"%s"' % name.replace('"', '\\"')
        return name
    return b_encode(name, charset)
