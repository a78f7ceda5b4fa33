from doors import Door


def replay(door, events):
    moved = 0
    for ev in events:
        before = door.state
        door.handle(ev)
        if door.state != before:
            moved += 1
    return moved


def main():
    door = Door()
    door.reset()
    first = replay(door, ["open", "close", "lock"])
    print("first replay moved", first, "times;", door.describe())
    door.reset()
    second = replay(door, ["unlock", "open", "jump"])
    final = door.state
    print("second replay moved", second, "times; final", final)


if __name__ == "__main__":
    main()
