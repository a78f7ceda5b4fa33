"""Command handlers for a chat bot."""


def title(word):
    return word[:1].upper() + word[1:]


def greet(args):
    name = title(args[0]) if args else "there"
    return "hello " + name


def echo(args):
    return " ".join(args)


def unknown(args):
    return "unknown command"


def refuse(args):
    count = len(args)
    return "refused (%d args)" % count


def shout(args):
    return " ".join(args).upper() + "!"


COMMANDS = {"greet": greet, "echo": echo}


def help_text():
    return ", ".join(sorted(COMMANDS))
