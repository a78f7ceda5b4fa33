"""A small stack machine that runs the compiled form of filter expressions."""


def run(program, arg, limit):
    stack = [arg]
    trace = []
    pc = 0
    steps = 0
    peak = 1
    while True:
        steps += 1
        if steps > limit:
            raise RuntimeError("no halt within %d steps, stack peaked at %d" % (limit, peak))
        op = program[pc]
        pc += 1
        match op:
            case ("push", value):
                stack.append(value)
            case ("add",):
                right = stack.pop()
                stack.append(stack.pop() + right)
            case ("dup",):
                stack.append(stack[-1])
            case ("jz", target) if stack[-1] == 0:
                stack.pop()
                pc = target
            case ("jz", _):
                stack.pop()
            case ("jump", dest):
                pc = dest
            case ("halt",):
                return stack.pop(), trace
            case ("emit",):
                trace.append(stack[-1])
        peak = max(peak, len(stack))
