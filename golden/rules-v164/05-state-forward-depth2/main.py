import sys
from cli import parse_args
from commands import cmd_add, cmd_count


def dispatch(opts, state):
    cmd = opts["cmd"]
    if cmd == "add":
        msg = cmd_add(state, opts["args"])
    elif cmd == "count":
        msg = cmd_count(state, opts["args"])
    else:
        msg = "unknown command " + cmd
    if opts["verbose"]:
        print("state:", state)
    return msg


def main(argv):
    opts = parse_args(argv)
    state = {}
    result = dispatch(opts, state)
    print(result)
    return state


print(main(sys.argv[1:] or ["-v", "add", "2", "3"]))
