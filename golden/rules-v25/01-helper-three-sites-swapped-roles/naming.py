"""Identifier quoting for generated SQL, in the style of a dialect's preparer."""

RESERVED = {"order", "group", "user", "select"}


def needs_quotes(word):
    return word.lower() in RESERVED or not word.isidentifier()


def quote(word, char):
    if needs_quotes(word):
        return char + word + char
    return word


def qualify(name, owner, char, trace):
    if trace:
        print("qualify", repr(owner), repr(name))
    ident = quote(name, char)
    if owner:
        return quote(owner, char) + "." + ident
    return ident
