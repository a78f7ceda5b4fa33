def main():
    allowed = set()
    blocked = {"eve"}
    for user in ["ann", "bob", "eve"]:
        allowed.add(user)
        blocked.add("x")
    allowed.discard("eve")
    has = "ann" in allowed
    print(has, blocked)
    print(allowed)


main()
