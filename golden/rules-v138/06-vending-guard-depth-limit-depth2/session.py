from vending import Vending


def run_session(vm, coins):
    rejected = 0
    for c in coins:
        outcome = vm.insert(c)
        if outcome == "rejected":
            rejected += 1
    return rejected


def main():
    vm = Vending()
    vm.reset()
    bad = run_session(vm, [2, 3, 5])
    status = vm.state
    item = vm.dispense()
    print("rejected", bad, "status", status, "item", item, "now", vm.state)


if __name__ == "__main__":
    main()
