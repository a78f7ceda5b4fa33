"""Replay editor key commands against a cursor (script)."""

WIDTH = 12
STEP = 3


def clamp(value, limit):
    if value < 0:
        return 0
    return min(value, limit)


keys = ["right", "# warm up", "right", "left", "", "jump 20", "noop", "stop", "right"]
pos = 0
moves = 0
ignored = 0
for key in keys:
    match key.split():
        case ["stop"]:
            break
        case [] | ["#", *_]:
            continue
        case ["right"]:
            pos += STEP
        case ["left"]:
            pos = clamp(pos - 1, WIDTH)
        case ["jump", target]:
            pos = clamp(int(target), WIDTH)
        case _:
            ignored += 1
    moves += 1
print("pos", pos, "moves", moves, "ignored", ignored)
