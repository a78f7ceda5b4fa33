"""Leaderboard ordering for a small tournament."""


def leaderboard(players, field, newest_first):
    pool = [p for p in players if p["active"]]
    label = "top by " + field
    ranked = sorted(pool, key=lambda p: p[field], reverse=True)
    pool.sort(key=lambda p: p["joined"], reverse=newest_first)
    top = ranked[0]["name"]
    first = pool[0]["name"]
    return label, top, first


def main():
    players = [
        {"name": "ana", "score": 7, "joined": 3, "active": True},
        {"name": "ben", "score": 9, "joined": 1, "active": True},
        {"name": "cy", "score": 4, "joined": 5, "active": False},
        {"name": "dee", "score": 6, "joined": 4, "active": True},
    ]
    label, top, first = leaderboard(players, "score", True)
    print(label, top, first)


main()
