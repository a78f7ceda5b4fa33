"""Lay out a small page of widgets."""
from layout import Label, Button


def page(title, action):
    head = Label(title)
    head.indent(3)
    btn = Button(action)
    btn.indent(1)
    first = head.render()
    second = btn.render()
    head = Label("-- end --")
    last = head.render()
    return first + "\n" + second + "\n" + last


def main():
    text = page("Welcome", "ok")
    print(text)


if __name__ == "__main__":
    main()
