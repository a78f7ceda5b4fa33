"""Command-line tools of the settings editor."""
import sys

from nodes import Scalar, Section
from render import render_document, render_scalar

MARGIN = 4


def preview_value(key, value):
    node = Scalar(key, value)
    lines = render_scalar(node, 0)
    return lines[0]


def show(tree, wide):
    margin = MARGIN if wide else 0
    text = render_document(tree, margin)
    sys.stdout.write(text + "\n")


def main(argv):
    tree = Section("root", [Scalar(k, v) for k, v in zip(argv[::2], argv[1::2])])
    show(tree, "--wide" in argv)
    print(preview_value("example", 1))
