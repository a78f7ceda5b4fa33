"""Placeholder substitution in the shape of string.Template."""
import re


def convert(value):
    if isinstance(value, float):
        return "%.2f" % value
    return str(value)


class Template:
    def __init__(self, template):
        self.template = template
        self.pattern = re.compile(r"\$(?:(?P<escaped>\$)|(?P<named>[_a-z][_a-z0-9]*)|\{(?P<braced>[_a-z][_a-z0-9]*)\}|(?P<invalid>))", re.IGNORECASE)

    def substitute(self, mapping, strict=True):
        parts = []
        pos = 0
        for mo in self.pattern.finditer(self.template):
            parts.append(self.template[pos:mo.start()])
            pos = mo.end()
            named = mo.group("named") or mo.group("braced")
            if named is not None:
                try:
                    parts.append(convert(mapping[named]))
                except KeyError:
                    if strict:
                        return None
                    parts.append(mo.group())
            elif mo.group("escaped") is not None:
                parts.append("$")
            else:
                parts.append(mo.group())
        parts.append(self.template[pos:])
        return "".join(parts)
