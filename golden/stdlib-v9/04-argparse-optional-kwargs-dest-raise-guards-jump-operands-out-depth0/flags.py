"""Turn option flags into the keyword arguments of an argparse action."""
from containers import _ActionsContainer


def option_kwargs(container, flags, dest=None):
    if dest is None:
        kwargs = container._get_optional_kwargs(*flags)
    else:
        kwargs = container._get_optional_kwargs(*flags, dest=dest)
    return kwargs["dest"], kwargs["option_strings"]


def describe(specs):
    container = _ActionsContainer("deploy tool", "-+", None, "error")
    rows = []
    for flags, dest in specs:
        name, strings = option_kwargs(container, flags, dest)
        rows.append("%-12s %s" % (name, ", ".join(strings)))
    return rows


if __name__ == "__main__":
    for row in describe([(["-v", "--dry-run"], None), (["+q"], None), (["-x"], "extra")]):
        print(row)
