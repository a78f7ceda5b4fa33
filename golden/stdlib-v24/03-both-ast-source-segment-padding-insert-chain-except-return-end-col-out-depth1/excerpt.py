"""Show the source text behind selected nodes of a parsed snippet."""
import ast
from segments import get_source_segment, _pad_whitespace


def excerpt(source, node, keep_indent):
    if not hasattr(node, "lineno"):
        return "<no position>"
    text = get_source_segment(source, node, padded=keep_indent)
    if text is None:
        return "<unknown>"
    return text.replace("\n", " | ")


def gutter(line):
    marks = _pad_whitespace(line)
    return marks.replace(" ", ".")


def first_call(source):
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            return get_source_segment(source, node)
    return None


def main():
    source = "total = compute(\n    first,\n    second)\nprint(total)\n"
    tree = ast.parse(source)
    assign = tree.body[0]
    print(excerpt(source, assign.value, True))
    print(excerpt(source, assign, False))
    print(excerpt(source, tree, False))
    print(first_call(source))
    print(gutter("x = 1"))


main()
