"""An inventory shell whose commands register themselves with a decorator."""
from text import plural, table, banner

DEBUG = False
COMMANDS = {}
VALIDATORS = {}


def command(func):
    COMMANDS[func.__name__] = func
    return func


def validator(func):
    VALIDATORS[func.__name__.removeprefix("check_")] = func
    return func


@command
def add(stock, item, qty):
    stock[item] = stock.get(item, 0) + int(qty)
    return f"added {plural(int(qty), item)}"


@validator
def check_take(stock, item, qty):
    return stock.get(item, 0) >= int(qty)


@command
def take(stock, item, qty):
    stock[item] -= int(qty)
    return f"took {plural(int(qty), item)}"


@command
def dump(stock):
    return table(stock)


if not DEBUG:
    COMMANDS.pop("dump")
COMMANDS["remove"] = COMMANDS["take"]


def dispatch(stock, line):
    name, *args = line.split()
    if name not in COMMANDS:
        return f"unknown command {name}"
    handler = COMMANDS[name]
    check = VALIDATORS.get(name)
    if check and not check(stock, *args):
        return f"refused: {line}"
    return handler(stock, *args)


if __name__ == "__main__":
    stock = {}
    print(banner("inventory"))
    for line in ["add berry 3", "take berry 9", "take berry 1", "remove berry 2", "dump", "sell berry 1"]:
        print(dispatch(stock, line))
    print(stock)
