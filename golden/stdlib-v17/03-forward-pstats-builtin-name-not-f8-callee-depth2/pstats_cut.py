"""func_std_string and f8, copied verbatim from Lib/pstats.py (Python 3.11.7)."""


def func_std_string(func_name): # match what old profile produced
    if func_name[:2] == ('~', 0):
        # special case for built-in functions
        name = func_name[2]
        if name.startswith('<') and name.endswith('>'):
            return '{%s}' % name[1:-1]
        else:
            return name
    else:
        return "%s:%d(%s)" % func_name

def f8(x):
    return "%8.3f" % x
