"""Apply line-editing commands to a copy of a text."""


def apply(commands, lines):
    buffer = list(lines)
    cursor = len(buffer)
    undo = []
    count = 0
    for command in commands:
        count += 1
        verb, _, arg = command.partition(" ")
        match verb.lower():
            case "goto" if arg.isdigit():
                cursor = min(int(arg), len(buffer))
            case "insert" | "add":
                buffer.insert(cursor, arg)
                undo.append(cursor)
                cursor += 1
            case "undo" if undo:
                cursor = undo.pop()
                buffer.pop(cursor)
            case _:
                print(f"skipped command {count}: {command!r}")
    assert 0 <= cursor <= len(buffer), cursor
    summary = f"{len(buffer)} lines after {count} commands"
    return buffer, summary


if __name__ == "__main__":
    script = ["add first", "ADD second", "goto 1", "insert middle", "undo", "zap"]
    text, note = apply(script, ["title"])
    print(text, note)
