"""Fill $name placeholders from a mapping (after string.Template.safe_substitute)."""
from fields import split_fields

DELIMITER = "$"
BODY = "Dear $name, your $plan plan costs $$5; ref $ticket."


def substitute(template, mapping, strict=False):
    out = []
    missing = []
    for literal, name in split_fields(template, DELIMITER):
        out.append(literal)
        if name is None:
            continue
        if name in mapping:
            out.append(str(mapping[name]))
        elif strict:
            raise KeyError(name)
        else:
            missing.append(name)
            out.extend([DELIMITER, name])
    text = "".join(out)
    shown = text.replace("\n", " ")
    print("rendered:", shown[:30])
    return text, missing


def render_mail(user, strict):
    values = {"name": user["name"], "plan": user.get("plan", "free")}
    body, missing = substitute(BODY, values, strict)
    if missing:
        print("unfilled:", ", ".join(missing).upper())
    return body


if __name__ == "__main__":
    print(render_mail({"name": "Ann"}, False))
