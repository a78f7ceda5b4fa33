"""Weekly report."""
from table import render


def weekly(table):
    titles, wrapped, marks, footer = render(table, 2, 72)
    print("\n".join(wrapped))
    return footer
