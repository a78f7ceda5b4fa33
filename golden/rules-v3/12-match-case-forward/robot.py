"""Replays a command script against the robot's state."""
from commands import clamp, step

START = (0, 0, None)


def replay(script):
    state = START
    moves = 0
    for line in script.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        state, moved = step(state, line)
        if moved:
            moves += 1
    return state, moves


def teleport(state, x, y):
    return (clamp(x), clamp(y), state[2])
