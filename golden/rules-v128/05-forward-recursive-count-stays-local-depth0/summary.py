from sizes import size, widest, leaves

BUDGET = 2
MENU = {"label": "File", "children": [
    {"label": "Open", "children": [
        {"label": "Recent", "children": [{"label": "notes.txt", "children": []}]},
    ]},
    {"label": "Save", "children": []},
    {"label": "Export", "children": [{"label": "PDF", "children": []}]},
]}


def summarize(menu):
    width = widest(menu)
    count = size(menu, BUDGET)
    title = menu["label"].upper().ljust(width)
    return f"{title} | {count} visible"


def main():
    print(summarize(MENU))
    print("leaves:", ", ".join(leaves(MENU)))


main()
