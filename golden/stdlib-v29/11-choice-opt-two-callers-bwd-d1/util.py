"""Verbatim from pygments.util (Debian python3-pygments 2.14)."""


class OptionError(Exception):
    """
    This exception will be raised by all option processing functions if
    the type or value of the argument is not correct.
    """


def get_choice_opt(options, optname, allowed, default=None, normcase=False):
    string = options.get(optname, default)
    if normcase:
        string = string.lower()
    if string not in allowed:
        raise OptionError('Value for option %s must be one of %s' %
                          (optname, ', '.join(map(str, allowed))))
    return string


opts = {"mode": "b", "style": "X"}
modes = ["a", "b"]
verbose = True
mode = get_choice_opt(opts, "mode", modes, "a")
style = get_choice_opt(opts, "style", ["x", "y"], "x", normcase=True)
print(mode, style, verbose)
