# Copyright (C) 2002-2007 Python Software Foundation
# Contact: email-sig@python.org

"""Email address parsing code (trimmed copy: quote and the module constants, verbatim).

Lifted directly from rfc822.py.  This should eventually be rewritten.
"""


SPACE = ' '
EMPTYSTRING = ''
COMMASPACE = ', '


def quote(str):
    """Prepare string to be used in a quoted string.

    Turns backslash and double quote characters into quoted pairs.  These
    are the only characters that need to be quoted inside a quoted string.
    Does not add the surrounding double quotes.
    """
    return str.replace('\\', '\\\\').replace('"', '\\"')
