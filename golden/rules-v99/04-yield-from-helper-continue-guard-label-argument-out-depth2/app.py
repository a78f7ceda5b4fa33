"""Print a menu as an indented list."""
from walk import menu_paths


def render(menu, hidden_items, note):
    hidden = set(hidden_items)
    lines = []
    for path in menu_paths(menu, hidden, note.upper()):
        lines.append("  " + path)
    return "\n".join(lines)


def main():
    menu = [("file", ["new", "open", "quit"]), ("edit", []), ("view", ["zoom", "grid"])]
    print(render(menu, ["quit"], "v2"))


if __name__ == "__main__":
    main()
