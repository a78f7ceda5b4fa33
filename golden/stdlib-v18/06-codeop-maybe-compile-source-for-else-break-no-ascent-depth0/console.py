"""Feed lines to codeop the way an interactive console does, one statement at a time."""
from codeop_cut import compile_command


def push(buffer, line, lineno):
    buffer.append(line)
    source = "\n".join(buffer)
    where = "<console:%d>" % lineno
    mode = "exec" if source.startswith("@") else "single"
    code = compile_command(source, where, mode)
    if code is None:
        return "..."
    buffer.clear()
    return ">>> " + code.co_filename


def session(lines):
    buffer, shown = [], []
    for lineno, line in enumerate(lines, 1):
        shown.append(push(buffer, line, lineno))
    return shown


print(session(["x = 1", "if x:", "    y = 2", "", "# just a note", ""]))
