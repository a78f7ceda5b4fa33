"""Form fields in the style of django.forms."""


class Field:
    empty_value = None

    def __init__(self, required=True):
        self.required = required

    def to_python(self, raw):
        return raw

    def validate(self, value):
        if self.required and value in (None, ""):
            return "required"
        return None

    def clean(self, raw):
        value = self.to_python(raw)
        error = self.validate(value)
        if error:
            return self.empty_value
        return value


class IntegerField(Field):
    def __init__(self, minimum=0, required=True):
        super().__init__(required)
        self.minimum = minimum

    def to_python(self, raw):
        text = str(raw).strip()
        if not text:
            return None
        number = int(text)
        return max(number, self.minimum)


class DateField(Field):
    def to_python(self, raw):
        year, month, day = str(raw).split("-")
        return (int(year), int(month), int(day))
