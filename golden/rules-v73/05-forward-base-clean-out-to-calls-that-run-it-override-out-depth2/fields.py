"""Form fields that clean raw strings, in the style of django.forms."""

class Field:
    def __init__(self, name, default=None):
        self.name = name
        self.default = default

    def clean(self, raw):
        text = raw.strip()
        if not text:
            text = self.default
        return text


class EmailField(Field):
    DOMAIN = "example.org"

    def domain(self, value):
        return value.partition("@")[2] or self.DOMAIN


class SlugField(Field):
    def clean(self, raw):
        text = super().clean(raw)
        return text.lower().replace(" ", "-")


class ChoiceField(Field):
    def __init__(self, name, choices):
        super().__init__(name, choices[0])
        self.choices = choices

    def clean(self, raw):
        key = raw.strip().lower()
        return key if key in self.choices else self.default


def make_slug(title):
    field = SlugField("slug", "untitled")
    slug = field.clean(title)
    return slug


if __name__ == "__main__":
    print(make_slug("  Hello World "))
