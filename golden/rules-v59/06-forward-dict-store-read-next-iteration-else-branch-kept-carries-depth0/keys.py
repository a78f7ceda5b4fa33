"""Normalized keys and duplicate notes for record imports."""

ARROW = " -> "


def clean(value):
    text = str(value).strip().lower()
    return " ".join(text.split())


def domain(email):
    host = email.rpartition("@")[2]
    return clean(host)


def describe(kept_id, rec):
    name = rec.get("name") or "?"
    return "%s (%s)%s%s" % (rec["id"], name, ARROW, kept_id)
