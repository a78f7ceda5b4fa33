"""Summarise the argument counts of functions, methods and source snippets."""
from codeobj import _get_code_object


def describe(obj, verbose=False):
    label = getattr(obj, "__qualname__", type(obj).__name__)
    try:
        code = _get_code_object(obj)
    except TypeError as exc:
        return "%s: %s" % (label, exc)
    if verbose:
        label = "%s (%s)" % (label, code.co_filename)
    return "%s: %d args, %d locals" % (label, code.co_argcount, code.co_nlocals)


def survey(objects):
    lines = []
    for obj in objects:
        if obj is None:
            continue
        lines.append(describe(obj))
    return lines


if __name__ == "__main__":
    for line in survey([describe, survey, None, "a + b", 42]):
        print(line)
