"""A stack machine that evaluates postfix programs: the interpreter loop over tokens."""
import sys

from ops import BINARY, apply_op, name_of, tokenize


def evaluate(tokens, trace=False):
    stack = []
    step = 0
    for tok in tokens:
        step += 1
        if trace:
            print("%3d %-4s %s" % (step, name_of(tok), stack))
        if tok in BINARY:
            right = stack.pop()
            left = stack.pop()
            stack.append(apply_op(tok, left, right))
        elif tok == "dup":
            stack.append(stack[-1])
        elif tok == "swap":
            stack.append(stack.pop(-2))
        elif tok == "drop":
            stack.pop()
        else:
            stack.append(float(tok))
    if len(stack) != 1:
        raise ValueError("unbalanced program, stack is %r" % stack)
    return stack.pop()


def calculate(expr, verbose=False):
    tokens = tokenize(expr)
    value = evaluate(tokens, verbose)
    return round(value, 6)


if __name__ == "__main__":
    verbose = "-v" in sys.argv
    print(calculate("3 4 + dup * 2 swap / 7 drop", verbose))
