"""The help screen of a command-line tool."""
import sys

from wrapping import fill


def clamp(n):
    return min(max(n, 20), 100)


def measure(screen):
    cols = screen.get("columns", 80)
    return clamp(cols - 4)


def help_text(screen, title, body, depth):
    pad = " " * depth
    cols = measure(screen)
    head = fill(title, indent=pad, width=cols)
    para = fill(body, 60)
    return head + "\n\n" + para


def footer(note):
    return fill(note, 40, "> ")


def status_width(screen):
    return measure(screen) // 2


def main(argv):
    screen = {"columns": int(argv[0]) if argv else 72}
    print(help_text(screen, "Usage: tool [options] FILE...", "Fill paragraphs to the width of the screen, keeping words whole.", 2))
    print(footer("See the manual page for the options and their defaults."))
    print(status_width(screen))


if __name__ == "__main__":
    main(sys.argv[1:])
