"""A signup form cleaned field by field."""
from fields import IntegerField


def clean_form(fields, data):
    cleaned = {}
    for name, field in fields.items():
        value = field.clean(data.get(name))
        if value is None:
            print("missing", name)
        else:
            cleaned[name] = value
    return cleaned


def signup(data):
    fields = {"age": IntegerField(minimum=13), "seats": IntegerField(minimum=1, required=False)}
    cleaned = clean_form(fields, data)
    seats = cleaned.get("seats", 1)
    return "signed up, age %s, %d seats" % (cleaned.get("age"), seats)


if __name__ == "__main__":
    print(signup({"age": " 9 ", "seats": "3"}))
    print(signup({"age": "40", "seats": ""}))
