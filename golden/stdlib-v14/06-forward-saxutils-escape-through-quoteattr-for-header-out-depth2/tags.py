"""Write start tags with quoted attribute values."""
from saxquote import quoteattr


def attribute(name, value):
    return " %s=%s" % (name, quoteattr(value))


def start_tag(tag, attrs):
    parts = ["<" + tag]
    for name, value in attrs:
        if value is None:
            continue
        parts.append(attribute(name, value))
    parts.append(">")
    return "".join(parts)


print(start_tag("a", [("href", "x.html?a=1&b=2"), ("rel", None)]))
print(start_tag("img", [("alt", "it's \"<ok>\"\n"), ("title", 'say "hi"')]))
