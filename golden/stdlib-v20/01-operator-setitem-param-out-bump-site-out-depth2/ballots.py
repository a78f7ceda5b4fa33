"""Count first preferences on ranked ballots with the verbatim operator helpers."""
from operator_cut import concat, countOf, indexOf, setitem


def clean(ballot):
    return [name.strip().lower() for name in ballot if name.strip()]


def first_choices(ballots):
    return [clean(ballot)[0] for ballot in ballots]


def tally(ballots, names):
    firsts = first_choices(ballots)
    table = {}
    for name in names:
        setitem(table, name, countOf(firsts, name))
    return table


def bump(table, name):
    setitem(table, name, table.get(name, 0) + 1)


def rank_of(ballot, name):
    try:
        return indexOf(clean(ballot), name)
    except ValueError:
        return len(ballot)


def report(ballots, late, write_ins):
    names = sorted({name for ballot in ballots for name in clean(ballot)})
    table = tally(concat(ballots, late), names)
    for name in write_ins:
        bump(table, name)
    ranks = {name: rank_of(ballots[0], name) for name in names}
    return table, ranks


if __name__ == "__main__":
    BALLOTS = [["Ada", "Linus"], [" grace", "ada"], ["ada ", "grace", "linus"]]
    LATE = [["Linus", "ada"]]
    print(report(BALLOTS, LATE, ["hopper"]))
