"""Shell commands and the table that maps command names to them."""
from registry import register

GREETING = "hello"


def greet(arg):
    return f"{GREETING}, {arg}"


def shout(arg):
    return arg.upper() + "!"


def refuse(arg):
    return f"{arg!r} is not allowed in strict mode"


def build_commands(strict):
    commands = {}
    register(commands, "greet", greet)
    if strict:
        register(commands, "shout", refuse)
    else:
        register(commands, "shout", shout)
    aliases = {}
    register(aliases, "hi", greet)
    print(f"{len(aliases)} alias(es) registered")
    return commands
