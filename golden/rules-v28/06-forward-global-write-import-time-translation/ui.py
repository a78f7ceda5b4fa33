"""Console greeting in the user's language."""
import catalog

TITLE = catalog.gettext("title")


def pad(text, width):
    return text.center(width, ".")


def decorate(word, user):
    line = "%s, %s!" % (word, user)
    return pad(line, 24)


def greet(user):
    word = catalog.messages.get("hello", "Hi")
    return decorate(word, user)


def session(user, locale):
    code = locale.split("_")[0].lower()
    header = TITLE.upper()
    active = catalog.use(code)
    first = greet(user)
    tag = catalog.gettext("title")
    print(header, "- switches:", catalog.switches)
    return "[%s] %s %s" % (active, tag, first)


if __name__ == "__main__":
    print(session("Ada", "de_DE"))
    print(session("Bob", "xx_XX"))
