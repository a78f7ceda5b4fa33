"""Front-desk report: who came in today and where they sit."""
from roster import badge, index_staff


def desk_report(users, visits):
    desks = index_staff(users, "staff", 1)
    names = {u["id"]: u["name"] for u in users}
    lines = []
    for uid in visits:
        if uid in desks:
            lines.append(badge(names[uid], desks[uid]))
        else:
            lines.append(names[uid] + " visiting")
    return lines


def main():
    ann = {"id": 7, "name": "ann", "role": "staff"}
    bob = {"id": 3, "name": "bob", "role": "guest"}
    cy = {"id": 5, "name": "cy", "role": "staff"}
    return desk_report([ann, bob, cy], [3, 7, 5])


if __name__ == "__main__":
    print("\n".join(main()))
