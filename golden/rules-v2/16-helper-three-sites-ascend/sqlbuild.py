"""Identifier quoting for generated SQL."""

RESERVED = {"select", "from", "where", "order", "group", "user", "table"}


def quote_ident(name, dialect="postgres"):
    q = "`" if dialect == "mysql" else '"'
    if name.lower() in RESERVED or not name.isidentifier():
        name = q + name.replace(q, q + q) + q
    return name
