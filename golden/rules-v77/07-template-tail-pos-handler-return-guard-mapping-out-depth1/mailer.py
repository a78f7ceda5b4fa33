"""Fill mail templates with template.Template, mail-merge style."""
from template import Template


def render(body, user, strict):
    values = {"name": user["name"], "balance": user["balance"]}
    tpl = Template(body)
    text = tpl.substitute(values, strict)
    if text is None:
        return "<needs more than %s>" % ", ".join(sorted(values))
    return text


def mail_merge(body, users):
    letters = []
    for user in users:
        letters.append(render(body, user, strict=not user.get("draft")))
    return letters


if __name__ == "__main__":
    body = "Dear ${name}, you owe $balance $$ (about $5) by $date."
    users = [{"name": "Ann", "balance": 12.5}, {"name": "Bob", "balance": 3, "draft": True}]
    for letter in mail_merge(body, users):
        print(letter)
