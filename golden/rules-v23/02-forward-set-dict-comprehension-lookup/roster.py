"""Desk assignment for the staff of a user export."""


def index_staff(users, role, first_desk):
    staff_ids = {u["id"] for u in users if u["role"] == role}
    names = {u["id"]: u["name"].title() for u in users}
    order = sorted(staff_ids)
    desks = {uid: "D%02d" % (first_desk + n) for n, uid in enumerate(order)}
    print("staff:", ", ".join(names[uid] for uid in order))
    groups = {u["role"] for u in users}
    print(len(groups), "roles")
    return desks


def badge(name, desk):
    return "%s at %s" % (name, desk)
