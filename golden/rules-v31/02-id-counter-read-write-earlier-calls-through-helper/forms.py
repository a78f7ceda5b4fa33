"""Render simple HTML forms whose elements get page-unique ids."""
import html

import ids


def field_html(field):
    label = html.escape(field["label"])
    if field.get("hidden"):
        return '<input type="hidden" name="%s">' % field["name"]
    fid = ids.next_id("field")
    return '<label for="%s">%s</label><input id="%s" name="%s">' % (fid, label, fid, field["name"])


def button(text):
    bid = ids.next_id("button")
    return '<button id="%s">%s</button>' % (bid, html.escape(text))


def render_form(fields, action):
    parts = ['<form action="%s">' % action]
    for field in fields:
        parts.append(field_html(field))
    submit = button("Send")
    parts.append(submit)
    parts.append(button("Reset"))
    parts.append("</form>")
    print("<!-- ids issued: %d -->" % ids.issued())
    return "\n".join(parts)


def page(title, fields, first_id):
    ids.skip_to(first_id)
    body = render_form(fields, "/signup")
    return "<h1>%s</h1>\n%s" % (html.escape(title), body)


FIELDS = [{"name": "user", "label": "User"}, {"name": "csrf", "label": "", "hidden": True}, {"name": "mail", "label": "E-mail"}]

if __name__ == "__main__":
    print(page("Sign up", FIELDS, 100))
