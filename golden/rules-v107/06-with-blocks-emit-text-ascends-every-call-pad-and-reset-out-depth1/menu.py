"""Render a restaurant menu with nested indentation."""
from layout import Writer


def render(menu):
    out = Writer()
    out.emit(menu["title"])
    total = 0
    for section in menu["sections"]:
        if not section["dishes"]:
            continue
        with out:
            out.emit(section["name"])
            for dish, price in section["dishes"]:
                total += price
                with out:
                    out.emit(f"{dish} {price:.2f}")
    out.reset()
    out.emit(f"{total:.2f} in total")
    return "\n".join(out.lines)


def closed_notice(day):
    note = Writer()
    with note:
        note.emit(f"closed on {day}")
    return note.lines[0]


MENU = {
    "title": "Harbour Cafe",
    "sections": [
        {"name": "Starters", "dishes": [("soup", 4.5), ("bread", 2.0)]},
        {"name": "Desserts", "dishes": []},
        {"name": "Mains", "dishes": [("fish", 12.0)]},
    ],
}

if __name__ == "__main__":
    print(render(MENU))
    print(closed_notice("Monday"))
