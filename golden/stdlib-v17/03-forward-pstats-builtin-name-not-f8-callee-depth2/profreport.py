"""Print a small profile table in the layout of pstats.Stats.print_line."""
from pstats_cut import f8, func_std_string


def print_line(func, stats):
    cc, nc, tt, ct = stats
    calls = str(nc)
    if nc != cc:
        calls = calls + "/" + str(cc)
    row = calls.rjust(9) + " " + f8(tt)
    label = func_std_string(func)
    if len(label) > 30:
        label = "..." + label[-27:]
    return row + " " + f8(ct) + " " + label


def report(table):
    lines = []
    for func, stats in sorted(table.items()):
        lines.append(print_line(func, stats))
    return "\n".join(lines)


if __name__ == "__main__":
    table = {("~", 0, "<built-in method builtins.len>"): (4, 4, 0.0, 0.0),
             ("app.py", 12, "main"): (1, 1, 0.002, 0.0101),
             ("~", 0, "print"): (3, 2, 0.001, 0.001)}
    print(report(table))
