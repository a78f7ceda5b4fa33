"""A tiny command line front end that reads only long options."""
from longopts import GetoptError, do_longs

LONGOPTS = ["output=", "verbose", "version", "level="]


def parse_long(args, longopts):
    opts = []
    while args and args[0].startswith('--') and args[0] != '--':
        opts, args = do_longs(opts, args[0][2:], longopts, args[1:])
    return opts, args


def settings(argv):
    try:
        opts, rest = parse_long(argv, LONGOPTS)
    except GetoptError as err:
        return {"error": str(err)}
    found = dict(opts)
    found["files"] = rest
    return found


for argv in (["--out=a.txt", "--verb", "x.py"], ["--level"], ["--vers=2"]):
    print(settings(argv))
