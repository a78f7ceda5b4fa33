"""Render rows of cells as a fixed-width text table."""
import io


def render(rows, width):
    health = 0
    with io.StringIO() as buf:
        for row in rows:
            try:
                cells = [str(c).ljust(width) for c in row]
            except TypeError:
                health -= 1
                continue
            else:
                health += 1
            buf.write("|".join(cells) + "\n")
        text = buf.getvalue()
    return text, health


def main():
    rows = [["id", "name"], None, [1, "ada"], [2, "bob"]]
    text, health = render(rows, 4)
    print(text, end="")
    print("health:", health)


if __name__ == "__main__":
    main()
