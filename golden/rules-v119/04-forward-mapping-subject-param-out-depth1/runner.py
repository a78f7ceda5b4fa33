"""Drive the accumulator machine from text commands."""
import json

from calc import apply


def run(lines, start):
    acc = start
    trace = []
    count = 0
    for line in lines:
        msg = json.loads(line)
        acc = apply(msg, acc, trace)
        count += 1
    print("applied", count, "skipped", trace)
    return acc


def selftest():
    return apply({"op": "mul", "arg": 3}, 2, [])


program = [
    '{"op": "add", "arg": 5}',
    '{"op": "mul", "arg": 4}',
    '{"op": "noop"}',
    '{"op": "reset"}',
    '{"op": "add", "arg": 2}',
]
result = run(program, 1)
print("result", result, "selftest", selftest())
