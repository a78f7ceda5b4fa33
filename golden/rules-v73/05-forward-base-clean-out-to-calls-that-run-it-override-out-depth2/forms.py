"""Read a sign-up form through its fields."""
from fields import ChoiceField, EmailField, Field

COLORS = ["blue", "green", "red"]


def read_form(data):
    name_field = Field("name", "anonymous")
    mail_field = EmailField("email", "")
    color_field = ChoiceField("color", COLORS)
    name = name_field.clean(data["name"])
    email = mail_field.clean(data["email"])
    color = color_field.clean(data["color"])
    host = mail_field.domain(email)
    return {"name": name, "email": email, "color": color, "host": host}


if __name__ == "__main__":
    print(read_form({"name": " Ann ", "email": "ann@mail.test ", "color": "Teal"}))
    print(read_form({"name": "  ", "email": "", "color": "RED"}))
